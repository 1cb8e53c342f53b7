// The Barber-Surgeons: six bathhouse tiles, one of each. Nothing in our references describes their
// layouts (shared/reference has no bathhouse set, JCloisterZone has none, Wikicarpedia's rule page shows
// only one tile's picture: a bathhouse in a city beside a road), so the six below are OUR CHOICE (see the
// README): four with the bathhouse in a city, two with it beside a road, values 3, 4 and 5 twice each.
// The bathhouse belongs to the feature it stands in: that feature carries the mark `bathhouse` with the
// tile's value (marks add up when features join, so a city with two bathhouses carries both values), and
// the tile carries the symbol `bathhouse` with the value too (the price of buying a follower out).
//
// Tiles worth a second look: BS3 a city cap over a straight road; BS6 a city cap over a curved road, the
// field inside the curve bordering no city.

import { city, defineTile, field, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

export const BARBER_SURGEONS = 'barber-surgeons';
/** The tile symbol and the feature mark: both carry the bathhouse's value (3, 4 or 5). */
export const BATHHOUSE = 'bathhouse';

const mark = (value: number) => ({ [BATHHOUSE]: value });

const tile = (id: string, ref: string, value: number, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, BARBER_SURGEONS, features, { [BATHHOUSE]: value });

export const BATHHOUSE_TILES: TileType[] = [
  tile('BS1', 'BS/C', 3, [city('N', 0, mark(3)), field('EL ER SL SR WL WR', 'N')]),
  tile('BS2', 'BS/RFr', 3, [road('W E', mark(3)), field('WR NL NR EL'), field('ER SL SR WL')]),
  tile('BS3', 'BS/CRFr', 4, [city('N', 0, mark(4)), road('W E'), field('WR EL', 'N'), field('ER SL SR WL')]),
  tile('BS4', 'BS/Rr', 4, [road('S W', mark(4)), field('SR WL'), field('WR NL NR EL ER SL')]),
  tile('BS5', 'BS/Cc', 5, [city('N E', 0, mark(5)), field('SL SR WL WR', 'N')]),
  tile('BS6', 'BS/CRr', 5, [city('N', 0, mark(5)), road('E S'), field('ER SL'), field('SR WL WR EL', 'N')]),
];

export const BATHHOUSE_SET: Record<string, number> = Object.fromEntries(BATHHOUSE_TILES.map((t) => [t.id, 1]));

/** The printed value of a bathhouse tile type (0 for any other tile). */
export const bathhouseValue = (type: TileType): number => Number(type.symbols?.[BATHHOUSE] ?? 0);

/** How many bathhouse tiles a game of `players` uses (2 → 4, 3 → 5, 4 or more → 6). */
export const bathhousesFor = (players: number) => Math.min(BATHHOUSE_TILES.length, Math.max(4, players + 2));
