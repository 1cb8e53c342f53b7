// The Count of Carcassonne: the 12 tiles of the city of Carcassonne, written from the reference facts in
// shared/reference/jcz-tile-definitions/count.xml (CO/1–CO/12, our ids CO1–CO12). They are no tiles to
// draw: together they are the start, four wide and three high, CO6 on the start position.
//
// Every field on them borders the city of Carcassonne itself, which counts as a completed city for
// field scoring (compendium fn 42): they carry the mark { carcassonne: 1 }, which farmers count.
import { city, defineTile, field, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, 'count', features);

/** A field on the city's tiles: it borders the city of Carcassonne. */
const outside = (halfEdges: string, cityEdges = '') => ({ ...field(halfEdges, cityEdges), marks: { carcassonne: 1 } });

export const COUNT_TILES: TileType[] = [
  // the top row, west to east: a road leaves west; the fields run along the north wall
  tile('CO1', 'CO/1', [road('W'), outside('WR NL NR EL'), outside('WL SR')]),
  tile('CO2', 'CO/2', [outside('WR NL NR EL')]),
  tile('CO3', 'CO/3', [outside('WR NL NR EL')]),
  tile('CO4', 'CO/4', [road('N'), outside('WR NL'), outside('NR EL ER SL')]),
  // the middle row: walls west and east, the two inner tiles all city
  tile('CO5', 'CO/5', [outside('SR WL WR NL')]),
  tile('CO6', 'CO/6', []),
  tile('CO7', 'CO/7', []),
  tile('CO8', 'CO/8', [outside('NR EL ER SL')]),
  // the bottom row: a small city opens south, a road leaves south, a small city opens east
  tile('CO9', 'CO/9', [city('S'), outside('WL WR NL ER', 'S')]),
  tile('CO10', 'CO/10', [outside('ER SL SR WL')]),
  tile('CO11', 'CO/11', [road('S'), outside('ER SL'), outside('SR WL')]),
  tile('CO12', 'CO/12', [city('E'), outside('NR SL SR WL', 'E')]),
];

/** The start tile: the rest of the city lies around it. */
export const COUNT_START = 'CO6';

/** Where each tile of the city lies from the start tile (CO6). */
export const CITY_LAYOUT: { tile: string; x: number; y: number }[] = COUNT_TILES.map((t, i) => ({
  tile: t.id,
  x: (i % 4) - 1,
  y: Math.floor(i / 4) - 1,
})).filter((part) => part.tile !== COUNT_START);

export const COUNT_TILE_IDS: ReadonlySet<string> = new Set(COUNT_TILES.map((t) => t.id));
