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
