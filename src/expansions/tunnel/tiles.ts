// The Tunnel: 4 tiles, one of each, written from the reference facts in
// shared/reference/jcz-tile-definitions/tunnel.xml (set tunnel). Our ids number them in the reference
// file's order (TU1–TU4). A road marked tunnel="yes" there runs from its edge into a tunnel portal on the
// tile: its portal is an open end (openEnds: 1), so the road is unfinished until a pair of tunnel tokens
// joins that portal to another one.
//
// Tiles worth a second look: TU1 and TU4 three portal roads (TU4's fourth road, north, ends at the
// tile's middle as usual); TU2 two portal roads on either side of a city cap; TU3 two portal roads at a
// corner, the small field between them.
import { city, defineTile, field, road } from '../../engine/tiles/define';
import type { TileFeature, TileType } from '../../engine/types';

/** A road from `edge` into a tunnel portal on the tile. */
const portalRoad = (edge: string): TileFeature => ({ ...road(edge), openEnds: 1 });

/** The tiles carry the symbol the board draws their portals by. */
export const TUNNEL_SYMBOL = 'tunnel';

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, 'tunnel', features, { [TUNNEL_SYMBOL]: true });

export const TUNNEL_TILES: TileType[] = [
  tile('TU1', 'TU/CRRR', [
    city('N'),
    portalRoad('W'),
    portalRoad('E'),
    portalRoad('S'),
    field('WR EL', 'N'),
    field('ER SL'),
    field('SR WL'),
  ]),
  tile('TU2', 'TU/RCR', [city('N'), portalRoad('W'), portalRoad('E'), field('WR EL', 'N'), field('ER SL SR WL')]),
  tile('TU3', 'TU/RR', [portalRoad('E'), portalRoad('S'), field('SR WL WR NL NR EL'), field('ER SL')]),
  tile('TU4', 'TU/RRRR', [
    road('N'),
    portalRoad('W'),
    portalRoad('E'),
    portalRoad('S'),
    field('WR NL NR EL'),
    field('ER SL'),
    field('SR WL'),
  ]),
];

export const TUNNEL_SET: Record<string, number> = Object.fromEntries(TUNNEL_TILES.map((t) => [t.id, 1]));

/**
 * Whether a feature of a tile type is a road into a tunnel portal: a road's open end (another expansion's
 * open end on a city, like Hills & Sheep's city side, is no portal).
 */
export const isPortal = (type: TileType, feature: number) =>
  type.features[feature]?.kind === 'road' && (type.features[feature]?.openEnds ?? 0) > 0;
