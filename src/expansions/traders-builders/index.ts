// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionManifest } from '../../engine/expansion';
import { tradersBuildersModule } from './rules';

export const manifest: ExpansionManifest = {
  id: 'traders-builders',
  module: tradersBuildersModule,
  scoreReasons: { units: ['pig-city', 'token'], rules: ['pig', 'goods-majority'] },
};
