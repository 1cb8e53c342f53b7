// A whole game of random legal moves, kept as a replay source (how it was created, and its moves): what
// the end-of-game replay is drawn from, for its tests and bench.

import { randomMove, SeededRandom } from '../ai/random-player';
import type { ReplaySource } from '../app/record-codec';
import { applyMove, createGame, decidingPlayer } from '../engine';

export function randomReplaySource(seed: number, expansions: string[] = ['farmers']): ReplaySource {
  const setup = {
    players: [
      { id: '100000000000000001', name: 'Ann' },
      { id: '100000000000000002', name: 'Bob' },
    ],
    firstPlayer: 0,
  };
  let { state } = createGame({ ...setup, expansions, options: {}, seed });
  const random = new SeededRandom(seed);
  const log: ReplaySource['log'] = [];
  for (let at = 0; state.turn.step !== 'ended'; at++) {
    const move = randomMove(state, random, 0.4);
    const player = decidingPlayer(state) ?? '';
    if (!move) throw new Error('no legal move');
    const result = applyMove(state, player, move);
    if (!result.ok) throw new Error(`refused: ${result.why}`);
    log.push({ turn: state.turn.number, player, move, at });
    state = result.state;
  }
  return { setup, expansions, options: {}, seed, log };
}
