// The Festival through the real bot: a member plays a whole game against a computer player; on a
// festival tile she clicks the festival's button, picks the figure to take back from the question's menu
// or declines it with Decline (the computer weighs the festival like any move: test/expansions); and the
// turn clock answers a
// festival question left unanswered (declined: the figure stays out).
import { afterEach, describe, expect, it } from 'vitest';
import { legalMoves } from '../../src/engine';
import { playToTheEnd, startSoloTable } from './expansion-game';

type Table = Awaited<ReturnType<typeof startSoloTable>>;
let table: Table | undefined;

afterEach(async () => {
  await table?.stop();
  table = undefined;
});

describe('the Festival in Discord', () => {
  it('plays a whole game against a computer: the festival button, its menu, its Decline offered', async () => {
    table = await startSoloTable('festival');
    const { driver, channelId, alice, slash } = table;
    await driver.run(slash(alice, 'new', { expansions: 'festival', computer: 1, level: 'greedy' }));
    await driver.run(slash(alice, 'start'));
    const played = await playToTheEnd(table, { module: 'festival', actions: ['festival'], seed: 3 });
    expect(driver.errors).toEqual([]);
    expect(await driver.record(channelId)).toBeUndefined();
    const archived = (await driver.bot.service.repository.listArchived(table.fake.guild().id, 1))[0]?.data;
    expect(archived?.status).toBe('finished');
    expect(played.actions).toBeGreaterThan(0);
    expect(played.answers + played.declines).toBe(played.actions);
    // every festival question carried its Decline button (playToTheEnd checks each); here all were answered
    expect(played.answers).toBeGreaterThan(0);
    expect(played.questions[0]).toMatch(/the festival lets you take one of your figures back to your supply/);
  }, 600_000);

  it('the turn clock declines a festival question left unanswered', async () => {
    let now = Date.UTC(2026, 0, 1);
    table = await startSoloTable('festival-clock', { now: () => now });
    const { driver, channelId, alice, slash } = table;
    await driver.run(slash(alice, 'new', { expansions: 'festival', computer: 1, level: 'greedy', clock: 12 }));
    await driver.run(slash(alice, 'start'));
    const asked = async () => {
      const state = (await driver.record(channelId))?.state;
      const legal = state && legalMoves(state);
      return legal?.step === 'decide' && legal.decision.module === 'festival';
    };
    await playToTheEnd(table, { module: 'festival', actions: ['festival'], seed: 5, decline: 0, until: asked });
    expect(await asked()).toBe(true);
    const beforeRecord = await driver.record(channelId);
    const before = beforeRecord?.state;
    const logged = beforeRecord?.log.length ?? 0;
    now += 13 * 3_600_000;
    await driver.bot.sweep();
    await driver.bot.idle();
    const afterRecord = await driver.record(channelId);
    expect(await asked()).toBe(false);
    expect(afterRecord?.state?.turn.number).toBeGreaterThan(before?.turn.number ?? 0);
    // the clock declined it: no figure came back, and the game went on
    const events = afterRecord?.log.slice(logged).flatMap((entry) => entry.events) ?? [];
    expect(events).toContainEqual(expect.objectContaining({ module: 'festival', what: 'declined' }));
    expect(events.filter((e) => e.type === 'expansion' && String(e.what).startsWith('returned'))).toEqual([]);
    expect(driver.errors).toEqual([]);
  }, 600_000);
});
