// endGame's silent form (a computer player's provisional scores) skips building the final scoring's events:
// the state it gives must be the one the full form gives, at every point of a game, with every expansion.
import { describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { applyMove, createGame, decidingPlayer, EXPANSION_IDS, endGame } from '../../src/engine';
import { BIG_BOX } from './support/big-box';

describe('endGame, silent', () => {
  it.each([
    { name: 'the base game with farmers', expansions: ['farmers'], seed: 21 },
    { name: 'the Big Box', expansions: BIG_BOX, seed: 22 },
    { name: 'every implemented expansion', expansions: [...EXPANSION_IDS], seed: 23 },
  ])('$name: the same final state as the full scoring, without its scored events', ({ expansions, seed }) => {
    const players = [1, 2, 3].map((n) => ({ id: `p${n}`, name: `Player ${n}` }));
    const random = new SeededRandom(seed);
    let { state } = createGame({ players, expansions, seed });
    let compared = 0;
    for (let moves = 0; state.turn.step !== 'ended'; moves++) {
      if (moves % 9 === 4) {
        const full = endGame(state);
        const silent = endGame(state, { silent: true });
        expect(JSON.stringify(silent.state)).toBe(JSON.stringify(full.state));
        expect(silent.events.filter((e) => e.type === 'scored' || e.type === 'gameEnded')).toEqual([]);
        expect(full.events.some((e) => e.type === 'gameEnded')).toBe(true);
        compared++;
      }
      const move = randomMove(state, random);
      if (!move) throw new Error(`no legal move after ${moves} moves`);
      const result = applyMove(state, decidingPlayer(state) as string, move);
      if (!result.ok) throw new Error(`legal move refused: ${result.why}`);
      state = result.state;
    }
    expect(compared).toBeGreaterThan(10);
  });
});
