// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { countArt } from './art';
import { countInvariants } from './invariants';
import { countModule } from './rules';
import { countTopic } from './topic';
import { countWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'count',
  module: countModule,
  invariants: countInvariants,
  words: countWords,
  topics: [countTopic],
  art: countArt,
};
