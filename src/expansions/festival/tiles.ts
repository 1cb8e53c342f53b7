// The Festival: 10 tiles with the jubilee symbol, one of each, written from the reference facts in
// shared/reference/jcz-tile-definitions/festival.xml (set festival). Our ids number them in the reference
// file's order (FE1–FE10). The symbol belongs to the tile as a whole: symbols { festival: true }.
//
// Tiles worth a second look: FE1 a city west–east with a cap south of it, the field between them inner;
// FE5 two city caps and two road ends (no junction: each road ends at the tile's middle); FE7 a monastery
// with two roads ending at it.

import { city, defineTile, field, monastery, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

export const FESTIVAL_SYMBOL = 'festival';

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, 'festival', features, { [FESTIVAL_SYMBOL]: true });

export const FESTIVAL_TILES: TileType[] = [
  tile('FE1', 'FE/CCc', [city('W E'), city('S'), field('NL NR', 'W'), field('inner', 'W S')]),
  tile('FE2', 'FE/CcCc', [city('N W'), city('S E'), field('inner', 'N S')]),
  tile('FE3', 'FE/CFR', [city('N'), road('S'), field('WL WR SR', 'N'), field('EL ER SL', 'N')]),
  tile('FE4', 'FE/CR', [city('N'), road('E'), field('EL', 'N'), field('WL WR SL SR ER', 'N')]),
  tile('FE5', 'FE/CRCR', [
    city('N'),
    city('S'),
    road('W'),
    road('E'),
    field('ER', 'S'),
    field('WL', 'S'),
    field('EL', 'N'),
    field('WR', 'N'),
  ]),
  tile('FE6', 'FE/CRr', [road('E S'), city('N'), field('EL WL WR SR', 'N'), field('ER SL')]),
  tile('FE7', 'FE/LRR', [monastery(), road('S'), road('W'), field('WR NL NR EL ER SL'), field('WL SR')]),
  tile('FE8', 'FE/RC', [city('N'), road('W'), field('WR', 'N'), field('EL ER SL SR WL', 'N')]),
  tile('FE9', 'FE/RrC', [road('S W'), city('N'), field('WR EL ER SL', 'N'), field('WL SR')]),
  tile('FE10', 'FE/RrRr', [road('N W'), road('S E'), field('NL WR'), field('SL ER'), field('NR EL SR WL')]),
];

export const FESTIVAL_SET: Record<string, number> = Object.fromEntries(FESTIVAL_TILES.map((t) => [t.id, 1]));
