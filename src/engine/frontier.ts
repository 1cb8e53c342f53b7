// The frontier: the empty positions next to the board, each with what its neighbours show towards it,
// in reading order (north to south, west to east). Listing where a tile fits walks it every turn.
import { type Board, grewFrom, tileAt } from './board';
import { orientedOf } from './catalog';
import { EDGES, neighbour, OPPOSITE, SIDE_X, SIDE_Y } from './geometry';
import { GAP } from './tiles/oriented';
import type { PlacedTile } from './types';

/**
 * What each neighbour of (x, y) shows towards it, in EDGES order: an edge kind, GAP where a half tile's
 * gap faces it (half-tiles.ts) or a wall (an abbey's: it fits whatever meets it), undefined where the
 * square beside it is empty. Only a half filling a gap beside an abbey ever meets a wall.
 */
export function facingEdges(board: Board, x: number, y: number): (string | undefined)[] {
  return EDGES.map((edge) => {
    const p = neighbour({ x, y }, edge);
    const other = tileAt(board, p.x, p.y);
    if (!other) return undefined;
    const tile = orientedOf(other);
    return tile.type.walled ? GAP : tile.edgeKind[OPPOSITE[edge]];
  });
}

/**
 * Spots packed four numbers each (x, y, mask, want) in one array of small whole numbers, so the walk
 * reads memory in order (a plain array rather than a typed one: each new board copies its ancestor's,
 * and a typed array's buffer costs far more to make and to collect). `mask` covers the edges that have a neighbour and `want` holds the kinds they show, packed
 * like a tile's edge code: a tile fits where (edgeCode & mask) === want.
 */
export interface Frontier {
  board: Board;
  /** `count` spots, then room for more. */
  spots: number[];
  count: number;
  /**
   * A later board's frontier took these spots (`spots` is then empty): the board was not asked about again
   * before a board grew from it, as a game's boards never are. Built again if it is.
   */
  taken: boolean;
  /** Asked about again after its spots were taken: a board branched from, whose later boards copy its spots. */
  branched: boolean;
}

// every field from the start: one object shape for all frontiers
const newFrontier = (board: Board, spots: number[], count: number): Frontier => ({
  board,
  spots,
  count,
  taken: false,
  branched: false,
});

export const SPOT_SIZE = 4;

/**
 * The bits of a spot's mask that cover edges. Above them, a bit per side (EDGES order) says a half tile's
 * gap lies there (half-tiles.ts): no edge to match and no neighbour, but no empty side either (a walled
 * tile's hole may border a gap). Edge codes have no bits there, so matching ignores them.
 */
export const EDGE_BITS = (1 << 24) - 1;
export const GAP_BIT = 1 << 24;

/** Whether a spot's mask shows an edge of a tile beside it (not only gaps). */
export const hasNeighbour = (mask: number) => (mask & EDGE_BITS) !== 0;

// Kept for a game's few most recent boards, found through the start tile (one entry per game, whatever
// its length). A new board's frontier is its nearest kept ancestor's, copied and brought up to date
// around the tiles added since: a kept frontier is never changed, so a board a computer player tries
// many futures from keeps its own.
const frontiers = new WeakMap<PlacedTile, Frontier[]>();

/**
 * Frontiers kept per game: the board of the turn, and those it branched into: a strong decision's
 * candidate boards (8), each found again at every future among the boards of the futures played since.
 */
const KEPT = 48;

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
    const spots = frontier.spots;
    if ((frontier.count + 1) * SPOT_SIZE > spots.length) spots.push(0, 0, 0, 0);
    const at = slot * SPOT_SIZE;
    // a plain loop: copyWithin on a plain array is many times slower
    for (let i = frontier.count * SPOT_SIZE - 1; i >= at; i--) spots[i + SPOT_SIZE] = spots[i] as number;
    frontier.count++;
    spots[at] = x;
    spots[at + 1] = y;
    spots[at + 2] = 0;
    spots[at + 3] = 0;
  }
  return slot;
}

/** Where the spot (x, y) lies in `spots` (its x; mask and want follow), or -1: no empty square beside a tile. */
export function spotIndex(frontier: Frontier, x: number, y: number): number {
  const slot = slotOf(frontier, x, y);
  return isAt(frontier, slot, x, y) ? slot * SPOT_SIZE : -1;
}

function removeSpot(frontier: Frontier, x: number, y: number) {
  const slot = slotOf(frontier, x, y);
  if (!isAt(frontier, slot, x, y)) return;
  const spots = frontier.spots;
  const end = (frontier.count - 1) * SPOT_SIZE;
  for (let i = slot * SPOT_SIZE; i < end; i++) spots[i] = spots[i + SPOT_SIZE] as number;
  frontier.count--;
}

/**
 * Adds a placed tile to what the empty positions around it see: each such spot now has this tile as
 * its neighbour on one side (a spot not yet in the frontier had no neighbour before).
 */
