// The Plague through the real bot: a member plays a whole game against a computer player (farmers on, so
// farmers flee too); once the plague is out she is asked after each figure step whether a figure flees
// (answered from the menu or declined with Decline) and where her flea goes (from the menu: it may not be
// declined); the turn clock takes the first tile for a spread left unanswered.
import { afterEach, describe, expect, it } from 'vitest';
import { askingNow, lastArchivedGame, playToTheEnd, startSoloGame } from './expansion-game';

type Table = Awaited<ReturnType<typeof startSoloGame>>;
let table: Table | undefined;

afterEach(async () => {
  await table?.stop();
  table = undefined;
});

const PLAGUE = 'plague';

describe('the Plague in Discord', () => {
  it('plays a whole game against a computer: the flee menu and its Decline, the spread menu', async () => {
    table = await startSoloGame('plague', `farmers,${PLAGUE}`);
    const { driver, channelId, alice } = table;
    const played = await playToTheEnd(table, { module: PLAGUE, actions: [], seed: 4, decline: 0.5 });
    expect(driver.errors).toEqual([]);
    expect(await driver.record(channelId)).toBeUndefined();
    const archived = (await lastArchivedGame(table))?.data;
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
    table = await startSoloGame('plague-clock', PLAGUE, 12);
    const { driver, alice } = table;
    const asked = askingNow(table, PLAGUE, { kind: 'spread', player: alice });
    await playToTheEnd(table, { module: PLAGUE, actions: [], seed: 5, decline: 1, until: asked });
    expect(await asked()).toBe(true);
    const { before, after, events } = await table.outwaitClock();
    expect(after?.state?.turn.number).toBeGreaterThan(before?.state?.turn.number ?? 0);
    const spread = events.find((e) => e.type === 'expansion' && e.module === PLAGUE && e.what === 'spread');
    expect(spread).toMatchObject({ data: { player: alice } });
    expect(driver.errors).toEqual([]);
  }, 900_000);
});
