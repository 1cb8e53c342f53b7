// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { goldMinesArt } from './art';
import { GOLD_MINES_INVARIANTS } from './invariants';
import { goldMinesModule } from './rules';
import { goldMinesTopic } from './topic';
import { goldMinesWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'gold-mines',
  module: goldMinesModule,
  invariants: GOLD_MINES_INVARIANTS,
  words: goldMinesWords,
  topics: [goldMinesTopic],
  art: goldMinesArt,
};
