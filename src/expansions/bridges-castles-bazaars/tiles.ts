// Bridges, Castles & Bazaars: 12 tiles (11 types), written from the reference facts in
// shared/reference/jcz-tile-definitions/bridges_castles_and_bazaars.xml (sets :1 classic, :2 gardens).
// Our ids number the types in the reference file's order (BCB1–BCB11, BCB4G the garden edition's BCB4).
// Six carry a bazaar (the symbol `bazaar`); the bazaar's yellow square ends the road that runs into it
// (fn 180), which a road listed with one edge does anyway.
//
// Tiles worth a second look: BCB4 (and BCB4G) a city cap beside a road (CFRF): fn 189, its city is no
// half-circle and never makes a castle (mark noCastle, as the reference's castle-base="false").
import { byTileSet } from '../../engine/tile-set';
import { city, defineTile, field, garden, monastery, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

export const BCB = 'bridges-castles-bazaars';
/** Printed on the tiles whose bazaar starts an auction. */
export const BAZAAR_SYMBOL = 'bazaar';
/** A one-edge city part that is no half-circle (fn 189), as the reference marks castle-base="false". */
export const NO_CASTLE = 'noCastle';

const BAZAAR = { [BAZAAR_SYMBOL]: true };
const INN = { inn: true };
const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3], bazaar = false) =>
  defineTile(id, ref, BCB, features, bazaar ? BAZAAR : undefined);

export const BCB_TILES: TileType[] = [
  tile('BCB1', 'BB/Cccc.b', [city('N E S W')], true),
  tile('BCB2', 'BB/CCCR', [city('W'), city('N'), city('E'), road('S'), field('SR', 'W N E'), field('SL', 'E')]),
  tile('BCB3', 'BB/CFc.b', [city('W E'), field('NL NR', 'W'), field('SL SR', 'W')], true),
  tile('BCB4', 'BB/CFR!', [
    city('W', 0, { [NO_CASTLE]: true }),
    road('E'),
    field('NL NR', 'W'),
    field('EL', 'W'),
    field('ER SL SR', 'W'),
  ]),
  tile('BCB4G', 'BB/CFR!G', [
    garden(),
    city('W', 0, { [NO_CASTLE]: true }),
    road('E'),
    field('NL NR', 'W'),
    field('EL', 'W'),
    field('ER SL SR', 'W'),
  ]),
  tile('BCB5', 'BB/CFR.b', [city('N'), road('S'), field('EL ER SL SR WL WR', 'N')], true),
  tile('BCB6', 'BB/F.b', [field('NL NR EL ER SL SR WL WR')], true),
  tile('BCB7', 'BB/LCFc', [monastery(), city('W E'), field('NL NR', 'W'), field('SL SR', 'W')]),
  tile('BCB8', 'BB/LRFr', [monastery(), road('W E'), field('WR NL NR EL'), field('ER SL SR WL')]),
  tile('BCB9', 'BB/R.bi', [road('S', INN), field('NL NR EL ER SL SR WL WR')], true),
  tile('BCB10', 'BB/RFR.b', [road('N'), road('S'), field('SR WL WR NL'), field('NR EL ER SL')], true),
  tile('BCB11', 'BB/RFR.bi', [road('N'), road('S', INN), field('SR WL WR NL'), field('NR EL ER SL')], true),
];

const CLASSIC: Record<string, number> = {
  BCB1: 2,
  BCB2: 1,
  BCB3: 1,
  BCB4: 1,
  BCB5: 1,
  BCB6: 1,
  BCB7: 1,
  BCB8: 1,
  BCB9: 1,
  BCB10: 1,
  BCB11: 1,
};
const { BCB4: _, ...CLASSIC_BUT_BCB4 } = CLASSIC;
const GARDENS: Record<string, number> = { ...CLASSIC_BUT_BCB4, BCB4G: 1 };

export const bcbTileCounts = byTileSet(CLASSIC, GARDENS);

/**
 * One-edge city parts of other sets that are no half-circle either, by reference id and printed edge
 * (the reference's castle-base="false"): a pennant, a princess, a vineyard's wall or a road beside them.
 * Inns & Cathedrals marks its own (IC/C!) with noCastle.
 */
export const NOT_HALF_CIRCLES: Readonly<Record<string, readonly string[]>> = {
  'AM/CCc+': ['N'],
  'AM/C!+': ['W'],
  'HS/C!.v': ['N'],
  'HS/CFC.v': ['W', 'E'],
  'DG/CCc+.p': ['N'],
};
