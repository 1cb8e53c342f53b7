// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { germanCathedralsArt } from './art';
import { GERMAN_CATHEDRALS_INVARIANTS } from './invariants';
import { ARCHBISHOP_RULE, CATHEDRAL_ROAD_RULE, germanCathedralsModule, INN_SEGMENT, ROAD_SEGMENT } from './rules';
import { germanCathedralsTopic } from './topic';
import { germanCathedralsWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: 'german-cathedrals',
  module: germanCathedralsModule,
  scoreReasons: { units: [ROAD_SEGMENT, INN_SEGMENT], rules: [CATHEDRAL_ROAD_RULE, ARCHBISHOP_RULE] },
  invariants: GERMAN_CATHEDRALS_INVARIANTS,
  words: germanCathedralsWords,
  topics: [germanCathedralsTopic],
  art: germanCathedralsArt,
};
