// Points in the unit tile: (0,0) is the north-west corner, x grows east, y grows south, (1,1) south-east.
import type { Edge, HalfEdge } from '../../src/engine';

export interface Point {
  x: number;
  y: number;
}

export const CENTRE: Point = { x: 0.5, y: 0.5 };

/** Edges clockwise from north; edge i runs from CORNERS[i] to CORNERS[i + 1] along the tile border. */
export const EDGE_ORDER: readonly Edge[] = ['N', 'E', 'S', 'W'];
export const CORNERS: readonly Point[] = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
];

export const EDGE_MID: Record<Edge, Point> = {
  N: { x: 0.5, y: 0 },
  E: { x: 1, y: 0.5 },
  S: { x: 0.5, y: 1 },
  W: { x: 0, y: 0.5 },
};

/** The middle of each half-edge on the border (NL is the west half of north, and so on clockwise). */
export const HALF_EDGE_MID: Record<HalfEdge, Point> = {
  NL: { x: 0.25, y: 0 },
  NR: { x: 0.75, y: 0 },
  EL: { x: 1, y: 0.25 },
  ER: { x: 1, y: 0.75 },
  SL: { x: 0.75, y: 1 },
  SR: { x: 0.25, y: 1 },
  WL: { x: 0, y: 0.75 },
  WR: { x: 0, y: 0.25 },
};

export const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

export function average(points: readonly Point[]): Point {
  const sum = points.reduce((acc, p) => ({ x: acc.x + p.x, y: acc.y + p.y }), { x: 0, y: 0 });
  return { x: sum.x / points.length, y: sum.y / points.length };
}

export const corner = (i: number) => CORNERS[((i % 4) + 4) % 4] as Point;
