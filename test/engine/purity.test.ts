// The engine's API is pure: a state handed to it is never changed, whatever the engine does inside a move
// (it writes a draft of its own in place, and shares every part it does not change). Seeded random games
// over several expansion sets hand the engine deep-frozen states, so any write into one throws, and
// compare a state's JSON before and after the calls now and then (what freezing cannot see).
import { describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { applyMove, createGame, decidingPlayer, EXPANSION_IDS, endGame, legalMoves, skipTurn } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { BIG_BOX } from './support/big-box';
import { deepFreeze } from './support/deep-freeze';

/** Plays a whole seeded random game on frozen states; returns how many moves it made. */
function playFrozen(expansions: string[], seats: number, seed: number): number {
  const players = Array.from({ length: seats }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
  const random = new SeededRandom(seed);
  let state: GameState = deepFreeze(createGame({ players, expansions, seed }).state);
  let moves = 0;
  while (state.turn.step !== 'ended') {
    const snapshot = moves % 20 === 0 ? JSON.stringify(state) : undefined;
    legalMoves(state);
    // the paths a player leaving a game or the computer's look-ahead take: they too leave the state alone
    if (moves % 15 === 7) {
      endGame(state);
      skipTurn(state);
    }
    const move = randomMove(state, random);
    if (!move) throw new Error(`no legal move after ${moves} moves`);
    const result = applyMove(state, decidingPlayer(state) as string, move);
    if (!result.ok) throw new Error(`legal move refused: ${result.why}`);
    if (snapshot !== undefined) expect(JSON.stringify(state)).toBe(snapshot);
    state = deepFreeze(result.state);
    moves++;
  }
  return moves;
}

describe('the engine never changes a state it is handed', () => {
  it.each([
    { name: 'the base game with farmers', expansions: ['farmers'], seats: 3, seed: 11 },
    { name: 'the Big Box', expansions: BIG_BOX, seats: 4, seed: 12 },
    { name: 'every implemented expansion', expansions: [...EXPANSION_IDS], seats: 2, seed: 13 },
    { name: 'every implemented expansion', expansions: [...EXPANSION_IDS], seats: 5, seed: 14 },
  ])('$name, $seats players, seed $seed: frozen states throughout a random game', ({ expansions, seats, seed }) => {
    expect(playFrozen(expansions, seats, seed)).toBeGreaterThan(50);
  });
});
