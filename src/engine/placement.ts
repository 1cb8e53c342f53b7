// Step "place a tile": where the drawn tile may go, and why a given spot is refused.
import { type Board, positionNumber, tileAt } from './board';
import { orientedOf } from './catalog';
import { EDGES, neighbour, OPPOSITE, STEP } from './geometry';
import type { Rules } from './modules/registry';
import { edgeKindCode, type OrientedTile, orientations, orientedTile } from './tiles/oriented';
import type { Edge, GameState, Placement, Position, RejectCode, Rotation, TileType } from './types';

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

/** Whether a rotated tile matches what the neighbours of an open spot show. */
const fits = (tile: OrientedTile, spot: OpenSpot) => (tile.edgeCode & spot.mask) === spot.want;

export function placementProblem(
  state: GameState,
  rules: Rules,
  type: TileType,
  x: number,
  y: number,
  rotation: Rotation,
): Problem | null {
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
  for (const hooks of rules.hooks) {
    const refused = hooks.checkTilePlacement?.(state, tile, { x, y });
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
  for (const [i, edge] of EDGES.entries()) {
    const other = tileAt(board, x + STEP[edge].x, y + STEP[edge].y);
    if (!other) continue;
    mask |= 63 << (6 * i);
    want |= edgeKindCode(orientedOf(other).edgeKind[OPPOSITE[edge]]) << (6 * i);
  }
  return { x, y, mask, want };
}

// Empty positions next to the board, per board version. Boards are never edited, only replaced, so a
// board object's frontier never changes; the next board's is derived from it by looking only around
// the new tile.
const frontiers = new WeakMap<Board, OpenSpot[]>();

const readingOrder = (a: Position, b: Position) => a.y - b.y || a.x - b.x;

function openSpotsAround(board: Board, at: Position): OpenSpot[] {
  const spots: OpenSpot[] = [];
  for (const edge of EDGES) {
    const p = neighbour(at, edge);
    if (!tileAt(board, p.x, p.y)) spots.push(openSpot(board, p.x, p.y));
  }
  return spots;
}

/** Empty positions next to the board, in reading order (north to south, west to east). */
export function frontier(board: Board): OpenSpot[] {
  let spots = frontiers.get(board);
  if (!spots) {
    const seen = new Map<number, OpenSpot>();
    for (const placed of board) {
      for (const spot of openSpotsAround(board, placed)) seen.set(positionNumber(spot.x, spot.y), spot);
    }
    spots = [...seen.values()].sort(readingOrder);
    frontiers.set(board, spots);
  }
  return spots;
}

/** Records the frontier of `next`, which is `previous` plus the tile at (x, y). */
export function extendFrontier(previous: Board, next: Board, x: number, y: number) {
  const known = frontiers.get(previous);
  if (!known) return;
  // the new tile's own spot goes, and the spots around it are seen afresh
  const spots = known.filter((p) => Math.abs(p.x - x) + Math.abs(p.y - y) > 1);
  for (const spot of openSpotsAround(next, { x, y })) {
    let at = spots.length;
    while (at > 0 && readingOrder(spots[at - 1] as OpenSpot, spot) > 0) at--;
    spots.splice(at, 0, spot);
  }
  frontiers.set(next, spots);
}

/** Whether a module's own placement rule refuses the tile here (a plain loop: this runs for every fit). */
function tileRuleRefuses(rules: Rules, state: GameState, tile: OrientedTile, at: Position): boolean {
  for (const hooks of rules.hooks) if (hooks.checkTilePlacement?.(state, tile, at)) return true;
  return false;
}

function rotationsAt(state: GameState, rules: Rules, type: TileType, spot: OpenSpot): Rotation[] {
  const rotations: Rotation[] = [];
  for (const tile of orientations(type)) {
    if (!fits(tile, spot)) continue;
    if (!tileRuleRefuses(rules, state, tile, spot)) rotations.push(tile.rotation);
  }
  return rotations;
}

/** Every position where the tile fits, with all rotations that fit there. */
export function legalPlacements(state: GameState, rules: Rules, type: TileType): Placement[] {
  const placements: Placement[] = [];
  for (const spot of frontier(state.board)) {
    const rotations = rotationsAt(state, rules, type, spot);
    if (rotations.length) placements.push({ x: spot.x, y: spot.y, rotations });
  }
  return placements;
}

/** Whether the tile fits anywhere (stops at the first fit). */
export function hasPlacement(state: GameState, rules: Rules, type: TileType): boolean {
  return frontier(state.board).some((spot) => rotationsAt(state, rules, type, spot).length > 0);
}