function seeAround(frontier: Frontier, placed: PlacedTile) {
  // whole numbers as small integers: a tile may carry its position as doubles (once any {x, y} object
  // of the program held a fraction, V8 stores every such field as a double), which would turn the spots
  // into an array of doubles, and each placement listed from it into one with boxed numbers
  const x = placed.x | 0;
  const y = placed.y | 0;
  const edgeCode = orientedOf(placed).edgeCode;
  for (let side = 0; side < 4; side++) {
    const spotX = x + (SIDE_X[side] as number);
    const spotY = y + (SIDE_Y[side] as number);
    if (tileAt(frontier.board, spotX, spotY)) continue;
    const at = slotFor(frontier, spotX, spotY) * SPOT_SIZE;
    // the spot meets this tile on its opposite side, two sides round
    const facing = (side + 2) % 4;
    const code = (edgeCode >> (6 * side)) & 63;
    const spots = frontier.spots;
    if (!code) {
      spots[at + 2] = (spots[at + 2] as number) | (GAP_BIT << facing);
      continue;
    }
    spots[at + 2] = (spots[at + 2] as number) | (63 << (6 * facing));
    spots[at + 3] = (spots[at + 3] as number) | (code << (6 * facing));
  }
}

// the frontier asked about last: the turn's questions (does a tile fit, where, may it go there) ask about one board
let recent: Frontier | undefined;

/** The frontier of a board (kept, with those of the game's few boards asked about before it). */
export function frontierOf(board: Board): Frontier {
  if (recent?.board === board) return recent;
  // most often the board one tile on from the last one asked about (the next turn of a game): no nearer
  // ancestor can be kept, so the search is skipped
  const parent =
    recent && board.length === recent.board.length + 1 && grewFrom(board, recent.board) ? recent : undefined;
  recent = keptFrontierOf(board, parent);
  return recent;
}

function keptFrontierOf(board: Board, parent: Frontier | undefined): Frontier {
  const start = board[0];
  if (!start) return newFrontier(board, [], 0);
  let kept = frontiers.get(start);
  if (!kept) {
    kept = [];
    frontiers.set(start, kept);
  }
  let ancestor = parent;
  for (let i = parent ? -1 : kept.length - 1; i >= 0; i--) {
    const known = kept[i] as Frontier;
    if (known.board === board) {
      toEnd(kept, known);
      return withSpots(known);
    }
    const length = known.board.length;
    if (length < board.length && grewFrom(board, known.board)) {
      if (!ancestor || length > ancestor.board.length) ancestor = known;
    }
  }
  const frontier = ancestor ? grownFrom(withSpots(ancestor), board) : builtFor(board);
  // the least recently used goes first: a board branched from again and again stays
  if (ancestor) toEnd(kept, ancestor);
  kept.push(frontier);
  if (kept.length > KEPT) kept.shift();
  return frontier;
}

/** Moves a kept frontier to the end of the list (in place: a splice's array is garbage at every turn). */
function toEnd(kept: Frontier[], frontier: Frontier) {
  const at = kept.indexOf(frontier);
  if (at < 0) return;
  for (let i = at; i < kept.length - 1; i++) kept[i] = kept[i + 1] as Frontier;
  kept[kept.length - 1] = frontier;
}

/** Room for three spots, beyond the spots in use. */
const ROOM: readonly number[] = Array.from({ length: 3 * SPOT_SIZE }, () => 0);

function builtFor(board: Board): Frontier {
  const frontier = newFrontier(board, [], 0);
  for (const placed of board) seeAround(frontier, placed);
  return frontier;
}

/**
 * A frontier whose spots a later board took, built again (in place: whoever holds it sees its spots) and
 * marked as branched from, so the boards grown from it from now on copy its spots instead.
 */
function withSpots(frontier: Frontier): Frontier {
  if (!frontier.taken) return frontier;
  const built = builtFor(frontier.board);
  frontier.spots = built.spots;
  frontier.count = built.count;
  frontier.taken = false;
  frontier.branched = true;
  return frontier;
}

const NO_SPOTS: number[] = [];

/**
 * The frontier of `board` from that of an earlier board of its chain. The earlier board's spots are taken
 * and updated in place, unless it was branched from: a game's boards are asked about once, in turn, and a
 * copy of every board's spots was most of what growing one cost. The earlier one is built again if asked.
 */
function grownFrom(ancestor: Frontier, board: Board): Frontier {
  const count = ancestor.count;
  const used = count * SPOT_SIZE;
  let spots: number[];
  if (ancestor.branched) {
    // with room for a tile's new spots (three at most), made in one copy: a plain array grown by a push is
    // copied again into one half as long, which cost more than the copy itself
    spots =
      ancestor.spots.length - used >= ROOM.length
        ? ancestor.spots.slice(0, used + ROOM.length)
        : ancestor.spots.concat(ROOM);
  } else {
    spots = ancestor.spots;
    ancestor.spots = NO_SPOTS;
    ancestor.count = 0;
    ancestor.taken = true;
  }
  const frontier = newFrontier(board, spots, count);
  // the spots seen around each new tile skip the positions later tiles fill (tileAt reads `board`)
  for (let slot = ancestor.board.length; slot < board.length; slot++) {
    const added = board[slot] as PlacedTile;
    removeSpot(frontier, added.x, added.y);
    seeAround(frontier, added);
  }
  return frontier;
}
