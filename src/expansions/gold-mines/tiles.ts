// Gold Mines: 8 tiles with the gold symbol, one of each, written from the reference facts in
// shared/reference/jcz-tile-definitions/goldmines.xml. Our ids number the types in the reference file's
// order (GO1–GO8). The gold symbol belongs to the tile as a whole: symbols { gold: true }.
//
// Tiles worth a second look:
// - GO1–GO4 a monastery beside a curved road or city (GO4: two curved roads, the field between them
//   runs round the monastery from one corner to the other);
// - GO7 a road north–south under a city running west–east: no junction, four fields, each by the city;
// - GO8 a bridge: one road north–south over another west–east, no junction, four fields.

import { city, defineTile, field, monastery, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

export const GOLD_SYMBOL = 'gold';

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, 'gold-mines', features, { [GOLD_SYMBOL]: true });

export const GOLD_TILES: TileType[] = [
  tile('GO1', 'GO/LRr', [monastery(), road('E S'), field('NL NR EL SR WL WR'), field('ER SL')]),
  tile('GO2', 'GO/LCc', [monastery(), city('N W'), field('SL SR EL ER', 'N')]),
  tile('GO3', 'GO/LCcRr', [monastery(), road('E S'), city('N W'), field('EL SR', 'N'), field('ER SL')]),
  tile('GO4', 'GO/LRrRr', [
    monastery(),
    road('N E'),
    road('S W'),
    field('NR EL'),
    field('SR WL'),
    field('WR NL ER SL'),
  ]),
  tile('GO5', 'GO/RrRr', [road('N W'), road('S E'), field('NL WR'), field('SL ER'), field('NR EL SR WL')]),
  tile('GO6', 'GO/CcRr', [road('E S'), city('N W'), field('EL SR', 'N'), field('ER SL')]),
  tile('GO7', 'GO/CRcr', [
    road('N S'),
    city('W E'),
    field('NL', 'W'),
    field('NR', 'W'),
    field('SL', 'W'),
    field('SR', 'W'),
  ]),
  tile('GO8', 'GO/RRrr.X', [road('N S'), road('W E'), field('WR NL'), field('NR EL'), field('ER SL'), field('SR WL')]),
];

export const GOLD_SET: Record<string, number> = Object.fromEntries(GOLD_TILES.map((t) => [t.id, 1]));
