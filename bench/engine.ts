// Engine benchmarks: a whole random game, and legal-placement enumeration on a large board.

import { randomMove, SeededRandom } from '../src/ai/random-player';
import { applyMove, createGame, decidingPlayer, EXPANSION_IDS, legalMoves } from '../src/engine';
import { allTileTypes } from '../src/engine/catalog';
import { rulesFor } from '../src/engine/modules/registry';
import { legalPlacements } from '../src/engine/placement';
import { CLASSIC_SET } from '../src/engine/tiles/base';
import type { GameState, TileType } from '../src/engine/types';
import { type BenchRow, timeIt } from './measure';

const players = [
  { id: 'a', name: 'Ann' },
  { id: 'b', name: 'Bob' },
];

/** Plays a whole game with random legal moves (legal moves are listed every step). */
function wholeGame(seed: number, expansions = ['farmers']): GameState {
  const random = new SeededRandom(seed);
  let { state } = createGame({ players, expansions, seed });
  while (state.turn.step !== 'ended') {
    const move = randomMove(state, random);
    // a decision may be another player's (a robber, a crop circle)
    const result = move && applyMove(state, decidingPlayer(state) as string, move);
    if (!result?.ok) throw new Error('a random legal move was refused');
    state = result.state;
  }
  return state;
}

/** The state after `tiles` tiles are on the board (the start tile included). */
export function boardWithTiles(tiles: number, seed = 7): GameState {
  const random = new SeededRandom(seed);
  let { state } = createGame({ players, expansions: ['farmers'], seed });
  while (state.board.length < tiles && state.turn.step !== 'ended') {
    const move = randomMove(state, random);
    const result = move && applyMove(state, state.players[state.turn.player]?.id as string, move);
    if (!result?.ok) throw new Error('a random legal move was refused');
    state = result.state;
  }
  return state;
}

export async function engineBenchmarks(): Promise<BenchRow[]> {
  let seed = 0;
  const game = await timeIt(
    'engine: whole random base game with farmers (2 players)',
    300,
    () => wholeGame(++seed),
    50,
  );
  const all = ['farmers', 'river', 'abbot', 'inns-cathedrals', 'traders-builders'];
  const expanded = await timeIt(
    'engine: whole random game with farmers and all four expansions',
    200,
    () => wholeGame(++seed, all),
    30,
  );
  const tower = await timeIt(
    'engine: whole random game with farmers and the Tower (2 players)',
    200,
    () => wholeGame(++seed, ['farmers', 'tower']),
    30,
  );
  // the whole Big Box: base, farmers, river, abbot, the two big expansions and the seven minis
  const bigBox = [...all, 'flier', 'messengers', 'ferries', 'gold-mines', 'mage-witch', 'robbers', 'crop-circles'];
  const whole = await timeIt(
    'engine: whole random Big Box game (all twelve parts, 2 players)',
    100,
    () => wholeGame(++seed, bigBox),
    20,
  );
  const princessDragon = await timeIt(
    'engine: whole random game with farmers and Princess & Dragon (2 players)',
    100,
    () => wholeGame(++seed, ['farmers', 'princess-dragon']),
    20,
  );
  const abbeyMayor = await timeIt(
    'engine: whole random game with farmers and Abbey & Mayor (2 players)',
    200,
    () => wholeGame(++seed, ['farmers', 'abbey-mayor']),
    30,
  );
  const dragonAndTower = await timeIt(
    'engine: whole random game with farmers, Princess & Dragon and the Tower (2 players)',
    100,
    () => wholeGame(++seed, ['farmers', 'princess-dragon', 'tower']),
    20,
  );
  const everything = await timeIt(
    `engine: whole random game with every implemented expansion (${EXPANSION_IDS.length}, 2 players)`,
    40,
    () => wholeGame(++seed, [...EXPANSION_IDS]),
    10,
  );
  const rows = [game, expanded, tower, whole, princessDragon, abbeyMayor, dragonAndTower, everything];
  for (const tiles of [20, 70]) {
    const state = boardWithTiles(tiles);
    const rules = rulesFor(state.expansions);
    const types = allTileTypes().filter((type) => CLASSIC_SET[type.id]);
    let next = 0;
    // as in play: the open positions are kept for the board, and each call lists a new tile type
    rows.push(
      await timeIt(`engine: legal placements on a ${state.board.length}-tile board`, 2000, () =>
        legalPlacements(state, rules, types[next++ % types.length] as TileType),
      ),
    );
    // as for a game just loaded: a copy of the board, whose open positions are found from scratch
    rows.push(
      await timeIt(`engine: legal placements on a ${state.board.length}-tile board, loaded afresh`, 500, () =>
        legalMoves({ ...state, board: state.board.slice() }),
      ),
    );
  }
  return rows;
}
