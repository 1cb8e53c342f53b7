// Step "place a tile": where the drawn tile may go, and why a given spot is refused.
import { type Board, tileAt, tilesWhere } from './board';
import { partnerOf, partnerSquare } from './double-tiles';
import { EDGE_BITS, facingEdges, frontierOf, GAP_BIT, hasNeighbour, SPOT_SIZE, spotIndex } from './frontier';
import { EDGES } from './geometry';
import { completingRotation, coveredMask, fillingHalf, isLoneHalf, loneHalfAt, longEdgesMeet } from './half-tiles';
import { looseFits, mendersNow, mismatchAllowed, mismatchedEdges } from './mismatch';
import type { HookLink, Rules } from './modules/registry';
import { GAP, type OrientedTile, orientations, orientedTile } from './tiles/oriented';
import type { GameState, Placement, Position, Refusal, RejectCode, Rotation, TileType } from './types';

export interface Problem extends Refusal {
  code: RejectCode;
}

/** Whether a neighbour shows an edge here (a half tile's gap is none). */
const isEdge = (kind: string | undefined) => kind !== undefined && kind !== GAP;

// Lists of rotations by bit set (bit i: rotation i × 90 fits), shared by every placement: they are
// read-only, and a list per placement would be made afresh for every open spot on every turn.
const ROTATION_SETS: readonly (readonly Rotation[])[] = Array.from({ length: 16 }, (_, bits) =>
  Object.freeze(([0, 90, 180, 270] as const).filter((_, i) => bits & (1 << i))),
);

/**
 * A place where the tile fits, with the turns (a bit set, see ROTATION_SETS) that fit there. Made by a class
 * of its own rather than a literal: V8 shapes every {x, y, ...} literal of the program alike, and one that
 * holds a fraction (the renderer's drawing constants) makes all their x and y boxed doubles; these are
 * listed by the thousand, so they keep small integers (`| 0`: the same whole numbers).
 */
class Spot implements Placement {
  readonly x: number;
  readonly y: number;
  readonly rotations: readonly Rotation[];
  constructor(x: number, y: number, turns: number) {
    this.x = x | 0;
    this.y = y | 0;
    this.rotations = ROTATION_SETS[turns] as readonly Rotation[];
  }
}

// The last enumeration, kept for the next question about the same board, rules and tile: the draw
// step asks whether the tile fits, then the turn lists where. Module placement rules look only at the
// board and the tile (ModuleHooks.checkTilePlacement; fitsMismatched also at the modules' slots and the
// player, kept with the answer), and a board object never changes. One slot, not
// a WeakMap per board: weak tables of many short-lived boards cost more in garbage collection than
// they save.
let last:
  | {
      board: Board;
      rules: Rules;
      type: TileType;
      /** What fitsMismatched may look at, in games with such a module (see listedFor). */
      modules?: unknown;
      player?: number;
      placements: readonly Placement[];
    }
  | undefined;

/**
 * What a module's fitsMismatched may look at besides the board: the modules' slots (a bridge left) and
 * whose turn it is. In games without such a module, nothing.
 */
const listedFor = (state: GameState, rules: Rules) =>
  rules.hooks.fitsMismatched.length ? { modules: state.modules, player: state.turn.player } : {};

/** The last enumeration's answer for this board, rules and tile, if it was the last asked about. */
function listedBefore(state: GameState, rules: Rules, type: TileType): readonly Placement[] | undefined {
  return last &&
    last.board === state.board &&
    last.rules === rules &&
    last.type === type &&
    (!rules.hooks.fitsMismatched.length || (last.modules === state.modules && last.player === state.turn.player))
    ? last.placements
    : undefined;
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
  const partner = partnerOf(type);
  if (partner) return doubleProblem(state, rules, type, partner, { x, y }, rotation);
  if (type.half) return halfProblem(state, rules, type, { x, y }, rotation);
  if (tileAt(state.board, x, y)) return { code: 'occupied-position', why: 'occupied-position', params: { x, y } };
  const facing = facingEdges(state.board, x, y);
  if (!facing.some(isEdge)) {
    return { code: 'no-neighbour', why: 'no-neighbour', params: { x, y } };
  }
  const tile = orientedTile(type, rotation);
  if (type.walled) {
    // walls fit whatever is beside them, but only where a tile lies on every side (a hole)
    // the refusal is worded by the tile's own module; other modules' rules still apply (a shrine's)
    if (facing.some((kind) => kind === undefined))
      return { code: 'rule', why: `${type.module}.not-a-hole`, params: { x, y } };
    if (rotation !== 0) return { code: 'unknown-move', why: 'bad-rotation' };
  } else {
    const mismatched = mismatchedEdges(tile, facing);
    const [edge] = mismatched;
    if (edge && !mismatchAllowed(state, mendersNow(state, rules), tile, { x, y }, mismatched)) {
      return {
        code: 'edge-mismatch',
        why: 'edge-mismatch',
        params: { side: edge, mine: tile.edgeKind[edge], theirs: facing[EDGES.indexOf(edge)] as string },
      };
    }
  }
  for (const hook of rules.tileRules.get(type) ?? NO_RULES) {
    const refused = hook.run(state, tile, { x, y });
    if (refused) return { code: 'rule', ...refused };
  }
  return null;
}

