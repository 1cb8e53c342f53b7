// The River II: 12 tiles with dark backs, written from the reference facts in
// shared/reference/jcz-tile-definitions/river.xml (sets river/2:1 and river/2:2). The spring is The
// River's own tile (RS, reference RI/s), which both sets print alike; the other 11 are here. The river
// splits the fields it crosses (fn 98); around the spring and the lake the field stays one (fn 94), and
// the city bridging the river splits nothing (fn 103: the city-bridge tile has two fields).
//
// Our ids: R2 + what the tile shows, after The River's letters (U straight, V curve):
// R2Y the fork, R2L the lake with the volcano, R2C the river ending in a city, R2CC a city over the
// river, R2MU a monastery by a straight river, R2X a road with an inn crossing the river, R2CR between a
// city and a road end, R2V a plain curve, R2VG the same curve with a garden, R2VC a curve round a city
// with a pennant, R2VP a curve beside the pig herd, R2VR a curve beside a curved road.

import { city, defineTile, field, garden, monastery, river, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

export const RIVER_2 = 'river-2';

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3], symbols?: TileType['symbols']) =>
  defineTile(id, ref, RIVER_2, features, symbols);

/** The River's spring, the start of both rivers (reference RI/s in both sets). */
export const SPRING = 'RS';
/** The River's lake, which goes back in the box when both rivers are played (fn 95). */
export const RIVER_1_LAKE = 'RL';
export const FORK = 'R2Y';
export const VOLCANO_LAKE = 'R2L';
/** The tile-wide symbol of the volcano (TileType.symbols), which Princess & Dragon acts on. */
export const VOLCANO_SYMBOL = 'volcano';
/** The mark of the field with the pig herd (a neutral pig for its farmers, fn 101). */
export const PIG_HERD = 'pigHerd';

export const RIVER_2_TILES: TileType[] = [
  tile(FORK, 'RI.2/III', [river('W N E'), field('WR NL'), field('NR EL'), field('ER SL SR WL')]),
  tile(VOLCANO_LAKE, 'RI.2/I.v', [river('W'), field('NL NR EL ER SL SR WL WR')], { [VOLCANO_SYMBOL]: true }),
  tile('R2C', 'RI.2/IFC', [river('W'), city('E'), field('NL NR WR', 'E'), field('SL SR WL', 'E')]),
  tile('R2CC', 'RI.2/CIcI', [river('N S'), city('W E'), field('NR SL', 'W'), field('NL SR', 'W')]),
  tile('R2MU', 'RI.2/LIFI', [river('W E'), monastery(), field('WR NL NR EL'), field('WL SL SR ER')]),
  tile('R2X', 'RI.2/RIrI', [
    river('N S'),
    road('W E', { inn: true }),
    field('WR NL'),
    field('NR EL'),
    field('ER SL'),
    field('WL SR'),
  ]),
  tile('R2CR', 'RI.2/CIRI', [
    river('W E'),
    city('N'),
    road('S'),
    field('EL', 'N'),
    field('WR', 'N'),
    field('ER SL'),
    field('WL SR'),
  ]),
  tile('R2V', 'RI.2/II', [river('W S'), field('WR NL NR EL ER SL'), field('WL SR')]),
  // the later edition prints a garden on the plain curve (set river/2:2)
  tile('R2VG', 'RI.2/IIG', [garden(), river('W S'), field('WR NL NR EL ER SL'), field('WL SR')]),
  tile('R2VC', 'RI.2/CcII+', [river('S E'), city('N W', 1), field('SR EL', 'N'), field('ER SL')]),
  tile('R2VP', 'RI.2/II+', [
    river('W N'),
    { ...field('WL SL SR EL ER NR'), marks: { [PIG_HERD]: true } },
    field('WR NL'),
  ]),
  tile('R2VR', 'RI.2/RrII', [river('W S'), road('N E'), field('WR NL ER SL'), field('NR EL'), field('WL SR')]),
];

/** The River II as first published (reference set river/2:1), its spring included. */
export const RIVER_2_SET: Record<string, number> = {
  [SPRING]: 1,
  [FORK]: 1,
  [VOLCANO_LAKE]: 1,
  R2C: 1,
  R2CC: 1,
  R2MU: 1,
  R2X: 1,
  R2CR: 1,
  R2V: 1,
  R2VC: 1,
  R2VP: 1,
  R2VR: 1,
};

/** The garden edition (reference set river/2:2): the plain curve carries a garden. */
export const RIVER_2_GARDEN_SET: Record<string, number> = {
  ...Object.fromEntries(Object.entries(RIVER_2_SET).filter(([id]) => id !== 'R2V')),
  R2VG: 1,
};
