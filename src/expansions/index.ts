// The composition root: the one file that names every expansion, one manifest each (its folder's
// index.ts). Entry points (the bot, the terminal, the command-line tools, the simulator, benchmarks, render
// workers, the tests' setup) call installEveryExpansion() once at start-up, which hands the manifests to the
// engine (rules), the message catalog (words), the rules reference (topics) and the renderer (art).
// The order of this list is the order the expansions' hooks and phases run in, whatever order a host
// types them in: never reorder it (test/engine/golden-games.test.ts would fail).

import type { ExpansionArt } from '../../render/kit';
import { installArt } from '../../render/kit/install';
import { type ExpansionManifest, installExpansions } from '../engine';
import { addExpansionWords } from '../i18n';
import { addExpansionTopics } from '../rules/topics';
import { manifest as abbeyMayor } from './abbey-mayor';
import { manifest as abbot } from './abbot';
import { manifest as barberSurgeons } from './barber-surgeons';
import { manifest as besiegers } from './besiegers';
import { manifest as bigTop } from './big-top';
import { manifest as bridgesCastlesBazaars } from './bridges-castles-bazaars';
import { manifest as catapult } from './catapult';
import { manifest as cathars } from './cathars';
import { manifest as count } from './count';
import { manifest as cropCircles } from './crop-circles';
import { manifest as cult } from './cult';
import { manifest as darmstadt } from './darmstadt';
import { manifest as farmers } from './farmers';
import { manifest as ferries } from './ferries';
import { manifest as festival } from './festival';
import { manifest as flier } from './flier';
import { manifest as fruitTrees } from './fruit-trees';
import { manifest as germanCastles } from './german-castles';
import { manifest as germanCathedrals } from './german-cathedrals';
import { manifest as germanMonasteries } from './german-monasteries';
import { manifest as goldMines } from './gold-mines';
import { manifest as gq11 } from './gq11';
import { manifest as halflings } from './halflings';
import { manifest as hillsSheep } from './hills-sheep';
import { manifest as innsCathedrals } from './inns-cathedrals';
import { manifest as kingRobber } from './king-robber';
import { manifest as leipzigFair } from './leipzig-fair';
import { manifest as littleBuildings } from './little-buildings';
import { manifest as mageWitch } from './mage-witch';
import { manifest as messengers } from './messengers';
import { manifest as phantom } from './phantom';
import { manifest as plague } from './plague';
import { manifest as princessDragon } from './princess-dragon';
import { manifest as river } from './river';
import { manifest as river2 } from './river-2';
import { manifest as robbers } from './robbers';
import { manifest as school } from './school';
import { manifest as tower } from './tower';
import { manifest as tradersBuilders } from './traders-builders';
import { manifest as tunnel } from './tunnel';
import { manifest as watchtowers } from './watchtowers';
import { manifest as wheelOfFortune } from './wheel-of-fortune';
import { manifest as windRoses } from './wind-roses';

export const EXPANSIONS: readonly ExpansionManifest<ExpansionArt>[] = [
  farmers,
  river,
  river2,
  abbot,
  innsCathedrals,
  tradersBuilders,
  flier,
  messengers,
  ferries,
  goldMines,
  mageWitch,
  robbers,
  cropCircles,
  kingRobber,
  cult,
  count,
  princessDragon,
  tower,
  abbeyMayor,
  phantom,
  cathars,
  besiegers,
  gq11,
  littleBuildings,
  windRoses,
  watchtowers,
  festival,
  tunnel,
  school,
  germanMonasteries,
  fruitTrees,
  darmstadt,
  catapult,
  wheelOfFortune,
  hillsSheep,
  plague,
  germanCathedrals,
  bridgesCastlesBazaars,
  bigTop,
  barberSurgeons,
  germanCastles,
  leipzigFair,
  halflings,
];

/**
 * Hands these expansions (every one unless told) to the engine, the catalog, the rules reference and the
 * renderer. A test may install a list with a module of its own.
 */
export function installEveryExpansion(expansions: readonly ExpansionManifest<ExpansionArt>[] = EXPANSIONS): void {
  installExpansions(expansions);
  addExpansionWords(expansions);
  addExpansionTopics(expansions);
  installArt(expansions);
}
