// The board's cells drawn from a corner: tiles, the last tile's frame, figures and overlays, the numbered
// spots, the letters of the tile just placed and the answers of a pending decision. The whole board
// image (render-board.ts) and the close-up of a placement (render-placement.ts) both draw it.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { GameState } from '../../src/engine';
import { orientedOf, otherHalf } from '../../src/engine';
import { FIELD, FIELD_ALT } from '../palette';
import { answersByTile, drawAnswerDots, drawChoices } from './draw-choices';
import { drawFigures } from './draw-figures';
import { drawHighlight, lastPlacedTile } from './draw-highlight';
import { drawOverlays } from './draw-overlays';
import { type DrawnLabel, drawLetters, drawNumberedSpots } from './draw-spots';
import { type BoardFrame, cellRect } from './frame';
import { type DecisionLabel, decisionLabels, figureSpotLetters, spotNumbering } from './spots';
import { drawTilePicture } from './tile-pictures';

/** How a pending decision's answers are drawn: numbered (on the tiles `on` says), or as bare dots. */
export interface AnswerDrawing {
  on?: (x: number, y: number) => boolean;
  /** Dots where the answers lie, no numbers: the whole board beside close-ups that number them. */
  dots?: boolean;
}

/**
 * The board's cells, from the top-left corner of the board area: tiles (all of them, or those `visible`
 * says), the last tile's frame, figures and overlays, the numbered spots, the letters of the tile just
 * placed and the answers of a pending decision. Returns the labels drawn.
 */
export function drawPlayArea(
  ctx: SKRSContext2D,
  state: GameState,
  frame: BoardFrame,
  corner: { x: number; y: number },
  visible: (x: number, y: number) => boolean = () => true,
  answers: AnswerDrawing = {},
): DrawnLabel[] {
  const spots = spotNumbering(state).filter((s) => visible(s.x, s.y));
  const letters = figureSpotLetters(state);
  const cellOf = (x: number, y: number) => cellRect(frame, corner.x, corner.y, x, y);
  const tiles = state.board.filter((t) => visible(t.x, t.y)).sort((a, b) => a.y - b.y || a.x - b.x);
  for (const placed of tiles) {
    const cell = cellOf(placed.x, placed.y);
    // A faint checkerboard in the fields lets players count tiles; cities and roads run across it.
    drawTilePicture(ctx, orientedOf(placed), cell.x, cell.y, cell.size, {
      ground: (placed.x + placed.y) % 2 ? FIELD_ALT : FIELD,
      options: state.options,
    });
  }
  const last = lastPlacedTile(state);
  if (last) drawHighlight(ctx, cellOf(last.x, last.y));
  // a double tile is framed on both its squares
  const half = last && otherHalf(state, last);
  if (half) drawHighlight(ctx, cellOf(half.x, half.y));
  drawFigures(ctx, state, cellOf);
  drawOverlays(ctx, state, cellOf);
  const labels = drawNumberedSpots(ctx, frame, corner.x, corner.y, spots);
  // each square's letters on it (a double tile's second half has its own)
  for (const square of new Set(letters.map((l) => `${l.x},${l.y}`))) {
    const onSquare = letters.filter((l) => `${l.x},${l.y}` === square);
    const first = onSquare[0] as (typeof letters)[number];
    const cell = cellOf(first.x, first.y);
    labels.push(...drawLetters(ctx, cell.x, cell.y, cell.size, onSquare));
  }
  // a decision's answers, numbered where they lie: one set of tags per tile, kept apart
  const answersOn = answers.on ?? visible;
  for (const onTile of answersByTile(decisionLabels(state))) {
    const first = onTile[0] as DecisionLabel;
    if (!answersOn(first.x, first.y)) continue;
    const cell = cellOf(first.x, first.y);
    if (answers.dots) drawAnswerDots(ctx, cell.x, cell.y, cell.size, onTile);
    else labels.push(...drawChoices(ctx, cell.x, cell.y, cell.size, onTile));
  }
  return labels;
}
