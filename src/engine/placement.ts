// Step "place a tile": where the drawn tile may go, and why a given spot is refused.
import { type Board, tileAt } from './board';
import { orientedOf } from './catalog';
import { EDGES, neighbour, OPPOSITE, STEP } from './geometry';
import type { HookLink, Rules } from './modules/registry';
import { type OrientedTile, orientations, orientedTile } from './tiles/oriented';
import type { Edge, GameState, PlacedTile, Placement, Position, RejectCode, Rotation, TileType } from './types';

const SIDE_NAME: Record<Edge, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };

export interface Problem {
  code: RejectCode;
  reason: string;
}

/** What each neighbour of (x, y) shows towards it, in EDGES order; undefined where empty. */
function facingEdges(board: Board, x: number, y: number): (string | undefined)[] {
  return EDGES.map((edge) => {
    const p = neighbour({ x, y }, edge);
    const other = tileAt(board, p.x, p.y);
    return other ? orientedOf(other).edgeKind[OPPOSITE[edge]] : undefined;
  });
}

/** Whether a rotated tile (its edge code) matches what the neighbours of an open spot show. */
const fits = (edgeCode: number, spot: OpenSpot) => (edgeCode & spot.mask) === spot.want;

// Lists of rotations by bit set (bit i: rotation i × 90 fits), shared by every placement: they are
// read-only, and a list per placement would be made afresh for every open spot on every turn.
const ROTATION_SETS: readonly (readonly Rotation[])[] = Array.from({ length: 16 }, (_, bits) =>
  Object.freeze(([0, 90, 180, 270] as const).filter((_, i) => bits & (1 << i))),
);

// The last enumeration, kept for the next question about the same board, rules and tile: the draw
// step asks whether the tile fits, then the turn lists where. Module placement rules look only at the
// board and the tile (ModuleHooks.checkTilePlacement), and a board object never changes. One slot, not
// a WeakMap per board: weak tables of many short-lived boards cost more in garbage collection than
// they save.
let last: { board: Board; rules: Rules; type: TileType; placements: readonly Placement[] } | undefined;

/** The last enumeration's answer for this board, rules and tile, if it was the last asked about. */
function listedBefore(state: GameState, rules: Rules, type: TileType): readonly Placement[] | undefined {
  return last && last.board === state.board && last.rules === rules && last.type === type ? last.placements : undefined;
}

export function placementProblem(
  state: GameState,
  rules: Rules,
  type: TileType,
  x: number,
  y: number,
  rotation: Rotation,
): Problem | null {
  // most moves are ones the turn's listing offered: those need no second look
  const listed = listedBefore(state, rules, type);
  if (listed?.some((p) => p.x === x && p.y === y && p.rotations.includes(rotation))) return null;
  if (tileAt(state.board, x, y)) return { code: 'occupied-position', reason: `There is already a tile at ${x},${y}.` };
  const facing = facingEdges(state.board, x, y);
  if (facing.every((kind) => kind === undefined)) {
    return { code: 'no-neighbour', reason: `${x},${y} does not touch any tile along an edge.` };
  }
  const tile = orientedTile(type, rotation);
  for (const [i, edge] of EDGES.entries()) {
    const theirs = facing[i];
    if (theirs !== undefined && theirs !== tile.edgeKind[edge]) {
      return {
        code: 'edge-mismatch',
        reason: `The ${SIDE_NAME[edge]} edge would put a ${tile.edgeKind[edge]} against the ${theirs} of the tile to the ${SIDE_NAME[edge]}.`,
      };
    }
  }
  for (const hook of rules.tileRules.get(type) ?? NO_RULES) {
    const refused = hook.run(state, tile, { x, y });
    if (refused) return { code: 'rule', reason: refused };
  }
  return null;
}

/**
 * An empty position next to the board, with what its neighbours show towards it packed like an edge
 * code: `mask` covers the edges that have a neighbour, `want` holds the kinds they show.
 */
interface OpenSpot extends Position {
  mask: number;
  want: number;
}

function openSpot(board: Board, x: number, y: number): OpenSpot {
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
  return { x, y, mask, want };
}

/**
 * The empty positions next to the boards of one chain (each board one tile longer than the last), kept
 * in reading order (north to south, west to east) for the chain's newest board and brought up to date
 * in place as tiles are added, looking only around the new tile. Keyed by the chain's start tile: one
 * entry per game, whatever its length.
 */
