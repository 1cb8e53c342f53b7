// The frontier: the empty positions next to the board, each with what its neighbours show towards it,
// in reading order (north to south, west to east). Listing where a tile fits walks it every turn.
import { type Board, tileAt } from './board';
import { orientedOf } from './catalog';
import { EDGES, STEP } from './geometry';
import type { Edge, PlacedTile } from './types';

/**
 * Spots packed four numbers each (x, y, mask, want) in one typed array, so the walk reads memory in
 * order. `mask` covers the edges that have a neighbour and `want` holds the kinds they show, packed
 * like a tile's edge code: a tile fits where (edgeCode & mask) === want.
 */
export interface Frontier {
  board: Board;
  spots: Int32Array;
  count: number;
}

export const SPOT_SIZE = 4;

// Kept for each chain of boards (each one tile longer than the last) for its newest board, and brought
// up to date in place as tiles are added, looking only around the new tile. Keyed by the chain's start
// tile: one entry per game, whatever its length.
const frontiers = new WeakMap<PlacedTile, Frontier>();

/** Writes the spot (x, y) at a slot, with what its neighbours show towards it. */
function writeSpot(frontier: Frontier, slot: number, x: number, y: number) {
  const board = frontier.board;
  let mask = 0;
  let want = 0;
  for (let side = 0; side < 4; side++) {
    const step = STEP[EDGES[side] as Edge];
    const other = tileAt(board, x + step.x, y + step.y);
    if (!other) continue;
    // the neighbour's edge facing this side is two sides round from it
    const theirs = (orientedOf(other).edgeCode >> (6 * ((side + 2) % 4))) & 63;
    mask |= 63 << (6 * side);
    want |= theirs << (6 * side);
  }
  const at = slot * SPOT_SIZE;
  frontier.spots[at] = x;
  frontier.spots[at + 1] = y;
  frontier.spots[at + 2] = mask;
  frontier.spots[at + 3] = want;
}

/** Where (x, y) is or would go in reading order (a binary search). */
function slotOf(frontier: Frontier, x: number, y: number): number {
  const spots = frontier.spots;
  let low = 0;
  let high = frontier.count;
  while (low < high) {
    const middle = (low + high) >> 1;
    const at = middle * SPOT_SIZE;
    const spotX = spots[at] as number;
    const spotY = spots[at + 1] as number;
    if (spotY < y || (spotY === y && spotX < x)) low = middle + 1;
    else high = middle;
  }
  return low;
}

const isAt = (frontier: Frontier, slot: number, x: number, y: number) =>
  slot < frontier.count && frontier.spots[slot * SPOT_SIZE] === x && frontier.spots[slot * SPOT_SIZE + 1] === y;

/** Adds the empty position (x, y), or sees it afresh if it is there already. */
function putSpot(frontier: Frontier, x: number, y: number) {
  const slot = slotOf(frontier, x, y);
  if (!isAt(frontier, slot, x, y)) {
    if ((frontier.count + 1) * SPOT_SIZE > frontier.spots.length) {
      const grown = new Int32Array(frontier.spots.length * 2);
      grown.set(frontier.spots);
      frontier.spots = grown;
    }
    const at = slot * SPOT_SIZE;
    frontier.spots.copyWithin(at + SPOT_SIZE, at, frontier.count * SPOT_SIZE);
    frontier.count++;
  }
  writeSpot(frontier, slot, x, y);
}

function removeSpot(frontier: Frontier, x: number, y: number) {
  const slot = slotOf(frontier, x, y);
  if (!isAt(frontier, slot, x, y)) return;
  frontier.spots.copyWithin(slot * SPOT_SIZE, (slot + 1) * SPOT_SIZE, frontier.count * SPOT_SIZE);
  frontier.count--;
}

/** Adds the empty positions around (x, y). */
function seeAround(frontier: Frontier, x: number, y: number) {
  for (const edge of EDGES) {
    const p = { x: x + STEP[edge].x, y: y + STEP[edge].y };
    if (!tileAt(frontier.board, p.x, p.y)) putSpot(frontier, p.x, p.y);
  }
}

/** The frontier of a board (kept: another board of the chain gets its own, which becomes the one kept). */
export function frontierOf(board: Board): Frontier {
  const start = board[0];
  let known = start && frontiers.get(start);
  if (!known || known.board !== board) {
    known = { board, spots: new Int32Array(64 * SPOT_SIZE), count: 0 };
    for (const placed of board) seeAround(known, placed.x, placed.y);
    if (start) frontiers.set(start, known);
  }
  return known;
}

/** Brings the kept frontier from `previous` to `next`, which is `previous` plus the tile at (x, y). */
export function extendFrontier(previous: Board, next: Board, x: number, y: number) {
  const known = next[0] && frontiers.get(next[0]);
  // not yet asked for, or kept for another board of the chain: built when first asked for
  if (!known || known.board !== previous) return;
  known.board = next;
  removeSpot(known, x, y);
  seeAround(known, x, y);
}
