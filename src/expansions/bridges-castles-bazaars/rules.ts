// Bridges, Castles & Bazaars (classic-and-all-expansions.md §17). Built so far: the tiles and the castles
// (castles.ts); the bridges and the bazaars' auctions are not yet played (see README.md).
import type { RuleModule } from '../../engine/modules/module';
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
  phases: { afterScoring: scoreCastles },
  // castles score only from the features completed this turn, remembered in the slot
  wakes: { afterScoring: { slot: true } },
  hooks: {
    onCompleted,
    choices: castleChoices,
    decide: decideCastle,
    adjustShare: castleFieldShare,
    citiesForFarmers: castlesForFarmers,
    heldFigures: castleFollowers,
    tokens: (state, player) => ({ [`${BCB}.castles`]: castlesLeft(state, player) }),
  },
};