/** The first side of the tile that shows another kind than the edge facing it, as a refusal, or null. */
function firstMismatch(tile: OrientedTile, facing: readonly (string | undefined)[]): Problem | null {
  const [edge] = mismatchedEdges(tile, facing);
  if (!edge) return null;
  const theirs = facing[EDGES.indexOf(edge)] as string;
  return { code: 'edge-mismatch', why: 'edge-mismatch', params: { side: edge, mine: tile.edgeKind[edge], theirs } };
}

/** Why a half of a double tile may not lie at `at` (its other half's square still empty), or null. */
function doubleHalfProblem(board: Board, tile: OrientedTile, at: Position): Problem | null {
  if (tileAt(board, at.x, at.y))
    return { code: 'occupied-position', why: 'occupied-position', params: { x: at.x, y: at.y } };
  return firstMismatch(tile, facingEdges(board, at.x, at.y));
}

/**
 * A half tile (half-tiles.ts): into an empty square where a covered side meets a tile's edge, or into a
 * lone half's gap turned half round from it, the long edges showing the same; its covered sides match
 * the edges they meet, and the modules' rules allow it. The refusals of its own rules are worded by the
 * tile's module.
 */
function halfProblem(state: GameState, rules: Rules, type: TileType, at: Position, rotation: Rotation): Problem | null {
  const { x, y } = at;
  const tile = orientedTile(type, rotation);
  const facing = facingEdges(state.board, x, y);
  if (tileAt(state.board, x, y)) {
    const first = loneHalfAt(state.board, x, y);
    if (!first) return { code: 'occupied-position', why: 'occupied-position', params: { x, y } };
    if (rotation !== completingRotation(first))
      return { code: 'rule', why: `${type.module}.other-half`, params: { x, y } };
    if (!longEdgesMeet(type, first)) return { code: 'rule', why: `${type.module}.long-edge`, params: { x, y } };
  } else if (!EDGES.some((edge, i) => tile.edgeKind[edge] !== GAP && isEdge(facing[i]))) {
    return { code: 'no-neighbour', why: 'no-neighbour', params: { x, y } };
  }
  const problem = firstMismatch(tile, facing);
  if (problem) return problem;
  for (const hook of rules.tileRules.get(type) ?? NO_RULES) {
    const refused = hook.run(state, tile, at);
    if (refused) return { code: 'rule', ...refused };
  }
  return null;
}

/**
 * Where a half tile fits, in reading order: open spots where a covered side meets an edge and every
 * covered side matches (a gap asks nothing), and the gaps of lone halves it fills. The same answers as
 * halfProblem's, from the frontier's edge codes.
 */
function halfPlacements(state: GameState, rules: Rules, type: TileType, firstOnly: boolean): Placement[] {
  const turns = orientations(type);
  const covered = turns.map(coveredMask);
  const tileRules = rules.tileRules.get(type) ?? NO_RULES;
  const found: { x: number; y: number; bits: number }[] = [];
  const { spots, count } = frontierOf(state.board);
  for (let at = 0; at < count * SPOT_SIZE; at += SPOT_SIZE) {
    const mask = spots[at + 2] as number;
    const want = spots[at + 3] as number;
    const x = spots[at] as number;
    const y = spots[at + 1] as number;
    let bits = 0;
    for (let i = 0; i < 4; i++) {
      const own = covered[i] as number;
      const tile = turns[i] as OrientedTile;
      if (!(mask & own & EDGE_BITS) || (tile.edgeCode & mask & own) !== (want & own)) continue;
      if (!tileRules.length || !ruleRefuses(state, tileRules, tile, { x, y })) bits |= 1 << i;
    }
    if (bits) found.push({ x, y, bits });
    if (bits && firstOnly) break;
  }
  if (!(firstOnly && found.length)) {
    for (const first of tilesWhere(state.board, isLoneHalf)) {
      const tile = fillingHalf(first, type);
      if (!longEdgesMeet(type, first)) continue;
      if (mismatchedEdges(tile, facingEdges(state.board, first.x, first.y)).length) continue;
      if (tileRules.length && ruleRefuses(state, tileRules, tile, first)) continue;
      found.push({ x: first.x, y: first.y, bits: 1 << (tile.rotation / 90) });
      if (firstOnly) break;
    }
  }
  return found.sort((a, b) => a.y - b.y || a.x - b.x).map(({ x, y, bits }) => new Spot(x, y, bits));
}

