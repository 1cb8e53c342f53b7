// Where a catapult token comes down, on the board's own scale: a point (x, y) in tiles, tile (x, y)
// covering [x, x + 1) × [y, y + 1). The catapult stands on the fair tile's middle; the player aims at a
// point and the token lands there moved by a scatter that grows with the distance flown and, for the
// knock-out token, with the power of the throw. The scatter is one die of 32 faces, rolled through
// ctx.roll so a scenario can force it: face % 8 is the direction (east, then clockwise by eighths),
// floor(face / 8) how far out, in thirds of the largest scatter (0: right on the aim).
// No trigonometry: the eight directions are a fixed table, so every machine computes the same point.
import { tileAt } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import type { OrientedTile } from '../../engine/tiles/oriented';
import type { Edge, Figure, GameState, HalfEdge, Position } from '../../engine/types';

export interface Point {
  x: number;
  y: number;
}

export const POWERS = ['gentle', 'firm', 'strong'] as const;
export type Power = (typeof POWERS)[number];

/** How far a knock-out token knocks followers over from where it lands, by power (tiles). */
export const KNOCK_REACH: Record<Power, number> = { gentle: 0.25, firm: 0.35, strong: 0.45 };
/** How much more a harder throw strays. */
const POWER_SCATTER: Record<Power, number> = { gentle: 1, firm: 1.5, strong: 2 };
/** The largest scatter of a gentle throw at the catapult's foot, and what each tile flown adds. */
const SCATTER_BASE = 0.1;
const SCATTER_PER_TILE = 0.1;
/**
 * A follower knocked over falls onto those standing this close to it, which fall too (chain reactions):
 * half a tile, a follower's height on the table.
 */
export const CHAIN_REACH = 0.5;

/** The scatter die's faces: 8 directions × 4 distances. */
export const SCATTER_FACES: readonly number[] = Array.from({ length: 32 }, (_, i) => i);

const D = Math.SQRT1_2;
const DIRECTIONS: readonly Point[] = [
  { x: 1, y: 0 },
  { x: D, y: D },
  { x: 0, y: 1 },
  { x: -D, y: D },
  { x: -1, y: 0 },
  { x: -D, y: -D },
  { x: 0, y: -1 },
  { x: D, y: -D },
];

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** Three decimals: what the state keeps and the board draws. */
// plus zero: a rounded -0 would read back as 0 from a saved game
const tidy = (value: number) => Math.round(value * 1000) / 1000 + 0;

/** The largest scatter of a throw from `from` aimed at `aim`. */
export const largestScatter = (from: Point, aim: Point, power: Power) =>
  (SCATTER_BASE + SCATTER_PER_TILE * distance(from, aim)) * POWER_SCATTER[power];

/** Where the token comes down for a face of the scatter die. */
export function landing(from: Point, aim: Point, power: Power, face: number): Point {
  const direction = DIRECTIONS[face % 8] as Point;
  const out = (largestScatter(from, aim, power) * Math.floor(face / 8)) / 3;
  return { x: tidy(aim.x + direction.x * out), y: tidy(aim.y + direction.y * out) };
}

export const tileMiddle = (at: Position): Point => ({ x: at.x + 0.5, y: at.y + 0.5 });

// where on a tile a feature's follower stands: the middle of the edges and half-edges it touches, drawn
// a little into the tile; a feature touching none (a monastery) in the middle
const EDGE_POINT: Record<Edge, Point> = {
  N: { x: 0.5, y: 0.15 },
  E: { x: 0.85, y: 0.5 },
  S: { x: 0.5, y: 0.85 },
  W: { x: 0.15, y: 0.5 },
};
const HALF_POINT: Record<HalfEdge, Point> = {
  NL: { x: 0.3, y: 0.1 },
  NR: { x: 0.7, y: 0.1 },
  EL: { x: 0.9, y: 0.3 },
  ER: { x: 0.9, y: 0.7 },
  SL: { x: 0.7, y: 0.9 },
  SR: { x: 0.3, y: 0.9 },
  WL: { x: 0.1, y: 0.7 },
  WR: { x: 0.1, y: 0.3 },
};

/** Where a follower on this feature of the tile at (x, y) stands, on the board's scale. */
export function spotPoint(state: GameState, at: Position & { feature: number }): Point {
  const placed = tileAt(state.board, at.x, at.y);
  return placed ? spotPointOn(orientedOf(placed), at) : tileMiddle(at);
}

/** spotPoint for the tile there as it lies (a caller that has it already). */
export function spotPointOn(tile: OrientedTile, at: Position & { feature: number }): Point {
  const edges = tile.edges[at.feature] ?? [];
  const halves = tile.halves[at.feature] ?? [];
  const count = edges.length + halves.length;
  if (!count) return tileMiddle(at);
  // summed edges first, then half-edges, from 0: the same rounding as every earlier throw
  let x = 0;
  let y = 0;
  for (const edge of edges) {
    x += EDGE_POINT[edge].x;
    y += EDGE_POINT[edge].y;
  }
  for (const half of halves) {
    x += HALF_POINT[half].x;
    y += HALF_POINT[half].y;
  }
  return { x: tidy(at.x + x / count), y: tidy(at.y + y / count) };
}

export const figurePoint = (state: GameState, figure: Figure) => spotPoint(state, figure);

/** The tile a point lies on, if one is placed there (a seduction token must come down on one). */
export const tileUnder = (state: GameState, point: Point) =>
  tileAt(state.board, Math.floor(point.x), Math.floor(point.y));
