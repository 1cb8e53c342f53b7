// The board renderer's public face: draws a game state to an image for Discord, and tells the bot which
// number and letter mean which spot so the picture and the commands always agree.
export { registerEmblemArt } from './art/emblem-art';
export { type FeatureArt, registerFeatureArt } from './art/feature-art';
export { type FigureArt, registerFigureArt } from './art/figure-art';
export { type DecisionRegion, MOST_CLOSE_UPS } from './board/decision-regions';
export { lastPlacedTile } from './board/draw-highlight';
export { type DrawnLabel, LETTER_RADIUS, letterPositions, SPOT_RADIUS } from './board/draw-spots';
export {
  figureSpotLetters,
  type LetterOnBoard,
  type NumberedSpot,
  spotByNumber,
  spotNumbering,
} from './board/spots';
export { DEFAULT_FORMAT, encodeCanvas, type ImageFormat } from './encode';
export { ensureFonts, FONT_FAMILY, FontError } from './fonts';
export type { Point } from './geometry/point';
export { drawHands } from './hand';
export { clearLayoutCache, featureAnchor } from './layout/tile-layout';
export { PLAYER_PAINT, SPOT_FILL } from './palette';
export {
  type BoardGrid,
  type DrawnBoard,
  drawBoard,
  drawCloseUp,
  LEGIBLE_PX,
  PHONE_WIDTH,
  type RenderedBoard,
  type RenderedCloseUp,
  type RenderOptions,
  renderBoard,
} from './render-board';
export { drawPlacement, PLACEMENT_CELLS, PLACEMENT_TILE, renderPlacement, renderTilePreview } from './render-placement';
export { figureLetter, type LetteredSpot, type PanelWords, spotNumber } from './view';
