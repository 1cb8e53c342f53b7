// The Festival through the real bot: a member plays a whole game against a computer player; on a
// festival tile she clicks the festival's button, picks the figure to take back from the question's menu
// or declines it with Decline (the computer weighs the festival like any move: test/expansions); and the
// turn clock answers a
// festival question left unanswered (declined: the figure stays out).
import { afterEach, describe, expect, it } from 'vitest';
import { askingNow, lastArchivedGame, playToTheEnd, startSoloGame } from './expansion-game';

type Table = Awaited<ReturnType<typeof startSoloGame>>;
let table: Table | undefined;

afterEach(async () => {
  await table?.stop();
  table = undefined;
});

describe('the Festival in Discord', () => {
  it('plays a whole game against a computer: the festival button, its menu, its Decline offered', async () => {
    table = await startSoloGame('festival', 'festival');
    const { driver, channelId } = table;
    const played = await playToTheEnd(table, { module: 'festival', actions: ['festival'], seed: 3 });
    expect(driver.errors).toEqual([]);
    expect(await driver.record(channelId)).toBeUndefined();
    const archived = (await lastArchivedGame(table))?.data;
    expect(archived?.status).toBe('finished');
    expect(played.actions).toBeGreaterThan(0);
    expect(played.answers + played.declines).toBe(played.actions);
    // every festival question carried its Decline button (playToTheEnd checks each); here all were answered
    expect(played.answers).toBeGreaterThan(0);
    expect(played.questions[0]).toMatch(/the festival lets you take one of your figures back to your supply/);
  }, 600_000);

  it('the turn clock declines a festival question left unanswered', async () => {
    table = await startSoloGame('festival-clock', 'festival', 12);
    const { driver } = table;
    const asked = askingNow(table, 'festival');
    await playToTheEnd(table, { module: 'festival', actions: ['festival'], seed: 5, decline: 0, until: asked });
    expect(await asked()).toBe(true);
    const { before, after, events } = await table.outwaitClock();
    expect(await asked()).toBe(false);
    expect(after?.state?.turn.number).toBeGreaterThan(before?.state?.turn.number ?? 0);
    // the clock declined it: no figure came back, and the game went on
    expect(events).toContainEqual(expect.objectContaining({ module: 'festival', what: 'declined' }));
    expect(events.filter((e) => e.type === 'expansion' && String(e.what).startsWith('returned'))).toEqual([]);
    expect(driver.errors).toEqual([]);
  }, 600_000);
});
