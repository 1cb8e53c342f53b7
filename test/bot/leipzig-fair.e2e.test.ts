// The Leipzig Fair through the real bot: a member plays a whole game against a computer player. Leipzig's
// quarters are the start; whenever the member holds the majority on a completed road leading to Leipzig,
// the turn post asks whether to send a follower to a quarter (answered from its menu, or declined); the
// followers sent stay in Leipzig, counted under the member's name.
import { afterEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine';
import { CHANNEL_POST } from './driver';
import { lastArchivedGame, playToTheEnd, startSoloTable } from './expansion-game';

type Table = Awaited<ReturnType<typeof startSoloTable>>;
let table: Table | undefined;

afterEach(async () => {
  await table?.stop();
  table = undefined;
});

describe('The Leipzig Fair in Discord', () => {
  it('asks the majority holder of a road leading to Leipzig, sends followers from its menu, keeps them there', async () => {
    table = await startSoloTable('leipzig-fair');
    const { driver, alice, slash, fake } = table;
    const rule = await driver.run(slash(alice, 'rules', { topic: 'leipzig-fair' }));
    expect(JSON.stringify(rule.reply)).toMatch(/Wagoners/);
    await driver.run(slash(alice, 'new', { expansions: 'farmers,leipzig-fair', computer: 1, level: 'greedy' }));
    await driver.run(slash(alice, 'start'));
    const played = await playToTheEnd(table, { module: 'leipzig-fair', actions: [], seed: 3, decline: 0.3 });
    expect(driver.errors).toEqual([]);
    expect(played.questions.length).toBeGreaterThan(0);
    expect(played.questions.every((q) => /leads to Leipzig/.test(q))).toBe(true);
    const archived = (await lastArchivedGame(table))?.data;
    expect(archived?.status).toBe('finished');
    expect(archived?.state?.board.slice(0, 8).map((t) => t.tile)).toEqual([
      'LZ1',
      'LZ1.2',
      'LZ2',
      'LZ2.2',
      'LZ3',
      'LZ3.2',
      'LZ4',
      'LZ4.2',
    ]);
    // every follower chosen arrived, and the channel said so
    const events: GameEvent[] = archived?.log.flatMap((entry) => entry.events) ?? [];
    const leipzig = events.filter((e) => e.type === 'expansion' && e.module === 'leipzig-fair');
    const chosen = leipzig.filter((e) => e.type === 'expansion' && e.what === 'sending').length;
    expect(chosen).toBeGreaterThan(0);
    expect(leipzig.filter((e) => e.type === 'expansion' && e.what === 'sent').length).toBe(chosen);
    const said = fake.calls
      .filter((c) => c.route === CHANNEL_POST && c.method === 'POST')
      .map((c) => JSON.stringify(c.body))
      .join('\n');
    expect(said.split(/of Leipzig and stays there/).length - 1).toBeGreaterThanOrEqual(1);
  }, 600_000);
});
