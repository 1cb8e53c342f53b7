// Step "place a tile": where the drawn tile may go, and why a given spot is refused.

import { orientedOf } from './catalog';
import { EDGES, neighbour, OPPOSITE, positionKey, ROTATIONS } from './geometry';
import type { Rules } from './modules/registry';
import { orientedTile } from './tiles/oriented';
import type { Edge, GameState, Placement, RejectCode, Rotation, TileType } from './types';

const SIDE_NAME: Record<Edge, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };

export interface Problem {
  code: RejectCode;
  reason: string;
}

/** What each neighbour of (x, y) shows towards it: one entry per edge, undefined where empty. */
function facingEdges(state: GameState, x: number, y: number): (string | undefined)[] {
  return EDGES.map((edge) => {
    const p = neighbour({ x, y }, edge);
    const other = state.board[positionKey(p.x, p.y)];
    return other ? orientedOf(other).edgeKind[OPPOSITE[edge]] : undefined;
  });
}

export function placementProblem(
  state: GameState,
  rules: Rules,
  type: TileType,
  x: number,
  y: number,
  rotation: Rotation,
): Problem | null {
  if (state.board[positionKey(x, y)])
    return { code: 'occupied-position', reason: `There is already a tile at ${x},${y}.` };
  const facing = facingEdges(state, x, y);
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

/** Empty positions next to the board, in reading order (north to south, west to east). */
export function frontier(state: GameState): { x: number; y: number }[] {
  const seen = new Set<string>();
  const spots: { x: number; y: number }[] = [];
  for (const placed of Object.values(state.board)) {
    for (const edge of EDGES) {
      const p = neighbour(placed, edge);
      const key = positionKey(p.x, p.y);
      if (state.board[key] || seen.has(key)) continue;
      seen.add(key);
      spots.push(p);
    }
  }
  return spots.sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Every position where the tile fits, with all rotations that fit there. */
export function legalPlacements(state: GameState, rules: Rules, type: TileType): Placement[] {
  const placements: Placement[] = [];
  for (const { x, y } of frontier(state)) {
    const facing = facingEdges(state, x, y);
    const rotations = ROTATIONS.filter((rotation) => {
      const tile = orientedTile(type, rotation);
      for (const [i, edge] of EDGES.entries()) {
        const theirs = facing[i];
        if (theirs !== undefined && theirs !== tile.edgeKind[edge]) return false;
      }
      return rules.hooks.every((hooks) => !hooks.checkTilePlacement?.(state, tile, { x, y }));
    });
    if (rotations.length) placements.push({ x, y, rotations });
  }
  return placements;
}
