// Choosing the best grid cell by a score, deterministically (ties go to the first cell in scan order).
import { distance, type Point } from '../geometry/point';

/** Distance from p to the nearest of `points` (1 when there are none). */
export function nearest(points: readonly Point[], p: Point): number {
  let best = 1;
  for (const q of points) best = Math.min(best, distance(q, p));
  return best;
}

export function argmax(values: Float32Array, keep: (cell: number) => boolean, score: (cell: number) => number): number {
  let best = -1;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < values.length; i++) {
    if (!keep(i)) continue;
    const s = score(i);
    // A small margin keeps ties in scan order, so layouts are stable.
    if (s > bestScore + 1e-6) {
      best = i;
      bestScore = s;
    }
  }
  return best;
}

/**
 * A feature's anchor when something else covers its middle (a second road on a bridge tile, a monastery
 * inside a city): the first point towards one of its edges, at the given fractions of the way, that the
 * feature itself covers; the last one when none is.
 */
export function besideTheMiddle(
  middle: Point,
  edge: Point,
  fractions: readonly number[],
  owned: (p: Point) => boolean,
): Point {
  let at = middle;
  for (const t of fractions) {
    at = { x: middle.x + (edge.x - middle.x) * t, y: middle.y + (edge.y - middle.y) * t };
    if (owned(at)) return at;
  }
  return at;
}
