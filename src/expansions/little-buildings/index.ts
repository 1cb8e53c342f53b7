// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { littleBuildingsArt } from './art';
import { littleBuildingsInvariants } from './invariants';
import { littleBuildingsModule } from './rules';
import { littleBuildingsTopic } from './topic';
import { littleBuildingsWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'little-buildings',
  module: littleBuildingsModule,
  invariants: littleBuildingsInvariants,
  words: littleBuildingsWords,
  topics: [littleBuildingsTopic],
  art: littleBuildingsArt,
  scoreReasons: { units: ['building', 'building-house', 'building-tower', 'building-shed'] },
};
