// GQ11 through the real bot: the lobby names it, and a whole game with farmers and The River, which starts
// at GQ11's spring, is played to the end (moves straight to the game service; GQ11 asks no questions).
import { afterAll, describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { legalMoves, type Move } from '../../src/engine';
import { GQ_SPRING } from '../../src/expansions/gq11/tiles';
import { startTableForTwo } from './table';

let table: Awaited<ReturnType<typeof startTableForTwo>> | undefined;

afterAll(async () => {
  await table?.stop();
});

describe('GQ11 in Discord', () => {
  it('is named in the lobby, starts the river at its spring and plays to the end', async () => {
    table = await startTableForTwo('gq11');
    const { driver, channelId, alice, bob, slash } = table;
    const opened = await driver.run(slash(alice, 'new', { expansions: 'river,gq11' }));
    expect(JSON.stringify(opened.reply)).toContain('GQ11 mini-expansion');
    await driver.run(slash(bob, 'join'));
    await driver.run(slash(alice, 'start'));
    expect((await driver.record(channelId))?.state?.board[0]?.tile).toBe(GQ_SPRING);
    const random = new SeededRandom(2);
    let placed = 0;
    for (let step = 0; step < 4000; step++) {
      const record = await driver.record(channelId);
      if (record?.status !== 'playing' || !record.state) break;
      const legal = legalMoves(record.state);
      if (legal.step === 'ended') break;
      const move = randomMove(record.state, random) as Move;
      if (move.type === 'placeTile') placed++;
      const outcome = await driver.bot.service.play(channelId, { userId: legal.player, name: legal.player }, move);
      if (!outcome.ok) throw new Error(`step ${step}: refused ${outcome.message.key}`);
    }
    // the base game's 71 tiles after the start, The River's 11 after its spring, GQ11's 10 and its river tile
    expect(placed).toBeGreaterThan(80);
    const history = (await driver.run(slash(alice, 'history'))).reply?.content ?? '';
    expect(history).toMatch(/Finished games/);
  });
});
