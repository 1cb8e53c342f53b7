// What a tile carries, as a computer player's rough estimate in points (DecisionChoice.worth): about a
// turn's points, more for cities, pennants and a monastery. The rules never read it.
import type { TileType } from './types';

/** The most a tile is estimated at, whatever it carries. */
const MOST = 6;

/** A tile's printed features, estimated in points (a bid's value, a half tile picked in a draft). */
export function printedWorth(type: TileType): number {
  let worth = 1;
  for (const feature of type.features) {
    if (feature.kind === 'city') worth += 1 + (feature.pennants ?? 0);
    else if (feature.kind === 'monastery' || feature.kind === 'garden') worth += 2;
    else if (feature.kind === 'road') worth += 0.5;
  }
  return Math.min(MOST, worth);
}
