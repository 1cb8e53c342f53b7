// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { leipzigArt } from './art';
import { leipzigInvariants } from './invariants';
import { leipzigModule, SENT_RULE } from './rules';
import { leipzigTopic } from './topic';
import { leipzigWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'leipzig-fair',
  module: leipzigModule,
  scoreReasons: { rules: [SENT_RULE] },
  invariants: leipzigInvariants,
  words: leipzigWords,
  topics: [leipzigTopic],
  art: leipzigArt,
};
