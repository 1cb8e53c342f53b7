// Every tile type any rule module knows, looked up by our id or by its reference id. The look-up is
// built on first use, and again after the installed expansions change.
import { ALL_MODULES, onInstall, type Rules } from './modules/registry';
import { type OrientedTile, orientations } from './tiles/oriented';
import type { PlacedTile, TileType } from './types';

const byId = new Map<string, TileType>();
const byRef = new Map<string, TileType>();
onInstall(() => {
  byId.clear();
  byRef.clear();
  turnsById.clear();
});

function indexTiles() {
  for (const module of ALL_MODULES) {
    for (const tile of module.tiles ?? []) {
      byId.set(tile.id, tile);
      // the first tile of a reference id keeps it (a tile's `asPortals` type prints the same tile)
      if (!byRef.has(tile.ref)) byRef.set(tile.ref, tile);
    }
  }
}

/** The tile type with this id or reference id, or undefined. */
export function findTileType(idOrRef: string): TileType | undefined {
  if (!byId.size) indexTiles();
  return byId.get(idOrRef) ?? byRef.get(idOrRef);
}

export function tileType(id: string): TileType {
  const type = findTileType(id);
  if (!type) throw new Error(`unknown tile type ${id}`);
  return type;
}

export function allTileTypes(): TileType[] {
  if (!byId.size) indexTiles();
  return [...byId.values()];
}

const turnsById = new Map<string, OrientedTile[]>();

/** A placed tile as it lies (looked up by id in one step: this runs for every neighbour of every tile). */
export function orientedOf(placed: PlacedTile): OrientedTile {
  let turns = turnsById.get(placed.tile);
  if (!turns) {
    turns = orientations(tileType(placed.tile));
    turnsById.set(placed.tile, turns);
  }
  return turns[placed.rotation / 90] as OrientedTile;
}

/**
 * The tile type a game with these rules plays for a tile id: its `asPortals` type where a module pairs
 * open ends itself (tunnel tokens), else the tile itself.
 */
export function playedAs(rules: Rules, id: string): string {
  if (!rules.modules.some((m) => m.pairsOpenEnds)) return id;
  return findTileType(id)?.asPortals ?? id;
}
