// A course: tiles with a feature of one kind that must be laid as one line of tiles (the water of the
// River sets). A tile with that feature must continue an open end of the course, may not make a U-turn,
// and may not join two branches of it. Tiles are told apart by the feature's kind, not by their set, so
// sets that lay the same kind build one course together. Modules call it from their checkTilePlacement
// hook, naming the kind and themselves: the refusal is theirs (`<module>.<problem>`), and so its words.
import { type Board, tileAt } from './board';
import { findTileType, orientedOf } from './catalog';
import { EDGES, neighbour, OPPOSITE } from './geometry';
import type { OrientedTile } from './tiles/oriented';
import type { Edge, GameState, PlacedTile, Position, Refusal } from './types';

/** Which course a module lays: the feature kind its tiles carry, and the module that refuses for it. */
export interface Course {
  kind: string;
  module: string;
}

/** The edges a tile as it lies touches with its feature of `kind`, or [] for a tile without one. */
export function courseEdges(tile: OrientedTile, kind: string): Edge[] {
  const index = tile.type.features.findIndex((f) => f.kind === kind);
  return index < 0 ? [] : (tile.edges[index] as Edge[]);
}

/** Whether a tile type (by id) carries a feature of `kind`: a tile of any set laying that course. */
export function isCourseTile(id: string, kind: string): boolean {
  return findTileType(id)?.features.some((f) => f.kind === kind) ?? false;
}

type Bend = 'left' | 'right' | 'straight';

/** Which way a course entering over edge `from` and leaving over edge `to` turns (north is up). */
function bend(from: Edge, to: Edge): Bend {
  const heading = OPPOSITE[from];
  if (to === heading) return 'straight';
  return EDGES[(EDGES.indexOf(heading) + 1) % 4] === to ? 'right' : 'left';
}

const laid = new WeakMap<Board, Map<string, boolean>>();

/** Whether any tile of the course is on the board yet (not so only when a game starts elsewhere than its first tile). */
function courseOnBoard(board: Board, kind: string): boolean {
  let known = laid.get(board);
  if (!known) {
    known = new Map();
    laid.set(board, known);
  }
  let on = known.get(kind);
  if (on === undefined) {
    on = board.some((placed) => courseEdges(orientedOf(placed), kind).length > 0);
    known.set(kind, on);
  }
  return on;
}

/**
 * The edge over which the course flows into a placed tile of it, other than `out`: the one other edge of
 * a plain course tile; for a fork, the edge towards the course tile laid before it (the branches came later).
 */
function inflowOf(board: Board, placed: PlacedTile, out: Edge, kind: string): Edge | undefined {
  const edges = courseEdges(orientedOf(placed), kind);
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
 * Why a tile of the course may not lie here, or null: it must continue an open end of the course (edge
 * matching alone would let it lie anywhere its course edges face nothing), must not join two ends of it
 * (branches after a fork), and must not bend the same way as the tile of the course it continues.
 */
export function courseRefusal(state: GameState, tile: OrientedTile, at: Position, course: Course): Refusal | null {
  const edges = courseEdges(tile, course.kind);
  if (!edges.length) return null;
  const joins = edges.filter((edge) => {
    const p = neighbour(at, edge);
    return tileAt(state.board, p.x, p.y) !== undefined;
  });
  if (!joins.length) return courseOnBoard(state.board, course.kind) ? { why: `${course.module}.must-continue` } : null;
  if (joins.length > 1) return { why: `${course.module}.branches-joined`, params: { x: at.x, y: at.y } };
  const entry = joins[0] as Edge;
  const exit = edges.find((edge) => edge !== entry);
  if (edges.length !== 2 || !exit) return null;
  const here = bend(entry, exit);
  if (here === 'straight') return null;
  const p = neighbour(at, entry);
  const previous = tileAt(state.board, p.x, p.y);
  if (!previous) return null;
  const into = inflowOf(state.board, previous, OPPOSITE[entry], course.kind);
  if (!into || bend(into, OPPOSITE[entry]) !== here) return null;
  return {
    why: `${course.module}.u-turn`,
    params: { bend: here, x: p.x, y: p.y, from: OPPOSITE[into], to: OPPOSITE[entry], onward: exit },
  };
}
