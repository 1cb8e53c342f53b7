// Double tiles: one tile covering two squares (Castles in Germany, the Leipzig Fair). Each half is a tile
// type of its own on the board, placed in one move: the move names the first half's square and a
// rotation, and the second half (`double.partner`) lies beside it, east of it as the tile is printed
// (rotation 0), so its square turns with the tile. The features that run across both halves (the
// castle) touch the edge between them and join there as any features do.
import { tileAt } from './board';
import { findTileType } from './catalog';
import { rotateEdge, STEP } from './geometry';
import type { GameState, PlacedTile, Position, Rotation, TileType } from './types';

/** The side of the first half where the second lies, as the tile is printed. */
export const PARTNER_SIDE = 'E' as const;

/** The second half's type of a double tile's first half, or undefined for an ordinary tile. */
export const partnerOf = (type: TileType): TileType | undefined =>
  type.double ? findTileType(type.double.partner) : undefined;

/** Where a double tile's second half lies, its first half at `at` turned by `rotation`. */
export function partnerSquare(at: Position, rotation: Rotation): Position {
  const step = STEP[rotateEdge(PARTNER_SIDE, rotation)];
  return { x: at.x + step.x, y: at.y + step.y };
}

/** The squares a tile of this type covers with its first half at `at`: one, or two for a double tile. */
export function squaresOf(type: TileType, at: Position, rotation: Rotation): Position[] {
  return type.double ? [{ x: at.x, y: at.y }, partnerSquare(at, rotation)] : [{ x: at.x, y: at.y }];
}

/** The squares this turn's tile covers (none before it is placed): the placed square, and its partner's. */
export function placedSquares(state: GameState): Position[] {
  const at = state.turn.placed;
  const placed = at && tileAt(state.board, at.x, at.y);
  if (!at || !placed) return [];
  const type = findTileType(placed.tile);
  return type ? squaresOf(type, at, at.rotation) : [{ x: at.x, y: at.y }];
}

/** The other half of a placed half of a double tile, or undefined for an ordinary tile. */
export function otherHalf(state: GameState, placed: PlacedTile): PlacedTile | undefined {
  const type = findTileType(placed.tile);
  if (type?.double) {
    const at = partnerSquare(placed, placed.rotation);
    return tileAt(state.board, at.x, at.y);
  }
  if (type?.halfOf) {
    // the first half lies on the side opposite the partner side, turned with the tile
    const step = STEP[rotateEdge(PARTNER_SIDE, placed.rotation)];
    return tileAt(state.board, placed.x - step.x, placed.y - step.y);
  }
  return undefined;
}

/** The squares around a group of squares (touching one of them at a side or a corner), not in it. */
export function ringAround(squares: readonly Position[]): Position[] {
  const ring: Position[] = [];
  for (const square of squares) {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const x = square.x + dx;
        const y = square.y + dy;
        if (!holds(squares, x, y) && !holds(ring, x, y)) ring.push({ x, y });
      }
    }
  }
  return ring;
}

/** Whether (x, y) is one of the squares (not a closure in ringAround: esbuild's keepNames names one at every call). */
function holds(squares: readonly Position[], x: number, y: number): boolean {
  for (const s of squares) if (s.x === x && s.y === y) return true;
  return false;
}
