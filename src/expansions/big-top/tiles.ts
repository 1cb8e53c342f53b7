// Under the Big Top: 20 tiles, written from the reference facts in
// shared/reference/jcz-tile-definitions/under_the_big_top.xml (its `<circus>` is our tent, its `<acrobats>`
// our acrobat spaces). Our ids: BTT1–BTT11 the tent tiles and BTA1–BTA5 the acrobat tiles, each in the
// reference file's order; BTT2G and BTA1G the later edition's copies with a garden (set under-the-big-top:2).
//
// A tent is printed on the tile as a whole (the `tent` symbol): no feature, so no figure stands on it; roads
// end there and fields part there, as the reference draws them. An acrobat tile's two acrobat spaces are
// one place of their own kind (`acrobats`, feature 0): the pyramid, where up to three followers stand.

import { byTileSet } from '../../engine/tile-set';
import { city, defineTile, field, garden, road } from '../../engine/tiles/define';
import type { TileFeature, TileType } from '../../engine/types';

export const BIG_TOP = 'big-top';
/** The symbol of a tent tile: the big top may stand on its tent space. */
export const TENT = 'tent';
/** The symbol of an acrobat tile, and the kind of its feature, the pyramid. */
export const ACROBATS = 'acrobats';
/** The pyramid is always the acrobat tile's first feature. */
export const PYRAMID_FEATURE = 0;

type Drafts = Parameters<typeof defineTile>[3];
const ALL_AROUND = 'NL NR EL ER SL SR WL WR';
const pyramid = (): TileFeature => ({ kind: ACROBATS });

const tent = (id: string, ref: string, features: Drafts) => defineTile(id, ref, BIG_TOP, features, { [TENT]: true });
const acrobats = (id: string, ref: string, features: Drafts) =>
  defineTile(id, ref, BIG_TOP, [pyramid(), ...features], { [ACROBATS]: true });

export const BIG_TOP_TILES: TileType[] = [
  acrobats('BTA1', 'BT/ffff.ac', [field(ALL_AROUND)]),
  acrobats('BTA1G', 'BT/ffff.g.ac', [garden(), field(ALL_AROUND)]),
  acrobats('BTA2', 'BT/ffrf.ac', [road('S'), field(ALL_AROUND)]),
  acrobats('BTA3', 'BT/ffrr.ac', [road('S'), road('W'), field('NL NR EL ER SL WR'), field('SR WL')]),
  acrobats('BTA4', 'BT/rfrf.ac', [road('S'), road('N'), field('NR EL ER SL'), field('NL SR WL WR')]),
  acrobats('BTA5', 'BT/rrrf.ac', [
    road('N'),
    road('E'),
    road('S'),
    field('SR WL WR NL'),
    field('NR EL'),
    field('ER SL'),
  ]),
  tent('BTT1', 'BT/ffrf.bt', [road('S'), field(ALL_AROUND)]),
  tent('BTT2', 'BT/frrf.bt', [road('E'), road('S'), field('NL NR EL SR WL WR'), field('ER SL')]),
  tent('BTT2G', 'BT/frrf.g.bt', [garden(), road('E'), road('S'), field('NL NR EL SR WL WR'), field('ER SL')]),
  tent('BTT3', 'BT/frfr.bt', [road('W'), road('E'), field('NL NR EL WR'), field('ER SL SR WL')]),
  tent('BTT4', 'BT/frrr.bt', [road('S'), road('W'), road('E'), field('NL NR EL WR'), field('SR WL'), field('ER SL')]),
  tent('BTT5', 'BT/cfff.bt', [city('N'), field('EL ER SL SR WL WR', 'N')]),
  tent('BTT6', 'BT/cffr.bt', [city('N'), road('W'), field('WR', 'N'), field('EL ER SL SR WL', 'N')]),
  tent('BTT7', 'BT/cfrf.bt', [city('N'), road('S'), field('SR WL WR', 'N'), field('EL ER SL', 'N')]),
  tent('BTT8', 'BT/crfr.bt', [
    city('N'),
    road('W'),
    road('E'),
    field('EL', 'N'),
    field('WR', 'N'),
    field('ER SL SR WL'),
  ]),
  tent('BTT9', 'BT/cfcf.bt', [city('N'), city('S'), field('WL WR', 'N S'), field('EL ER', 'N S')]),
  tent('BTT10', 'BT/ccrf.bt', [city('N'), city('E'), road('S'), field('SL', 'E'), field('SR WL WR', 'N')]),
  tent('BTT11', 'BT/crrc.bt', [city('N W'), road('E'), road('S'), field('EL', 'N'), field('ER SL'), field('SR', 'N')]),
];

const COPIES: Record<string, number> = { BTA3: 3, BTA4: 2, BTT7: 2 };
const CLASSIC: Record<string, number> = Object.fromEntries(
  BIG_TOP_TILES.map((t) => [t.id, t.id.endsWith('G') ? 0 : (COPIES[t.id] ?? 1)]),
);
/** The later edition: BTA1 and BTT2 carry a garden. */
const GARDENS: Record<string, number> = { ...CLASSIC, BTA1: 0, BTA1G: 1, BTT2: 0, BTT2G: 1 };

export const bigTopTileCounts = byTileSet(CLASSIC, GARDENS);

const TENTS = new Set(BIG_TOP_TILES.filter((t) => t.symbols?.[TENT]).map((t) => t.id));
const ACROBAT_TILES = new Set(BIG_TOP_TILES.filter((t) => t.symbols?.[ACROBATS]).map((t) => t.id));
export const isTentTile = (tile: string): boolean => TENTS.has(tile);
export const isAcrobatTile = (tile: string): boolean => ACROBAT_TILES.has(tile);
