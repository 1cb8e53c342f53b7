// Directions, rotation and adjacency on the square grid. x grows east, y grows south.
import type { Edge, HalfEdge, Position, Rotation } from './types';

export const EDGES: readonly Edge[] = ['N', 'E', 'S', 'W'];
export const HALF_EDGES: readonly HalfEdge[] = ['NL', 'NR', 'EL', 'ER', 'SL', 'SR', 'WL', 'WR'];
export const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

export const STEP: Record<Edge, Position> = {
  N: { x: 0, y: -1 },
  E: { x: 1, y: 0 },
  S: { x: 0, y: 1 },
  W: { x: -1, y: 0 },
};
export const OPPOSITE: Record<Edge, Edge> = { N: 'S', E: 'W', S: 'N', W: 'E' };

/** The half-edge of the neighbouring tile that touches this one (NL, the west half of north, meets SR). */
export const FACING_HALF: Record<HalfEdge, HalfEdge> = {
  NL: 'SR',
  NR: 'SL',
  EL: 'WR',
  ER: 'WL',
  SL: 'NR',
  SR: 'NL',
  WL: 'ER',
  WR: 'EL',
};

// By number for hot loops: each side's step in EDGES order, and the half-edge of the neighbour that each
// half-edge touches, in HALF_EDGES order
export const SIDE_X: readonly number[] = EDGES.map((edge) => STEP[edge].x);
export const SIDE_Y: readonly number[] = EDGES.map((edge) => STEP[edge].y);
export const FACING_HALF_INDEX: readonly number[] = HALF_EDGES.map((half) => HALF_EDGES.indexOf(FACING_HALF[half]));

const quarterTurns = (rotation: Rotation) => rotation / 90;

/** Where an edge of the unrotated tile lies after turning the tile clockwise by `rotation`. */
export function rotateEdge(edge: Edge, rotation: Rotation): Edge {
  return EDGES[(EDGES.indexOf(edge) + quarterTurns(rotation)) % 4] as Edge;
}

export function rotateHalfEdge(half: HalfEdge, rotation: Rotation): HalfEdge {
  return HALF_EDGES[(HALF_EDGES.indexOf(half) + 2 * quarterTurns(rotation)) % 8] as HalfEdge;
}

export const halfEdgeSide = (half: HalfEdge): Edge => half[0] as Edge;

export const positionKey = (x: number, y: number) => `${x},${y}`;

export function parseKey(key: string): Position {
  const comma = key.indexOf(',');
  return { x: wholeNumber(key, 0, comma), y: wholeNumber(key, comma + 1, key.length) };
}

/**
 * The number written in key[from, to): read digit by digit for a plain whole number (what positionKey
 * writes; every event's feature lists its tiles this way), else as Number reads it.
 */
function wholeNumber(key: string, from: number, to: number): number {
  const negative = key.charCodeAt(from) === 45; // '-'
  let value = 0;
  let at = negative ? from + 1 : from;
  if (at >= to || to - at > 9) return Number(key.slice(from, to));
  for (; at < to; at++) {
    const digit = key.charCodeAt(at) - 48;
    if (digit < 0 || digit > 9) return Number(key.slice(from, to));
    value = value * 10 + digit;
  }
  return negative ? -value : value;
}

export const neighbour = (p: Position, edge: Edge): Position => ({ x: p.x + STEP[edge].x, y: p.y + STEP[edge].y });

/** The eight tiles around a position (for monasteries). */
export function surrounding(p: Position): Position[] {
  const around: Position[] = [];
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) if (dx || dy) around.push({ x: p.x + dx, y: p.y + dy });
  return around;
}

export function isRotation(value: unknown): value is Rotation {
  return value === 0 || value === 90 || value === 180 || value === 270;
}
