// Numbered badges on the positions where the drawn tile fits, and lettered badges on the figure spots of
// the tile just placed.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { LETTER_FILL, LETTER_RING, SPOT_CELL, SPOT_FILL, SPOT_RING, SPOT_TEXT } from '../palette';
import { drawBadge } from './badge';
import { type BoardFrame, cellRect } from './frame';
import type { LetteredSpot, NumberedSpot } from './spots';

/** Badge radius of a numbered spot, as a share of the tile size. */
export const SPOT_RADIUS = 0.33;
export const LETTER_RADIUS = 0.15;

export function drawNumberedSpots(
  ctx: SKRSContext2D,
  frame: BoardFrame,
  left: number,
  top: number,
  spots: readonly NumberedSpot[],
) {
  for (const spot of spots) {
    const cell = cellRect(frame, left, top, spot.x, spot.y);
    const inset = Math.max(1, cell.size * 0.04);
    ctx.fillStyle = SPOT_CELL;
    ctx.fillRect(cell.x + inset, cell.y + inset, cell.size - 2 * inset, cell.size - 2 * inset);
  }
  for (const spot of spots) {
    const cell = cellRect(frame, left, top, spot.x, spot.y);
    drawBadge(ctx, cell.x + cell.size / 2, cell.y + cell.size / 2, cell.size * SPOT_RADIUS, String(spot.number), {
      fill: SPOT_FILL,
      ring: SPOT_RING,
      text: SPOT_TEXT,
    });
  }
}

/** Letters on a tile drawn at (x, y) with side `size` (on the board or enlarged in the panel). */
export function drawLetters(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  size: number,
  letters: readonly Pick<LetteredSpot, 'letter' | 'anchor'>[],
  radius = size * LETTER_RADIUS,
) {
  for (const spot of letters) {
    drawBadge(ctx, x + spot.anchor.x * size, y + spot.anchor.y * size, radius, spot.letter, {
      fill: LETTER_FILL,
      ring: LETTER_RING,
      text: SPOT_TEXT,
    });
  }
}
