// Step "place a tile": where the drawn tile may go, and why a given spot is refused.
import { type Board, tileAt } from './board';
import { orientedOf } from './catalog';
import { partnerOf, partnerSquare } from './double-tiles';
import { frontierOf, SPOT_SIZE, spotIndex } from './frontier';
import { EDGES, neighbour, OPPOSITE } from './geometry';
import { looseFits, mendersNow, mismatchAllowed, mismatchedEdges } from './mismatch';
import type { HookLink, Rules } from './modules/registry';
import { type OrientedTile, orientations, orientedTile } from './tiles/oriented';
import type { GameState, Placement, Position, Refusal, RejectCode, Rotation, TileType } from './types';

export interface Problem extends Refusal {
  code: RejectCode;
}

/** What each neighbour of (x, y) shows towards it, in EDGES order; undefined where empty. */
function facingEdges(board: Board, x: number, y: number): (string | undefined)[] {
  return EDGES.map((edge) => {
    const p = neighbour({ x, y }, edge);
    const other = tileAt(board, p.x, p.y);
    return other ? orientedOf(other).edgeKind[OPPOSITE[edge]] : undefined;
  });
}

// Lists of rotations by bit set (bit i: rotation i × 90 fits), shared by every placement: they are
// read-only, and a list per placement would be made afresh for every open spot on every turn.
const ROTATION_SETS: readonly (readonly Rotation[])[] = Array.from({ length: 16 }, (_, bits) =>
  Object.freeze(([0, 90, 180, 270] as const).filter((_, i) => bits & (1 << i))),
);

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
  if (tileAt(state.board, x, y)) return { code: 'occupied-position', why: 'occupied-position', params: { x, y } };
  const facing = facingEdges(state.board, x, y);
  if (facing.every((kind) => kind === undefined)) {
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

/** Why a half of a double tile may not lie at `at` (its other half's square still empty), or null. */
function halfProblem(board: Board, tile: OrientedTile, at: Position): Problem | null {
  if (tileAt(board, at.x, at.y))
    return { code: 'occupied-position', why: 'occupied-position', params: { x: at.x, y: at.y } };
  const facing = facingEdges(board, at.x, at.y);
  for (const [i, edge] of EDGES.entries()) {
    const theirs = facing[i];
    if (theirs !== undefined && theirs !== tile.edgeKind[edge])
      return { code: 'edge-mismatch', why: 'edge-mismatch', params: { side: edge, mine: tile.edgeKind[edge], theirs } };
  }
  return null;
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
    halfProblem(state.board, first, at) ?? halfProblem(state.board, orientedTile(partner, rotation), other);
  if (problem) return problem;
  const lonely = [at, other].every((square) =>
    facingEdges(state.board, square.x, square.y).every((kind) => kind === undefined),
  );
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
        if (firstOnly) return [{ x: first.x, y: first.y, rotations: ROTATION_SETS[entry.bits] as readonly Rotation[] }];
      }
    }
  }
  return [...fits.values()]
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map(({ x, y, bits }) => ({ x, y, rotations: ROTATION_SETS[bits] as readonly Rotation[] }));
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
      placements.push({ x, y, rotations: ROTATION_SETS[allowed] as readonly Rotation[] });
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

/** The holes of the frontier (a tile on all four sides): where a walled tile goes, the one way it lies. */
function holes(spots: readonly number[], count: number): Placement[] {
  const found: Placement[] = [];
  for (let at = 0; at < count * SPOT_SIZE; at += SPOT_SIZE) {
    if (spots[at + 2] !== ALL_SIDES) continue;
    found.push({
      x: spots[at] as number,
      y: spots[at + 1] as number,
      rotations: ROTATION_SETS[1] as readonly Rotation[],
    });
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
