// Wind roses on the tiles, on a light plate in the tile's top-left corner: a whole rose as an eight-pointed
// star, orange or blue as printed, its north point dark and turned with the tile (the blue rose's turn
// decides the sectors); a quarter as the one quarter of the star it names, with a wedge shading that
// quarter of the plate, so NE, SE, SW and NW read apart without letters. On the board the rose the
// sectors are counted round wears a ring of its colour.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawLargeCornerPlate, type ExpansionArt, INK } from '../../../render/kit';
import { roseOn, rosesOf } from './rules';
import { BLUE, QUADRANTS, type Quadrant, WIND_ROSE } from './tiles';

export const ROSE_ORANGE = '#e8731c';
export const ROSE_BLUE = '#2f6fd6';
export const QUARTER_SHADE = '#9cc3e8';
export const QUARTER_POINT = '#1f3f73';

/** The plate's radius as a share of the tile's side. */
const PLATE = 0.19;

/** One point of the star from the centre towards `angle` (0 = up, clockwise), `length` long. */
function point(ctx: SKRSContext2D, cx: number, cy: number, angle: number, length: number, width: number, fill: string) {
  const tip = [cx + Math.sin(angle) * length, cy - Math.cos(angle) * length];
  const left = [cx + Math.sin(angle - Math.PI / 2) * width, cy - Math.cos(angle - Math.PI / 2) * width];
  const right = [cx + Math.sin(angle + Math.PI / 2) * width, cy - Math.cos(angle + Math.PI / 2) * width];
  ctx.beginPath();
  ctx.moveTo(tip[0] as number, tip[1] as number);
  ctx.lineTo(left[0] as number, left[1] as number);
  ctx.lineTo(cx, cy);
  ctx.lineTo(right[0] as number, right[1] as number);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.stroke();
}

/** A whole rose: four long points (north dark) and four short diagonal ones, turned by `turn` radians. */
export function drawRose(ctx: SKRSContext2D, cx: number, cy: number, r: number, colour: string, turn: number) {
  ctx.lineWidth = Math.max(1, r * 0.06);
  ctx.strokeStyle = INK;
  ctx.lineJoin = 'round';
  for (let i = 0; i < 4; i++) point(ctx, cx, cy, turn + Math.PI / 4 + (i * Math.PI) / 2, r * 0.6, r * 0.16, colour);
  for (let i = 0; i < 4; i++) point(ctx, cx, cy, turn + (i * Math.PI) / 2, r * 0.92, r * 0.22, i === 0 ? INK : colour);
}

/** A quarter: the compass cross, and the quarter of the plate towards its sector filled dark. */
export function drawQuarter(ctx: SKRSContext2D, cx: number, cy: number, r: number, quadrant: Quadrant) {
  const angle = Math.PI / 4 + (QUADRANTS.indexOf(quadrant) * Math.PI) / 2;
  ctx.lineWidth = Math.max(1, r * 0.08);
  ctx.strokeStyle = INK;
  ctx.beginPath();
  ctx.moveTo(cx - r * 0.9, cy);
  ctx.lineTo(cx + r * 0.9, cy);
  ctx.moveTo(cx, cy - r * 0.9);
  ctx.lineTo(cx, cy + r * 0.9);
  ctx.stroke();
  // canvas angles start east and turn clockwise: the wedge spans the sector's quarter
  const start = angle - (3 * Math.PI) / 4;
  ctx.beginPath();
  ctx.moveTo(cx, cy);
  ctx.arc(cx, cy, r * 0.88, start, start + Math.PI / 2);
  ctx.closePath();
  ctx.fillStyle = QUARTER_POINT;
  ctx.fill();
  ctx.stroke();
  // a light point along the wedge's middle, so it reads as a quarter of a rose
  point(ctx, cx, cy, angle, r * 0.8, r * 0.16, QUARTER_SHADE);
}

/** The expansion's drawings, which its manifest hands the renderer. */
export const windRosesArt: ExpansionArt = (add) => {
  add.tileSymbol(WIND_ROSE, ({ ctx, tile, cell, value }) => {
    const { x, y, r } = drawLargeCornerPlate(ctx, cell, PLATE);
    ctx.save();
    if (value === BLUE || value === 'orange') {
      drawRose(ctx, x, y, r, value === BLUE ? ROSE_BLUE : ROSE_ORANGE, (tile.rotation * Math.PI) / 180);
    } else drawQuarter(ctx, x, y, r, value as Quadrant);
    ctx.restore();
  });
  add.boardOverlay(({ ctx, state, cellOf }) => {
    const rose = rosesOf(state).rose;
    if (!rose) return;
    const cell = cellOf(rose.x, rose.y);
    const cx = cell.x + cell.size * (PLATE + 0.02);
    const cy = cell.y + cell.size * (PLATE + 0.02);
    ctx.save();
    ctx.beginPath();
    ctx.arc(cx, cy, cell.size * (PLATE + 0.03), 0, Math.PI * 2);
    ctx.lineWidth = Math.max(2, cell.size * 0.03);
    ctx.strokeStyle = roseOn(rose.tile) === BLUE ? ROSE_BLUE : ROSE_ORANGE;
    ctx.stroke();
    ctx.restore();
  });
};
