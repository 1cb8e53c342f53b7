// The frontier: the empty positions next to the board, each with what its neighbours show towards it,
// in reading order (north to south, west to east). Listing where a tile fits walks it every turn.
import { type Board, tileAt } from './board';
import { orientedOf } from './catalog';
import { SIDE_X, SIDE_Y } from './geometry';
import type { PlacedTile } from './types';

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

/** The slot of the spot (x, y), added (with no neighbour seen yet) if it is not there. */
function slotFor(frontier: Frontier, x: number, y: number): number {
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
    frontier.spots[at] = x;
    frontier.spots[at + 1] = y;
    frontier.spots[at + 2] = 0;
    frontier.spots[at + 3] = 0;
  }
  return slot;
}

function removeSpot(frontier: Frontier, x: number, y: number) {
  const slot = slotOf(frontier, x, y);
  if (!isAt(frontier, slot, x, y)) return;
  frontier.spots.copyWithin(slot * SPOT_SIZE, (slot + 1) * SPOT_SIZE, frontier.count * SPOT_SIZE);
  frontier.count--;
}

/**
 * Adds a placed tile to what the empty positions around it see: each such spot now has this tile as
 * its neighbour on one side (a spot not yet in the frontier had no neighbour before).
 */
function seeAround(frontier: Frontier, placed: PlacedTile) {
  const { x, y } = placed;
  const edgeCode = orientedOf(placed).edgeCode;
  for (let side = 0; side < 4; side++) {
    const spotX = x + (SIDE_X[side] as number);
    const spotY = y + (SIDE_Y[side] as number);
    if (tileAt(frontier.board, spotX, spotY)) continue;
    const at = slotFor(frontier, spotX, spotY) * SPOT_SIZE;
    // the spot meets this tile on its opposite side, two sides round
    const spotSide = 6 * ((side + 2) % 4);
    const spots = frontier.spots;
    spots[at + 2] = (spots[at + 2] as number) | (63 << spotSide);
    spots[at + 3] = (spots[at + 3] as number) | (((edgeCode >> (6 * side)) & 63) << spotSide);
  }
}

/** The frontier of a board (kept: another board of the chain gets its own, which becomes the one kept). */
export function frontierOf(board: Board): Frontier {
  const start = board[0];
  let known = start && frontiers.get(start);
  if (!known || known.board !== board) {
    known = { board, spots: new Int32Array(64 * SPOT_SIZE), count: 0 };
    for (const placed of board) seeAround(known, placed);
    if (start) frontiers.set(start, known);
  }
  return known;
}

/** Brings the kept frontier from `previous` to `next`, which is `previous` plus one tile. */
export function extendFrontier(previous: Board, next: Board) {
  const known = next[0] && frontiers.get(next[0]);
  // not yet asked for, or kept for another board of the chain: built when first asked for
  if (!known || known.board !== previous) return;
  const added = next[next.length - 1] as PlacedTile;
  known.board = next;
  removeSpot(known, added.x, added.y);
  seeAround(known, added);
}
