// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { darmstadtArt } from './art';
import { darmstadtInvariants } from './invariants';
import { darmstadtModule } from './rules';
import { darmstadtTopic } from './topic';
import { darmstadtWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'darmstadt',
  module: darmstadtModule,
  invariants: darmstadtInvariants,
  words: darmstadtWords,
  topics: [darmstadtTopic],
  art: darmstadtArt,
  scoreReasons: { units: ['darmstadtium'] },
};
