// The Tower: 18 tiles (17 types), each with a tower foundation, written from the reference facts in
// shared/reference/jcz-tile-definitions/tower.xml. Our ids number the types in the reference file's
// order (TO1–TO17); a G suffix is the later edition's copy with a garden (set tower:2), as in base.ts.
//
// The foundation is a feature of its own kind, 'tower', listed first: it never joins another tile's
// feature and never scores; a follower finishing the tower stands on it, so anything that removes the
// figures of a tile (the dragon, another tower) removes that follower too.
//
// Tiles worth a second look:
// - TO8 a road on a bridge over a city: the city runs W–E under it, and the road splits the fields on
//   both sides into two (four fields, each bordering the city);
// - TO17 a three-sided city with a pennant and a separate city cap, around a field that touches no edge.

import { city, defineTile, field, garden, monastery, road } from '../../engine/tiles/define';
import type { TileFeature, TileType } from '../../engine/types';

/** The feature kind of a tower foundation (and of the tower built on it). */
export const TOWER_FEATURE = 'tower';

const foundation = (): TileFeature => ({ kind: TOWER_FEATURE });

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, 'tower', [foundation(), ...features]);

const ALL_FIELD = 'NL NR EL ER SL SR WL WR';

export const TOWER_TILES: TileType[] = [
  tile('TO1', 'TO/C', [city('N'), field('WL WR SL SR EL ER', 'N')]),
  tile('TO2', 'TO/F', [field(ALL_FIELD)]),
  tile('TO2G', 'TO/FG', [garden(), field(ALL_FIELD)]),
  tile('TO3', 'TO/L', [monastery(), field(ALL_FIELD)]),
  tile('TO4', 'TO/RR', [road('W'), road('S'), field('WR NL NR EL ER SL'), field('WL SR')]),
  tile('TO4G', 'TO/RRG', [garden(), road('W'), road('S'), field('WR NL NR EL ER SL'), field('WL SR')]),
  tile('TO5', 'TO/RRR', [road('W'), road('N'), road('E'), field('WR NL'), field('NR EL'), field('ER SL SR WL')]),
  tile('TO6', 'TO/RrRr.2', [road('N W'), road('S E'), field('NL WR'), field('SL ER'), field('NR EL SR WL')]),
  tile('TO7', 'TO/RRRR.1', [
    road('N'),
    road('E'),
    road('S'),
    road('W'),
    field('WR NL'),
    field('NR EL'),
    field('ER SL'),
    field('SR WL'),
  ]),
  tile('TO8', 'TO/CRcr', [
    road('N S'),
    city('W E'),
    field('NL', 'W'),
    field('NR', 'W'),
    field('SL', 'W'),
    field('SR', 'W'),
  ]),
  tile('TO9', 'TO/CFR', [city('N'), road('S'), field('WL WR SR', 'N'), field('EL ER SL', 'N')]),
  tile('TO10', 'TO/RrC', [road('S W'), city('N'), field('WR EL ER SL', 'N'), field('WL SR')]),
  tile('TO11', 'TO/RCr', [city('N'), road('W E'), field('WR', 'N'), field('EL', 'N'), field('WL SL SR ER')]),
  tile('TO12', 'TO/Cc', [city('N W'), field('SL SR EL ER', 'N')]),
  tile('TO13', 'TO/CcR!', [road('E'), city('N W'), field('EL', 'N'), field('ER', 'N'), field('SL SR', 'N')]),
  tile('TO14', 'TO/CC.2', [city('N'), city('W'), field('EL ER SL SR', 'N W')]),
  tile('TO15', 'TO/CRCr.2', [road('W E'), city('N'), city('S'), field('WR EL', 'N'), field('ER WL', 'S')]),
  tile('TO16', 'TO/CccR', [road('S'), city('N W E'), field('SL', 'N'), field('SR', 'N')]),
  tile('TO17', 'TO/CccC+', [city('N W E', 1), city('S'), field('inner', 'W S')]),
];

/** Tile types that carry a tower foundation: all of this module's. */
export const TOWER_TILE_IDS: ReadonlySet<string> = new Set(TOWER_TILES.map((t) => t.id));

/** The first edition (reference set tower:1): TO1 twice, every other plain type once. */
export const TOWER_SET: Record<string, number> = Object.fromEntries(
  TOWER_TILES.filter((t) => !t.id.endsWith('G')).map((t) => [t.id, t.id === 'TO1' ? 2 : 1]),
);

/** The garden edition (reference set tower:2): TO2 and TO4 carry a garden. */
export const TOWER_GARDEN_SET: Record<string, number> = Object.fromEntries(
  Object.entries(TOWER_SET).map(([id, count]) => [id === 'TO2' || id === 'TO4' ? `${id}G` : id, count]),
);
