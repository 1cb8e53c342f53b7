// The board is an append-only list of placed tiles (plain JSON). Finding the tile at a position goes
// through an index kept beside it, never in the state. A chain of boards, each one tile longer than
// the last, shares one index; a board extended a second time (a branch) gets an index of its own.
import type { PlacedTile } from './types';

export type Board = readonly PlacedTile[];

/**
 * Whether `board` is `earlier` or a later board of its chain, as long or longer: tiles are made once, when
 * placed, so the same first and last tile at their slots mean the same tiles in between (a retyped tile's
 * board starts a chain of its own with a copy of the start tile: see withTileReplaced).
 */
export const grewFrom = (board: Board, earlier: Board): boolean =>
  earlier.length > 0 &&
  board.length >= earlier.length &&
  board[0] === earlier[0] &&
  board[earlier.length - 1] === earlier[earlier.length - 1];

/**
 * The slots of a chain's tiles by position, in a rectangle of the board (slot + 1; 0 where no tile lies):
 * a look-up is two comparisons and a read, where a map hashed its key. The rectangle grows, with a
 * margin, when a tile goes down outside it.
 */
interface Grid {
  left: number;
  top: number;
  width: number;
  height: number;
  /**
   * A plain array of small whole numbers rather than a typed one: a simulated game indexes a board anew
   * at every branch, and a typed array's buffer costs far more to make and to collect.
   */
  slots: number[];
}

/** Room for `squares` slots, every one empty. */
const emptySlots = (squares: number): number[] => new Array<number>(squares).fill(0);

/** Empty squares kept around the tiles on each side, so that a board growing at its edge rarely regrows the grid. */
const GRID_MARGIN = 8;

const emptyGrid = (): Grid => ({ left: 0, top: 0, width: 0, height: 0, slots: [] });

/** Where (x, y), inside the grid's rectangle, is in its slots. */
const squareOf = (grid: Grid, x: number, y: number) => (y - grid.top) * grid.width + (x - grid.left);

/** The slot of the tile at (x, y) in the grid's chain, or -1. */
function gridSlot(grid: Grid, x: number, y: number): number {
  // unsigned: a position left of or above the rectangle is out of it too
  if ((x - grid.left) >>> 0 >= grid.width || (y - grid.top) >>> 0 >= grid.height) return -1;
  return (grid.slots[squareOf(grid, x, y)] as number) - 1;
}

/** Squares a grid may cover: a board spread wider than that (tiles far apart, in tests) is indexed by a map. */
const MAX_GRID_SQUARES = 1 << 20;

/** Writes the slot into the grid, grown if need be; false when the grid would grow too large. */
function setGridSlot(grid: Grid, x: number, y: number, slot: number): boolean {
  if (x < grid.left || y < grid.top || x >= grid.left + grid.width || y >= grid.top + grid.height) {
    if (!regrow(grid, x, y)) return false;
  }
  grid.slots[squareOf(grid, x, y)] = slot + 1;
  return true;
}

/** The grid made large enough to hold (x, y), at least doubled on the side that overflowed (false: too large). */
function regrow(grid: Grid, tileX: number, tileY: number): boolean {
  // small integers (the same whole numbers): a tile may carry its position as doubles, which would make
  // every field of the grid a boxed double
  const x = tileX | 0;
  const y = tileY | 0;
  const empty = grid.width === 0;
  const grownBy = (span: number) => Math.max(GRID_MARGIN, span);
  const left = empty ? x - GRID_MARGIN : x < grid.left ? x - grownBy(grid.width) : grid.left;
  const top = empty ? y - GRID_MARGIN : y < grid.top ? y - grownBy(grid.height) : grid.top;
  const right = empty
    ? x + GRID_MARGIN
    : x >= grid.left + grid.width
      ? x + grownBy(grid.width)
      : grid.left + grid.width - 1;
  const bottom = empty
    ? y + GRID_MARGIN
    : y >= grid.top + grid.height
      ? y + grownBy(grid.height)
      : grid.top + grid.height - 1;
  const width = right - left + 1;
  if (width * (bottom - top + 1) > MAX_GRID_SQUARES) return false;
  const slots = emptySlots(width * (bottom - top + 1));
  for (let row = 0; row < grid.height; row++) {
    const from = row * grid.width;
    const to = (row + grid.top - top) * width + (grid.left - left);
    for (let column = 0; column < grid.width; column++) slots[to + column] = grid.slots[from + column] as number;
  }
  grid.left = left;
  grid.top = top;
  grid.width = width;
  grid.height = bottom - top + 1;
  grid.slots = slots;
  return true;
}

