// The Plague through the real bot: a member plays a whole game against a computer player (farmers on, so
// farmers flee too); once the plague is out she is asked after each figure step whether a figure flees
// (answered from the menu or declined with Decline) and where her flea goes (from the menu: it may not be
// declined); the turn clock takes the first tile for a spread left unanswered.
import { afterEach, describe, expect, it } from 'vitest';
import { legalMoves } from '../../src/engine';
import { playToTheEnd, startSoloTable } from './expansion-game';

type Table = Awaited<ReturnType<typeof startSoloTable>>;
let table: Table | undefined;

afterEach(async () => {
  await table?.stop();
  table = undefined;
});

const PLAGUE = 'plague';

describe('the Plague in Discord', () => {
  it('plays a whole game against a computer: the flee menu and its Decline, the spread menu', async () => {
    table = await startSoloTable('plague');
    const { driver, channelId, alice, slash } = table;
    await driver.run(slash(alice, 'new', { expansions: `farmers,${PLAGUE}`, computer: 1, level: 'greedy' }));
    await driver.run(slash(alice, 'start'));
    const played = await playToTheEnd(table, { module: PLAGUE, actions: [], seed: 4, decline: 0.5 });
    expect(driver.errors).toEqual([]);
    expect(await driver.record(channelId)).toBeUndefined();
    const archived = (await driver.bot.service.repository.listArchived(table.fake.guild().id, 1))[0]?.data;
    expect(archived?.status).toBe('finished');
    expect(played.answers).toBeGreaterThan(0);
    expect(played.declines).toBeGreaterThan(0);
    expect(played.questions.some((q) => /spread the plague: put a flea/.test(q))).toBe(true);
    expect(played.questions.some((q) => /flee the plague/.test(q))).toBe(true);
    const log = archived?.log.flatMap((entry) => entry.events) ?? [];
    const spreads = log.filter((e) => e.type === 'expansion' && e.module === PLAGUE && e.what === 'spread');
    expect(spreads.some((e) => e.type === 'expansion' && e.data?.player === alice)).toBe(true);
  }, 900_000);

  it('the turn clock puts a flea left unplaced on the first tile offered', async () => {
    let now = Date.UTC(2026, 0, 1);
    table = await startSoloTable('plague-clock', { now: () => now });
    const { driver, channelId, alice, slash } = table;
    await driver.run(slash(alice, 'new', { expansions: PLAGUE, computer: 1, level: 'greedy', clock: 12 }));
    await driver.run(slash(alice, 'start'));
    const asked = async () => {
      const state = (await driver.record(channelId))?.state;
      const legal = state && legalMoves(state);
      return legal?.step === 'decide' && legal.decision.kind === 'spread' && legal.player === alice;
    };
    await playToTheEnd(table, { module: PLAGUE, actions: [], seed: 5, decline: 1, until: asked });
    expect(await asked()).toBe(true);
    const before = await driver.record(channelId);
    now += 13 * 3_600_000;
    await driver.bot.sweep();
    await driver.bot.idle();
    const after = await driver.record(channelId);
    expect(after?.state?.turn.number).toBeGreaterThan(before?.state?.turn.number ?? 0);
    const events = after?.log.slice(before?.log.length ?? 0).flatMap((entry) => entry.events) ?? [];
    const spread = events.find((e) => e.type === 'expansion' && e.module === PLAGUE && e.what === 'spread');
    expect(spread).toMatchObject({ data: { player: alice } });
    expect(driver.errors).toEqual([]);
  }, 900_000);
});
