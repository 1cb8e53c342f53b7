// Every expansion's rule module, one folder each (rules, tiles and state together). The engine's
// registry reads this list; the order here is the order their hooks and phases run in, whatever
// order a host types the expansions in.
import type { RuleModule } from '../engine/modules/module';
import { abbeyMayorModule } from './abbey-mayor/rules';
import { abbotModule } from './abbot/rules';
import { countModule } from './count/rules';
import { cropCirclesModule } from './crop-circles/rules';
import { cultModule } from './cult/rules';
import { farmersModule } from './farmers/rules';
import { ferriesModule } from './ferries/rules';
import { flierModule } from './flier/rules';
import { goldMinesModule } from './gold-mines/rules';
import { innsCathedralsModule } from './inns-cathedrals/rules';
import { kingRobberModule } from './king-robber/rules';
import { mageWitchModule } from './mage-witch/rules';
import { messengersModule } from './messengers/rules';
import { princessDragonModule } from './princess-dragon/rules';
import { riverModule } from './river/rules';
import { river2Module } from './river-2/rules';
import { robbersModule } from './robbers/rules';
import { towerModule } from './tower/rules';
import { tradersBuildersModule } from './traders-builders/rules';

export const EXPANSION_MODULES: readonly RuleModule[] = [
  farmersModule,
  riverModule,
  river2Module,
  abbotModule,
  innsCathedralsModule,
  tradersBuildersModule,
  flierModule,
  messengersModule,
  ferriesModule,
  goldMinesModule,
  mageWitchModule,
  robbersModule,
  cropCirclesModule,
  kingRobberModule,
  cultModule,
  countModule,
  princessDragonModule,
  towerModule,
  abbeyMayorModule,
];
