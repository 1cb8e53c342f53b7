// Bridges, Castles & Bazaars (classic-and-all-expansions.md §17). Built so far: the tiles, the castles
// (castles.ts) and the bazaars' auctions (bazaars.ts); the bridges are not yet played (see README.md).
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
  offeredTiles,
  runBazaar,
} from './bazaars';
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
    afterScoring: scoreCastles,
    // bazaars: 1A gives a turn of the round its bought tile; 4A holds the auction
    turnStart: bazaarTurnStart,
    tileActions: runBazaar,
  },
  // castles score only from the features completed this turn, remembered in the slot
  wakes: { afterScoring: { slot: true } },
  hooks: {
    onCompleted,
    choices: (state, decision, rules) =>
      isBazaarDecision(decision) ? bazaarChoices(state, decision, rules) : castleChoices(state, decision, rules),
    decide: (draft, decision, choice, ctx) =>
      isBazaarDecision(decision)
        ? decideBazaar(draft, decision, choice, ctx)
        : decideCastle(draft, decision, choice, ctx),
    adjustShare: castleFieldShare,
    citiesForFarmers: castlesForFarmers,
    heldFigures: castleFollowers,
    tokens: (state, player) => ({ [`${BCB}.castles`]: castlesLeft(state, player) }),
    // bazaars: the round's turns, the tiles bought and those on offer
    nextTurn: (draft) => bazaarNextTurn(draft),
    heldTiles: boughtTiles,
    setAsideTiles: offeredTiles,
    playsOn: boughtTilesDue,
  },
};
