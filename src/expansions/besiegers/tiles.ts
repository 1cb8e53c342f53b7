// The Besiegers (Hans im Glück, 2013): six tiles with the besiegers' camp before their city, written from
// the reference facts in shared/reference/jcz-tile-definitions/siege.xml (set siege/besiegers, one of
// each). Our ids BE1–BE6 follow the reference file's order. The city part carries `besieged` (the siege
// rules, src/engine/siege.ts) and `besiegerCamp` (the picture the board draws); no tile has a pennant.

import { besiegedCity } from '../../engine/siege';
import { defineTile, field, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

export const BESIEGERS = 'besiegers';
/** The mark of the besiegers' camp picture on a city part. */
export const BESIEGER_CAMP = 'besiegerCamp';

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, BESIEGERS, features);

const besieged = (edges: string) => besiegedCity(edges, BESIEGER_CAMP);

export const BESIEGER_TILES: TileType[] = [
  tile('BE1', 'SI.BE/Ccc', [besieged('N E W'), field('SL SR', 'N')]),
  tile('BE2', 'SI.BE/CcR', [besieged('N W'), road('E'), field('EL', 'W'), field('ER SL SR', 'W')]),
  tile('BE3', 'SI.BE/CFR', [besieged('N'), road('S'), field('WL WR SR', 'N'), field('EL ER SL', 'N')]),
  tile('BE4', 'SI.BE/CRr', [road('E S'), besieged('N'), field('EL WL WR SR', 'N'), field('ER SL')]),
  tile('BE5', 'SI.BE/RCc', [besieged('N W'), road('S'), field('SR', 'W'), field('SL EL ER', 'W')]),
  tile('BE6', 'SI.BE/RrC', [road('S W'), besieged('N'), field('WR EL ER SL', 'N'), field('WL SR')]),
];

export const BESIEGER_SET: Record<string, number> = Object.fromEntries(BESIEGER_TILES.map((t) => [t.id, 1]));
