// Hills & Sheep through the real bot: a member plays a whole game against a computer player, putting her
// shepherd down with /carcassonne figure (kind: shepherd) whenever a spot offers it; each time her tile
// extends her shepherd's field the question (grow the flock or drive it into the stable) comes with its
// menu and no Decline (the rules make her choose); the game ends and is archived. The turn clock answers
// a flock question left unanswered with its first answer: the flock is driven into the stable.
import { afterEach, describe, expect, it } from 'vitest';
import { legalMoves } from '../../src/engine';
import { playToTheEnd, startSoloTable } from './expansion-game';

type Table = Awaited<ReturnType<typeof startSoloTable>>;
let table: Table | undefined;

afterEach(async () => {
  await table?.stop();
  table = undefined;
});

describe('Hills & Sheep in Discord', () => {
  it('plays a whole game against a computer: the shepherd typed, the flock question answered from its menu', async () => {
    table = await startSoloTable('hills-sheep');
    const { driver, channelId, alice, slash } = table;
    await driver.run(slash(alice, 'new', { expansions: 'hills-sheep', computer: 1, level: 'greedy' }));
    await driver.run(slash(alice, 'start'));
    const played = await playToTheEnd(table, { module: 'hills-sheep', actions: [], seed: 3, figureKind: 'shepherd' });
    expect(driver.errors).toEqual([]);
    expect(await driver.record(channelId)).toBeUndefined();
    const archived = (await driver.bot.service.repository.listArchived(table.fake.guild().id, 1))[0]?.data;
    expect(archived?.status).toBe('finished');
    // the flock question is never optional: answered from its menu every time, never declined
    expect(played.answers).toBeGreaterThan(0);
    expect(played.declines).toBe(0);
    expect(played.questions[0]).toMatch(/grow the flock or drive it into the stable/);
    const events = archived?.log.flatMap((entry) => entry.events) ?? [];
    expect(events).toContainEqual(expect.objectContaining({ type: 'figurePlaced', figure: 'shepherd' }));
  }, 600_000);

  it('the turn clock drives a flock home when its question is left unanswered', async () => {
    let now = Date.UTC(2026, 0, 1);
    table = await startSoloTable('hills-sheep-clock', { now: () => now });
    const { driver, channelId, alice, slash } = table;
    await driver.run(slash(alice, 'new', { expansions: 'hills-sheep', computer: 1, level: 'greedy', clock: 12 }));
    await driver.run(slash(alice, 'start'));
    const asked = async () => {
      const state = (await driver.record(channelId))?.state;
      const legal = state && legalMoves(state);
      return legal?.step === 'decide' && legal.decision.module === 'hills-sheep';
    };
    await playToTheEnd(table, { module: 'hills-sheep', actions: [], seed: 3, figureKind: 'shepherd', until: asked });
    expect(await asked()).toBe(true);
    const logged = (await driver.record(channelId))?.log.length ?? 0;
    now += 13 * 3_600_000;
    await driver.bot.sweep();
    await driver.bot.idle();
    const afterRecord = await driver.record(channelId);
    const events = afterRecord?.log.slice(logged).flatMap((entry) => entry.events) ?? [];
    expect(events).toContainEqual(expect.objectContaining({ module: 'hills-sheep', what: 'driven' }));
    expect(driver.errors).toEqual([]);
  }, 600_000);
});
