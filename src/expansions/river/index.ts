// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionManifest } from '../../engine/expansion';
import { riverModule } from './rules';
import { riverTopics } from './topic';
import { riverWords } from './words';

export const manifest: ExpansionManifest = {
  id: 'river',
  module: riverModule,
  topics: riverTopics,
  words: riverWords,
};
