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
}

// One index per game, found through the start tile: a table entry per board would be written every
// turn, and weak tables are slow to write and to collect.
const indexes = new WeakMap<PlacedTile, Index>();
// the board asked about last, as most questions in a row are about one board (keyed by identity, safely:
// a Board is a readonly array, replaced by withTile and never edited)
let recent: { board: Board; index: Index } | undefined;

/** How far from the start tile a board may reach: 72–200 tiles stay far inside it. */
export const BOARD_REACH = 16383;

const onBoardGrid = (x: number, y: number) => Math.abs(x) <= BOARD_REACH && Math.abs(y) <= BOARD_REACH;

/** A small whole number for a position inside the reach (small enough for V8's fastest map keys). */
const positionNumber = (x: number, y: number) => ((x + BOARD_REACH) << 15) | (y + BOARD_REACH);

function build(board: Board): Index {
  const index: Index = { byPosition: new Map(), tip: board };
  board.forEach((tile, slot) => {
    index.byPosition.set(positionNumber(tile.x, tile.y), { tile, slot });
  });
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
  const entry = indexOf(board).byPosition.get(positionNumber(x, y));
  // tiles placed after this board (later in the chain) are not on it
  return entry && entry.slot < board.length ? entry.tile : undefined;
}

/** A new board with one more tile; the given board is left as it was. */
export function withTile(board: Board, tile: PlacedTile): PlacedTile[] {
  const next = board.concat([tile]);
  const known = board.length ? indexOf(board) : undefined;
  // only the tip extends its chain's index; a branch from an earlier board starts an index of its own
  const index = known && known.tip === board ? known : build(board.length ? board : next);
  index.byPosition.set(positionNumber(tile.x, tile.y), { tile, slot: board.length });
  index.tip = next;
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
