// Fruit Trees through the real bot: a member plays a whole game against a computer player; her tree
// tiles ask which fruit (a menu, no Decline: the rules say choose), and her followers on or beside a tree
// ask for the fruit action (a menu of harvests and sales, with Decline); the turn clock declines a fruit
// action left unanswered.
import { afterEach, describe, expect, it } from 'vitest';
import { legalMoves } from '../../src/engine';
import { playToTheEnd, startSoloTable } from './expansion-game';

type Table = Awaited<ReturnType<typeof startSoloTable>>;
let table: Table | undefined;

afterEach(async () => {
  await table?.stop();
  table = undefined;
});

describe('Fruit Trees in Discord', () => {
  it('plays a whole game against a computer: the fruit menus, the action’s Decline', async () => {
    table = await startSoloTable('fruit-trees');
    const { driver, channelId, alice, slash } = table;
    await driver.run(slash(alice, 'new', { expansions: 'fruit-trees', computer: 1, level: 'greedy' }));
    await driver.run(slash(alice, 'start'));
    const played = await playToTheEnd(table, { module: 'fruit-trees', actions: [], seed: 3 });
    expect(driver.errors).toEqual([]);
    expect(await driver.record(channelId)).toBeUndefined();
    const archived = (await driver.bot.service.repository.listArchived(table.fake.guild().id, 1))[0]?.data;
    expect(archived?.status).toBe('finished');
    expect(played.answers).toBeGreaterThan(0);
    const asked = played.questions.join('\n');
    expect(asked).toMatch(/which fruit does your new tree bear|your follower is by a fruit tree/);
  }, 600_000);

  it('the turn clock declines a fruit action left unanswered', async () => {
    let now = Date.UTC(2026, 0, 1);
    table = await startSoloTable('fruit-trees-clock', { now: () => now });
    const { driver, channelId, alice, slash } = table;
    await driver.run(slash(alice, 'new', { expansions: 'fruit-trees', computer: 1, level: 'greedy', clock: 12 }));
    await driver.run(slash(alice, 'start'));
    const asked = async () => {
      const state = (await driver.record(channelId))?.state;
      const legal = state && legalMoves(state);
      return legal?.step === 'decide' && legal.decision.module === 'fruit-trees' && legal.decision.kind === 'action';
    };
    await playToTheEnd(table, { module: 'fruit-trees', actions: [], seed: 5, decline: 0, until: asked });
    expect(await asked()).toBe(true);
    const beforeRecord = await driver.record(channelId);
    const logged = beforeRecord?.log.length ?? 0;
    now += 13 * 3_600_000;
    await driver.bot.sweep();
    await driver.bot.idle();
    const afterRecord = await driver.record(channelId);
    expect(await asked()).toBe(false);
    const events = afterRecord?.log.slice(logged).flatMap((entry) => entry.events) ?? [];
    expect(events).toContainEqual(expect.objectContaining({ module: 'fruit-trees', what: 'declined' }));
    expect(driver.errors).toEqual([]);
  }, 600_000);
});
