// The Phantom: asked after the figure step (2B-2) on the tile just placed, never after the princess's
// removal (fn 211) or on the dragon's volcano; the computer players answer it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computerMove } from '../../src/ai';
import { SeededRandom } from '../../src/ai/random-player';
import { applyMove, legalMoves } from '../../src/engine';
import { runScenario } from '../../src/scenario/run';
import { accepted, placeTile, scriptedGame } from '../engine/support/scripted-game';

const scenario = (name: string) => JSON.parse(readFileSync(`test/scenarios/phantom/${name}.json`, 'utf8'));

/** The scenario with one more answer in its last turn: placing the phantom there, which must go unasked. */
function withPhantomAnswer(name: string, spot: Record<string, unknown>) {
  const raw = scenario(name);
  const last = raw.turns[raw.turns.length - 1];
  last.actions = [...(last.actions ?? []), { action: 'phantom', ...spot }];
  return runScenario(raw);
}

describe('the phantom', () => {
  it('is asked after the figure step, on the free features of the tile just placed, and may be declined', () => {
    let state = scriptedGame({ expansions: ['phantom'] });
    state = placeTile(state, { player: 'red', tile: 'D', at: [1, 0], rotation: 0 }).state;
    state = accepted(applyMove(state, 'red', { type: 'pass' })).state;
    const legal = legalMoves(state);
    expect(legal.step === 'decide' && [legal.player, legal.decision.module, legal.decision.kind]).toEqual([
      'red',
      'phantom',
      'place',
    ]);
    expect(legal.step === 'decide' && legal.choices.map((c) => c.params?.feature).sort()).toEqual(['city', 'road']);
    const declined = accepted(applyMove(state, 'red', { type: 'pass' })).state;
    expect(legalMoves(declined)).toMatchObject({ step: 'placeTile', player: 'blue' });
  });

  it('is not asked after the princess sent a knight home (fn 211), though a field of the tile is free', () => {
    const result = withPhantomAnswer('fn211-no-phantom-after-the-princess', {
      x: 0,
      y: -2,
      feature: 'field',
      where: 'SL',
    });
    expect(result.error).toMatch(/not asked for/);
  });

  it('is answered by a computer player with a place on the tile, or declined', () => {
    let state = scriptedGame({ expansions: ['phantom'] });
    state = placeTile(state, { player: 'red', tile: 'D', at: [1, 0], rotation: 0 }).state;
    state = accepted(applyMove(state, 'red', { type: 'pass' })).state;
    for (const level of ['random', 'greedy', 'strong'] as const) {
      const move = computerMove(level, state, new SeededRandom(3), { rollouts: 4 });
      expect(move && ['action', 'pass'].includes(move.type)).toBe(true);
      expect(applyMove(state, 'red', move as NonNullable<typeof move>).ok).toBe(true);
    }
  });
});
