// The School through the real bot: a member plays a whole game against a computer player with the
// school beside the start tile. School roads are completed along the way: the teacher changes hands in
// the game's log, and the panel says who holds him; any question about which scoring the teacher copies
// is answered from the post's menu (playToTheEnd checks each has one; none may be declined).
import { afterEach, describe, expect, it } from 'vitest';
import { lastArchivedGame, playToTheEnd, startSoloGame } from './expansion-game';

type Table = Awaited<ReturnType<typeof startSoloGame>>;
let table: Table | undefined;

afterEach(async () => {
  await table?.stop();
  table = undefined;
});

describe('the School in Discord', () => {
  it('plays a whole game against a computer: the teacher is taken, copies and goes back to the school', async () => {
    table = await startSoloGame('school', 'school');
    const { driver, channelId } = table;
    const started = (await driver.record(channelId))?.state;
    expect(started?.board.map((t) => t.tile).slice(0, 3)).toEqual(['D', 'SC1', 'SC2']);
    const played = await playToTheEnd(table, { module: 'school', actions: [], seed: 3 });
    expect(driver.errors).toEqual([]);
    expect(await driver.record(channelId)).toBeUndefined();
    const archived = await lastArchivedGame(table);
    expect(archived?.data?.status).toBe('finished');
    const events = archived?.data?.log?.flatMap((entry) => entry.events) ?? [];
    const what = events.flatMap((e) => (e.type === 'expansion' && e.module === 'school' ? [e.what] : []));
    expect(what).toContain('taken');
    // the teacher's copies are paid as the school's points
    const copies = events.filter((e) => e.type === 'points' && e.module === 'school');
    expect(copies.length).toBeGreaterThan(0);
    // the school's questions are never optional: every one was answered from its menu
    expect(played.declines).toBe(0);
    expect(played.answers).toBe(played.questions.length);
  }, 600_000);
});
