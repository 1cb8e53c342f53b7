// Every tile type any rule module knows, looked up by our id or by its reference id.
import { ALL_MODULES } from './modules/registry';
import { orientedTile } from './tiles/oriented';
import type { PlacedTile, TileType } from './types';

const byId = new Map<string, TileType>();
const byRef = new Map<string, TileType>();
for (const module of ALL_MODULES) {
  for (const tile of module.tiles ?? []) {
    byId.set(tile.id, tile);
    byRef.set(tile.ref, tile);
  }
}

/** The tile type with this id or reference id, or undefined. */
export function findTileType(idOrRef: string): TileType | undefined {
  return byId.get(idOrRef) ?? byRef.get(idOrRef);
}

export function tileType(id: string): TileType {
  const type = findTileType(id);
  if (!type) throw new Error(`unknown tile type ${id}`);
  return type;
}

export const allTileTypes = (): TileType[] => [...byId.values()];

export const orientedOf = (placed: PlacedTile) => orientedTile(tileType(placed.tile), placed.rotation);
