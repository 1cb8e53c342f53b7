// A walled city drawn over a block of squares (the Count's Carcassonne, Leipzig): the paving inside a
// rounded wall, inset from the block's outer edge so the fields along it show.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { CITY, WALL, WALL_TOP } from '../palette';

type Cell = { x: number; y: number; size: number };

/**
 * The city from the north-west square's cell to the south-east one's; `inset` and `corner` are shares of
 * a square's side (how far the wall stands in from the block's edge, and its corners' radius).
 */
export function drawWalledCity(ctx: SKRSContext2D, from: Cell, to: Cell, inset: number, corner: number) {
  const edge = from.size * inset;
  const x = from.x + edge;
  const y = from.y + edge;
  const w = to.x + to.size - edge - x;
  const h = to.y + to.size - edge - y;
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, from.size * corner);
  ctx.fillStyle = CITY;
  ctx.fill();
  ctx.lineWidth = from.size * 0.07;
  ctx.strokeStyle = WALL;
  ctx.stroke();
  ctx.lineWidth = from.size * 0.025;
  ctx.strokeStyle = WALL_TOP;
  ctx.stroke();
  ctx.restore();
}
