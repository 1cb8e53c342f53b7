// Gold on the board: the gold symbol in the north-west corner of every gold tile, and the ingots a tile
// holds as gold bars in its south-east corner, with their count on a badge when there is more than one.

import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawBadge, type ExpansionArt, INK } from '../../../render/kit';
import { parseKey } from '../../engine/geometry';
import { GOLD_TOKEN, goldOf } from './rules';
import { GOLD_SYMBOL } from './tiles';

export const INGOT_GOLD = '#f2c12e';
export const INGOT_EDGE = '#8a6508';
/** The plate under the gold symbol: dark rock, so the gold reads on fields and cities alike. */
export const MINE_ROCK = '#4a3520';
export const COUNT_FILL = '#fff6c9';

type Cell = { x: number; y: number; size: number };

/** A nugget pile on a dark round plate, in the tile's north-west corner. */
function drawGoldSymbol(ctx: SKRSContext2D, { x, y, size }: Cell) {
  const cx = x + size * 0.15;
  const cy = y + size * 0.15;
  const r = size * 0.11;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = MINE_ROCK;
  ctx.fill();
  ctx.lineWidth = Math.max(1, size * 0.012);
  ctx.strokeStyle = INGOT_GOLD;
  ctx.stroke();
  ctx.fillStyle = INGOT_GOLD;
  for (const [dx, dy, k] of [
    [-0.35, 0.25, 0.32],
    [0.35, 0.25, 0.32],
    [0, -0.2, 0.36],
  ] as const) {
    ctx.beginPath();
    ctx.arc(cx + dx * r, cy + dy * r, k * r, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** One gold bar seen from the side: a trapezoid, wide at the bottom. */
function drawBar(ctx: SKRSContext2D, left: number, bottom: number, width: number, height: number, line: number) {
  const inset = width * 0.18;
  ctx.beginPath();
  ctx.moveTo(left, bottom);
  ctx.lineTo(left + width, bottom);
  ctx.lineTo(left + width - inset, bottom - height);
  ctx.lineTo(left + inset, bottom - height);
  ctx.closePath();
  ctx.fillStyle = INGOT_GOLD;
  ctx.fill();
  ctx.lineWidth = line;
  ctx.strokeStyle = INGOT_EDGE;
  ctx.stroke();
}

/** The ingots on a tile: one bar, or two stacked with the count on a badge. */
function drawIngots(ctx: SKRSContext2D, { x, y, size }: Cell, count: number) {
  const width = size * 0.3;
  const height = size * 0.12;
  const left = x + size * 0.65;
  const bottom = y + size * 0.94;
  const line = Math.max(1, width * 0.06);
  if (count > 1) drawBar(ctx, left + width * 0.1, bottom - height * 0.55, width * 0.8, height * 0.9, line);
  drawBar(ctx, left, bottom, width, height, line);
  if (count > 1) {
    drawBadge(ctx, x + size * 0.56, y + size * 0.76, size * 0.1, String(count), {
      fill: COUNT_FILL,
      ring: INK,
      text: INK,
    });
  }
}

/** The expansion's drawings, which its manifest hands the renderer. */
export const goldMinesArt: ExpansionArt = (add) => {
  add.boardOverlay(({ ctx, state, cellOf }) => {
    for (const [key, count] of Object.entries(goldOf(state).onTiles)) {
      const { x, y } = parseKey(key);
      drawIngots(ctx, cellOf(x, y), count);
    }
  });

  add.tileSymbol(GOLD_SYMBOL, ({ ctx, cell }) => drawGoldSymbol(ctx, cell));

  // the panel's icon for the ingots a player holds (beside the figures left), in a unit box
  add.figure(`token.${GOLD_TOKEN}`, {
    scale: 0.9,
    draw: ({ ctx, outline }) => {
      drawBar(ctx, -0.42, -0.02, 0.76, 0.26, outline);
      drawBar(ctx, -0.5, 0.3, 0.9, 0.3, outline);
    },
  });
};