interface Index {
  /**
   * The slots of the tiles by position: in a grid for a whole index, in a small map for a branch (only
   * the branch's own tiles) or a board spread too wide for a grid. The tile of a slot is the tip's.
   */
  grid?: Grid;
  positions?: Map<number, number>;
  /** The longest board of the chain: only it may extend the index in place. */
  tip: Board;
  /**
   * A branch's index holds only the tiles from `base` on; the tiles before are looked up in the index
   * it branched from (where only those before `base` count: that index's chain may have gone on
   * differently). Only a branch from a board spread too wide for a small grid's copy is one (see branch).
   */
  parent?: Index;
  base: number;
  /** Branches between this index and a whole one (0 for a whole one). */
  depth: number;
}

// A game's few latest indexes, found through the start tile (a table entry per board would be written
// every turn, and weak tables are slow to write and to collect), the latest last: a computer player plays
// each candidate turn's board on into many futures in turn, and finds each candidate's index here again
// (with one index per game, each candidate's board was indexed whole again at every future).
const indexes = new WeakMap<PlacedTile, Index[]>();

/** Indexes kept per game: those of a strong decision's candidate boards, each the latest holding its board. */
const KEPT = 16;
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

/**
 * An empty grid already spanning the board's tiles, with the margin: a board indexed whole (a computer
 * player's candidate board, again after its simulated games) fills it with no regrowing on the way.
 */
function gridAround(board: Board): Grid {
  const first = board[0];
  if (!first) return emptyGrid();
  let [minX, maxX, minY, maxY] = [first.x | 0, first.x | 0, first.y | 0, first.y | 0];
  for (let slot = 1; slot < board.length; slot++) {
    const { x, y } = board[slot] as PlacedTile;
    minX = Math.min(minX, x | 0);
    maxX = Math.max(maxX, x | 0);
    minY = Math.min(minY, y | 0);
    maxY = Math.max(maxY, y | 0);
  }
  const width = maxX - minX + 1 + 2 * GRID_MARGIN;
  const height = maxY - minY + 1 + 2 * GRID_MARGIN;
  // too wide for a grid: setSlot turns to a map at the first tile
  if (width * height > MAX_GRID_SQUARES) return emptyGrid();
  return { left: minX - GRID_MARGIN, top: minY - GRID_MARGIN, width, height, slots: emptySlots(width * height) };
}

function build(board: Board): Index {
  const index: Index = { grid: gridAround(board), tip: board, base: 0, depth: 0 };
  for (let slot = 0; slot < board.length; slot++) setSlot(index, board[slot] as PlacedTile, slot);
  keep(board, index);
  return index;
}

/** Keeps a new index as the game's latest; beyond KEPT, the earliest is let go. */
function keep(board: Board, index: Index) {
  const start = board[0];
  if (!start) return;
  const kept = indexes.get(start);
  if (!kept) {
    indexes.set(start, [index]);
    return;
  }
  kept.push(index);
  if (kept.length > KEPT) kept.shift();
}

/** The latest of the game's kept indexes that holds the board, if any. */
function keptIndexOf(board: Board): Index | undefined {
  const kept = board[0] && indexes.get(board[0]);
  if (!kept) return undefined;
  for (let at = kept.length - 1; at >= 0; at--) {
    const index = kept[at] as Index;
    if (holds(index, board)) return index;
  }
  return undefined;
}