/**
 * A double tile (double-tiles.ts): both squares empty, each half matching its neighbours, at least one
 * neighbour to either, and the modules' rules (asked about the first half, at its square) allow it.
 */
function doubleProblem(
  state: GameState,
  rules: Rules,
  type: TileType,
  partner: TileType,
  at: Position,
  rotation: Rotation,
): Problem | null {
  const other = partnerSquare(at, rotation);
  const first = orientedTile(type, rotation);
  const problem =
    doubleHalfProblem(state.board, first, at) ?? doubleHalfProblem(state.board, orientedTile(partner, rotation), other);
  if (problem) return problem;
  const lonely = [at, other].every((square) => !facingEdges(state.board, square.x, square.y).some(isEdge));
  if (lonely) return { code: 'no-neighbour', why: 'no-neighbour', params: { x: at.x, y: at.y } };
  for (const hook of rules.tileRules.get(type) ?? NO_RULES) {
    const refused = hook.run(state, first, at);
    if (refused) return { code: 'rule', ...refused };
  }
  return null;
}

/**
 * Where a double tile fits, in reading order: each open spot of the frontier taken by either half, as
 * the first half's square. The same answers as doubleProblem's for each, from the frontier's edge codes:
 * whether the castles a player holds fit is asked before every draw (Castles in Germany).
 */
function doublePlacements(state: GameState, rules: Rules, type: TileType, partner: TileType, firstOnly: boolean) {
  const frontier = frontierOf(state.board);
  const { spots, count } = frontier;
  const tileRules = rules.tileRules.get(type) ?? NO_RULES;
  // whether a half fits its square (halfProblem): an open spot whose neighbours it matches, by edge codes,
  // or an empty square beside no tile
  const halfFits = (half: OrientedTile, at: Position) => {
    const index = spotIndex(frontier, at.x, at.y);
    if (index < 0) return !tileAt(state.board, at.x, at.y);
    return (half.edgeCode & (spots[index + 2] as number)) === spots[index + 3];
  };
  const fits = new Map<string, { x: number; y: number; bits: number }>();
  for (let at = 0; at < count * SPOT_SIZE; at += SPOT_SIZE) {
    if (!hasNeighbour(spots[at + 2] as number)) continue;
    const spot = { x: spots[at] as number, y: spots[at + 1] as number };
    for (const [i, rotation] of ([0, 90, 180, 270] as const).entries()) {
      const other = partnerSquare(spot, rotation);
      // the spot as the first half, or as the second (the first then lies the other way)
      const firstHalf = orientedTile(type, rotation);
      const secondHalf = orientedTile(partner, rotation);
      for (const first of [spot, { x: 2 * spot.x - other.x, y: 2 * spot.y - other.y }]) {
        // the second half lies at the partner square: `other`, or the spot itself when the first lies beyond it
        if (!halfFits(firstHalf, first) || !halfFits(secondHalf, first === spot ? other : spot)) continue;
        const key = `${first.x},${first.y}`;
        const known = fits.get(key);
        if (known && known.bits & (1 << i)) continue;
        // both halves fit and the spot has a neighbour: what doubleProblem would still ask is the modules' rules
        if (tileRules.length && ruleRefuses(state, tileRules, firstHalf, first)) continue;
        const entry = known ?? { ...first, bits: 0 };
        entry.bits |= 1 << i;
        fits.set(key, entry);
        if (firstOnly) return [new Spot(first.x, first.y, entry.bits)];
      }
    }
  }
  return [...fits.values()].sort((a, b) => a.y - b.y || a.x - b.x).map(({ x, y, bits }) => new Spot(x, y, bits));
}

type TileRules = readonly HookLink<'checkTilePlacement'>[];
const NO_RULES: TileRules = [];

/** Whether a module's placement rule refuses the tile here (a plain loop: this runs for every fit). */
function ruleRefuses(state: GameState, tileRules: TileRules, tile: OrientedTile, at: Position): boolean {
  for (const hook of tileRules) if (hook.run(state, tile, at)) return true;
  return false;
}

/** Every position where the tile fits, in reading order (north to south, west to east), with its rotations. */
export function legalPlacements(state: GameState, rules: Rules, type: TileType): readonly Placement[] {
  return listedBefore(state, rules, type) ?? remember(state, rules, type, enumerate(state, rules, type, false));
}

