// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { flierArt } from './art';
import { FLIER_INVARIANTS } from './invariants';
import { flierModule } from './rules';
import { flierTopic } from './topic';
import { flierWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'flier',
  module: flierModule,
  invariants: FLIER_INVARIANTS,
  words: flierWords,
  topics: [flierTopic],
  art: flierArt,
};
