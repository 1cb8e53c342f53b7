// King & Robber Baron: 5 land tiles, one of each, written from the reference facts in
// shared/reference/jcz-tile-definitions/king_and_robber.xml. Our ids number them in the reference file's
// order (KR1–KR5); KR2G is the later edition's copy of KR2 with a garden (set king-and-robber:2).
//
// Tiles worth a second look:
// - KR2, KR3 a road ending at the city's foot on the west: the field north of it is a field of its own;
// - KR4 a city corner with two roads ending at it, one south and one east: four separate fields, each
//   bordering the city;
// - KR5 two separate cities, one west–east and one north–south, crossing without joining, with two small
//   fields between their walls that touch no edge, each bordering both cities.

import { city, defineTile, field, garden, monastery, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, 'king-robber', features);

export const KING_ROBBER_TILES: TileType[] = [
  tile('KR1', 'KR/LC', [monastery(), city('N'), field('EL ER SL SR WL WR', 'N')]),
  tile('KR2', 'KR/RC', [road('W'), city('N'), field('WR', 'N'), field('EL ER SL SR WL', 'N')]),
  tile('KR3', 'KR/CRrR', [road('W'), road('S E'), city('N'), field('WR', 'N'), field('EL SR WL', 'N'), field('SL ER')]),
  tile('KR4', 'KR/CcRR!', [
    road('S'),
    road('E'),
    city('N W'),
    field('SR', 'N'),
    field('SL', 'N'),
    field('ER', 'N'),
    field('EL', 'N'),
  ]),
  tile('KR5', 'KR/CCcc', [city('W E'), city('N S'), field('inner', 'N W'), field('inner', 'N W')]),
  tile('KR2G', 'KR/RCG', [garden(), road('W'), city('N'), field('WR', 'N'), field('EL ER SL SR WL', 'N')]),
];

/** The first edition (set king-and-robber:1). */
export const KING_ROBBER_SET: Record<string, number> = { KR1: 1, KR2: 1, KR3: 1, KR4: 1, KR5: 1, KR2G: 0 };
/** The later edition (set king-and-robber:2): KR2 with a garden. */
export const KING_ROBBER_GARDEN_SET: Record<string, number> = { ...KING_ROBBER_SET, KR2: 0, KR2G: 1 };
