// Centre lines of roads and rivers from the edges they touch: straight across, curved around a corner,
// or from an edge into the tile centre where the line ends (at a village, a monastery, a lake ...).
import type { Edge } from '../../src/engine';
import type { Outline } from './outline';
import { CENTRE, EDGE_MID, EDGE_ORDER, type Point } from './point';

const opposite = (a: Edge, b: Edge) => Math.abs(EDGE_ORDER.indexOf(a) - EDGE_ORDER.indexOf(b)) === 2;

/** A line feature's centre line: edge to edge, or from each edge to `end` (a dead end; spokes of three or more). */
export function centreLine(edges: readonly Edge[], end: Point = CENTRE): Outline {
  const [a, b] = edges;
  if (edges.length === 2 && a && b) {
    const from = EDGE_MID[a];
    const to = EDGE_MID[b];
    if (opposite(a, b))
      return [
        { op: 'move', to: from },
        { op: 'line', to },
      ];
    return [
      { op: 'move', to: from },
      { op: 'quad', c: CENTRE, to },
    ];
  }
  // One edge: a dead end into the centre; three or more: spokes meeting in the centre.
  return edges.flatMap(
    (edge): Outline => [
      { op: 'move', to: EDGE_MID[edge] },
      { op: 'line', to: end },
    ],
  );
}
