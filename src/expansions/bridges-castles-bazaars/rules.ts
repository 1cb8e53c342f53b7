// Bridges, Castles & Bazaars (classic-and-all-expansions.md §17): the tiles, the castles (castles.ts), the
// bridges (bridges.ts) and the bazaars' auctions (bazaars.ts).
import type { RuleModule } from '../../engine/modules/module';
import {
  BIDDING_OPTION,
  bazaarChoices,
  bazaarNextTurn,
  bazaarTurnStart,
  boughtTiles,
  boughtTilesDue,
  decideBazaar,
  isBazaarDecision,
  lotTiles,
  offeredTiles,
  runBazaar,
} from './bazaars';
import {
  bridgeChoices,
  bridgedType,
  bridgesLeft,
  decideBridge,
  fitsWithBridge,
  LAY_BRIDGE,
  mayLay,
  offerBridge,
} from './bridges';
import {
  castleChoices,
  castleFieldShare,
  castleFollowers,
  castleFollowersOnTiles,
  castlesForFarmers,
  castlesLeft,
  castlesScoringNow,
  decideCastle,
  isCastleCity,
  neighbourhood,
  onCompleted,
  scoreCastles,
  settleCompleted,
} from './castles';
import { BCB, BCB_TILES, bcbTileCounts } from './tiles';

export const bcbModule: RuleModule = {
  id: BCB,
  tiles: BCB_TILES,
  tileCounts: bcbTileCounts,
  // bridges: a tile with a bridge laid across it plays as a type derived from it
  tileVariant: bridgedType,
  // bazaars: fn 184's game without bidding
  options: [
    {
      name: BIDDING_OPTION,
      description:
        'Whether a bazaar holds an auction: true (the default) or false (fn 184: each player in turn takes one ' +
        'of the tiles revealed and places it, without bidding).',
      values: [true, false],
      default: true,
      variant: true,
    },
  ],
  phases: {
    afterTile: offerBridge,
    afterScoring: scoreCastles,
    // bazaars: 1A gives a turn of the round its bought tile; 4A holds the auction
    turnStart: bazaarTurnStart,
    tileActions: runBazaar,
  },
  // castles score only from the features completed this turn, remembered in the slot
  wakes: { afterScoring: { slot: true } },
  hooks: {
    // the castle question comes before any module hears of the completed city; a castle is no city then
    settleCompleted,
    takenOutOfPlay: isCastleCity,
    onCompleted,
    choices: (state, decision, rules) => {
      if (decision.kind === LAY_BRIDGE) return bridgeChoices(state, decision);
      if (isBazaarDecision(decision)) return bazaarChoices(state, decision, rules);
      return castleChoices(state, decision, rules);
    },
    decide: (draft, decision, choice, ctx) => {
      if (decision.kind === LAY_BRIDGE) return decideBridge(draft, decision, choice, ctx);
      if (isBazaarDecision(decision)) return decideBazaar(draft, decision, choice, ctx);
      return decideCastle(draft, decision, choice, ctx);
    },
    // a bid's answers are amounts: the question shows the tile up for auction
    decisionTiles: lotTiles,
    fitsMismatched: fitsWithBridge,
    mendsMismatch: mayLay,
    adjustShare: castleFieldShare,
    citiesForFarmers: castlesForFarmers,
    heldFigures: castleFollowers,
    // Under the Big Top #8: a castle's follower stands on its two tiles for the circus
    figuresHeldOnTiles: castleFollowersOnTiles,
    // fn 237: a castle scoring this turn covers its six tiles (its owner claims their gold)
    scoringsCoveringTiles: (state) =>
      castlesScoringNow(state).map((castle) => ({ player: castle.player, tiles: neighbourhood(castle) })),
    tokens: (state, player) => ({
      [`${BCB}.castles`]: castlesLeft(state, player),
      [`${BCB}.bridges`]: bridgesLeft(state, player),
    }),
    // bazaars: the round's turns, the tiles bought and those on offer
    nextTurn: (draft) => bazaarNextTurn(draft),
    heldTiles: boughtTiles,
    setAsideTiles: offeredTiles,
    playsOn: boughtTilesDue,
  },
};
