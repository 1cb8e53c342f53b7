// Cathedrals in Germany: six cathedral tiles. The rule text (classic-and-all-expansions.md §38) names no
// tile's layout and the reference facts have no file for them; Wikicarpedia's page for the first edition
// says each of the six has 3 or 4 roads starting from the cathedral, and nothing more we could find about
// the rest of each tile. So the six layouts below are our reconstruction: the cathedral in the middle of
// the tile, every road on the tile ending at it (three tiles with four roads, two with three roads and a
// field on the fourth side, one with three roads and a city on the fourth side). Our ids number them
// (GC1–GC6); refs are ours too, under GC/.
//
// The cathedral is a feature of its own (feature 0), where a follower stands as the archbishop. Each road
// on the tile is a separate road that ends at the cathedral; each carries the mark CATHEDRAL_ROAD, so a
// road's merged marks count its segments on cathedral tiles (a road leaving a cathedral and coming back
// to it carries two).
import { city, defineTile, field, road } from '../../engine/tiles/define';
import type { TileFeature, TileType } from '../../engine/types';

export const GERMAN_CATHEDRALS = 'german-cathedrals';
/** The feature kind of the cathedral itself, where the archbishop stands. */
export const CATHEDRAL = 'german-cathedral';
/** The mark on each road segment of a cathedral tile: a road's marks count its segments there. */
export const CATHEDRAL_ROAD = 'cathedral-road';
/** The tile symbol that names a cathedral tile as a whole (and the picture's city, for the renderer). */
export const CATHEDRAL_SYMBOL = 'german-cathedral';
/** The cathedral is always the first feature of its tile. */
export const CATHEDRAL_FEATURE = 0;

const cathedral = (): TileFeature => ({ kind: CATHEDRAL });
const toCathedral = (edge: string) => road(edge, { [CATHEDRAL_ROAD]: 1 });

const tile = (id: string, picture: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, GERMAN_CATHEDRALS, [cathedral(), ...features], { [CATHEDRAL_SYMBOL]: picture });

const FOUR_ROADS = () => [
  toCathedral('N'),
  toCathedral('E'),
  toCathedral('S'),
  toCathedral('W'),
  field('WR NL'),
  field('NR EL'),
  field('ER SL'),
  field('SR WL'),
];
const THREE_ROADS = () => [
  toCathedral('E'),
  toCathedral('S'),
  toCathedral('W'),
  field('WR NL NR EL'),
  field('ER SL'),
  field('SR WL'),
];

export const GERMAN_CATHEDRAL_TILES: TileType[] = [
  tile('GC1', 'cologne', 'GC/KRRRR.1', FOUR_ROADS()),
  tile('GC2', 'aachen', 'GC/KRRRR.2', FOUR_ROADS()),
  tile('GC3', 'munich', 'GC/KRRRR.3', FOUR_ROADS()),
  tile('GC4', 'mainz', 'GC/KRRR.1', THREE_ROADS()),
  tile('GC5', 'speyer', 'GC/KRRR.2', THREE_ROADS()),
  tile('GC6', 'worms', 'GC/KCRRR', [
    toCathedral('E'),
    toCathedral('S'),
    toCathedral('W'),
    city('N'),
    field('WR EL', 'N'),
    field('ER SL'),
    field('SR WL'),
  ]),
];

/** One of each. */
export const GERMAN_CATHEDRAL_SET: Record<string, number> = Object.fromEntries(
  GERMAN_CATHEDRAL_TILES.map((t) => [t.id, 1]),
);

const CATHEDRAL_TILE_IDS = new Set(GERMAN_CATHEDRAL_TILES.map((t) => t.id));
export const isCathedralTile = (id: string) => CATHEDRAL_TILE_IDS.has(id);
