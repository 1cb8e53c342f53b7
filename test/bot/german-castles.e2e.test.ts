// Castles in Germany through the real bot: a member plays a whole game against a computer player. Each
// turn the member holds a castle that fits, the turn post asks whether to play it instead of drawing
// (answered from its menu, or declined); a castle placed goes down over two squares, and its lord and the
// castles' bonuses are scored in words in the channel.
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

describe('Castles in Germany in Discord', () => {
  it('offers the castles instead of a draw, plays them over two squares and scores them in words', async () => {
    table = await startSoloTable('german-castles');
    const { driver, channelId, alice, slash, fake } = table;
    const rule = await driver.run(slash(alice, 'rules', { topic: 'german-castles' }));
    expect(JSON.stringify(rule.reply)).toMatch(/castle lord/);
    await driver.run(slash(alice, 'new', { expansions: 'farmers,german-castles', computer: 1, level: 'greedy' }));
    await driver.run(slash(alice, 'start'));
    const played = await playToTheEnd(table, { module: 'german-castles', actions: [], seed: 3, decline: 0.3 });
    expect(driver.errors).toEqual([]);
    expect(played.answers).toBeGreaterThan(0);
    expect(played.questions.every((q) => /castle tiles instead of drawing/.test(q))).toBe(true);
    expect(await driver.record(channelId)).toBeUndefined();
    const archived = (await lastArchivedGame(table))?.data;
    expect(archived?.status).toBe('finished');
    // every castle played lies over two squares
    const tiles = archived?.state?.board.map((t) => t.tile) ?? [];
    const firsts = tiles.filter((t) => /^GK\d$/.test(t));
    expect(firsts.length).toBeGreaterThan(0);
    expect(tiles.filter((t) => /^GK\d\.2$/.test(t)).length).toBe(firsts.length);
    // what the game paid the castle lords, and what the channel said
    const events: GameEvent[] = archived?.log.flatMap((entry) => entry.events) ?? [];
    const lords = events.filter((e) => e.type === 'scored' && e.score.rule === 'castle-lord').length;
    const said = fake.calls
      .filter((c) => c.route === CHANNEL_POST && c.method === 'POST')
      .map((c) => JSON.stringify(c.body))
      .join('\n');
    expect(said.split(/castle lord/).length - 1).toBeGreaterThanOrEqual(lords);
  }, 600_000);
});
