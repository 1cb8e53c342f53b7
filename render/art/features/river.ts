// Rivers: wide blue water under the roads (a road over it reads as a bridge); a river that ends on the
// tile ends in a lake (or its spring) in the centre.

import type { SKRSContext2D } from '@napi-rs/canvas';
import type { OrientedTile } from '../../../src/engine';
import { OPPOSITE } from '../../../src/engine/geometry';
import { centreLine } from '../../geometry/line-outline';
import { pointAlong } from '../../geometry/outline';
import { CENTRE, type Point } from '../../geometry/point';
import { HEDGE, WATER, WATER_EDGE } from '../../palette';
import type { FeatureArt } from '../feature-art';
import { edgesOf, lineAnchor, lineCover, strokeLine } from './line-feature';

const LAKE_RADIUS = 0.22;
/** Where along the water to look for a free point, best first: the middle, then further out. */
const ALONG = [0.5, 0.35, 0.65, 0.25, 0.75, 0.15, 0.85];

/**
 * On the water, as near its middle as is not drawn over: a river tile's bridge, monastery or village
 * often sits in the centre, where the line's midpoint would be.
 */
function riverAnchor(...[tile, index, ownerAt]: Parameters<typeof lineAnchor>): Point {
  const edges = edgesOf(tile, index);
  if (edges.length !== 2) return lineAnchor(tile, index, ownerAt);
  const line = centreLine(edges);
  const free = ALONG.map((f) => pointAlong(line, f)).find((p) => ownerAt(p) === index);
  return free ?? pointAlong(line, 0.5);
}

/**
 * The river's first tile (its spring), known by its reference id (RI/s, the spring of both River sets,
 * or one ending in 'spring'), so the renderer imports no expansion; every other river end is a lake.
 */
const isSpring = (tile: OrientedTile) => tile.type.ref === 'RI/s' || tile.type.ref.endsWith('spring');

/** A river ending on a tile with a city flows into the city (The River II), not into a lake. */
const flowsIntoCity = (tile: OrientedTile) => tile.type.features.some((f) => f.kind === 'city');

/** The lake: wide water with reeds on its shore. */
function drawLake(ctx: SKRSContext2D) {
  ctx.beginPath();
  ctx.ellipse(CENTRE.x, CENTRE.y, LAKE_RADIUS, LAKE_RADIUS * 0.85, 0, 0, Math.PI * 2);
  ctx.fillStyle = WATER;
  ctx.fill();
  ctx.lineWidth = 0.03;
  ctx.strokeStyle = WATER_EDGE;
  ctx.stroke();
  ctx.strokeStyle = HEDGE;
  ctx.lineWidth = 0.022;
  ctx.lineCap = 'round';
  for (const [x, y] of [
    [0.3, 0.62],
    [0.34, 0.66],
    [0.66, 0.36],
    [0.7, 0.4],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(x, y + 0.06);
    ctx.lineTo(x + 0.01, y - 0.05);
    ctx.stroke();
  }
}

/** The spring: a small pool ringed with grey stones, where the river rises (not a lake). */
function drawSpring(ctx: SKRSContext2D) {
  ctx.beginPath();
  ctx.arc(CENTRE.x, CENTRE.y, 0.12, 0, Math.PI * 2);
  ctx.fillStyle = '#8fd0f5';
  ctx.fill();
  ctx.fillStyle = '#9a9a92';
  ctx.strokeStyle = '#4f4f4a';
  ctx.lineWidth = 0.012;
  for (let i = 0; i < 9; i++) {
    const angle = (i / 9) * Math.PI * 2;
    ctx.beginPath();
    ctx.arc(CENTRE.x + Math.cos(angle) * 0.14, CENTRE.y + Math.sin(angle) * 0.14, 0.035, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(CENTRE.x, CENTRE.y, 0.05, 0, Math.PI * 2);
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 0.015;
  ctx.stroke();
}

export const riverArt: FeatureArt = {
  layer: 1,
  cover: (tile, index) => lineCover(tile, index, 0.22, LAKE_RADIUS),
  anchor: riverAnchor,
  draw(view) {
    const edges = edgesOf(view.tile, view.index);
    const [end] = edges;
    if (end && edges.length === 1 && flowsIntoCity(view.tile)) {
      // the river runs on under the city walls (drawn over it) instead of ending in a lake
      strokeLine(view, WATER_EDGE, 0.22, WATER, 0.16, [end, OPPOSITE[end]]);
      return;
    }
    strokeLine(view, WATER_EDGE, 0.22, WATER, 0.16);
    if (edges.length !== 1) return;
    if (isSpring(view.tile)) drawSpring(view.ctx);
    else drawLake(view.ctx);
  },
};
