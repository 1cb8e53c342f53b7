// Whole games of seeded random legal moves, for tests that need many ordinary mid-game states.

import { randomMove, SeededRandom } from '../../../src/ai/random-player';
import type { GameEvent, GameState, Move } from '../../../src/engine';
import { applyMove, createGame, decidingPlayer } from '../../../src/engine';
import { players } from './scripted-game';

export interface RandomStep {
  before: GameState;
  player: string;
  move: Move;
  after: GameState;
  events: GameEvent[];
}

export function randomGame(seed: number, options: { expansions?: string[]; seats?: number } = {}) {
  const ids = ['red', 'blue', 'yellow', 'green', 'black'].slice(0, options.seats ?? 2);
  const created = createGame({ players: players(...ids), expansions: options.expansions ?? ['farmers'], seed });
  const random = new SeededRandom(seed * 7919 + 1);
  const steps: RandomStep[] = [];
  let state = created.state;
  while (state.turn.step !== 'ended') {
    const move = randomMove(state, random);
    if (!move) throw new Error(`no legal move in game ${seed} after ${steps.length} moves`);
    // a decision may be another player's (a robber, a crop circle)
    const player = decidingPlayer(state) as string;
    const result = applyMove(state, player, move);
    if (!result.ok) throw new Error(`legal move refused: ${result.why}`);
    steps.push({ before: state, player, move, after: result.state, events: result.events });
    state = result.state;
  }
  return { created, steps, final: state };
}
