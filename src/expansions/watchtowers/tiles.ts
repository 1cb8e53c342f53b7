// The Watchtowers: 12 tiles, one of each, written from the reference facts in
// shared/reference/jcz-tile-definitions/watchtowers.xml. Each tile has a watchtower, printed on the tile as a
// whole (the `watchtower` symbol, valued by what it counts: its bonus in the reference, N/what): it is no
// feature, so no figure can stand on it. Our ids: WT + the reference's letters.
import { city, defineTile, field, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

export const WATCHTOWER = 'watchtower';
/** What a watchtower counts over its 3×3 area, and its points for each. */
export const WATCHTOWER_BONUS = {
  follower: 2,
  road: 1,
  city: 1,
  monastery: 3,
  pennant: 2,
} as const;
export type WatchtowerKind = keyof typeof WATCHTOWER_BONUS;

const tile = (id: string, ref: string, counts: WatchtowerKind, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, 'watchtowers', features, { [WATCHTOWER]: counts });

export const WATCHTOWER_TILES: TileType[] = [
  tile('WTCCRF', 'WT/CCRF_2T', 'pennant', [city('N'), city('E'), road('S'), field('SL', 'E'), field('SR WL WR', 'N')]),
  tile('WTCFFF', 'WT/CFff_3C', 'monastery', [city('N'), field('EL ER SL SR WL WR', 'N')]),
  tile('WTCFRC', 'WT/CFRF_1C', 'city', [city('N'), road('S'), field('EL ER SL', 'N'), field('SR WL WR', 'N')]),
  tile('WTCFRM', 'WT/CFRF_2M', 'follower', [city('N'), road('S'), field('EL ER SL', 'N'), field('SR WL WR', 'N')]),
  tile('WTCRFR', 'WT/CRFR_1R', 'road', [
    city('N'),
    road('W'),
    road('E'),
    field('EL', 'N'),
    field('WR', 'N'),
    field('ER SL SR WL'),
  ]),
  tile('WTCRRC', 'WT/CRRC_2M', 'follower', [
    city('N W'),
    road('S'),
    road('E'),
    field('SR', 'N'),
    field('EL', 'N'),
    field('ER SL'),
  ]),
  tile('WTFCFC', 'WT/FCFC_1C', 'city', [city('W'), city('E'), field('NL NR', 'W E'), field('SL SR', 'W E')]),
  tile('WTFCRC', 'WT/FCRC_2T', 'pennant', [
    city('E'),
    city('W'),
    road('S'),
    field('NL NR', 'W E'),
    field('SL', 'E'),
    field('SR', 'W'),
  ]),
  tile('WTFFRC', 'WT/FfRC_1R', 'road', [city('W'), road('S'), field('SR', 'W'), field('NL NR EL ER SL', 'W')]),
  tile('WTFRFC', 'WT/FRFC_1C', 'city', [city('W'), road('E'), field('NL NR EL', 'W'), field('ER SL SR', 'W')]),
  tile('WTFRFR', 'WT/FRFR_3C', 'monastery', [road('W'), road('E'), field('ER SL SR WL'), field('NL NR EL WR')]),
  tile('WTFRRF', 'WT/FRRF_1R', 'road', [road('S'), road('E'), field('NL NR EL SR WL WR'), field('ER SL')]),
];

export const WATCHTOWER_SET: Record<string, number> = Object.fromEntries(WATCHTOWER_TILES.map((t) => [t.id, 1]));
