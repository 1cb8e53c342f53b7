// Hills & Sheep through the real bot: a member plays a whole game against a computer player, putting her
// shepherd down with /carcassonne figure (kind: shepherd) whenever a spot offers it; each time her tile
// extends her shepherd's field the question (grow the flock or drive it into the stable) comes with its
// menu and no Decline (the rules make her choose); the game ends and is archived. The turn clock answers
// a flock question left unanswered with its first answer: the flock is driven into the stable.
import { afterEach, describe, expect, it } from 'vitest';
import { askingNow, lastArchivedGame, playToTheEnd, startSoloGame } from './expansion-game';

type Table = Awaited<ReturnType<typeof startSoloGame>>;
let table: Table | undefined;

afterEach(async () => {
  await table?.stop();
  table = undefined;
});

describe('Hills & Sheep in Discord', () => {
  it('plays a whole game against a computer: the shepherd typed, the flock question answered from its menu', async () => {
    table = await startSoloGame('hills-sheep', 'hills-sheep');
    const { driver, channelId } = table;
    const played = await playToTheEnd(table, { module: 'hills-sheep', actions: [], seed: 3, figureKind: 'shepherd' });
    expect(driver.errors).toEqual([]);
    expect(await driver.record(channelId)).toBeUndefined();
    const archived = (await lastArchivedGame(table))?.data;
    expect(archived?.status).toBe('finished');
    // the flock question is never optional: answered from its menu every time, never declined
    expect(played.answers).toBeGreaterThan(0);
    expect(played.declines).toBe(0);
    expect(played.questions[0]).toMatch(/grow the flock or drive it into the stable/);
    const events = archived?.log.flatMap((entry) => entry.events) ?? [];
    expect(events).toContainEqual(expect.objectContaining({ type: 'figurePlaced', figure: 'shepherd' }));
  }, 600_000);

  it('the turn clock drives a flock home when its question is left unanswered', async () => {
    table = await startSoloGame('hills-sheep-clock', 'hills-sheep', 12);
    const { driver } = table;
    const asked = askingNow(table, 'hills-sheep');
    await playToTheEnd(table, { module: 'hills-sheep', actions: [], seed: 3, figureKind: 'shepherd', until: asked });
    expect(await asked()).toBe(true);
    const { events } = await table.outwaitClock();
    expect(events).toContainEqual(expect.objectContaining({ module: 'hills-sheep', what: 'driven' }));
    expect(driver.errors).toEqual([]);
  }, 600_000);
});
