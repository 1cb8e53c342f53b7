// The tile just placed among its eight neighbours, large: what the figure step and a preview show. The
// player chooses among the letters on that tile, and the turn's post carries the whole board, so a turn
// encodes one whole board and this small picture (a third of a megapixel) instead of two whole boards.
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import type { GameState, Rotation } from '../src/engine';
import { applyMove } from '../src/engine';
import { lastPlacedTile } from './board/draw-highlight';
import { drawPlayArea } from './board/draw-play-area';
import type { DrawnLabel } from './board/draw-spots';
import type { BoardFrame } from './board/frame';
import { DEFAULT_FORMAT, encodeBoardImage, type ImageFormat } from './encode';
import { ensureFonts } from './fonts';
import { TABLE } from './palette';
import type { BoardGrid, RenderedBoard } from './render-board';

/** Cells across the picture: the tile and one neighbour on each side. */
export const PLACEMENT_CELLS = 3;
/**
 * A cell's side in pixels: 3 × 192 = 576 px, which a phone shows 400 px wide (its letters then 21 px
 * tall) with 2-3 device pixels to each of those.
 */
export const PLACEMENT_TILE = 192;

export interface DrawnPlacement {
  canvas: Canvas;
  grid: BoardGrid;
  /** The letters of the tile's figure spots (and any decision's answers in view). */
  labels: DrawnLabel[];
}

/** Draws the last tile placed and its neighbours onto a new canvas (no encoding). */
export function drawPlacement(state: GameState): DrawnPlacement {
  ensureFonts();
  const centre = lastPlacedTile(state) ?? { x: 0, y: 0 };
  const reach = (PLACEMENT_CELLS - 1) / 2;
  const side = PLACEMENT_CELLS * PLACEMENT_TILE;
  const frame: BoardFrame = {
    minX: centre.x - reach,
    minY: centre.y - reach,
    cols: PLACEMENT_CELLS,
    rows: PLACEMENT_CELLS,
    tileSize: PLACEMENT_TILE,
    width: side,
    height: side,
    margin: 0,
    ruler: 0,
  };
  const canvas = createCanvas(side, side);
  const ctx = canvas.getContext('2d');
  ctx.lang = 'en';
  ctx.fillStyle = TABLE;
  ctx.fillRect(0, 0, side, side);
  const inView = (x: number, y: number) => Math.abs(x - centre.x) <= reach && Math.abs(y - centre.y) <= reach;
  const labels = drawPlayArea(ctx, state, frame, { x: 0, y: 0 }, inView);
  return {
    canvas,
    grid: { left: 0, top: 0, tileSize: PLACEMENT_TILE, minX: frame.minX, minY: frame.minY },
    labels,
  };
}

export async function renderPlacement(state: GameState, format: ImageFormat = DEFAULT_FORMAT): Promise<RenderedBoard> {
  const { canvas, grid } = drawPlacement(state);
  const image = await encodeBoardImage(canvas, format);
  return { image, format, fileName: `board.${format}`, width: canvas.width, height: canvas.height, grid };
}

/**
 * The drawn tile placed at (x, y) turned by `rotation`, among its neighbours, with the figure spots it
 * would offer (the picture the figure step then shows); throws the engine's reason when it cannot go there.
 */
export async function renderTilePreview(
  state: GameState,
  x: number,
  y: number,
  rotation: Rotation,
  format: ImageFormat = DEFAULT_FORMAT,
): Promise<RenderedBoard> {
  const player = state.players[state.turn.player];
  const result = applyMove(state, player?.id ?? '', { type: 'placeTile', x, y, rotation });
  if (!result.ok) throw new Error(`No preview: ${result.why} ${JSON.stringify(result.params ?? {})}`);
  return renderPlacement(result.state, format);
}
