// The record cache hands out deeply frozen games: a caller that tried to change one fails loudly.
import { describe, expect, it } from 'vitest';
import { deepFreeze, RecordCache } from '../../src/storage/record-cache';

describe('deepFreeze', () => {
  it('freezes every object and array inside, whatever the nesting', () => {
    const points = [3, 4];
    const game = { log: [{ move: { x: 1 }, events: [{ points }] }], state: { board: [[0], []] } };
    deepFreeze(game);
    expect(Object.isFrozen(game.log)).toBe(true);
    expect(Object.isFrozen(game.log[0]?.move)).toBe(true);
    expect(Object.isFrozen(points)).toBe(true);
    expect(Object.isFrozen(game.state.board[1])).toBe(true);
    expect(() => points.push(5)).toThrow(TypeError);
    expect(points).toEqual([3, 4]);
  });

  it('freezes what a cached game holds, and leaves parts already frozen (shared with earlier states) as they are', () => {
    const shared = Object.freeze({ tiles: ['A'] });
    const cache = new RecordCache<{ shared: typeof shared; fresh: { n: number[] } }>(2);
    const data = { shared, fresh: { n: [1] } };
    cache.set('k', { createdAt: 1, revision: 1, data, entryTexts: [] });
    expect(Object.isFrozen(cache.get('k', 1, 1)?.data.fresh.n)).toBe(true);
    // a frozen parent is taken as frozen all the way down (it was frozen by deepFreeze before)
    expect(Object.isFrozen(shared.tiles)).toBe(false);
  });
});
