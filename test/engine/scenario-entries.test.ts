// The scenario format's later entries and checks (shared/SCENARIOS.md "Decisions by anyone ..."): a player
// leaving, a tile set aside, expect.next, expect.tokens, expect.board, and answers nobody asked for.
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../src/scenario/run';

const base = { name: 'entries', setup: { players: ['red', 'blue', 'green'], expansions: [] as string[] } };
const redRoad = {
  player: 'red',
  tile: 'U',
  at: [1, 0],
  rotation: 0,
  place: { figure: 'meeple', feature: 'road', where: 'E' },
};

describe('scenario entries', () => {
  it('takes a leaving player out: their figures leave the board, the next player is named', () => {
    const result = runScenario({
      ...base,
      turns: [redRoad, { leave: 'red' }],
      expect: { next: 'blue', board: [], supply: { blue: { meeple: 7 } } },
    });
    expect(result.failures).toEqual([]);
    expect(result.events.some((e) => e.type === 'playerRemoved')).toBe(true);
  });

  it('checks expect.next and names the player who really decides when it is wrong', () => {
    const result = runScenario({ ...base, turns: [redRoad], expect: { next: 'green' } });
    expect(result.failures).toEqual(['next: expected green to decide, got blue']);
  });

  it('lists every figure on the board with expect.board, by any edge of its feature', () => {
    const ok = runScenario({
      ...base,
      turns: [redRoad],
      expect: { board: [{ at: [1, 0], figure: 'meeple', player: 'red', feature: 'road', where: 'W' }] },
    });
    expect(ok.failures).toEqual([]);
    const wrong = runScenario({
      ...base,
      turns: [redRoad],
      expect: { board: [{ at: [1, 0], figure: 'meeple', player: 'blue', feature: 'road', where: 'E' }] },
    });
    expect(wrong.failures).toEqual([
      'board: expected meeple of blue at 1,0 road E, not there',
      'board: meeple of red at 1,0 road E is there but not expected',
    ]);
  });

  it('reads what a module keeps for a player with expect.tokens (goods)', () => {
    const result = runScenario({
      name: 'goods',
      setup: { players: ['red', 'blue'], expansions: ['traders-builders'] },
      turns: [
        { player: 'blue', tile: 'TB/CRc.g', at: [0, -1], rotation: 90 },
        { player: 'red', tile: 'TB/RCc.g', at: [0, -2], rotation: 180 },
        { player: 'blue', tile: 'TB/CFc.w', at: [1, -2], rotation: 0 },
        { player: 'red', tile: 'E', at: [2, -2], rotation: 270 },
      ],
      expect: { tokens: { red: { 'goods.grain': 2, 'goods.wine': 1 }, blue: { 'goods.grain': 1 } } },
    });
    expect(result.failures).toEqual(['tokens of blue: expected 1 goods.grain, got 0']);
  });

  it('refuses to set aside a tile that fits, naming why', () => {
    const result = runScenario({ ...base, turns: [{ player: 'red', tile: 'U', discard: true }] });
    expect(result.error).toMatch(/turn 1 rejected: The tile U fits on the board/);
  });

  it('stops at an answer the engine never asked for', () => {
    const result = runScenario({ ...base, turns: [{ ...redRoad, actions: [{ action: 'placeFerry', pair: 1 }] }] });
    expect(result.error).toBe('turn 1: 1 action entries were not asked for ("placeFerry")');
  });
});
