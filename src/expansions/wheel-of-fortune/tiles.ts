// The Wheel of Fortune's tiles: the wheel board (4×4 squares, the start) and the 19 tiles with the
// wheel icon and a number (how many sectors the big pig turns). Neither is in the reference facts
// (shared/reference/jcz-tile-definitions covers no Wheel of Fortune) and the rule book's distribution
// table is lost (compendium §15): both are reconstructed here, as README.md records with its sources.
//
// The board: twelve outer squares carry the landscape printed round the wheel (a road and a small
// city leave each pair of sides; the fields between them run round the corners), the four inner
// squares are the wheel itself, which carries no feature (nobody stands on it; the crown spaces are
// places of the wheel, kept by the module, not features).

import { BASE_TILES } from '../../engine/tiles/base';
import { city, defineTile, field, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

export const WHEEL = 'wheel-of-fortune';

const square = (n: number, features: Parameters<typeof defineTile>[3]) =>
  defineTile(`WF${n}`, `WF/board-${n}`, WHEEL, features);

/** A corner: its field runs along both outer sides and on to the squares beside it. */
const corner = (n: number) => square(n, [field('NL NR EL ER SL SR WL WR')]);

/** The board's squares, row by row from the north-west corner (WF1) to the south-east one (WF16). */
export const BOARD_SQUARES: TileType[] = [
  // north row: a road leaves north, a small city opens north
  corner(1),
  square(2, [road('N'), field('WL WR NL'), field('NR EL ER')]),
  square(3, [city('N'), field('WL WR EL ER', 'N')]),
  corner(4),
  // the two middle rows: the wheel in the middle; a plain field west, a road east; a road west, a field east
  square(5, [field('NL NR WL WR SL SR')]),
  square(6, []),
  square(7, []),
  square(8, [field('NL NR EL ER SL SR')]),
  square(9, [road('W'), field('NL NR WR'), field('WL SL SR')]),
  square(10, []),
  square(11, []),
  square(12, [road('E'), field('NL NR EL'), field('ER SL SR')]),
  // south row: a road leaves south, a small city opens south
  corner(13),
  square(14, [road('S'), field('EL ER SL'), field('SR WL WR')]),
  square(15, [city('S'), field('EL ER WL WR', 'S')]),
  corner(16),
];

/** The start square: the wheel's north-west inner square; the others lie around it. */
export const WHEEL_START = 'WF6';

/** Where each square lies from the start square. */
export const BOARD_LAYOUT: { tile: string; x: number; y: number }[] = BOARD_SQUARES.map((t, i) => ({
  tile: t.id,
  x: (i % 4) - 1,
  y: Math.floor(i / 4) - 1,
})).filter((part) => part.tile !== WHEEL_START);

/** The four squares of the wheel itself (no landscape), from the start square. */
export const WHEEL_SQUARES: ReadonlySet<string> = new Set(['WF6', 'WF7', 'WF10', 'WF11']);

/**
 * The 19 wheel tiles: base-game shapes with the wheel icon and the pig's move (1–3). Seven 1s, six
 * 2s, six 3s, spread over the common shapes in about their share of the base game (reconstructed).
 */
const WHEEL_COPIES: [shape: string, move: 1 | 2 | 3][] = [
  ['U', 1],
  ['U', 2],
  ['U', 3],
  ['V', 1],
  ['V', 2],
  ['V', 3],
  ['E', 1],
  ['E', 2],
  ['B', 2],
  ['B', 3],
  ['W', 1],
  ['D', 1],
  ['D', 3],
  ['K', 2],
  ['J', 3],
  ['L', 1],
  ['H', 2],
  ['I', 3],
  ['R', 1],
];

const shapeOf = (id: string) => BASE_TILES.find((t) => t.id === id) as TileType;

export const WHEEL_TILES: TileType[] = WHEEL_COPIES.map(([shape, move], i) => {
  const base = shapeOf(shape);
  return {
    id: `WF-${shape}${i + 1}`,
    ref: `WF/${shape}${i + 1}`,
    module: WHEEL,
    features: base.features,
    symbols: { wheel: move },
  };
});

/** The base-game shape each wheel tile copies (the standalone box has those copies instead of plain ones). */
export const SHAPE_OF: ReadonlyMap<string, string> = new Map(
  WHEEL_COPIES.map(([shape], i) => [`WF-${shape}${i + 1}`, shape]),
);

/** How many sectors a tile turns the pig (0: no wheel icon). */
export const wheelMove = (tile: TileType | undefined): number => Number(tile?.symbols?.wheel ?? 0);
