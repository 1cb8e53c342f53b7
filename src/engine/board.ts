// The board is an append-only list of placed tiles (plain JSON). Finding the tile at a position goes
// through an index kept beside it, never in the state. A chain of boards, each one tile longer than
// the last, shares one index; a board extended a second time (a branch) gets an index of its own.
import type { PlacedTile } from './types';

export type Board = readonly PlacedTile[];

interface Index {
  /** Tile at each position, with its place in the board list. */
  byPosition: Map<number, { tile: PlacedTile; slot: number }>;
  /** The longest board of the chain: only it may extend the index in place. */
  tip: Board;
  /**
   * A branch's index holds only the tiles from `base` on; the tiles before are looked up in the index
   * it branched from (where only those before `base` count: that index's chain may have gone on
   * differently). A computer player tries many futures from one board: each branch costs one small map,
   * not a copy of the whole board's.
   */
  parent?: Index;
  base: number;
  /** Branches between this index and a whole one (0 for a whole one). */
  depth: number;
}

// One index per game, found through the start tile: a table entry per board would be written every
// turn, and weak tables are slow to write and to collect.
const indexes = new WeakMap<PlacedTile, Index>();
// the board asked about last, as most questions in a row are about one board (keyed by identity, safely:
// a Board is a readonly array, replaced by withTile and never edited)
let recent: { board: Board; index: Index } | undefined;

/** How far from the start tile a board may reach: 72–200 tiles stay far inside it. */
export const BOARD_REACH = 16383;

/** Branches of branches before an index is built whole again (each adds a map to a look-up). */
const MAX_DEPTH = 3;

const onBoardGrid = (x: number, y: number) => Math.abs(x) <= BOARD_REACH && Math.abs(y) <= BOARD_REACH;

/** A small whole number for a position inside the reach (small enough for V8's fastest map keys). */
const positionNumber = (x: number, y: number) => ((x + BOARD_REACH) << 15) | (y + BOARD_REACH);

function build(board: Board): Index {
  const index: Index = { byPosition: new Map(), tip: board, base: 0, depth: 0 };
  board.forEach((tile, slot) => {
    index.byPosition.set(positionNumber(tile.x, tile.y), { tile, slot });
  });
  if (board[0]) indexes.set(board[0], index);
  return index;
}

/** A branch from `board`, a board the index holds but not its tip: the tiles after it go into a map of their own. */
function branch(from: Index, board: Board): Index {
  // branch from the index that holds the board's last tile itself, so branches of one board stay one deep
  let parent = from;
  while (parent.parent && board.length <= parent.base) parent = parent.parent;
  if (parent.depth >= MAX_DEPTH) return build(board);
  const index: Index = { byPosition: new Map(), tip: board, parent, base: board.length, depth: parent.depth + 1 };
  if (board[0]) indexes.set(board[0], index);
  return index;
}

/**
 * Whether the index holds this board: the board is the tip or an earlier board of its chain. Tile
 * objects are made once, when placed, so a board whose last tile is the tip's tile at that slot is
 * one of the tip's earlier boards (or a copy of one).
 */
const holds = (index: Index, board: Board) =>
  index.tip === board || (board.length <= index.tip.length && index.tip[board.length - 1] === board[board.length - 1]);

function indexOf(board: Board): Index {
  if (recent?.board === board) return recent.index;
  const known = board[0] && indexes.get(board[0]);
  const index = known && holds(known, board) ? known : build(board);
  recent = { board, index };
  return index;
}

export function tileAt(board: Board, x: number, y: number): PlacedTile | undefined {
  if (!onBoardGrid(x, y)) return undefined;
  const position = positionNumber(x, y);
  // tiles placed after this board (later in the chain, or in the chain a branch left) are not on it; a
  // position a chain filled after the shared part was empty in it, so the look-up stops there
  let limit = board.length;
  for (let index: Index | undefined = indexOf(board); index; index = index.parent) {
    const entry = index.byPosition.get(position);
    if (entry) return entry.slot < limit ? entry.tile : undefined;
    if (index.base < limit) limit = index.base;
  }
  return undefined;
}

/** A new board with one more tile; the given board is left as it was. */
export function withTile(board: Board, tile: PlacedTile): PlacedTile[] {
  const next = board.concat([tile]);
  const known = board.length ? indexOf(board) : undefined;
  // only the tip extends its chain's index; a branch from an earlier board gets an index of its own
  const index = !known ? build(next) : known.tip === board ? known : branch(known, board);
  index.byPosition.set(positionNumber(tile.x, tile.y), { tile, slot: board.length });
  index.tip = next;
  return next;
}

/**
 * A new board where the tile at `tile`'s position is `tile` (the same tile turned into another type in
 * play: a bridge laid across it); the given board is left as it was. The new board starts a chain of its
 * own (its start tile is a copy), so no index, frontier or list kept for the old chain answers for it.
 */
export function withTileReplaced(board: Board, tile: PlacedTile): PlacedTile[] {
  const next = board.map((placed) => (placed.x === tile.x && placed.y === tile.y ? tile : placed));
  const [start] = next;
  if (start && start === board[0]) next[0] = { ...start };
  matchingByTest.clear();
  return next;
}

/** The tiles of a board that pass a test, kept for the last board asked about with that test. */
interface Matching {
  board: Board;
  tiles: PlacedTile[];
}

// keyed by the test, which must therefore be one function made once (a module's constant)
const matchingByTest = new Map<(tile: PlacedTile) => boolean, Matching>();

/**
 * The tiles of `board` that pass `test` (a test of the tile alone, the same for it all game: its type),
 * in board order. Asked again about a longer board of the same chain, only the new tiles are tested.
 */
export function tilesWhere(board: Board, test: (tile: PlacedTile) => boolean): readonly PlacedTile[] {
  const known = matchingByTest.get(test);
  if (known?.board === board) return known.tiles;
  const from = known?.board.length ?? 0;
  // a longer board whose tile at the known board's last slot is that board's: it grew from it
  const grown = known && from && board.length >= from && board[from - 1] === known.board[from - 1];
  const tiles = grown ? known.tiles.slice() : [];
  for (let slot = grown ? from : 0; slot < board.length; slot++) {
    const tile = board[slot] as PlacedTile;
    if (test(tile)) tiles.push(tile);
  }
  matchingByTest.set(test, { board, tiles });
  return tiles;
}
