// Moving a bot's games to another database (npm run migrate-storage): live games with their logs,
// archives with history, and posts owed arrive as they were, and the target's indexes are rebuilt.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyStorage } from '../../src/storage/copy-storage';
import { Outbox } from '../../src/storage/outbox';
import type { RecordCodec } from '../../src/storage/repository';
import { BACKENDS, makeStorageFixture, type StorageFixture } from './storage-fixture';

interface Game {
  moves: string[];
  dueAt?: number;
}
// A log entry per move, a due time and members, so every side table has something to rebuild.
const codec: RecordCodec<Game> = {
  split: (game) => ({ head: { dueAt: game.dueAt }, entries: game.moves }),
  join: (head, entries) => ({ ...(head as object), moves: entries as string[] }),
  nextDueAt: (game) => game.dueAt ?? null,
  summary: (game) => ({
    gameId: 'g',
    finished: true,
    scores: [{ userId: 'u1', name: 'Ann', score: game.moves.length }],
    winners: ['u1'],
  }),
  members: () => ['u1'],
};

describe.each(BACKENDS)('from SQLite to %s', (backend) => {
  let from: StorageFixture;
  let to: StorageFixture;
  beforeEach(async () => {
    from = await makeStorageFixture('sqlite');
    to = await makeStorageFixture(backend);
  });
  afterEach(async () => {
    await from.cleanup();
    await to.cleanup();
  });

  it('copies live and archived games, their logs and the posts owed; the target indexes them', async () => {
    const source = await from.openRepo<Game>({ codec });
    const live = await source.create('c1', { moves: ['a'], dueAt: 5000 }, { guildId: 'g1' });
    const moved = await source.update('c1', live.revision, { moves: ['a', 'b'], dueAt: 5000 });
    await source.create('c2', { moves: ['x', 'y', 'z'] }, { guildId: 'g1' });
    await source.archive('c2', 1);
    await (await Outbox.on<{ turn: number }>(source.sideTables)).owe('c1', { turn: 2 }, 1000);
    await source.close();

    const copied = await copyStorage(from.target, to.target);
    expect(copied).toEqual({ games: 1 + 2 + 1 + 3, outbox: 1 }); // 2 heads, their 5 log rows; 1 post
    // a second run adds nothing and changes nothing
    expect(await copyStorage(from.target, to.target)).toEqual(copied);

    const target = await to.openRepo<Game>({ codec });
    expect(await target.get('c1')).toEqual(moved);
    expect(await target.dueChannels(5000)).toEqual(['c1']);
    expect(await target.gamesOf('g1', 'u1')).toEqual(['c1']);
    expect((await target.listArchived('g1')).map((game) => game.data.moves)).toEqual([['x', 'y', 'z']]);
    expect(await target.playerTallies('g1')).toEqual([{ userId: 'u1', name: 'Ann', games: 1, wins: 1, totalScore: 3 }]);
    expect((await (await Outbox.on<{ turn: number }>(target.sideTables)).get('c1'))?.payload).toEqual({ turn: 2 });
  });
});
