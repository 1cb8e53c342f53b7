// Castles in Germany: six double tiles, each a German castle over two squares (double-tiles.ts in the
// engine). The rule text (classic-and-all-expansions.md §37) names no tile's layout and the reference
// facts have no file for them: the layouts below are our reconstruction (see README, Sources). Each
// castle is two tile types: the first half (id GKn) and the second (GKn.2), east of it as printed.
//
// The castle is feature 0 of each half. It touches the edge between the halves (the first half's E, the
// second's W), an edge kind no other tile shows, so the two halves' castles join into one feature over
// two squares. The fields north and south of the castle run on across that edge (its half-edges), as on
// the printed tile; every road and city on a castle tile ends at the castle.
import { city, defineTile, field, road } from '../../engine/tiles/define';
import type { TileFeature, TileType } from '../../engine/types';

export const GERMAN_CASTLES = 'german-castles';
/** The feature kind of the castle, where a follower stands as the castle lord. */
export const CASTLE = 'german-castle';
/** The tile symbol naming a castle tile's picture (which castle), on its first half. */
export const CASTLE_SYMBOL = 'german-castle';
/** The castle is always the first feature of each half. */
export const CASTLE_FEATURE = 0;

const castle = (edge: 'E' | 'W'): TileFeature => ({ kind: CASTLE, edges: [edge] });

type Drafts = Parameters<typeof defineTile>[3];

/** A castle's two halves: `first` and `second` list each half's features besides the castle. */
function castleTile(n: number, picture: string, first: Drafts, second: Drafts): TileType[] {
  const id = `GK${n}`;
  const partner = `${id}.2`;
  // the picture's name (and its crown plate) on the first half only: one plate a castle
  const symbols = { [CASTLE_SYMBOL]: picture };
  return [
    { ...defineTile(id, `GK/${n}a`, GERMAN_CASTLES, [castle('E'), ...first], symbols), double: { partner } },
    { ...defineTile(partner, `GK/${n}b`, GERMAN_CASTLES, [castle('W'), ...second]), halfOf: id },
  ];
}

// the first half's outer sides are N, W and S; the second's N, E and S
export const GERMAN_CASTLE_TILES: TileType[] = [
  // a road into the castle from each end
  ...castleTile(
    1,
    'eltz',
    [road('W'), field('WR NL NR EL'), field('WL SR SL ER')],
    [road('E'), field('WR NL NR EL'), field('WL SR SL ER')],
  ),
  // a road from the west; a city to the north-east and a road from the east
  ...castleTile(
    2,
    'wartburg',
    [road('W'), field('WR NL NR EL'), field('WL SR SL ER')],
    [city('N'), road('E'), field('WR EL', 'N'), field('WL SR SL ER')],
  ),
  // a city to the north-west, roads from the south on both halves
  ...castleTile(
    3,
    'hohenzollern',
    [city('N'), road('S'), field('WR WL SR EL', 'N'), field('SL ER')],
    [road('S'), field('WR NL NR EL ER SL'), field('WL SR')],
  ),
  // roads from the west and the south-west, from the north-east and the east
  ...castleTile(
    4,
    'neuschwanstein',
    [road('W'), road('S'), field('WR NL NR EL'), field('WL SR'), field('SL ER')],
    [road('N'), road('E'), field('WR NL'), field('NR EL'), field('WL SR SL ER')],
  ),
  // a city at each end
  ...castleTile(
    5,
    'marksburg',
    [city('W'), field('NL NR EL', 'W'), field('SR SL ER', 'W')],
    [city('E'), field('WR NL NR', 'E'), field('WL SR SL', 'E')],
  ),
  // roads from the north-west, the west and the south-west; a city to the east
  ...castleTile(
    6,
    'heidelberg',
    [road('N'), road('W'), road('S'), field('WR NL'), field('NR EL'), field('WL SR'), field('SL ER')],
    [city('E'), field('WR NL NR', 'E'), field('WL SR SL', 'E')],
  ),
];

/** The castles players are dealt: the first halves (the second comes with each). */
export const CASTLES = GERMAN_CASTLE_TILES.filter((t) => t.double).map((t) => t.id);

const CASTLE_TILE_IDS = new Set(GERMAN_CASTLE_TILES.map((t) => t.id));
/** Whether a tile is a half of a castle. */
export const isCastleTile = (id: string) => CASTLE_TILE_IDS.has(id);
