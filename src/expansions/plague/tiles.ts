// The Plague: 6 plague-source tiles, one of each, each with the plague-doctor symbol (the box the outbreak
// token is laid on). The rule text gives no tile list (the compendium's pictures are lost, and the
// reference tile definitions have no plague set); a review of the Spielbox sheet (steinwurf.wordpress.com,
// 20 October 2010) says the six show no new layouts: every one exists in the base game or an earlier
// expansion. We chose six base-game layouts that together give every feature a plague tile can extend:
// a city cap (E), a city cap over a straight road (D), a straight road (U), a road bend (V), a three-way
// junction (W) and a two-sided city corner (N). Our ids PL1–PL6; the refs name the layout after "PL/".
import { city, defineTile, field, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

export const PLAGUE_SYMBOL = 'plague';

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, 'plague', features, { [PLAGUE_SYMBOL]: true });

export const PLAGUE_TILES: TileType[] = [
  tile('PL1', 'PL/C', [city('N'), field('WL WR SL SR EL ER', 'N')]),
  tile('PL2', 'PL/RCr', [road('W E'), city('N'), field('EL WR', 'N'), field('ER SL SR WL')]),
  tile('PL3', 'PL/RFr', [road('W E'), field('WR NL NR EL'), field('ER SL SR WL')]),
  tile('PL4', 'PL/Rr', [road('W S'), field('WR NL NR EL ER SL'), field('SR WL')]),
  tile('PL5', 'PL/RRR', [road('E'), road('S'), road('W'), field('WR NL NR EL'), field('ER SL'), field('SR WL')]),
  tile('PL6', 'PL/Cc', [city('N W'), field('SL SR EL ER', 'N')]),
];

export const PLAGUE_SET: Record<string, number> = Object.fromEntries(PLAGUE_TILES.map((t) => [t.id, 1]));

const PLAGUE_IDS = new Set(PLAGUE_TILES.map((t) => t.id));

/** Whether a tile type is a plague source. */
export const isPlagueTile = (tile: string) => PLAGUE_IDS.has(tile);
