// GQ11, the mini-expansion of Games Quarterly #11 (2006): twelve tiles, written from the reference facts in
// shared/reference/jcz-tile-definitions/gq11.xml (sets gq11, ten land tiles, and gq11/river, its spring
// and one river tile), one of each. Our ids: GQ1–GQ10 the land tiles in the reference file's order, GQS the
// spring (a road leads away from it and parts the field around it; the road ends at a house, not an inn:
// fn 118), GQR the river tile with a city on each bank.
//
// GQ2 is the all-field tile: the reference marks a pig herd on it, but officially it has none (Rio Grande,
// compendium §11), so ours has no mark. Worth a second look: GQ3/GQ4 a city from west to east with a road
// ending at it from the south (and the north); GQ7 two fields on either side of a city corner.

import { type Course, isCourseTile } from '../../engine/course';
import { city, defineTile, field, monastery, river, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

export const GQ11 = 'gq11';
export const GQ_SPRING = 'GQS';
export const GQ_RIVER = 'GQR';

/** The rivers' water (the 'river' feature, one course with the River sets'), refused in GQ11's words. */
export const RIVER_COURSE: Course = { kind: 'river', module: GQ11 };

/** Whether a tile type (by id) has water on it: a river tile of any set, springs and lakes included. */
export const isRiverTile = (id: string) => isCourseTile(id, RIVER_COURSE.kind);

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, GQ11, features);

export const GQ11_TILES: TileType[] = [
  tile('GQ1', 'GQ/LRRRR', [
    monastery(),
    road('N'),
    road('W'),
    road('S'),
    road('E'),
    field('WR NL'),
    field('NR EL'),
    field('ER SL'),
    field('SR WL'),
  ]),
  tile('GQ2', 'GQ/F', [field('NL NR SL SR WL WR EL ER')]),
  tile('GQ3', 'GQ/CRc', [city('W E'), road('S'), field('NL NR', 'W'), field('SR', 'W'), field('SL', 'W')]),
  tile('GQ4', 'GQ/CRcR.1', [
    city('W E'),
    road('S'),
    road('N'),
    field('NR', 'W'),
    field('NL', 'W'),
    field('SR', 'W'),
    field('SL', 'W'),
  ]),
  tile('GQ5', 'GQ/CRCr.2', [road('W E'), city('N'), city('S'), field('WR EL', 'N'), field('ER WL', 'S')]),
  tile('GQ6', 'GQ/CRRr', [road('E'), road('S W'), city('N'), field('EL', 'N'), field('ER SL WR', 'N'), field('SR WL')]),
  tile('GQ7', 'GQ/Cc!', [city('N W'), field('SL SR', 'N'), field('EL ER', 'N')]),
  tile('GQ8', 'GQ/RCc', [city('N W'), road('S'), field('SR', 'N'), field('SL EL ER', 'N')]),
  tile('GQ9', 'GQ/CcRR', [city('N W'), road('S'), road('E'), field('SR', 'N'), field('EL', 'N'), field('SL ER', 'N')]),
  tile('GQ10', 'GQ/CcCR', [city('N W'), city('E'), road('S'), field('SR', 'N'), field('SL', 'N E')]),
  tile(GQ_SPRING, 'GQ/RFI', [river('E'), road('W'), field('WR NL NR EL'), field('ER SL SR WL')]),
  tile(GQ_RIVER, 'GQ/CICI', [river('W E'), city('N'), city('S'), field('WR EL', 'N'), field('WL ER', 'S')]),
];

/** One of each: the ten land tiles always, the spring and the river tile only where a river is played. */
export const GQ11_SET: Record<string, number> = Object.fromEntries(GQ11_TILES.map((t) => [t.id, 1]));
