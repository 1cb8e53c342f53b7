// Where a tile fits, found the slow obvious way from the tile definitions alone: every empty cell next
// to the board, every rotation, every touching edge compared. Shares no code with the engine's search.

import type { Edge, GameState, Placement, Rotation, TileType } from '../../../src/engine';
import { tileType } from '../../../src/engine';

const SIDES: Edge[] = ['N', 'E', 'S', 'W'];
const STEP: Record<Edge, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
const FACING: Record<Edge, Edge> = { N: 'S', E: 'W', S: 'N', W: 'E' };
const ROTATIONS: Rotation[] = [0, 90, 180, 270];

/** What the tile shows on board side `side` when turned clockwise by `rotation`. */
export function sideKind(type: TileType, rotation: Rotation, side: Edge): string {
  const unrotated = SIDES[(SIDES.indexOf(side) - rotation / 90 + 4) % 4] as Edge;
  return type.features.find((f) => f.edges?.includes(unrotated))?.kind ?? 'field';
}

/** Every empty cell that shares an edge with a placed tile. */
export function emptyNeighbourCells(state: GameState): { x: number; y: number }[] {
  const onBoard = new Set(state.board.map((t) => `${t.x},${t.y}`));
  const empty = new Map<string, { x: number; y: number }>();
  for (const t of state.board) {
    for (const side of SIDES) {
      const [dx, dy] = STEP[side];
      const key = `${t.x + dx},${t.y + dy}`;
      if (!onBoard.has(key)) empty.set(key, { x: t.x + dx, y: t.y + dy });
    }
  }
  return [...empty.values()];
}

export function bruteForcePlacements(state: GameState, tile: string): Placement[] {
  const type = tileType(tile);
  const onBoard = new Map(state.board.map((t) => [`${t.x},${t.y}`, t]));
  const placements: Placement[] = [];
  for (const cell of emptyNeighbourCells(state)) {
    const rotations = ROTATIONS.filter((rotation) =>
      SIDES.every((side) => {
        const [dx, dy] = STEP[side];
        const other = onBoard.get(`${cell.x + dx},${cell.y + dy}`);
        if (!other) return true;
        return sideKind(tileType(other.tile), other.rotation, FACING[side]) === sideKind(type, rotation, side);
      }),
    );
    if (rotations.length) placements.push({ ...cell, rotations });
  }
  return placements.sort((a, b) => a.y - b.y || a.x - b.x);
}
