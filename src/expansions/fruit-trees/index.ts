// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { fruitTreesArt } from './art';
import { FRUIT_TREES_GAME_INVARIANTS, FRUIT_TREES_INVARIANTS } from './invariants';
import { fruitTreesModule } from './rules';
import { fruitTreesTopic } from './topic';
import { fruitTreesWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'fruit-trees',
  module: fruitTreesModule,
  invariants: FRUIT_TREES_INVARIANTS,
  gameInvariants: FRUIT_TREES_GAME_INVARIANTS,
  words: fruitTreesWords,
  topics: [fruitTreesTopic],
  art: fruitTreesArt,
};
