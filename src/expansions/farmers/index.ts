// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionManifest } from '../../engine/expansion';
import { farmersModule } from './rules';
import { farmersTopics } from './topic';
import { farmersWords } from './words';

export const manifest: ExpansionManifest = {
  id: 'farmers',
  module: farmersModule,
  topics: farmersTopics,
  words: farmersWords,
};
