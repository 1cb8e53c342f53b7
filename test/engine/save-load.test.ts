// A saved game is its JSON text: a state loaded from it must play on exactly like the original, even
// though the engine's lookup caches (board index, frontier) are rebuilt from scratch for it.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import { applyMove, legalMoves } from '../../src/engine';
import { randomGame } from './support/random-game';

const roundTrip = (state: GameState): GameState => JSON.parse(JSON.stringify(state));

describe('save and load', () => {
  const cases = [
    { seed: 5, seats: 2, expansions: ['farmers'], step: 'placeTile' },
    { seed: 6, seats: 3, expansions: ['farmers'], step: 'placeFigure' },
    { seed: 7, seats: 4, expansions: [], step: 'placeTile' },
  ] as const;

  it.each(cases)('continues seed $seed from a saved $step step with the same states and events', (options) => {
    const { steps } = randomGame(options.seed, { seats: options.seats, expansions: [...options.expansions] });
    const from = steps.findIndex((s, i) => i >= steps.length / 2 && s.before.turn.step === options.step);
    expect(from).toBeGreaterThan(0);
    const saved = steps[from]?.before as GameState;
    let loaded = roundTrip(saved);
    expect(loaded).toEqual(saved);
    expect(legalMoves(loaded)).toEqual(legalMoves(saved));
    for (const { player, move, after, events } of steps.slice(from)) {
      const result = applyMove(loaded, player, move);
      if (!result.ok) expect.fail(`the loaded game refused ${JSON.stringify(move)}: ${result.why}`);
      expect(result.events).toEqual(events);
      expect(JSON.stringify(result.state)).toBe(JSON.stringify(after));
      loaded = result.state;
    }
    expect(loaded.turn.step).toBe('ended');
  });

  it('saves a state that JSON keeps exactly (no undefined, NaN, Map or class instance inside)', () => {
    const { steps } = randomGame(8);
    for (const { after } of steps.filter((_, i) => i % 10 === 0)) {
      expect(JSON.stringify(roundTrip(after))).toBe(JSON.stringify(after));
      expect(roundTrip(after)).toStrictEqual(after);
    }
  });
});
