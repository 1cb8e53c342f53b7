// Hills & Sheep: 18 tiles (16 kinds), written from the reference facts in
// shared/reference/jcz-tile-definitions/hills_and_sheep.xml. A hill or a vineyard is printed on the tile as
// a whole (the `hill` / `vineyard` symbols). Our ids: HS1–HS16 in the reference file's order, HS14G the
// later edition's copy of HS14 with a garden (set hills-and-sheep:2).
// HS2 ("city side", reference HS/CC!.v) is the tile whose north edge carries two separate city parts: the
// big city N W and the end of the small city E (the reference's multi-edge="N"). The big city's part is its
// edge N; the small city's is two open ends (openEnds: 2), both closed when a tile lies against that edge:
// by joining it to the big city when that tile brings a city there (one matched pair, rules.ts), or on
// its own against an abbey's wall, which brings none.

import { byTileSet } from '../../engine/tile-set';
import { city, defineTile, field, garden, monastery, road } from '../../engine/tiles/define';
import type { TileFeature, TileType } from '../../engine/types';

export const HILL = 'hill';
export const VINEYARD = 'vineyard';
/** The tile with two city parts on one edge, and that edge in its reference orientation. */
export const CITY_SIDE_TILE = 'HS2';
export const CITY_SIDE_EDGE = 'N';
/** HS2's features the city side joins: the big city N W and the small city E. */
export const CITY_SIDE_FEATURES: readonly [number, number] = [0, 1];

const withEnds = (feature: TileFeature): TileFeature => ({ ...feature, openEnds: 2 });

type Drafts = Parameters<typeof defineTile>[3];
const hill = (id: string, ref: string, features: Drafts) =>
  defineTile(id, ref, 'hills-sheep', features, { [HILL]: true });
const vineyard = (id: string, ref: string, features: Drafts) =>
  defineTile(id, ref, 'hills-sheep', features, { [VINEYARD]: true });

export const HILLS_SHEEP_TILES: TileType[] = [
  vineyard('HS1', 'HS/C!.v', [city('N'), field('WR WL SR', 'N'), field('EL ER SL', 'N')]),
  vineyard('HS2', 'HS/CC!.v', [city('N W'), withEnds(city('E')), field('SL SR', 'N E')]),
  hill('HS3', 'HS/Cc.h.1', [city('N W'), field('SL SR EL ER', 'N')]),
  hill('HS4', 'HS/CC.h.2', [city('N'), city('W'), field('EL ER SL SR', 'N W')]),
  vineyard('HS5', 'HS/Cc.v', [city('N W'), field('SL SR EL ER', 'N')]),
  hill('HS6', 'HS/CFC.h', [city('N'), city('S'), field('WL WR EL ER', 'N S')]),
  vineyard('HS7', 'HS/CFC.v', [city('W'), city('E'), field('NL NR', 'W E'), field('SL SR', 'W E')]),
  hill('HS8', 'HS/CFR.h', [city('N'), road('S'), field('WL WR SR', 'N'), field('EL ER SL', 'N')]),
  hill('HS9', 'HS/CRr.h', [city('N'), road('E S'), field('EL WL WR SR', 'N'), field('ER SL')]),
  defineTile('HS10', 'HS/LCRr', 'hills-sheep', [
    monastery(),
    city('N'),
    road('E S'),
    field('EL WL WR SR', 'N'),
    field('ER SL'),
  ]),
  defineTile('HS11', 'HS/LRrR', 'hills-sheep', [
    monastery(),
    road('S'),
    road('N E'),
    field('ER SL SR WL WR NL'),
    field('NR EL'),
  ]),
  vineyard('HS12', 'HS/RCC.v', [city('N'), city('W'), road('S'), field('SR', 'N W'), field('EL ER SL', 'N')]),
  hill('HS13', 'HS/RFR.h', [road('N'), road('S'), field('NR EL ER SL'), field('SR WL WR NL')]),
  hill('HS14', 'HS/RR.h', [road('W'), road('S'), field('WR NL NR EL ER SL'), field('SR WL')]),
  hill('HS14G', 'HS/RR.hG', [garden(), road('W'), road('S'), field('WR NL NR EL ER SL'), field('SR WL')]),
  hill('HS15', 'HS/RrC.h', [road('S W'), city('N'), field('WR EL ER SL', 'N'), field('WL SR')]),
  vineyard('HS16', 'HS/RRr.v', [road('W E'), road('S'), field('WR NL NR EL'), field('ER SL SR WL')]),
];

const CLASSIC: Record<string, number> = Object.fromEntries(
  HILLS_SHEEP_TILES.map((t) => [t.id, t.id === 'HS14G' ? 0 : t.id === 'HS1' || t.id === 'HS2' ? 2 : 1]),
);
/** The later edition: HS14 carries a garden. */
const GARDENS: Record<string, number> = { ...CLASSIC, HS14: 0, HS14G: 1 };

export const hillsSheepTileCounts = byTileSet(CLASSIC, GARDENS);

export const isHillTile = (tile: string): boolean => HILLS_SHEEP_TILES.some((t) => t.id === tile && t.symbols?.[HILL]);
