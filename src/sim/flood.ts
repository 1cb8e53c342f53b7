// An independent check of feature connectivity: walks the board edge by edge from one feature,
// without the engine's union-find, to find every tile part connected to it (and across the joins modules
// declare on a tile, such as a ferry on its lake, and across the long edge of a square two halves fill).

import { orientedOf, rulesFor } from '../engine';
import { tileAt } from '../engine/board';
import { EDGES, FACING_HALF, HALF_EDGES, halfEdgeSide, neighbour, OPPOSITE } from '../engine/geometry';
import { longEdgePairs } from '../engine/tiles/joined-halves';
import type { GameState } from '../engine/types';

/** Keys "x,y#feature" of every tile part connected to the given one. */
export function connectedParts(state: GameState, x: number, y: number, feature: number): Set<string> {
  const seen = new Set<string>();
  const hooks = rulesFor(state.expansions).hooks;
  const joins = hooks.featureJoins;
  // features joined across tiles (a tunnel's two portals), each way
  const across = hooks.boardJoins
    .flatMap((hook) => hook.run(state))
    .flatMap(([a, b]) => [[a, b] as const, [b, a] as const]);
  const queue: [number, number, number][] = [[x, y, feature]];
  while (queue.length) {
    const [px, py, f] = queue.pop() as [number, number, number];
    const key = `${px},${py}#${f}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const placed = tileAt(state.board, px, py);
    if (!placed) continue;
    const tile = orientedOf(placed);
    for (const hook of joins) {
      for (const [a, b] of hook.run(state, placed)) {
        if (a === f) queue.push([px, py, b]);
        if (b === f) queue.push([px, py, a]);
      }
    }
    // a square two half tiles fill: the features meeting across its long edge (half-tiles.ts)
    for (const [a, b] of longEdgePairs(tile.type)) {
      if (a === f) queue.push([px, py, b]);
      if (b === f) queue.push([px, py, a]);
    }
    for (const [from, to] of across) {
      if (from.x === px && from.y === py && from.feature === f) queue.push([to.x, to.y, to.feature]);
    }
    for (const edge of EDGES) {
      if (!tile.edges[f]?.includes(edge)) continue;
      const p = neighbour({ x: px, y: py }, edge);
      const other = tileAt(state.board, p.x, p.y);
      const theirs = other ? orientedOf(other).edgeFeature[OPPOSITE[edge]] : -1;
      if (theirs >= 0) queue.push([p.x, p.y, theirs]);
    }
    for (const half of HALF_EDGES) {
      if (!tile.halves[f]?.includes(half)) continue;
      const p = neighbour({ x: px, y: py }, halfEdgeSide(half));
      const other = tileAt(state.board, p.x, p.y);
      const theirs = other ? orientedOf(other).halfFeature[FACING_HALF[half]] : -1;
      if (theirs >= 0) queue.push([p.x, p.y, theirs]);
    }
  }
  return seen;
}