interface Frontier {
  board: Board;
  spots: OpenSpot[];
}

const frontiers = new WeakMap<PlacedTile, Frontier>();

/** Where (x, y) is or would go among spots in reading order (a binary search). */
function slotOf(spots: OpenSpot[], x: number, y: number): number {
  let low = 0;
  let high = spots.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const spot = spots[middle] as OpenSpot;
    if (spot.y < y || (spot.y === y && spot.x < x)) low = middle + 1;
    else high = middle;
  }
  return low;
}

const isAt = (spot: OpenSpot | undefined, x: number, y: number) => spot !== undefined && spot.x === x && spot.y === y;

/** Adds or replaces the spot at its position. */
function putSpot(spots: OpenSpot[], spot: OpenSpot) {
  const slot = slotOf(spots, spot.x, spot.y);
  if (isAt(spots[slot], spot.x, spot.y)) spots[slot] = spot;
  else spots.splice(slot, 0, spot);
}

function buildFrontier(board: Board): OpenSpot[] {
  const spots: OpenSpot[] = [];
  for (const placed of board) {
    for (const edge of EDGES) {
      const p = neighbour(placed, edge);
      if (!tileAt(board, p.x, p.y)) putSpot(spots, openSpot(board, p.x, p.y));
    }
  }
  return spots;
}

/** Empty positions next to the board in reading order, with what their neighbours show. */
function frontier(board: Board): readonly OpenSpot[] {
  const start = board[0];
  if (!start) return [];
  let known = frontiers.get(start);
  // any other board (an older one, or a branch) gets its own, which becomes the one kept
  if (known?.board !== board) {
    known = { board, spots: buildFrontier(board) };
    frontiers.set(start, known);
  }
  return known.spots;
}

/** Brings the kept frontier from `previous` to `next`, which is `previous` plus the tile at (x, y). */
export function extendFrontier(previous: Board, next: Board, x: number, y: number) {
  const known = next[0] && frontiers.get(next[0]);
  // not yet asked for, or kept for another board of the chain: built when first asked for
  if (!known || known.board !== previous) return;
  const spots = known.spots;
  const slot = slotOf(spots, x, y);
  if (isAt(spots[slot], x, y)) spots.splice(slot, 1);
  for (const edge of EDGES) {
    const p = neighbour({ x, y }, edge);
    if (!tileAt(next, p.x, p.y)) putSpot(spots, openSpot(next, p.x, p.y));
  }
  known.board = next;
}

type TileRules = HookLink<'checkTilePlacement'>[];
const NO_RULES: TileRules = [];

/** Whether a module's placement rule refuses the tile here (a plain loop: this runs for every fit). */
function ruleRefuses(state: GameState, tileRules: TileRules, tile: OrientedTile, at: Position): boolean {
  for (const hook of tileRules) if (hook.run(state, tile, at)) return true;
  return false;
}

/** Every position where the tile fits, in reading order (north to south, west to east), with its rotations. */
export function legalPlacements(state: GameState, rules: Rules, type: TileType): readonly Placement[] {
  const listed = listedBefore(state, rules, type);
  if (listed) return listed;
  const placements: Placement[] = [];
  const turns = orientations(type);
  const tileRules = rules.tileRules.get(type) ?? NO_RULES;
  // the four edge codes in locals, and a bit per rotation that fits: most open spots fit none, and
  // this loop runs for every open spot on every turn
  const [north, east, south, west] = turns.map((tile) => tile.edgeCode) as [number, number, number, number];
  for (const spot of frontier(state.board)) {
    const fitting =
      (fits(north, spot) ? 1 : 0) |
      (fits(east, spot) ? 2 : 0) |
      (fits(south, spot) ? 4 : 0) |
      (fits(west, spot) ? 8 : 0);
    if (!fitting) continue;
    let allowed = fitting;
    if (tileRules.length) {
      for (let i = 0; i < 4; i++) {
        if (allowed & (1 << i) && ruleRefuses(state, tileRules, turns[i] as OrientedTile, spot)) allowed &= ~(1 << i);
      }
    }
    if (allowed) placements.push({ x: spot.x, y: spot.y, rotations: ROTATION_SETS[allowed] as readonly Rotation[] });
  }
  last = { board: state.board, rules, type, placements };
  return placements;
}

/** Whether the tile fits anywhere. */
export const hasPlacement = (state: GameState, rules: Rules, type: TileType) =>
  legalPlacements(state, rules, type).length > 0;
