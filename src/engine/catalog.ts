// Every tile type any rule module knows, looked up by our id or by its reference id. The look-up is
// built on first use, and again after the installed expansions change.
import { ALL_MODULES, onInstall, type Rules } from './modules/registry';
import { JOINED_MARK, joinedHalvesType } from './tiles/joined-halves';
import { type OrientedTile, orientations } from './tiles/oriented';
import type { PlacedTile, TileType } from './types';

const byId = new Map<string, TileType>();
const byRef = new Map<string, TileType>();
// types derived in play (a bridged tile), kept apart: they are no tiles of any set (allTileTypes)
const derived = new Map<string, TileType>();
onInstall(() => {
  byId.clear();
  byRef.clear();
  derived.clear();
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

/** Between a tile's id and a variant's name in the id of a type derived from it (RuleModule.tileVariant). */
export const VARIANT_MARK = '~';

/** The tile type with this id or reference id, or undefined. */
export function findTileType(idOrRef: string): TileType | undefined {
  if (!byId.size) indexTiles();
  return byId.get(idOrRef) ?? byRef.get(idOrRef) ?? derivedType(idOrRef);
}

/** A type derived in play from a tile ("<tile id>~<variant>"), made by the module that names the variant. */
function derivedType(id: string): TileType | undefined {
  const mark = id.indexOf(VARIANT_MARK);
  if (mark < 0) return undefined;
  const known = derived.get(id);
  if (known) return known;
  const base = byId.get(id.slice(0, mark));
  if (!base) return undefined;
  // a square two half tiles fill ("<first>~+<second>", half-tiles.ts): the engine's own variant
  if (id[mark + 1] === JOINED_MARK) {
    const second = byId.get(id.slice(mark + 2));
    if (!base.half || !second?.half) return undefined;
    const made = joinedHalvesType(id, base, second);
    derived.set(id, made);
    return made;
  }
  for (const module of ALL_MODULES) {
    const made = module.tileVariant?.(base, id.slice(mark + 1));
    if (made) {
      derived.set(id, made);
      return made;
    }
  }
  return undefined;
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
  const id = placed.as ?? placed.tile;
  let turns = turnsById.get(id);
  if (!turns) {
    turns = orientations(tileType(id));
    turnsById.set(id, turns);
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
