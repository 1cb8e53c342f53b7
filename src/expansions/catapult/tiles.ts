// The Catapult: 12 fair tiles, one of each. The rule books give no tile list (the Latvian compendium's
// distribution was lost, the Romanian compilation names only "12 fair tiles"); these are written from
// JCloisterZone's tile definitions for the set (src/main/resources/tile-definitions/catapult.xml, MIT),
// which record what is printed on each: see README.md. Our ids number them in that file's order
// (CP1–CP12); the refs are that file's card ids under the set's prefix. Every tile carries the fair,
// a symbol of the tile as a whole: symbols { fair: true }.
//
// The fair's yellow square ends the roads that run into it (fn 165, fn 167: CP8, CP9, CP10 and CP11 have
// road ends at it) and splits the fields around it (fn 166, fn 171: CP2, CP7 to CP11 have two fields or
// more). The monastery tile CP7 has fields on all four sides (fn 170), so it only meets field edges.

import { city, defineTile, field, monastery, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

export const CATAPULT = 'catapult';
export const FAIR_SYMBOL = 'fair';

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, CATAPULT, features, { [FAIR_SYMBOL]: true });

export const FAIR_TILES: TileType[] = [
  tile('CP1', 'CA/C', [city('N'), field('WL WR SL SR EL ER', 'N')]),
  tile('CP2', 'CA/C!', [city('E'), field('NL NR', 'E'), field('WL WR SL SR', 'E')]),
  tile('CP3', 'CA/Cc+', [city('N W', 1), field('SL SR EL ER', 'N')]),
  tile('CP4', 'CA/Cccc', [city('N W S E')]),
  tile('CP5', 'CA/CFC', [city('N'), city('S'), field('WL WR EL ER', 'N S')]),
  tile('CP6', 'CA/F', [field('NL NR EL ER SL SR WL WR')]),
  tile('CP7', 'CA/L', [monastery(), field('WR NL NR EL'), field('WL SL SR ER')]),
  tile('CP8', 'CA/RFR', [road('N'), road('S'), field('NR EL ER SL'), field('SR WL WR NL')]),
  tile('CP9', 'CA/RR', [road('W'), road('S'), field('WR NL NR EL ER SL'), field('WL SR')]),
  tile('CP10', 'CA/RrR.1', [road('W'), road('S E'), field('SR WL WR NL NR EL'), field('ER SL')]),
  tile('CP11', 'CA/RRr.2', [road('W'), road('N E'), field('NL WL WR SL SR ER'), field('NR EL')]),
  tile('CP12', 'CA/Rrrr', [road('N E S W'), field('WR NL'), field('NR EL'), field('ER SL'), field('SR WL')]),
];

export const FAIR_SET: Record<string, number> = Object.fromEntries(FAIR_TILES.map((t) => [t.id, 1]));
export const FAIR_IDS: ReadonlySet<string> = new Set(FAIR_TILES.map((t) => t.id));
