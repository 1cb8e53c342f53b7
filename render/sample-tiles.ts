// Hand-made tile types in the engine's vocabulary that exercise art the base game does not use (the
// river, its lake, inns, cathedrals, goods, a courtyard inside a city), for the tile sheet and its test.
import type { TileType } from '../src/engine';
import { city, defineTile, field, river, road } from '../src/engine';

export const SAMPLE_TILES: TileType[] = [
  defineTile('R1', 'sample/river-spring', 'sample', [river('S'), field('NL NR EL ER SL SR WL WR')]),
  defineTile('R2', 'sample/river-bridge', 'sample', [
    river('N S'),
    road('W E'),
    field('NL WR'),
    field('NR EL'),
    field('ER SL'),
    field('SR WL'),
  ]),
  defineTile('R3', 'sample/river-city', 'sample', [river('W S'), city('N E'), field('WR NL', 'N'), field('SR WL')]),
  defineTile('I1', 'sample/inn', 'sample', [road('W E', { inn: true }), field('WR NL NR EL'), field('ER SL SR WL')]),
  defineTile('I2', 'sample/cathedral', 'sample', [city('N E S W', 0, { cathedral: true })]),
  defineTile('I3', 'sample/goods', 'sample', [
    city('N W', 1, { goods: 'wine' }),
    city('S', 0, { goods: 'cloth' }),
    field('NR EL ER SL', 'N S'),
  ]),
  defineTile('I4', 'sample/courtyard', 'sample', [city('N E S W'), field('inner', 'N')]),
  defineTile('I5', 'sample/grain-pigs', 'sample', [
    city('N', 0, { goods: 'grain' }),
    { ...field('WL WR SL SR EL ER', 'N'), marks: { pigHerd: true } },
  ]),
];
