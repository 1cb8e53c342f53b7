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

const indexes = new WeakMap<Board, Index>();

/** How far from the start tile a board may reach: 72–200 tiles stay far inside it. */
export const BOARD_REACH = 16383;

const onBoardGrid = (x: number, y: number) => Math.abs(x) <= BOARD_REACH && Math.abs(y) <= BOARD_REACH;

/** A small whole number for a position inside the reach (small enough for V8's fastest map keys). */
export const positionNumber = (x: number, y: number) => ((x + BOARD_REACH) << 15) | (y + BOARD_REACH);

function build(board: Board): Index {
  const index: Index = { byPosition: new Map(), tip: board };
  board.forEach((tile, slot) => {
    index.byPosition.set(positionNumber(tile.x, tile.y), { tile, slot });
  });
  indexes.set(board, index);
  return index;
}

export function tileAt(board: Board, x: number, y: number): PlacedTile | undefined {
  if (!onBoardGrid(x, y)) return undefined;
  const index = indexes.get(board) ?? build(board);
  const entry = index.byPosition.get(positionNumber(x, y));
  // tiles placed after this board (later in the chain) are not on it
  return entry && entry.slot < board.length ? entry.tile : undefined;
}

/** A new board with one more tile; the given board is left as it was. */
export function withTile(board: Board, tile: PlacedTile): PlacedTile[] {
  const next = board.concat([tile]);
  const known = indexes.get(board);
  const index = known && known.tip === board ? known : build(board);
  index.byPosition.set(positionNumber(tile.x, tile.y), { tile, slot: board.length });
  index.tip = next;
  indexes.set(next, index);
  return next;
}
