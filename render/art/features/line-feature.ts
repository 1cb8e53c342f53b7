// Shared by roads and rivers: a stroked centre line from edge to edge, or into the tile where it ends.
import type { OrientedTile } from '../../../src/engine';
import { centreLine } from '../../geometry/line-outline';
import { flattenOutline, midpointOf, traceOutline } from '../../geometry/outline';
import { EDGE_MID, lerp, type Point } from '../../geometry/point';
import { lineEnd } from '../../layout/half-shape';
import { besideTheMiddle } from '../../layout/pick-cell';
import type { Cover, TileView } from '../feature-art';

export const edgesOf = (tile: OrientedTile, index: number) => tile.edges[index] ?? [];

/** The line plus, for a dead end, a disc where it ends (village, lake ...): the centre, on a half lineEnd's. */
export function lineCover(tile: OrientedTile, index: number, width: number, endRadius: number): Cover {
  const edges = edgesOf(tile, index);
  const end = lineEnd(tile, index);
  return {
    lines: { polylines: flattenOutline(centreLine(edges, end)), width },
    ...(edges.length === 1 ? { disc: { centre: end, radius: endRadius } } : {}),
  };
}

/**
 * Halfway along the line; for a dead end, partway along the stretch that shows, i.e. from the edge to
 * where something drawn over it (a city, a monastery, the village) begins.
 */
export function lineAnchor(tile: OrientedTile, index: number, ownerAt: (p: Point) => number): Point {
  const edges = edgesOf(tile, index);
  const [edge] = edges;
  if (edges.length === 2 && edge) {
    const middle = midpointOf(centreLine(edges));
    // another line crosses over the middle (two roads on a bridge tile), or a monastery stands on it
    if (ownerAt(middle) === index) return middle;
    return besideTheMiddle(middle, EDGE_MID[edge], [0.55, 0.8], (p) => ownerAt(p) === index);
  }
  const end = lineEnd(tile, index);
  if (edges.length !== 1 || !edge) return end;
  const from = EDGE_MID[edge];
  let visible = 1;
  for (let t = 0.02; t <= 1; t += 0.02) {
    if (ownerAt(lerp(from, end, t)) !== index) {
      visible = t;
      break;
    }
  }
  // The village disc belongs to the road, so cap the stretch before it.
  return lerp(from, end, Math.min(visible, 0.76) * 0.55);
}

/** Strokes the centre line twice: a darker edge, then the surface. */
export function strokeLine(
  view: TileView,
  edgeColour: string,
  edgeWidth: number,
  fill: string,
  width: number,
  edges = edgesOf(view.tile, view.index),
) {
  const { ctx } = view;
  ctx.beginPath();
  traceOutline(ctx, centreLine(edges, lineEnd(view.tile, view.index)));
  ctx.lineCap = 'butt';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = edgeColour;
  ctx.lineWidth = edgeWidth;
  ctx.stroke();
  ctx.strokeStyle = fill;
  ctx.lineWidth = width;
  ctx.stroke();
}
