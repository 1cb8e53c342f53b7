// Ferries: 8 lake tiles, written from the reference facts in
// shared/reference/jcz-tile-definitions/ferries.xml. Each road on a lake tile is a feature of its own that
// ends at the lake (the reference lists one <road> per edge); a ferry later joins two of them. The lake
// itself is a feature nobody stands on, so the renderer draws it on every copy of the tile.
//
// Our ids: F + what lies around the lake: FC3 a city and three roads, F3 three roads, F4 four roads.

import { city, defineTile, field, road } from '../../engine/tiles/define';
import type { TileFeature, TileType } from '../../engine/types';

export const MODULE = 'ferries';
export const LAKE = 'lake';

const lake = (): TileFeature => ({ kind: LAKE });

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, MODULE, features);

export const FERRY_TILES: TileType[] = [
  tile('FC3', 'FR/CRRR', [
    city('N'),
    road('W'),
    road('S'),
    road('E'),
    field('WR EL', 'N'),
    field('ER SL'),
    field('SR WL'),
    lake(),
  ]),
  tile('F3', 'FR/RRR', [road('W'), road('S'), road('E'), field('WR NL NR EL'), field('ER SL'), field('SR WL'), lake()]),
  tile('F4', 'FR/RRRR', [
    road('N'),
    road('W'),
    road('S'),
    road('E'),
    field('WR NL'),
    field('NR EL'),
    field('ER SL'),
    field('SR WL'),
    lake(),
  ]),
];

/** The Big Box's 8 lake tiles (§15.9), as the reference set counts them. */
export const FERRY_SET: Record<string, number> = { FC3: 3, F3: 4, F4: 1 };

const LAKE_TILE_IDS = new Set(FERRY_TILES.map((t) => t.id));
const BY_ID = new Map(FERRY_TILES.map((t) => [t.id, t]));

/** The lake tile type with this id, or undefined for any other tile. */
export const lakeTile = (id: string): TileType | undefined => (LAKE_TILE_IDS.has(id) ? BY_ID.get(id) : undefined);

/** The road features of a lake tile (indices into its features), in feature order. */
export const roadSegments = (type: TileType): number[] =>
  type.features.flatMap((feature, index) => (feature.kind === 'road' ? [index] : []));
