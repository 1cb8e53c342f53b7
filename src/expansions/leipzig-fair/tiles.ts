// The Leipzig Fair: four double tiles, the quarters of Leipzig, which lie together as the start instead of
// the start tile (classic-and-all-expansions.md §41). The rule text names no tile's layout and the
// reference facts have no file for them: the layout below is our reconstruction (see README, Sources).
//
// Leipzig lies over eight squares, four wide and two high, from the start position (0, 0) east and south.
// The four inner squares are the walled city; each quarter's other half carries its road out of a city
// gate: west (Francofortum), north (Stettinum), east (Vratislavia) and south (Roma). Every quarter is a
// double tile whose second half lies east of its first as printed (double-tiles.ts), so all four lie at
// rotation 0:
//
//     x:  0          1         2         3
//   y0:   LZ1 road → LZ1.2 ▣   LZ2 ▣   ← LZ2.2 road (turns north)
//   y1:   LZ3 road → LZ3.2 ▣   LZ4 ▣   ← LZ4.2 road
//        (turns south)
//
// The city itself is no feature (nobody builds on it or stands in it, as in the Count's city of
// Carcassonne): the inner squares show only the roads' last stretch to the gate and the fields along the
// wall, which carry the engine's COMPLETED_CITY_MARK, so every field along Leipzig's wall counts one
// completed city (the section's note). The edges between the inner squares show nothing but, on the
// outer half of the north and south ones, the field running on along the wall: four fields lie round
// Leipzig, one between each two roads.
//
// Each quarter's road runs over both its halves: the road half carries the mark LEIPZIG_ROAD once, so a
// road's `marks` count the quarters it runs through (each such double tile counts as one road tile).
import { COMPLETED_CITY_MARK } from '../../engine/fields';
import { defineTile, field, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

export const LEIPZIG = 'leipzig-fair';
/** On the road part of each quarter's road half: the road touches Leipzig, once a quarter. */
export const LEIPZIG_ROAD = 'leipzig-road';
/** The tile symbol naming the quarter a double tile shows, on its first half. */
export const QUARTER_SYMBOL = 'leipzig-quarter';

export const QUARTERS = ['wagoners', 'minters', 'bookbinders', 'tanners'] as const;
export type Quarter = (typeof QUARTERS)[number];

const gateRoad = (edges: string) => road(edges, { [LEIPZIG_ROAD]: 1 });
/** A field along Leipzig's wall: it borders the city, which counts as completed. */
const wall = (halfEdges: string) => ({ ...field(halfEdges), marks: { [COMPLETED_CITY_MARK]: 1 } });

type Drafts = Parameters<typeof defineTile>[3];

function quarterTile(n: number, quarter: Quarter, first: Drafts, second: Drafts): TileType[] {
  const id = `LZ${n}`;
  const partner = `${id}.2`;
  return [
    { ...defineTile(id, `LZ/${n}a`, LEIPZIG, first, { [QUARTER_SYMBOL]: quarter }), double: { partner } },
    { ...defineTile(partner, `LZ/${n}b`, LEIPZIG, second), halfOf: id },
  ];
}

export const LEIPZIG_TILES: TileType[] = [
  // west: the Wagoners; the road leaves west (Francofortum), straight into the gate
  ...quarterTile(
    1,
    'wagoners',
    [gateRoad('W E'), field('WR NL NR EL'), field('WL SR SL ER')],
    [road('W'), wall('WR NL NR EL'), wall('WL')],
  ),
  // north: the Minters; the road leaves the gate east and turns north (Stettinum)
  ...quarterTile(
    2,
    'minters',
    [road('E'), wall('WR NL NR EL'), wall('ER')],
    [gateRoad('W N'), field('WR NL'), field('NR EL ER SL SR WL')],
  ),
  // south: the Tanners; the road leaves the gate west and turns south (Roma)
  ...quarterTile(
    3,
    'tanners',
    [gateRoad('E S'), field('ER SL'), field('SR WL WR NL NR EL')],
    [road('W'), wall('WR'), wall('WL SR SL ER')],
  ),
  // east: the Bookbinders; the road leaves east (Vratislavia), straight out of the gate
  ...quarterTile(
    4,
    'bookbinders',
    [road('E'), wall('EL'), wall('WL SR SL ER')],
    [gateRoad('W E'), field('WR NL NR EL'), field('WL SR SL ER')],
  ),
];

/** The start tile (the Wagoners' first half): the other quarters lie beside it. */
export const LEIPZIG_START = 'LZ1';

/** Where each other quarter's first half lies from the start tile (their second halves come with them). */
export const LEIPZIG_LAYOUT: { tile: string; x: number; y: number }[] = [
  { tile: 'LZ2', x: 2, y: 0 },
  { tile: 'LZ3', x: 0, y: 1 },
  { tile: 'LZ4', x: 2, y: 1 },
];

const LEIPZIG_TILE_IDS: ReadonlySet<string> = new Set(LEIPZIG_TILES.map((t) => t.id));
/** Whether a tile is a half of a Leipzig quarter. */
export const isLeipzigTile = (id: string) => LEIPZIG_TILE_IDS.has(id);

/** The city squares of Leipzig from the start tile, west to east and north to south, by quarter. */
export const QUARTER_SQUARE: Record<Quarter, { x: number; y: number }> = {
  wagoners: { x: 1, y: 0 },
  minters: { x: 2, y: 0 },
  tanners: { x: 1, y: 1 },
  bookbinders: { x: 2, y: 1 },
};
