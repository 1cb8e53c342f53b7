// The Tunnel through the real bot: a member plays a whole game against a computer player; after her
// figure step she is asked where a tunnel token goes, and answers from the question's menu or declines it
// with Decline; the turn clock declines a token question left unanswered.
import { afterEach, describe, expect, it } from 'vitest';
import { askingNow, lastArchivedGame, playToTheEnd, startSoloGame } from './expansion-game';

type Table = Awaited<ReturnType<typeof startSoloGame>>;
let table: Table | undefined;

afterEach(async () => {
  await table?.stop();
  table = undefined;
});

describe('the Tunnel in Discord', () => {
  it('plays a whole game against a computer: the token question’s menu and its Decline', async () => {
    table = await startSoloGame('tunnel', 'tunnel');
    const { driver, channelId, alice } = table;
    const played = await playToTheEnd(table, { module: 'tunnel', actions: [], seed: 4, decline: 0.5 });
    expect(driver.errors).toEqual([]);
    expect(await driver.record(channelId)).toBeUndefined();
    const archived = (await lastArchivedGame(table))?.data;
    expect(archived?.status).toBe('finished');
    expect(played.answers).toBeGreaterThan(0);
    expect(played.declines).toBeGreaterThan(0);
    expect(played.questions[0]).toMatch(/you may put one of your tunnel tokens on a free tunnel portal/);
    // every token she put down is still on the board at the end (tokens stay)
    const tokens = (archived?.state?.modules?.tunnel as { tokens: { player: string }[] } | undefined)?.tokens ?? [];
    expect(tokens.filter((t) => t.player === alice)).toHaveLength(played.answers);
  }, 600_000);

  it('the turn clock declines a token question left unanswered', async () => {
    table = await startSoloGame('tunnel-clock', 'tunnel', 12);
    const { driver, alice } = table;
    const asked = askingNow(table, 'tunnel', { player: alice });
    await playToTheEnd(table, { module: 'tunnel', actions: [], seed: 5, decline: 1, until: asked });
    expect(await asked()).toBe(true);
    const { before, after, events } = await table.outwaitClock();
    expect(after?.state?.turn.number).toBeGreaterThan(before?.state?.turn.number ?? 0);
    expect(events.filter((e) => e.type === 'expansion' && e.module === 'tunnel' && e.data?.player === alice)).toEqual(
      [],
    );
    expect(driver.errors).toEqual([]);
  }, 600_000);
});
