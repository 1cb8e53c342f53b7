// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { BESIEGED_CITY, BESIEGED_RULE, BESIEGED_UNFINISHED } from '../../engine/siege';
import { siegeInvariants } from '../../engine/siege-invariants';
import { catharsArt } from './art';
import { catharsModule } from './rules';
import { CATHARS } from './tiles';
import { catharsTopic } from './topic';
import { catharsWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: CATHARS,
  module: catharsModule,
  scoreReasons: { units: [BESIEGED_CITY], rules: [BESIEGED_RULE, BESIEGED_UNFINISHED] },
  invariants: siegeInvariants,
  words: catharsWords,
  topics: [catharsTopic],
  art: catharsArt,
};
