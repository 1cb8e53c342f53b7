// The flying machine on its tile: a sky-blue plate with a bold arrow the way the machine points (as the
// tile lies), and a pair of wings across it. It sits behind the centre, or wherever keeps clear of the
// features' anchors, where figures and the spots' letters stand.

import type { SKRSContext2D } from '@napi-rs/canvas';
import { type ExpansionArt, INK, tileLayout } from '../../../render/kit';
import { COMPASS_STEP, type Compass, machineDirection } from './machine';
import { FLIER_SYMBOL } from './tiles';

export const MACHINE_PLATE = '#bfe6ff';
export const MACHINE_ARROW = INK;
const WINGS = '#ffffff';
/** The plate's radius, in tile sides. */
export const MACHINE_RADIUS = 0.16;
/** How far behind the centre the plate sits, in tile sides. */
const TAIL = 0.26;

interface Point {
  x: number;
  y: number;
}

/** A unit vector the way the machine points. */
function heading(direction: Compass): Point {
  const { x, y } = COMPASS_STEP[direction];
  const length = Math.hypot(x, y);
  return { x: x / length, y: y / length };
}

/** How far a figure's anchor must stay from the plate's centre, in tile sides (a figure is drawn large). */
const CLEARANCE = MACHINE_RADIUS + 0.2;

/**
 * Where the plate goes on a tile (in tile sides from its top-left corner): behind the centre, else beside
 * it on either hand, else in a corner; with figures all around, wherever lies farthest from them.
 */
export function machineSpot(direction: Compass, figures: Point[]): Point {
  const { x, y } = heading(direction);
  const candidates = [
    { x: 0.5 - x * TAIL, y: 0.5 - y * TAIL },
    { x: 0.5 + y * TAIL, y: 0.5 - x * TAIL },
    { x: 0.5 - y * TAIL, y: 0.5 + x * TAIL },
    ...[0.25, 0.75].flatMap((cx) => [0.25, 0.75].map((cy) => ({ x: cx, y: cy }))),
  ];
  const room = (p: Point) => Math.min(Infinity, ...figures.map((f) => Math.hypot(f.x - p.x, f.y - p.y)));
  const clear = candidates.find((p) => room(p) > CLEARANCE);
  if (clear) return clear;
  return candidates.reduce((best, p) => (room(p) > room(best) ? p : best));
}

/** The machine drawn at `at` (pixels), `size` the tile side in pixels. */
export function drawMachine(ctx: SKRSContext2D, at: Point, direction: Compass, size: number) {
  const r = MACHINE_RADIUS * size;
  const line = Math.max(1, size / 64);
  ctx.save();
  ctx.translate(at.x, at.y);
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, Math.PI * 2);
  ctx.fillStyle = MACHINE_PLATE;
  ctx.fill();
  ctx.lineWidth = line;
  ctx.strokeStyle = INK;
  ctx.stroke();
  const { x, y } = heading(direction);
  ctx.rotate(Math.atan2(y, x));
  // wings across the body, a little behind its middle
  ctx.fillStyle = WINGS;
  ctx.beginPath();
  ctx.rect(-0.3 * r, -0.78 * r, 0.26 * r, 1.56 * r);
  ctx.fill();
  ctx.lineWidth = line * 0.8;
  ctx.stroke();
  // the arrow: shaft and head, pointing along +x after the turn
  ctx.fillStyle = MACHINE_ARROW;
  ctx.beginPath();
  ctx.moveTo(-0.82 * r, -0.14 * r);
  ctx.lineTo(0.2 * r, -0.14 * r);
  ctx.lineTo(0.2 * r, -0.5 * r);
  ctx.lineTo(0.9 * r, 0);
  ctx.lineTo(0.2 * r, 0.5 * r);
  ctx.lineTo(0.2 * r, 0.14 * r);
  ctx.lineTo(-0.82 * r, 0.14 * r);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

/** The expansion's drawings, which its manifest hands the renderer. */
export const flierArt: ExpansionArt = (add) => {
  // printed on the tile, so it shows wherever the tile is drawn; figures stand over it, their anchors kept clear
  add.tileSymbol(FLIER_SYMBOL, ({ ctx, tile, cell }) => {
    const direction = machineDirection({ tile: tile.type.id, rotation: tile.rotation });
    if (!direction) return;
    const spot = machineSpot(direction, tileLayout(tile).anchors);
    drawMachine(ctx, { x: cell.x + spot.x * cell.size, y: cell.y + spot.y * cell.size }, direction, cell.size);
  });
};
