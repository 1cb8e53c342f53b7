// The School (compendium §22): two tiles that together show the school, never drawn: they are laid beside
// the start tile at setup. ASSUMED LANDSCAPE: the reference data has no school tiles and the picture is
// not described in the rules; from the rules ("6 roads lead to the school", fn 218 "the school acts like
// a junction", wikicarpedia "the two halves of the school fit together ... to the left or the right of the
// starting tile") each half carries three dead-end roads, one from each of its outer edges, ending at the
// school building, which straddles the edge the halves share. The grass north and south of the building
// runs across that shared edge (a schoolyard), so each yard is one field over both halves.
//
// Our ids: SC1 (the half on the west, roads west, north and south) and SC2 (the half on the east, roads
// north, east and south); reference ids SC/1 and SC/2 (our own: the reference set has none).
import { defineTile, field, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

export const SCHOOL = 'school';
/** The tile symbol of a school half: which half it is ('west' or 'east'), for the building's art. */
export const SCHOOL_SYMBOL = 'school';

export const WEST_HALF = 'SC1';
export const EAST_HALF = 'SC2';

export const SCHOOL_TILES: TileType[] = [
  // three roads end at the building on the east edge; the yard's grass runs on over that edge
  defineTile(
    WEST_HALF,
    'SC/1',
    SCHOOL,
    [road('W'), road('N'), road('S'), field('WR NL'), field('NR EL'), field('ER SL'), field('SR WL')],
    { [SCHOOL_SYMBOL]: 'west' },
  ),
  // the mirror image: the building on the west edge, roads north, east and south
  defineTile(
    EAST_HALF,
    'SC/2',
    SCHOOL,
    [road('N'), road('E'), road('S'), field('WR NL'), field('NR EL'), field('ER SL'), field('SR WL')],
    { [SCHOOL_SYMBOL]: 'east' },
  ),
];

/** The feature indices of the three school roads on each half (the roads listed first). */
export const SCHOOL_ROAD_FEATURES = [0, 1, 2] as const;

/** Roads that lead to the school: three on each half (compendium §22). */
export const SCHOOL_ROADS = 6;

export const SCHOOL_TILE_IDS: ReadonlySet<string> = new Set(SCHOOL_TILES.map((t) => t.id));
