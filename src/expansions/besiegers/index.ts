// The expansion's manifest: everything it hands the program, named once in src/expansions/index.ts.
import type { ExpansionArt } from '../../../render/kit';
import type { ExpansionManifest } from '../../engine/expansion';
import { BESIEGED_CITY, BESIEGED_RULE, BESIEGED_UNFINISHED } from '../../engine/siege';
import { siegeInvariants } from '../../engine/siege-invariants';
import { besiegersArt } from './art';
import { besiegersModule } from './rules';
import { BESIEGERS } from './tiles';
import { besiegersTopic } from './topic';
import { besiegersWords } from './words';

export const manifest: ExpansionManifest<ExpansionArt> = {
  id: BESIEGERS,
  module: besiegersModule,
  scoreReasons: { units: [BESIEGED_CITY], rules: [BESIEGED_RULE, BESIEGED_UNFINISHED] },
  invariants: siegeInvariants,
  words: besiegersWords,
  topics: [besiegersTopic],
  art: besiegersArt,
};
