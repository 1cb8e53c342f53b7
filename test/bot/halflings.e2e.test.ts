// The Halflings through the real bot: a member plays a whole game against a computer player. Each turn the
// member holds a half tile that fits, the turn post asks whether to play it instead of drawing (answered
// from its menu, or declined); halves go down in half a square, a second half fills another's gap, and the
// game ends after the last normal tile with the halves still held lost.
import { afterEach, describe, expect, it } from 'vitest';
import { findTileType } from '../../src/engine';
import { lastArchivedGame, playToTheEnd, startSoloTable } from './expansion-game';

type Table = Awaited<ReturnType<typeof startSoloTable>>;
let table: Table | undefined;

afterEach(async () => {
  await table?.stop();
  table = undefined;
});

describe('Halflings in Discord', () => {
  it('offers the half tiles instead of a draw, plays them and ends after the last normal tile', async () => {
    table = await startSoloTable('halflings');
    const { driver, channelId, alice, slash } = table;
    const rule = await driver.run(slash(alice, 'rules', { topic: 'halflings' }));
    expect(JSON.stringify(rule.reply)).toMatch(/long edge/);
    await driver.run(slash(alice, 'new', { expansions: 'farmers,halflings', computer: 1, level: 'greedy' }));
    await driver.run(slash(alice, 'start'));
    const played = await playToTheEnd(table, { module: 'halflings', actions: [], seed: 3, decline: 0.2 });
    expect(driver.errors).toEqual([]);
    expect(played.answers).toBeGreaterThan(0);
    expect(played.questions.every((q) => /half tiles instead of drawing/.test(q))).toBe(true);
    expect(await driver.record(channelId)).toBeUndefined();
    const archived = (await lastArchivedGame(table))?.data;
    expect(archived?.status).toBe('finished');
    const board = archived?.state?.board ?? [];
    // halves on the board, and the supply all played: the game ended after the last normal tile
    expect(board.filter((t) => findTileType(t.tile)?.half).length).toBeGreaterThan(0);
    expect(archived?.state?.supply).toEqual([]);
  }, 600_000);
});