/**
 * Where the tile fits, in reading order; with `firstOnly`, only the first such position (whether it fits
 * at all), which most positions need not be looked at for.
 */
function enumerate(state: GameState, rules: Rules, type: TileType, firstOnly: boolean): Placement[] {
  const partner = partnerOf(type);
  if (partner) return doublePlacements(state, rules, type, partner, firstOnly);
  if (type.half) return halfPlacements(state, rules, type, firstOnly);
  const placements: Placement[] = [];
  const turns = orientations(type);
  const tileRules = rules.tileRules.get(type) ?? NO_RULES;
  // the edge codes of the four turns in locals, and a bit per turn that fits: most open spots fit none, and
  // this loop runs for every open spot on every turn
  const upright = (turns[0] as OrientedTile).edgeCode;
  const quarter = (turns[1] as OrientedTile).edgeCode;
  const half = (turns[2] as OrientedTile).edgeCode;
  const threeQuarters = (turns[3] as OrientedTile).edgeCode;
  const { spots, count } = frontierOf(state.board);
  if (type.walled) {
    const asItLies = turns[0] as OrientedTile;
    const fitting = holes(spots, count).filter((p) => !tileRules.length || !ruleRefuses(state, tileRules, asItLies, p));
    return firstOnly ? fitting.slice(0, 1) : fitting;
  }
  const menders = mendersNow(state, rules);
  for (let at = 0; at < count * SPOT_SIZE; at += SPOT_SIZE) {
    const mask = spots[at + 2] as number;
    // beside nothing but a half tile's gap: no neighbour
    if (!hasNeighbour(mask)) continue;
    const want = spots[at + 3] as number;
    let fitting =
      ((upright & mask) === want ? 1 : 0) |
      ((quarter & mask) === want ? 2 : 0) |
      ((half & mask) === want ? 4 : 0) |
      ((threeQuarters & mask) === want ? 8 : 0);
    const x = spots[at] as number;
    const y = spots[at + 1] as number;
    // turns whose edges do not all match, which a module may still allow (a bridge, fn 185)
    if (fitting !== 15 && menders.length) fitting |= looseFits(state, menders, turns, fitting, { x, y, mask, want });
    if (!fitting) continue;
    let allowed = fitting;
    for (let i = 0; i < 4 && tileRules.length; i++) {
      if (allowed & (1 << i) && ruleRefuses(state, tileRules, turns[i] as OrientedTile, { x, y })) allowed &= ~(1 << i);
    }
    if (allowed) {
      placements.push(new Spot(x, y, allowed));
      if (firstOnly) break;
    }
  }
  return placements;
}

function remember(state: GameState, rules: Rules, type: TileType, placements: readonly Placement[]) {
  last = { board: state.board, rules, type, ...listedFor(state, rules), placements };
  return placements;
}

// a spot's mask with a neighbour on every side
const ALL_SIDES = EDGES.reduce((mask, _, i) => mask | (63 << (6 * i)), 0);

/** The sides of a spot's mask that a tile's edge or a half tile's gap closes (a bit each, EDGES order). */
function closedSides(mask: number): number {
  let sides = mask >>> 24;
  for (let side = 0; side < 4; side++) if ((mask >> (6 * side)) & 63) sides |= 1 << side;
  return sides;
}

/**
 * The holes of the frontier (a tile, or a half tile's gap, on all four sides: §35 lets an abbey border
 * a gap): where a walled tile goes, the one way it lies.
 */
function holes(spots: readonly number[], count: number): Placement[] {
  const found: Placement[] = [];
  for (let at = 0; at < count * SPOT_SIZE; at += SPOT_SIZE) {
    const mask = spots[at + 2] as number;
    if (mask !== ALL_SIDES && (mask < GAP_BIT || closedSides(mask) !== 15 || !hasNeighbour(mask))) continue;
    found.push(new Spot(spots[at] as number, spots[at + 1] as number, 1));
  }
  return found;
}

/** Whether the tile fits anywhere (listing every place, kept for the turn's listing that follows). */
export const hasPlacement = (state: GameState, rules: Rules, type: TileType) =>
  legalPlacements(state, rules, type).length > 0;

/**
 * Whether the tile fits anywhere, looking no further than the first place: for a tile nobody is about to
 * place (whether any tile of the supply still fits), so the listing kept for the turn's tile stays.
 */
export const fitsSomewhere = (state: GameState, rules: Rules, type: TileType) =>
  (listedBefore(state, rules, type) ?? enumerate(state, rules, type, true)).length > 0;
