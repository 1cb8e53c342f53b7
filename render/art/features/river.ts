// Rivers: wide blue water under the roads (a road over it reads as a bridge); a river that ends on the
// tile ends in a lake (or its spring) in the centre.
import { centreLine } from '../../geometry/line-outline';
import { pointAlong } from '../../geometry/outline';
import { CENTRE, type Point } from '../../geometry/point';
import { WATER, WATER_EDGE } from '../../palette';
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

export const riverArt: FeatureArt = {
  layer: 1,
  cover: (tile, index) => lineCover(tile, index, 0.22, LAKE_RADIUS),
  anchor: riverAnchor,
  draw(view) {
    strokeLine(view, WATER_EDGE, 0.22, WATER, 0.16);
    if (edgesOf(view.tile, view.index).length !== 1) return;
    const { ctx } = view;
    ctx.beginPath();
    ctx.ellipse(CENTRE.x, CENTRE.y, LAKE_RADIUS, LAKE_RADIUS * 0.85, 0, 0, Math.PI * 2);
    ctx.fillStyle = WATER;
    ctx.fill();
    ctx.lineWidth = 0.03;
    ctx.strokeStyle = WATER_EDGE;
    ctx.stroke();
  },
};
