// Under the Big Top through the real bot: a member plays a whole game against a computer player, joining
// pyramids and scoring them from the turn post's buttons and putting her ringmaster down with /carcassonne
// figure; she looks the rule up; every circus the game scored is worded in the channel.
import { afterEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine';
import { CHANNEL_POST } from './driver';
import { lastArchivedGame, playToTheEnd, startSoloGame } from './expansion-game';

type Table = Awaited<ReturnType<typeof startSoloGame>>;
let table: Table | undefined;

afterEach(async () => {
  await table?.stop();
  table = undefined;
});

const CIRCUS_WORDS = /The animal under the big top at -?\d+,-?\d+ is/;

describe('Under the Big Top in Discord', () => {
  it('plays a whole game against a computer: acrobats, the ringmaster, the circus in words', async () => {
    table = await startSoloGame('big-top', 'farmers,big-top');
    const { driver, channelId, alice, slash, fake } = table;
    const rule = await driver.run(slash(alice, 'rules', { topic: 'big-top' }));
    expect(JSON.stringify(rule.reply)).toMatch(/ringmaster/);
    const played = await playToTheEnd(table, {
      module: 'big-top',
      actions: ['acrobat', 'score-pyramid'],
      seed: 4,
      figureKind: 'ringmaster',
    });
    expect(driver.errors).toEqual([]);
    expect(await driver.record(channelId)).toBeUndefined();
    const archived = (await lastArchivedGame(table))?.data;
    expect(archived?.status).toBe('finished');
    expect(played.actions).toBeGreaterThan(0);
    const tiles = archived?.state?.board.map((t) => t.tile) ?? [];
    expect(tiles.filter((t) => t.startsWith('BT'))).toHaveLength(20);
    const events: GameEvent[] = archived?.log.flatMap((entry) => entry.events) ?? [];
    const circuses = events.filter((e) => e.type === 'expansion' && e.module === 'big-top' && e.what === 'circus');
    // 12 tent tiles: 11 circuses in play and the last one at the end
    expect(circuses).toHaveLength(12);
    const acrobats = events.filter((e) => e.type === 'figurePlaced' && e.by === 'big-top').length;
    expect(acrobats).toBeGreaterThan(0);
    const said = fake.calls
      .filter((c) => c.route === CHANNEL_POST && c.method === 'POST')
      .map((c) => JSON.stringify(c.body))
      .join('\n');
    expect(said.split(CIRCUS_WORDS).length - 1).toBeGreaterThanOrEqual(circuses.length - 1);
  }, 600_000);
});
