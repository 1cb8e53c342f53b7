// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { innsCathedralsArt } from './art';
import { innsCathedralsModule } from './rules';
import { innsCathedralsTopics } from './topic';
import { innsCathedralsWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'inns-cathedrals',
  module: innsCathedralsModule,
  topics: innsCathedralsTopics,
  words: innsCathedralsWords,
  playerLimit: 6,
  scoreReasons: { rules: ['inn', 'inn-unfinished', 'cathedral', 'cathedral-unfinished'] },
  art: innsCathedralsArt,
};
