// Inns & Cathedrals: 18 tiles (17 types), written from the reference facts in
// shared/reference/jcz-tile-definitions/inns_and_cathedrals.xml. Our ids number the types in the
// reference file's order (IC1–IC17); a G suffix is the later edition's copy with a garden, as in base.ts.
//
// Tiles worth a second look:
// - IC3 four separate city caps around a field that touches no edge ('inner'), bordering all four;
// - IC5 a road crossing between two city caps: the two short paths up to the cities are no roads (no
//   highwayman may stand there), they only split the fields, so the tile has two road ends and four fields;
// - IC7 a city cap whose fields are split by a line printed across the field ("the field ends here");
//   its city may not become a castle (Bridges, Castles & Bazaars), recorded as the mark noCastle;
// - IC14 a T-junction with an inn: the reference prints it beside the east road; the current edition
//   puts it between the west and east roads, which both count it (mark sharedInn, option crossroadsInn).

import { city, defineTile, field, garden, monastery, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, 'inns-cathedrals', features);

const INN = { inn: true };

export const IC_TILES: TileType[] = [
  tile('IC1', 'IC/Cccc.c', [city('N W S E', 0, { cathedral: true })]),
  tile('IC2', 'IC/LRFR', [monastery(), road('W'), road('E'), field('ER SL SR WL'), field('EL NL NR WR')]),
  tile('IC3', 'IC/CCCC', [city('N'), city('W'), city('E'), city('S'), field('inner', 'N W E S')]),
  tile('IC4', 'IC/CCC', [city('N'), city('W'), city('E'), field('SL SR', 'N W E')]),
  tile('IC5', 'IC/CRCR', [
    city('N'),
    city('S'),
    road('W'),
    road('E'),
    field('ER', 'S'),
    field('WL', 'S'),
    field('EL', 'N'),
    field('WR', 'N'),
  ]),
  tile('IC6', 'IC/CCc+', [city('N W', 1), city('S'), field('EL ER', 'N S')]),
  tile('IC7', 'IC/C!', [city('N', 0, { noCastle: true }), field('EL ER', 'N'), field('WL WR SL SR', 'N')]),
  tile('IC8', 'IC/CFR', [city('N'), road('S'), field('WL WR SR', 'N'), field('EL ER SL', 'N')]),
  tile('IC9', 'IC/CcR', [city('N W'), road('E'), field('EL', 'W'), field('ER SL SR', 'W')]),
  tile('IC10', 'IC/CRcR+', [
    city('E W', 1),
    road('N'),
    road('S'),
    field('NL', 'W'),
    field('NR', 'W'),
    field('SL', 'W'),
    field('SR', 'W'),
  ]),
  tile('IC11', 'IC/RCc.i', [city('N W'), road('S', INN), field('SR', 'W'), field('SL EL ER', 'W')]),
  tile('IC12', 'IC/RrC.i', [city('N'), road('W S', INN), field('SR WL'), field('WR EL ER SL', 'N')]),
  tile('IC13', 'IC/CcRr+.i', [city('N W', 1), road('E S', INN), field('SL ER'), field('SR EL', 'N')]),
  tile('IC14', 'IC/RRR.i', [
    road('E', INN),
    road('W', { sharedInn: true }),
    road('S'),
    field('WR NL NR EL'),
    field('WL SR'),
    field('ER SL'),
  ]),
  tile('IC15', 'IC/RFr.i', [road('W E', INN), field('WR NL NR EL'), field('ER SL SR WL')]),
  tile('IC16', 'IC/Rr.i', [road('W S', INN), field('WR NL NR EL ER SL'), field('SR WL')]),
  tile('IC17', 'IC/RrRr', [road('N W'), road('S E'), field('NL WR'), field('SL ER'), field('NR EL SR WL')]),
  // the later edition prints a garden on two of them (set inns-and-cathedrals:2)
  tile('IC3G', 'IC/CCCCG', [garden(), city('N'), city('W'), city('E'), city('S'), field('inner', 'N W E S')]),
  tile('IC15G', 'IC/RFr.iG', [garden(), road('W E', INN), field('WR NL NR EL'), field('ER SL SR WL')]),
];

/** As first published (reference set inns-and-cathedrals:1): 18 tiles, the cathedral twice. */
export const IC_SET: Record<string, number> = {
  IC1: 2,
  IC2: 1,
  IC3: 1,
  IC4: 1,
  IC5: 1,
  IC6: 1,
  IC7: 1,
  IC8: 1,
  IC9: 1,
  IC10: 1,
  IC11: 1,
  IC12: 1,
  IC13: 1,
  IC14: 1,
  IC15: 1,
  IC16: 1,
  IC17: 1,
};

/** The later edition (set inns-and-cathedrals:2): the same 18, two of them with a garden. */
export const IC_GARDEN_SET: Record<string, number> = { ...IC_SET, IC3: 0, IC3G: 1, IC15: 0, IC15G: 1 };
