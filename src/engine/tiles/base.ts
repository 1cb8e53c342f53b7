// The base game's 24 tile types (A–X) and the 8 garden variants of the later edition, written from the
// reference facts in shared/reference/jcz-tile-definitions/basic.xml.
import type { TileType } from '../types';
import { city, defineTile, field, garden, monastery, road } from './define';

const base = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, 'base', features);

export const BASE_TILES: TileType[] = [
  base('A', 'BA/LR', [monastery(), road('S'), field('NL NR EL ER SL SR WL WR')]),
  base('B', 'BA/L', [monastery(), field('NL NR EL ER SL SR WL WR')]),
  base('C', 'BA/Cccc+', [city('N W S E', 1)]),
  base('D', 'BA/RCr', [road('W E'), city('N'), field('EL WR', 'N'), field('ER SL SR WL')]),
  base('E', 'BA/C', [city('N'), field('WL WR SL SR EL ER', 'N')]),
  base('F', 'BA/CFc+', [city('W E', 1), field('NL NR', 'W'), field('SL SR', 'W')]),
  base('G', 'BA/CFc.1', [city('W E'), field('NL NR', 'W'), field('SL SR', 'W')]),
  base('H', 'BA/CFC.2', [city('N'), city('S'), field('WL WR EL ER', 'N S')]),
  base('I', 'BA/CC.2', [city('N'), city('W'), field('EL ER SL SR', 'N W')]),
  base('J', 'BA/CRr', [road('E S'), city('N'), field('EL WL WR SR', 'N'), field('ER SL')]),
  base('K', 'BA/RrC', [road('S W'), city('N'), field('WR EL ER SL', 'N'), field('WL SR')]),
  base('L', 'BA/CRRR', [
    road('E'),
    road('S'),
    road('W'),
    city('N'),
    field('WR EL', 'N'),
    field('WL SR'),
    field('ER SL'),
  ]),
  base('M', 'BA/Cc+', [city('N W', 1), field('SL SR EL ER', 'N')]),
  base('N', 'BA/Cc.1', [city('N W'), field('SL SR EL ER', 'N')]),
  base('O', 'BA/CcRr+', [road('E S'), city('N W', 1), field('EL SR', 'N'), field('ER SL')]),
  base('P', 'BA/CcRr', [road('E S'), city('N W'), field('EL SR', 'N'), field('ER SL')]),
  base('Q', 'BA/Ccc+', [city('N E W', 1), field('SL SR', 'N')]),
  base('R', 'BA/Ccc', [city('N E W'), field('SL SR', 'N')]),
  base('S', 'BA/CccR+', [road('S'), city('N W E', 1), field('SL', 'N'), field('SR', 'N')]),
  base('T', 'BA/CccR', [road('S'), city('N W E'), field('SL', 'N'), field('SR', 'N')]),
  base('U', 'BA/RFr', [road('W E'), field('WR NL NR EL'), field('ER SL SR WL')]),
  base('V', 'BA/Rr', [road('W S'), field('WR NL NR EL ER SL'), field('SR WL')]),
  base('W', 'BA/RRR', [road('E'), road('S'), road('W'), field('WR NL NR EL'), field('ER SL'), field('SR WL')]),
  base('X', 'BA/RRRR', [
    road('N'),
    road('E'),
    road('S'),
    road('W'),
    field('WR NL'),
    field('NR EL'),
    field('ER SL'),
    field('SR WL'),
  ]),
  // The later edition prints a garden on eight tiles (used by the Abbot); otherwise they play alike.
  base('EG', 'BA/CG', [garden(), city('N'), field('WL WR SL SR EL ER', 'N')]),
  base('HG', 'BA/CFCG', [garden(), city('N'), city('S'), field('WL WR EL ER', 'N S')]),
  base('IG', 'BA/CCG', [garden(), city('N'), city('W'), field('EL ER SL SR', 'N W')]),
  base('MG', 'BA/Cc+G', [garden(), city('N W', 1), field('SL SR EL ER', 'N')]),
  base('NG', 'BA/CcG', [garden(), city('N W'), field('SL SR EL ER', 'N')]),
  base('RG', 'BA/CccG', [garden(), city('N E W'), field('SL SR', 'N')]),
  base('UG', 'BA/RFrG', [garden(), road('W E'), field('WR NL NR EL'), field('ER SL SR WL')]),
  base('VG', 'BA/RrG', [garden(), road('W S'), field('WR NL NR EL ER SL'), field('SR WL')]),
];

/** The classic 72 tiles (the start tile D included). */
export const CLASSIC_SET: Record<string, number> = {
  A: 2,
  B: 4,
  C: 1,
  D: 4,
  E: 5,
  F: 2,
  G: 1,
  H: 3,
  I: 2,
  J: 3,
  K: 3,
  L: 3,
  M: 2,
  N: 3,
  O: 2,
  P: 3,
  Q: 1,
  R: 3,
  S: 2,
  T: 1,
  U: 8,
  V: 9,
  W: 4,
  X: 1,
};

/** The later edition: the same 72, eight of them with a garden. */
export const GARDEN_SET: Record<string, number> = {
  ...CLASSIC_SET,
  E: 4,
  EG: 1,
  H: 2,
  HG: 1,
  I: 1,
  IG: 1,
  M: 1,
  MG: 1,
  N: 2,
  NG: 1,
  R: 2,
  RG: 1,
  U: 7,
  UG: 1,
  V: 8,
  VG: 1,
};