function setSlot(index: Index, tile: PlacedTile, slot: number) {
  if (index.grid && !setGridSlot(index.grid, tile.x, tile.y, slot)) {
    // too wide for a grid: the tiles so far go into a map
    index.grid = undefined;
    index.positions = new Map();
    for (let before = 0; before < slot; before++) {
      const placed = index.tip[before] as PlacedTile;
      index.positions.set(positionNumber(placed.x, placed.y), before);
    }
  }
  index.positions?.set(positionNumber(tile.x, tile.y), slot);
}

/** Squares of a grid a branch copies (some thousands); a branch from a larger one keeps its own tiles in a map. */
const MAX_COPIED_SQUARES = 1 << 13;

/**
 * A branch from `board`, a board the index holds but not its tip: a whole index of its own copied from a
 * small grid, else the tiles after it go into a map of their own.
 */
function branch(from: Index, board: Board): Index {
  if (from.grid && from.grid.slots.length <= MAX_COPIED_SQUARES) return wholeBranch(from.grid, from.tip, board);
  // branch from the index that holds the board's last tile itself, so branches of one board stay one deep
  let parent = from;
  while (parent.parent && board.length <= parent.base) parent = parent.parent;
  if (parent.depth >= MAX_DEPTH) return build(board);
  const index: Index = { positions: new Map(), tip: board, parent, base: board.length, depth: parent.depth + 1 };
  keep(board, index);
  return index;
}

/**
 * A whole index of `board`, an earlier board of `tip`'s chain, from the grid of `tip`'s whole index: a copy
 * of the grid without the tiles placed after `board`, which costs less than indexing the board again and
 * keeps every look-up in one grid (a branch's map made the look-ups of a simulated game slower).
 */
function wholeBranch(grid: Grid, tip: Board, board: Board): Index {
  const copy: Grid = {
    left: grid.left,
    top: grid.top,
    width: grid.width,
    height: grid.height,
    slots: grid.slots.slice(),
  };
  for (let slot = board.length; slot < tip.length; slot++) {
    const later = tip[slot] as PlacedTile;
    copy.slots[squareOf(copy, later.x, later.y)] = 0;
  }
  const index: Index = { grid: copy, tip: board, base: 0, depth: 0 };
  keep(board, index);
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
  const index = keptIndexOf(board) ?? build(board);
  recent = { board, index };
  return index;
}

export function tileAt(board: Board, x: number, y: number): PlacedTile | undefined {
  const index = indexOf(board);
  // most look-ups: a whole index (no branch), read in its grid
  if (index.grid) {
    const slot = gridSlot(index.grid, x, y);
    return slot >= 0 && slot < board.length ? index.tip[slot] : undefined;
  }
  if (!onBoardGrid(x, y)) return undefined;
  const position = positionNumber(x, y);
  // tiles placed after this board (later in the chain, or in the chain a branch left) are not on it; a
  // position a chain filled after the shared part was empty in it, so the look-up stops there
  let limit = board.length;
  for (let at: Index | undefined = index; at; at = at.parent) {
    const slot = at.grid ? gridSlot(at.grid, x, y) : (at.positions?.get(position) ?? -1);
    if (slot >= 0) return slot < limit ? at.tip[slot] : undefined;
    if (at.base < limit) limit = at.base;
  }
  return undefined;
}

/** A new board with one more tile; the given board is left as it was. */
export function withTile(board: Board, tile: PlacedTile): PlacedTile[] {
  const next = board.concat([tile]);
  const known = board.length ? indexOf(board) : undefined;
  // only the tip extends its chain's index; a branch from an earlier board gets an index of its own
  const index = !known ? build(next) : known.tip === board ? known : branch(known, board);
  if (index.tip !== next) setSlot(index, tile, board.length);
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
  const grown = known && grewFrom(board, known.board);
  const tiles = grown ? known.tiles.slice() : [];
  for (let slot = grown ? from : 0; slot < board.length; slot++) {
    const tile = board[slot] as PlacedTile;
    if (test(tile)) tiles.push(tile);
  }
  matchingByTest.set(test, { board, tiles });
  return tiles;
}
