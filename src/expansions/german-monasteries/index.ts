// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { germanMonasteriesArt } from './art';
import { GERMAN_MONASTERIES_GAME_INVARIANTS, GERMAN_MONASTERIES_INVARIANTS } from './invariants';
import { ABBOT_RULE, germanMonasteriesModule, IN_LINE } from './rules';
import { germanMonasteriesTopic } from './topic';
import { germanMonasteriesWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'german-monasteries',
  module: germanMonasteriesModule,
  scoreReasons: { units: [IN_LINE], rules: [ABBOT_RULE] },
  invariants: GERMAN_MONASTERIES_INVARIANTS,
  gameInvariants: GERMAN_MONASTERIES_GAME_INVARIANTS,
  words: germanMonasteriesWords,
  topics: [germanMonasteriesTopic],
  art: germanMonasteriesArt,
};
