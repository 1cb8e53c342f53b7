// Half tiles (the Halflings): a triangle over half a square. As printed it covers the square's N and E
// sides; its long edge runs from the NW corner to the SE corner, and the S and W sides are a gap, an edge
// kind (GAP) that matches nothing and asks nothing: a tile beside a gap need not match it, its features
// do not run across it, and touching only a gap (or a corner) is not touching a tile. A half goes where a
// short (covered) side meets a tile's edge, or into the gap of a half already down, turned half round
// from it, its long edge against that half's, where the two long edges must show the same. The two
// halves then make one square (tiles/joined-halves.ts): the placed tile is retyped into the joined type,
// the second half's features joined with the tiles beside them and, across the long edge, with the
// first's. One square is one tile for whatever counts tiles (monasteries, roads, cities, distances).
import { type Board, tileAt } from './board';
import { findTileType, tileType, VARIANT_MARK } from './catalog';
import { joinAcross, retypePlacedTile } from './features';
import { EDGES } from './geometry';
import { JOINED_MARK, longEdgePairs } from './tiles/joined-halves';
import { GAP, type OrientedTile, orientedTile } from './tiles/oriented';
import type { GameState, PlacedTile, Position, Rotation, TileType } from './types';

/** The kind the long edge shows: that of a road or city across its middle, else field. */
export function longEdgeKind(type: TileType): string {
  return type.features.find((feature) => feature.longEdge?.includes('M'))?.kind ?? 'field';
}

/** Whether a half of this type may fill the gap of `first`: both long edges show the same kind. */
export const longEdgesMeet = (type: TileType, first: PlacedTile) =>
  longEdgeKind(type) === longEdgeKind(tileType(first.tile));

/** Whether a placed tile is a half tile alone in its square (a test the same for it while it lies so). */
export const isLoneHalf = (placed: PlacedTile) => placed.as === undefined && findTileType(placed.tile)?.half === true;

/** The half tile alone in the square (x, y), or undefined. */
export function loneHalfAt(board: Board, x: number, y: number): PlacedTile | undefined {
  const placed = tileAt(board, x, y);
  return placed && isLoneHalf(placed) ? placed : undefined;
}

/** How the half that fills a lone half's gap lies: turned half round from it. */
export const completingRotation = (first: PlacedTile): Rotation => ((first.rotation + 180) % 360) as Rotation;

/** The bits of a turned tile's edge code that its covered sides hold (all four for a whole tile). */
export function coveredMask(tile: OrientedTile): number {
  let mask = 0;
  for (const [side, edge] of EDGES.entries()) if (tile.edgeKind[edge] !== GAP) mask |= 63 << (6 * side);
  return mask;
}

/** The turned half that fills the gap of `first` when `second` goes there. */
export const fillingHalf = (first: PlacedTile, second: TileType) => orientedTile(second, completingRotation(first));

/**
 * The second half goes into the first's square: the square's tile is retyped into the joined type and the
 * features meeting across the long edge are joined, each closing there. Returns the square's tile.
 */
export function fillHalfSquare(draft: GameState, at: Position, second: string): PlacedTile | undefined {
  const first = tileAt(draft.board, at.x, at.y);
  if (!first) return undefined;
  const joined = retypePlacedTile(draft, at, `${first.tile}${VARIANT_MARK}${JOINED_MARK}${second}`);
  const type = joined && findTileType(joined.as as string);
  if (!type) return joined;
  for (const [a, b] of longEdgePairs(type)) joinAcross(draft, { ...at, feature: a }, { ...at, feature: b });
  return tileAt(draft.board, at.x, at.y);
}

/**
 * The features of the square at `placed` that this turn's tile brought: all of them, but for a square
 * whose second half this turn filled, only that half's (the first's were there before).
 */
export function firstOwnFeature(state: GameState, placed: PlacedTile): number {
  const at = state.turn.placed;
  if (!placed.as || !at || at.x !== placed.x || at.y !== placed.y) return 0;
  return findTileType(placed.as)?.halves?.split ?? 0;
}
