// The Darmstadt promo through the real bot: a member plays a whole game against a computer player (the
// promo asks nothing: its points come with the scoring), looks its rule up, and every church bonus and
// Darmstadtium the game paid is worded in the channel.
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

const CHURCH_WORDS = /scores 3 points for the most followers around the church at -?\d+,-?\d+ \(\d+\)/;
const DARMSTADTIUM_WORDS = /the Darmstadtium × 3/;

describe('Darmstadt in Discord', () => {
  it('plays a whole game against a computer, with its rule and its points in words', async () => {
    table = await startSoloTable('darmstadt');
    const { driver, channelId, alice, slash, fake } = table;
    const rule = await driver.run(slash(alice, 'rules', { topic: 'darmstadt' }));
    expect(JSON.stringify(rule.reply)).toMatch(/Darmstadtium/);
    await driver.run(slash(alice, 'new', { expansions: 'farmers,darmstadt', computer: 1, level: 'greedy' }));
    await driver.run(slash(alice, 'start'));
    const played = await playToTheEnd(table, { module: 'darmstadt', actions: [], seed: 2 });
    expect(driver.errors).toEqual([]);
    expect(played.turns).toBeGreaterThan(20);
    expect(await driver.record(channelId)).toBeUndefined();
    const archived = (await lastArchivedGame(table))?.data;
    expect(archived?.status).toBe('finished');
    // every tile was played, the promo's three too
    const tiles = archived?.state?.board.map((t) => t.tile) ?? [];
    expect(tiles).toEqual(expect.arrayContaining(['DACCCC', 'DALRR', 'DALRRRR']));
    // what the game paid for the promo, and what the channel said
    const events: GameEvent[] = archived?.log.flatMap((entry) => entry.events) ?? [];
    const churches = events.filter((e) => e.type === 'points' && e.module === 'darmstadt').length;
    const darmstadtium = events.filter(
      (e) => e.type === 'scored' && e.score.terms.some((t) => t.unit === 'darmstadtium'),
    ).length;
    const said = fake.calls
      .filter((c) => c.route === CHANNEL_POST && c.method === 'POST')
      .map((c) => JSON.stringify(c.body))
      .join('\n');
    // this seed's game completes the Darmstadtium's city (churches are completed in other games: test/scenarios)
    expect(churches + darmstadtium).toBeGreaterThan(0);
    expect(said.split(CHURCH_WORDS).length - 1).toBeGreaterThanOrEqual(churches);
    expect(said.split(DARMSTADTIUM_WORDS).length - 1).toBeGreaterThanOrEqual(darmstadtium);
  }, 600_000);
});
