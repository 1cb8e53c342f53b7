// Tiles placed where their edges do not all match, because a module mends them before the figure step
// (a bridge continuing a road that ends in a field, fn 185): which turns of a tile a module allows so.
import { EDGES } from './geometry';
import type { HookLink, Rules } from './modules/registry';
import { GAP, type OrientedTile } from './tiles/oriented';
import type { Edge, GameState, Position } from './types';

export type Menders = readonly HookLink<'fitsMismatched'>[];
const NONE: Menders = [];

/**
 * The fitsMismatched hooks that may allow something in this state: those whose module's mendsMismatch
 * does not say no (a player with no bridge left). Asked once per listing, so a game whose bridges are
 * all down lists placements as fast as one without them.
 */
export function mendersNow(state: GameState, rules: Rules): Menders {
  const menders = rules.hooks.fitsMismatched;
  if (!menders.length) return NONE;
  const idle = rules.hooks.mendsMismatch.filter((gate) => !gate.run(state));
  return idle.length ? menders.filter((hook) => !idle.some((gate) => gate.module === hook.module)) : menders;
}

/**
 * Whether an edge of a tile fits what the square beside it shows: nothing there, the same kind, or a half
 * tile's gap on either side (half-tiles.ts), which asks nothing.
 */
export const edgesMeet = (mine: string, theirs: string | undefined) =>
  theirs === undefined || mine === theirs || mine === GAP || theirs === GAP;

/** The tile's edges that differ from what the tiles beside it show (undefined where no tile is, nor a gap's). */
export function mismatchedEdges(tile: OrientedTile, facing: readonly (string | undefined)[]): Edge[] {
  const mismatched: Edge[] = [];
  for (const [i, edge] of EDGES.entries()) {
    if (!edgesMeet(tile.edgeKind[edge], facing[i])) mismatched.push(edge);
  }
  return mismatched;
}

/** Whether a module lets the tile go here though these edges do not match (a bridge, fn 185). */
export function mismatchAllowed(
  state: GameState,
  menders: Menders,
  tile: OrientedTile,
  at: Position,
  mismatched: Edge[],
): boolean {
  for (const hook of menders) if (hook.run(state, tile, at, mismatched)) return true;
  return false;
}

/**
 * The turns (a bit each, in ROTATIONS order) that do not fit at the frontier spot (x, y) but a module
 * allows there all the same. The mismatched edges come from the spot's `mask` and `want` (frontier.ts):
 * a side differs where the turn's edge code and `want` differ under `mask`, as the kinds would, since
 * each kind has its own code; no look at the neighbours is needed.
 */
export function looseFits(
  state: GameState,
  menders: Menders,
  turns: readonly OrientedTile[],
  fitting: number,
  spot: { x: number; y: number; mask: number; want: number },
): number {
  let allowed = 0;
  for (let i = 0; i < 4; i++) {
    if (fitting & (1 << i)) continue;
    const tile = turns[i] as OrientedTile;
    const differ = (tile.edgeCode ^ spot.want) & spot.mask;
    const mismatched: Edge[] = [];
    for (let side = 0; side < 4; side++) if ((differ >> (6 * side)) & 63) mismatched.push(EDGES[side] as Edge);
    if (mismatchAllowed(state, menders, tile, { x: spot.x, y: spot.y }, mismatched)) allowed |= 1 << i;
  }
  return allowed;
}
