// The flying machine printed on a tile: the way it points as the tile lies, and where a flight ends.
// Imports no engine module that reaches the registry, so the renderer may use it too.
import type { PlacedTile, Position } from '../../engine/types';
import { FLIER_SYMBOL, FLIER_TILES } from './tiles';

export const FLIER = 'flier';

export const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type Compass = (typeof COMPASS)[number];

/** One tile's step in each way a machine can point (y grows south). */
export const COMPASS_STEP: Record<Compass, Position> = {
  N: { x: 0, y: -1 },
  NE: { x: 1, y: -1 },
  E: { x: 1, y: 0 },
  SE: { x: 1, y: 1 },
  S: { x: 0, y: 1 },
  SW: { x: -1, y: 1 },
  W: { x: -1, y: 0 },
  NW: { x: -1, y: -1 },
};

const TILES_BY_ID = new Map(FLIER_TILES.map((t) => [t.id, t]));

/** The way the machine on a placed tile points as the tile lies (a quarter turn is two compass points), if it has one. */
export function machineDirection(placed: Pick<PlacedTile, 'tile' | 'rotation'>): Compass | undefined {
  const printed = TILES_BY_ID.get(placed.tile)?.symbols?.[FLIER_SYMBOL];
  // most tiles are no flier tile: asked about every tile placed
  if (printed === undefined) return undefined;
  const index = COMPASS.indexOf(printed as Compass);
  if (index < 0) return undefined;
  return COMPASS[(index + placed.rotation / 45) % 8];
}

/** Where a flight of `roll` tiles from a machine's tile ends. */
export function flightTarget(from: Position, direction: Compass, roll: number): Position {
  const step = COMPASS_STEP[direction];
  return { x: from.x + step.x * roll, y: from.y + step.y * roll };
}
