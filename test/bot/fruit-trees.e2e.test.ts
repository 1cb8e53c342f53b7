// Fruit Trees through the real bot: a member plays a whole game against a computer player; her tree
// tiles ask which fruit (a menu, no Decline: the rules say choose), and her followers on or beside a tree
// ask for the fruit action (a menu of harvests and sales, with Decline); the turn clock declines a fruit
// action left unanswered.
import { afterEach, describe, expect, it } from 'vitest';
import { askingNow, lastArchivedGame, playToTheEnd, startSoloGame } from './expansion-game';

type Table = Awaited<ReturnType<typeof startSoloGame>>;
let table: Table | undefined;

afterEach(async () => {
  await table?.stop();
  table = undefined;
});

describe('Fruit Trees in Discord', () => {
  it('plays a whole game against a computer: the fruit menus, the action’s Decline', async () => {
    table = await startSoloGame('fruit-trees', 'fruit-trees');
    const { driver, channelId } = table;
    const played = await playToTheEnd(table, { module: 'fruit-trees', actions: [], seed: 3 });
    expect(driver.errors).toEqual([]);
    expect(await driver.record(channelId)).toBeUndefined();
    const archived = (await lastArchivedGame(table))?.data;
    expect(archived?.status).toBe('finished');
    expect(played.answers).toBeGreaterThan(0);
    const asked = played.questions.join('\n');
    expect(asked).toMatch(/which fruit does your new tree bear|your follower is by a fruit tree/);
  }, 600_000);

  it('the turn clock declines a fruit action left unanswered', async () => {
    table = await startSoloGame('fruit-trees-clock', 'fruit-trees', 12);
    const { driver } = table;
    const asked = askingNow(table, 'fruit-trees', { kind: 'action' });
    await playToTheEnd(table, { module: 'fruit-trees', actions: [], seed: 5, decline: 0, until: asked });
    expect(await asked()).toBe(true);
    const { events } = await table.outwaitClock();
    expect(await asked()).toBe(false);
    expect(events).toContainEqual(expect.objectContaining({ module: 'fruit-trees', what: 'declined' }));
    expect(driver.errors).toEqual([]);
  }, 600_000);
});
