// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { abbotArt } from './art';
import { abbotModule } from './rules';
import { abbotTopics } from './topic';
import { abbotWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'abbot',
  module: abbotModule,
  topics: abbotTopics,
  words: abbotWords,
  art: abbotArt,
};
