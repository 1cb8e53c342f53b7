// The Halflings through the real bot: a member plays a whole game against a computer player. Each turn the
// member holds a half tile that fits, the turn post asks whether to play it instead of drawing (answered
// from its menu, or declined), the halves named by number, and /carcassonne tiles shows the member's
// halves to the member alone; halves go down in half a square, a second half fills another's gap, and the
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
    // the member's half tiles, shown to the member alone, numbered as the question names them
    const hand = await driver.run(slash(alice, 'tiles'));
    expect(hand.ephemeral).toBe(true);
    expect(hand.reply?.content).toMatch(/only you see/);
    expect(hand.reply?.attachments?.map((a) => a.filename)).toEqual(['hand.png']);
    const played = await playToTheEnd(table, { module: 'halflings', actions: [], seed: 3, decline: 0.2 });
    expect(driver.errors).toEqual([]);
    expect(played.answers).toBeGreaterThan(0);
    expect(played.questions.every((q) => /half tiles instead of drawing/.test(q))).toBe(true);
    // the public question names the halves by number, never by their pictures' ids
    expect(played.questions.some((q) => /H[12]-\d/.test(q))).toBe(false);
    expect(await driver.record(channelId)).toBeUndefined();
    const archived = (await lastArchivedGame(table))?.data;
    expect(archived?.status).toBe('finished');
    const board = archived?.state?.board ?? [];
    // halves on the board, and the supply all played: the game ended after the last normal tile
    expect(board.filter((t) => findTileType(t.tile)?.half).length).toBeGreaterThan(0);
    expect(archived?.state?.supply).toEqual([]);
  }, 600_000);
});
