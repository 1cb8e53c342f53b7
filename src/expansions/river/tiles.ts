// The River (River I): 12 tiles with dark backs, a spring, a lake and ten river tiles in between, written
// from the reference facts in shared/reference/jcz-tile-definitions/river.xml. The river splits the
// fields it crosses; around the spring and the lake the field stays one.
//
// Our ids: R + what the river does, after the base letters U (straight) and V (curve):
// RS spring, RL lake, RU straight, RV curve, RVG curve with a garden, RVC curve round a city,
// RVR curve beside a curved road, RCC between two cities, RCR between a city and a road end,
// RMR between a monastery and a road end, RX a road crossing the river on a bridge.

import { city, defineTile, field, garden, monastery, river, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, 'river', features);

export const RIVER_SPRING = 'RS';
export const RIVER_LAKE = 'RL';

export const RIVER_TILES: TileType[] = [
  tile(RIVER_SPRING, 'RI/s', [river('E'), field('NL NR EL ER SL SR WL WR')]),
  tile(RIVER_LAKE, 'RI.1/I.e', [river('W'), field('NL NR EL ER SL SR WL WR')]),
  tile('RCC', 'RI.1/CICI', [river('W E'), city('N'), city('S'), field('EL WR', 'N'), field('ER WL', 'S')]),
  tile('RCR', 'RI.1/CIRI', [
    river('W E'),
    city('N'),
    road('S'),
    field('EL', 'N'),
    field('WR', 'N'),
    field('ER SL'),
    field('WL SR'),
  ]),
  tile('RMR', 'RI.1/LIRI', [
    river('W E'),
    monastery(),
    road('S'),
    field('WR NL NR EL'),
    field('ER SL'),
    field('WL SR'),
  ]),
  tile('RX', 'RI.1/RIrI', [river('N S'), road('W E'), field('WR NL'), field('NR EL'), field('ER SL'), field('WL SR')]),
  tile('RU', 'RI.1/IFI', [river('W E'), field('WR NL NR EL'), field('WL SL SR ER')]),
  tile('RVC', 'RI.1/CcII', [river('S E'), city('N W'), field('SR EL', 'N'), field('ER SL')]),
  tile('RVR', 'RI.1/RrII', [river('W S'), road('N E'), field('WR NL ER SL'), field('NR EL'), field('WL SR')]),
  tile('RV', 'RI.1/II', [river('W S'), field('WR NL NR EL ER SL'), field('WL SR')]),
  // the later edition prints a garden on one of the two plain curves (set river/1:2)
  tile('RVG', 'RI.1/IIG', [garden(), river('W S'), field('WR NL NR EL ER SL'), field('WL SR')]),
];

/** River I as first published (reference set river/1:1). */
export const RIVER_SET: Record<string, number> = {
  RS: 1,
  RL: 1,
  RCC: 1,
  RCR: 1,
  RMR: 1,
  RX: 1,
  RU: 2,
  RVC: 1,
  RVR: 1,
  RV: 2,
};

/** The garden edition (reference set river/1:2): one plain curve carries a garden. */
export const RIVER_GARDEN_SET: Record<string, number> = { ...RIVER_SET, RV: 1, RVG: 1 };
