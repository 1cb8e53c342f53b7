// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { germanCastlesArt } from './art';
import { CASTLE_BONUS, CASTLE_COMPLETE, CASTLE_LORD_RULE, CASTLE_TILE, germanCastlesModule } from './rules';
import { germanCastlesTopic } from './topic';
import { germanCastlesWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'german-castles',
  module: germanCastlesModule,
  scoreReasons: { units: [CASTLE_COMPLETE, CASTLE_TILE, CASTLE_BONUS], rules: [CASTLE_LORD_RULE] },
  words: germanCastlesWords,
  topics: [germanCastlesTopic],
  art: germanCastlesArt,
};
