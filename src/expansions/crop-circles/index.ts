// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { cropCirclesArt } from './art';
import { cropCirclesInvariants } from './invariants';
import { cropCirclesModule } from './rules';
import { cropCirclesTopic } from './topic';
import { cropCirclesWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'crop-circles',
  module: cropCirclesModule,
  invariants: cropCirclesInvariants,
  words: cropCirclesWords,
  topics: [cropCirclesTopic],
  art: cropCirclesArt,
};
