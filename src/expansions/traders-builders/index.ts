// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { tradersBuildersArt } from './art';
import { tradersBuildersGameInvariants } from './invariants';
import { tradersBuildersModule } from './rules';
import { tradersBuildersTopics } from './topic';
import { tradersBuildersWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'traders-builders',
  module: tradersBuildersModule,
  topics: tradersBuildersTopics,
  words: tradersBuildersWords,
  scoreReasons: { units: ['pig-city', 'token'], rules: ['pig', 'goods-majority'] },
  gameInvariants: tradersBuildersGameInvariants,
  art: tradersBuildersArt,
};
