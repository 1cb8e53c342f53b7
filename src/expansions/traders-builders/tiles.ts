// Traders & Builders: 24 tiles, written from the reference facts in
// shared/reference/jcz-tile-definitions/traders_and_builders.xml. Our ids number the types in the
// reference file's order (TB1–TB24); a G suffix is the later edition's copy with a garden, as in base.ts.
// A goods symbol is a city mark, { goods: 'wine' | 'grain' | 'cloth' }: 9 wine, 6 grain, 5 cloth.
//
// Tiles worth a second look:
// - TB3, TB4, TB6, TB14 a small field inside the city walls that touches no edge ('inner');
// - TB7, TB12, TB22 (a "!" in the reference id) a line across the field splits it once more than on
//   their look-alikes TB8, TB11, TB21; nothing stands on that line, the fields are simply separate;
// - TB20 a monastery where three roads end, splitting the field in three;
// - TB24 a bridge: one road runs west–east over the other running north–south, no junction, four fields.

import { city, defineTile, field, garden, monastery, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, 'traders-builders', features);

export const GOODS = ['wine', 'grain', 'cloth'] as const;
export type Good = (typeof GOODS)[number];

const goods = (good: Good) => ({ goods: good });

export const TB_TILES: TileType[] = [
  tile('TB1', 'TB/Cc.g', [city('N W', 0, goods('grain')), field('SL SR EL ER', 'N')]),
  tile('TB2', 'TB/Cc.w', [city('N W', 0, goods('wine')), field('SL SR EL ER', 'N')]),
  tile('TB3', 'TB/CCc.c', [city('W E', 0, goods('cloth')), city('S'), field('NL NR', 'W'), field('inner', 'W S')]),
  tile('TB4', 'TB/CCc.w', [city('W E', 0, goods('wine')), city('S'), field('NL NR', 'W'), field('inner', 'W S')]),
  tile('TB5', 'TB/Ccc.g', [city('N W E', 0, goods('grain')), field('SL SR', 'N')]),
  tile('TB6', 'TB/CcCC.c', [city('N W', 0, goods('cloth')), city('S'), city('E'), field('inner', 'N E S')]),
  tile('TB7', 'TB/CcRR!.c', [
    road('S'),
    road('E'),
    city('N W', 0, goods('cloth')),
    field('SR', 'N'),
    field('SL', 'N'),
    field('ER', 'N'),
    field('EL', 'N'),
  ]),
  tile('TB8', 'TB/CcRR.w', [
    city('N W', 0, goods('wine')),
    road('S'),
    road('E'),
    field('SR', 'N'),
    field('SL ER', 'N'),
    field('EL', 'N'),
  ]),
  tile('TB9', 'TB/CcRC.c', [
    city('N W', 0, goods('cloth')),
    city('S'),
    road('E'),
    field('EL', 'N'),
    field('ER', 'N S'),
  ]),
  tile('TB10', 'TB/CcRC.g', [
    city('N W', 0, goods('grain')),
    city('S'),
    road('E'),
    field('EL', 'N'),
    field('ER', 'N S'),
  ]),
  tile('TB11', 'TB/CcR.c', [city('N W', 0, goods('cloth')), road('E'), field('EL', 'N'), field('ER SL SR', 'N')]),
  tile('TB12', 'TB/CcR!.w', [
    road('E'),
    city('N W', 0, goods('wine')),
    field('EL', 'N'),
    field('ER', 'N'),
    field('SL SR', 'N'),
  ]),
  tile('TB13', 'TB/CccR.w', [city('N W E', 0, goods('wine')), road('S'), field('SR', 'N'), field('SL', 'N')]),
  tile('TB14', 'TB/CcCc.w', [city('N W', 0, goods('wine')), city('E S'), field('inner', 'N S')]),
  tile('TB15', 'TB/CFc.w', [city('W E', 0, goods('wine')), field('NL NR', 'W'), field('SL SR', 'W')]),
  tile('TB16', 'TB/CR', [city('N'), road('E'), field('EL', 'N'), field('WL WR SL SR ER', 'N')]),
  tile('TB17', 'TB/CRc.g', [
    city('W E', 0, goods('grain')),
    road('S'),
    field('NL NR', 'W'),
    field('SR', 'W'),
    field('SL', 'W'),
  ]),
  tile('TB18', 'TB/CRc.w', [
    city('W E', 0, goods('wine')),
    road('S'),
    field('NL NR', 'W'),
    field('SR', 'W'),
    field('SL', 'W'),
  ]),
  tile('TB19', 'TB/CRcR.w', [
    city('E W', 0, goods('wine')),
    road('N'),
    road('S'),
    field('NL', 'W'),
    field('NR', 'W'),
    field('SL', 'W'),
    field('SR', 'W'),
  ]),
  tile('TB20', 'TB/LRRR', [
    monastery(),
    road('E'),
    road('S'),
    road('W'),
    field('WR NL NR EL'),
    field('ER SL'),
    field('WL SR'),
  ]),
  tile('TB21', 'TB/RCc.g', [city('N W', 0, goods('grain')), road('S'), field('SR', 'N'), field('SL EL ER', 'N')]),
  tile('TB22', 'TB/RCc!.g', [
    road('S'),
    city('N W', 0, goods('grain')),
    field('SR', 'N'),
    field('SL', 'N'),
    field('EL ER', 'N'),
  ]),
  tile('TB23', 'TB/RRC', [city('N'), road('W'), road('S'), field('WR', 'N'), field('WL SR'), field('EL ER SL', 'N')]),
  tile('TB24', 'TB/RRrr', [road('N S'), road('W E'), field('WR NL'), field('NR EL'), field('ER SL'), field('SR WL')]),
  // the later edition prints a garden on two of them (set traders-and-builders:2)
  tile('TB8G', 'TB/CcRR.wG', [
    garden(),
    city('N W', 0, goods('wine')),
    road('S'),
    road('E'),
    field('SR', 'N'),
    field('SL ER', 'N'),
    field('EL', 'N'),
  ]),
  tile('TB11G', 'TB/CcR.cG', [
    garden(),
    city('N W', 0, goods('cloth')),
    road('E'),
    field('EL', 'N'),
    field('ER SL SR', 'N'),
  ]),
];

/** As first published (reference set traders-and-builders:1): 24 tiles, one of each type. */
export const TB_SET: Record<string, number> = Object.fromEntries(
  Array.from({ length: 24 }, (_, i) => [`TB${i + 1}`, 1]),
);

/** The later edition (set traders-and-builders:2): the same 24, two of them with a garden. */
export const TB_GARDEN_SET: Record<string, number> = { ...TB_SET, TB8: 0, TB8G: 1, TB11: 0, TB11G: 1 };
