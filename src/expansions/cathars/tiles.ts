// The Cathars: four tiles with the Cathar symbol on their city, written from the reference facts in
// shared/reference/jcz-tile-definitions/siege.xml (set siege/cathars, one of each). Our ids CA1–CA4 follow
// the reference file's order. The city part carries `besieged` (the siege rules, src/engine/siege.ts)
// and `cathar` (the picture the board draws); no tile has a pennant.

import { besiegedCity } from '../../engine/siege';
import { defineTile, field, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

export const CATHARS = 'cathars';
/** The mark of the Cathar symbol's picture on a city part. */
export const CATHAR = 'cathar';

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, CATHARS, features);

export const CATHAR_TILES: TileType[] = [
  tile('CA1', 'SI.CA/C', [besiegedCity('N', CATHAR), field('WL WR SL SR EL ER', 'N')]),
  tile('CA2', 'SI.CA/RCr', [besiegedCity('N', CATHAR), road('W E'), field('WR EL', 'N'), field('WL SL SR ER')]),
  tile('CA3', 'SI.CA/Cc', [besiegedCity('N W', CATHAR), field('EL ER SL SR', 'N')]),
  tile('CA4', 'SI.CA/CcRr', [besiegedCity('N W', CATHAR), road('S E'), field('EL SR', 'N'), field('ER SL')]),
];

export const CATHAR_SET: Record<string, number> = Object.fromEntries(CATHAR_TILES.map((t) => [t.id, 1]));
