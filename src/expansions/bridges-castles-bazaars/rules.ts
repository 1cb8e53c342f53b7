// Bridges, Castles & Bazaars (classic-and-all-expansions.md §17). Built so far: the tiles, the castles
// (castles.ts) and the bridges (bridges.ts); the bazaars' auctions are not yet played (see README.md).
import type { RuleModule } from '../../engine/modules/module';
import {
  bridgeChoices,
  bridgedType,
  bridgesLeft,
  decideBridge,
  fitsWithBridge,
  LAY_BRIDGE,
  offerBridge,
} from './bridges';
import {
  castleChoices,
  castleFieldShare,
  castleFollowers,
  castlesForFarmers,
  castlesLeft,
  decideCastle,
  onCompleted,
  scoreCastles,
} from './castles';
import { BCB, BCB_TILES, bcbTileCounts } from './tiles';

export const bcbModule: RuleModule = {
  id: BCB,
  tiles: BCB_TILES,
  tileCounts: bcbTileCounts,
  // bridges: a tile with a bridge laid across it plays as a type derived from it
  tileVariant: bridgedType,
  phases: { afterTile: offerBridge, afterScoring: scoreCastles },
  // castles score only from the features completed this turn, remembered in the slot
  wakes: { afterScoring: { slot: true } },
  hooks: {
    onCompleted,
    choices: (state, decision, rules) =>
      decision.kind === LAY_BRIDGE ? bridgeChoices(state, decision) : castleChoices(state, decision, rules),
    decide: (draft, decision, choice, ctx) =>
      decision.kind === LAY_BRIDGE
        ? decideBridge(draft, decision, choice, ctx)
        : decideCastle(draft, decision, choice, ctx),
    fitsMismatched: fitsWithBridge,
    adjustShare: castleFieldShare,
    citiesForFarmers: castlesForFarmers,
    heldFigures: castleFollowers,
    tokens: (state, player) => ({
      [`${BCB}.castles`]: castlesLeft(state, player),
      [`${BCB}.bridges`]: bridgesLeft(state, player),
    }),
  },
};
