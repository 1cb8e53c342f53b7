// The renderer's drawing kit: all an expansion's art may use (shapes, figure glyphs, badges, the palette,
// the views each drawing is handed) and the registrar its manifest's art adds its drawings to. Expansions
// import the renderer only through this file (test/architecture/imports.test.ts), so the renderer's
// insides may change without touching them.
import type { GameState } from '../../src/engine';
import type { BoardOverlay } from '../art/board-overlay';
import type { ChoiceAnchor } from '../art/choice-anchor';
import type { DerivedEmblem, EmblemArt } from '../art/emblem-art';
import type { FeatureArt } from '../art/feature-art';
import type { FigureAnchor, FigureArt } from '../art/figure-art';
import type { TileSymbolArt } from '../art/tile-symbol-art';

export type { BoardOverlay, OverlayView } from '../art/board-overlay';
export type { ChoiceAnchor } from '../art/choice-anchor';
export {
  type DerivedEmblem,
  drawDot,
  drawPlate,
  drawRoundGround,
  type EmblemArt,
  type EmblemView,
} from '../art/emblem-art';
export type { Cover, FeatureArt, TileView } from '../art/feature-art';
export { drawChurch } from '../art/features/monastery';
export type { FigureAnchor, FigureArt, FigureView } from '../art/figure-art';
export { drawFollower, FOLLOWER_BODY, followerPath } from '../art/figures/followers';
export { circlePath, detail, drawShadow, type Polygon, paintSilhouette, polygonPath } from '../art/figures/silhouette';
export { drawRingedDisc } from '../art/ringed-disc';
export {
  drawCornerEmblem,
  drawCornerPlate,
  drawLargeCornerPlate,
  drawSymbolPlate,
  type TileSymbolArt,
  type TileSymbolView,
} from '../art/tile-symbol-art';
export { drawWalledCity } from '../art/walled-city';
export { drawBadge } from '../board/badge';
export { drawFigure, FIGURE_SIZE } from '../board/draw-figures';
export { CENTRE, EDGE_MID, type Point } from '../geometry/point';
export { type TileLayout, tileLayout } from '../layout/tile-layout';
export * from '../palette';

/** A message of the expansion's own words in the game's language, or null when the catalog lacks the key. */
export type ExpansionTranslate = (key: string, params?: Record<string, string | number>) => string | null;

/** An expansion's line (or lines) under a player in the panel, or null when it has nothing to say. */
export type ExpansionPlayerLine = (
  state: GameState,
  player: string,
  t: ExpansionTranslate,
) => string | readonly string[] | null;

/** An expansion's line (or lines) about the whole game in the panel, under the tiles left, or null. */
export type ExpansionGameLine = (state: GameState, t: ExpansionTranslate) => string | readonly string[] | null;

/** Where an expansion's art adds its drawings: each by the kind, mark, symbol or module it draws. */
export interface ArtRegistrar {
  feature(kind: string, art: FeatureArt): void;
  /** A drawing for every feature carrying this mark, whatever its kind (a bridge's road). */
  markedFeature(mark: string, art: FeatureArt): void;
  emblem(mark: string, art: EmblemArt): void;
  /** An emblem shown because of a feature's marks and the game's options (drawn by the emblem it names). */
  derivedEmblem(derive: DerivedEmblem): void;
  figure(kind: string, art: FigureArt): void;
  figureAnchor(kind: string, anchor: FigureAnchor): void;
  tileSymbol(symbol: string, art: TileSymbolArt): void;
  /** The expansion's state drawn on the board after the figures (under the expansion's id). */
  boardOverlay(overlay: BoardOverlay): void;
  /** Where its decisions' answers are numbered on a tile (under the expansion's id). */
  choiceAnchor(anchor: ChoiceAnchor): void;
  /** Its line under each player in the panel (under the expansion's id). */
  playerLine(line: ExpansionPlayerLine): void;
  /** Its line about the whole game in the panel, under the tiles left (under the expansion's id). */
  gameLine(line: ExpansionGameLine): void;
}

/** An expansion's drawings: its manifest's `art`, which the renderer runs once with its registrar. */
export type ExpansionArt = (add: ArtRegistrar) => void;
