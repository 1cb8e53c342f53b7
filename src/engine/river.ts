// The course of a river, shared by every river expansion (The River, The River II): a river tile must
// continue an open end of the river, may not make a U-turn, and may not join two branches of it. Tiles
// are told apart by their 'river' feature (a feature kind of the engine's tile vocabulary, tiles/define),
// not by expansion, so the sets can be played together. It stays in the engine because both sets follow
// it and an expansion imports no other; what is one set's own (its spring, queue, lake) is in its folder.
import { type Board, tileAt } from './board';
import { findTileType, orientedOf } from './catalog';
import { EDGES, neighbour, OPPOSITE } from './geometry';
import { nextRandom } from './rng';
import type { OrientedTile } from './tiles/oriented';
import type { Edge, GameState, PlacedTile, Position, Refusal } from './types';

/** The edges the river touches on a tile as it lies, or [] for a tile without a river. */
export function riverEdges(tile: OrientedTile): Edge[] {
  const index = tile.type.features.findIndex((f) => f.kind === 'river');
  return index < 0 ? [] : (tile.edges[index] as Edge[]);
}

export type Bend = 'left' | 'right' | 'straight';

/** Which way water entering over edge `from` and leaving over edge `to` turns (north is up). */
export function bend(from: Edge, to: Edge): Bend {
  const heading = OPPOSITE[from];
  if (to === heading) return 'straight';
  return EDGES[(EDGES.indexOf(heading) + 1) % 4] === to ? 'right' : 'left';
}

const withRiver = new WeakMap<Board, boolean>();

/** Whether any river is on the board yet (not so only when a game starts elsewhere than a spring). */
export function riverOnBoard(board: Board): boolean {
  let known = withRiver.get(board);
  if (known === undefined) {
    known = board.some((placed) => riverEdges(orientedOf(placed)).length > 0);
    withRiver.set(board, known);
  }
  return known;
}

/**
 * The edge over which water flows into a placed river tile, other than `out`: the one other edge of a
 * plain river tile; for a fork, the edge towards the river tile laid before it (the branches came later).
 */
function inflowOf(board: Board, placed: PlacedTile, out: Edge): Edge | undefined {
  const edges = riverEdges(orientedOf(placed));
  if (edges.length === 2) return edges.find((edge) => edge !== out);
  if (edges.length < 3) return undefined;
  const slot = board.indexOf(placed);
  return edges.find((edge) => {
    const p = neighbour(placed, edge);
    const before = tileAt(board, p.x, p.y);
    return before !== undefined && board.indexOf(before) < slot;
  });
}

/**
 * Why a river tile may not lie here, or null: it must continue an open end of the river (edge matching
 * alone would let it lie anywhere its river edges face nothing), must not join two ends of the river
 * (the River II's branches), and must not bend the same way as the river tile it continues.
 */
export function riverCourseProblem(state: GameState, tile: OrientedTile, at: Position): Refusal | null {
  const edges = riverEdges(tile);
  if (!edges.length) return null;
  const joins = edges.filter((edge) => {
    const p = neighbour(at, edge);
    return tileAt(state.board, p.x, p.y) !== undefined;
  });
  if (!joins.length) return riverOnBoard(state.board) ? { why: 'river-must-continue' } : null;
  if (joins.length > 1) return { why: 'river-branches-joined', params: { x: at.x, y: at.y } };
  const entry = joins[0] as Edge;
  const exit = edges.find((edge) => edge !== entry);
  if (edges.length !== 2 || !exit) return null;
  const here = bend(entry, exit);
  if (here === 'straight') return null;
  const p = neighbour(at, entry);
  const previous = tileAt(state.board, p.x, p.y);
  if (!previous) return null;
  const into = inflowOf(state.board, previous, OPPOSITE[entry]);
  if (!into || bend(into, OPPOSITE[entry]) !== here) return null;
  return {
    why: 'river-u-turn',
    params: { bend: here, x: p.x, y: p.y, from: OPPOSITE[into], to: OPPOSITE[entry], onward: exit },
  };
}

/** Shuffles a list with the game's seeded random generator (Fisher–Yates), advancing it. */
export function shuffleWithSeed(draft: GameState, list: readonly string[]): string[] {
  const out = list.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const { state, value } = nextRandom(draft.rng);
    draft.rng = state;
    const j = Math.floor(value * (i + 1));
    [out[i], out[j]] = [out[j] as string, out[i] as string];
  }
  return out;
}

/** The list without its first copy of `tile`. */
export function withoutOne(list: readonly string[], tile: string): string[] {
  const index = list.indexOf(tile);
  return index < 0 ? list.slice() : list.filter((_, i) => i !== index);
}

/** Whether a tile type (by id) has a river on it: a river tile of any set, the spring and lakes included. */
export function isRiverTile(id: string): boolean {
  return findTileType(id)?.features.some((f) => f.kind === 'river') ?? false;
}
