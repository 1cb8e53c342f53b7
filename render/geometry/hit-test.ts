// Whether a point lies inside polygons (even-odd) or within a distance of polylines.
import type { Point } from './point';

export function insidePolygons(p: Point, polygons: readonly Point[][]): boolean {
  let inside = false;
  for (const poly of polygons) {
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const a = poly[i] as Point;
      const b = poly[j] as Point;
      if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
    }
  }
  return inside;
}

function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t = length2 ? Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2)) : 0;
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

export function distanceToPolylines(p: Point, lines: readonly Point[][]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const line of lines)
    for (let i = 1; i < line.length; i++) best = Math.min(best, segmentDistance(p, line[i - 1]!, line[i]!));
  return best;
}
