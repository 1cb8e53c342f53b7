// Wind Roses: 6 tiles, one of each, written from the reference facts in
// shared/reference/jcz-tile-definitions/wind_roses.xml. Two carry a whole rose: the orange one (WR/CFR,
// the start tile, dark back; the reference data's own start for this set) and the blue one (WR/Rr,
// shuffled in). Four carry a quarter of a rose, each naming its sector: NE, SE, SW, NW. The rose is
// printed on the tile as a whole (the `windRose` symbol): it touches no feature and splits nothing.
//
// Our ids: WRO the orange rose, WRB the blue rose, WRNE / WRSE / WRSW / WRNW the quarters.
import { city, defineTile, field, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

export const WIND_ROSE = 'windRose';
/** The symbol's value on a whole rose: which of the two it is (the orange starts, the blue takes over). */
export const ORANGE = 'orange';
export const BLUE = 'blue';
export const QUADRANTS = ['NE', 'SE', 'SW', 'NW'] as const;
export type Quadrant = (typeof QUADRANTS)[number];

export const ORANGE_ROSE = 'WRO';
export const BLUE_ROSE = 'WRB';

const tile = (id: string, ref: string, rose: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, 'wind-roses', features, { [WIND_ROSE]: rose });

export const WIND_ROSE_TILES: TileType[] = [
  tile(ORANGE_ROSE, 'WR/CFR', ORANGE, [city('E'), road('W'), field('WR NL NR', 'E'), field('WL SL SR', 'E')]),
  tile(BLUE_ROSE, 'WR/Rr', BLUE, [road('S W'), field('WR NL NR EL ER SL'), field('SR WL')]),
  tile('WRNE', 'WR/Cc.1', 'NE', [city('N W'), field('SL SR EL ER', 'N')]),
  tile('WRSE', 'WR/CC.2', 'SE', [city('N'), city('W'), field('EL ER SL SR', 'N W')]),
  tile('WRSW', 'WR/RrC', 'SW', [city('N'), road('S W'), field('WR EL ER SL', 'N'), field('WL SR')]),
  tile('WRNW', 'WR/CFc', 'NW', [city('N S'), field('WL WR', 'N'), field('EL ER', 'N')]),
];

export const WIND_ROSE_SET: Record<string, number> = Object.fromEntries(WIND_ROSE_TILES.map((t) => [t.id, 1]));
