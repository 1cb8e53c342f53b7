// Robbers: 8 tiles with a robber symbol (RaubA–RaubH in the Big Box inventory, big-box.md §15.12).
// ASSUMED LANDSCAPES: neither the rule books nor the reference data show what these tiles picture, so
// the eight below are made up in the manner of base tiles (roads, cities and fields, one monastery);
// only the robber symbol on each is from the rules. Our ids RB1–RB8 stand for the references RB/A–RB/H.
import { city, defineTile, field, monastery, road } from '../../engine/tiles/define';
import type { TileType } from '../../engine/types';

const ROBBER = { robber: true };

const tile = (id: string, ref: string, features: Parameters<typeof defineTile>[3]) =>
  defineTile(id, ref, 'robbers', features, ROBBER);

export const ROBBER_TILES: TileType[] = [
  // a straight road (like U)
  tile('RB1', 'RB/A', [road('W E'), field('WR NL NR EL'), field('ER SL SR WL')]),
  // a bend (like V)
  tile('RB2', 'RB/B', [road('W S'), field('WR NL NR EL ER SL'), field('SR WL')]),
  // a city cap over a straight road (like D)
  tile('RB3', 'RB/C', [road('W E'), city('N'), field('EL WR', 'N'), field('ER SL SR WL')]),
  // a city cap (like E)
  tile('RB4', 'RB/D', [city('N'), field('WL WR SL SR EL ER', 'N')]),
  // a junction of three roads (like W)
  tile('RB5', 'RB/E', [road('E'), road('S'), road('W'), field('WR NL NR EL'), field('ER SL'), field('SR WL')]),
  // a city corner with a bend (like P)
  tile('RB6', 'RB/F', [road('E S'), city('N W'), field('EL SR', 'N'), field('ER SL')]),
  // a city on three sides with a pennant and a road leaving it (like S)
  tile('RB7', 'RB/G', [road('S'), city('N W E', 1), field('SL', 'N'), field('SR', 'N')]),
  // a monastery with a road (like A)
  tile('RB8', 'RB/H', [monastery(), road('S'), field('NL NR EL ER SL SR WL WR')]),
];

/** One copy of each. */
export const ROBBER_SET: Record<string, number> = Object.fromEntries(ROBBER_TILES.map((t) => [t.id, 1]));

export const ROBBER_TILE_IDS: ReadonlySet<string> = new Set(ROBBER_TILES.map((t) => t.id));
