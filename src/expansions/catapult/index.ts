// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { catapultArt } from './art';
import { catapultInvariants } from './invariants';
import { catapultModule } from './rules';
import { catapultTopic } from './topic';
import { catapultWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'catapult',
  module: catapultModule,
  invariants: catapultInvariants,
  words: catapultWords,
  topics: [catapultTopic],
  art: catapultArt,
};
