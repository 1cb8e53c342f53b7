// Flying Machines: 8 tiles, each with a flying machine printed on it, written from the reference facts
// in shared/reference/jcz-tile-definitions/flier.xml. The machine points straight (W) or diagonally (NW)
// in the tile's reference orientation; it turns with the tile. No tile carries a city or a monastery.
//
// Our ids: FL1–FL8 number the types in the reference file's order; FL1G is the later edition's copy of
// FL1 with a garden (set flier:2), as in base.ts.

import { defineTile, field, garden, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

/** The tile symbol naming the way the machine points, in the tile's reference orientation. */
export const FLIER_SYMBOL = 'flier';

const tile = (id: string, ref: string, direction: 'W' | 'NW', features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, 'flier', features, { [FLIER_SYMBOL]: direction });

const ALL_FIELD = 'NL NR SL SR WL WR EL ER';

export const FLIER_TILES: TileType[] = [
  tile('FL1', 'FL/F.d', 'NW', [field(ALL_FIELD)]),
  tile('FL1G', 'FL/F.dG', 'NW', [garden(), field(ALL_FIELD)]),
  tile('FL2', 'FL/F.o', 'W', [field(ALL_FIELD)]),
  tile('FL3', 'FL/RFr.d', 'NW', [road('W E'), field('WR NL NR EL'), field('ER SL SR WL')]),
  tile('FL4', 'FL/RFr.NS.o', 'W', [road('N S'), field('SR WL WR NL'), field('NR EL ER SL')]),
  tile('FL5', 'FL/RFr.WE.o', 'W', [road('W E'), field('WR NL NR EL'), field('ER SL SR WL')]),
  tile('FL6', 'FL/Rr.d', 'NW', [road('S E'), field('SR WL WR NL NR EL'), field('ER SL')]),
  tile('FL7', 'FL/Rr.NW.o', 'W', [road('N W'), field('WR NL'), field('NR EL ER SL SR WL')]),
  tile('FL8', 'FL/Rr.SW.o', 'W', [road('S W'), field('SR WL'), field('WR NL NR EL ER SL')]),
];

/** The first edition (reference set flier:1): one of each plain type. */
export const FLIER_SET: Record<string, number> = {
  FL1: 1,
  FL2: 1,
  FL3: 1,
  FL4: 1,
  FL5: 1,
  FL6: 1,
  FL7: 1,
  FL8: 1,
};

/** The garden edition (reference set flier:2): FL1 carries a garden. */
export const FLIER_GARDEN_SET: Record<string, number> = Object.fromEntries(
  Object.entries(FLIER_SET).map(([id, count]) => [id === 'FL1' ? 'FL1G' : id, count]),
);
