// The rules engine's public face: pure functions over plain JSON state.

export { type Board, tileAt } from './board';
export { allTileTypes, findTileType, orientedOf, tileType } from './catalog';
export { otherHalf, partnerSquare, placedSquares, ringAround, squaresOf } from './double-tiles';
export type * from './expansion';
export { figureRoot, figureRoots, figuresOn } from './figure-roots';
export { featureAt, placeName } from './figures';
export {
  applyMove,
  checkSettings,
  createGame,
  decidingPlayer,
  decisionTilesOf,
  discardDrawn,
  endGame,
  forceTurn,
  gameOptions,
  heldTilesOf,
  legalMoves,
  PLAYER_COLORS,
  playerLimit,
  playerTokens,
  removePlayer,
  ruleOptionsOf,
  SetupError,
  skipTurn,
} from './game';
export { completingRotation, isLoneHalf, loneHalfAt } from './half-tiles';
export { returnFigure, slotOf, writeSlot } from './module-state';
export { TINY_CITY } from './modules/base';
export {
  ALL_MODULES,
  EXPANSION_IDS,
  expansionManifest,
  findModule,
  installExpansions,
  installedExpansions,
  rulesFor,
} from './modules/registry';
export { majority } from './scoring';
export { figuresAtPlace, samePlaceRoots, samePlaceTaken } from './shared-places';
export { city, defineTile, field, garden, monastery, river, road } from './tiles/define';
export { GAP, GAP_SIDES, type OrientedTile, orientedTile } from './tiles/oriented';
export { pendingDecision, resumePoint } from './turn';
export type * from './types';
