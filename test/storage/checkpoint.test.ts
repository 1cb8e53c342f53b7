// Checkpoints: a live game's data as replayed up to some log entry, kept beside its head so a load
// replays only the entries after it. The log stays the record: a checkpoint that does not fit the log
// is ignored (and reported), an undo below one drops it, and archiving removes it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KeyvGameRepository } from '../../src/storage/keyv-repository';
import type { RecordCodec } from '../../src/storage/repository';
import { BACKENDS, makeStorageFixture, type StorageFixture } from './storage-fixture';

/** A game of moves; `replayed` (never stored) says how many entries the load replayed. */
interface Game {
  moves: string[];
  replayed?: number;
}

// A move named "mid…" is one a checkpoint must not follow (as the real codec waits for the turn's end).
const codecOf = (format: string): RecordCodec<Game> => ({
  split: (game) => ({ head: {}, entries: game.moves }),
  join: (_head, entries, checkpoint) => {
    const moves = entries as string[];
    if (!checkpoint) return { moves, replayed: moves.length };
    const value = checkpoint.value as { moves?: unknown };
    if (!Array.isArray(value.moves) || value.moves.length !== checkpoint.entries) throw new Error('not a checkpoint');
    return { moves: [...value.moves, ...moves.slice(checkpoint.entries)], replayed: moves.length - checkpoint.entries };
  },
  checkpoint: (game) => (game.moves.at(-1)?.startsWith('mid') ? undefined : { moves: game.moves }),
  checkpointFormat: () => format,
  nextDueAt: () => null,
  summary: () => ({ gameId: 'g', finished: true, scores: [], winners: [] }),
  members: () => [],
});

const GUILD = '100000000000000001';
const CHANNEL = '200000000000000001';
const CHECKPOINT_PREFIX = `carcassonne:checkpoint:${CHANNEL}:`;
const moves = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `m${from + i}`);

describe.each(BACKENDS)('%s', (backend) => {
  let fx: StorageFixture;
  const logged: string[] = [];
  const open = (checkpointEvery = 3, format = 'v1') =>
    fx.openRepo<Game>({
      codec: codecOf(format),
      checkpointEvery,
      cacheSize: 0,
      log: (message) => logged.push(message),
    });

  beforeEach(async () => {
    fx = await makeStorageFixture(backend);
    logged.length = 0;
  });
  afterEach(async () => {
    await fx.cleanup();
  });

  /** Creates the game, then saves it one more move at a time, as play does. */
  async function playMoves(repo: KeyvGameRepository<Game>, all: string[]): Promise<number> {
    await repo.create(CHANNEL, { moves: [] }, { guildId: GUILD });
    let revision = 1;
    for (let count = 1; count <= all.length; count++) {
      revision = (await repo.update(CHANNEL, revision, { moves: all.slice(0, count) })).revision;
    }
    return revision;
  }

  async function checkpointRow(): Promise<{ entries: number } | undefined> {
    const raw = await fx.raw();
    const rows = await raw.query(
      'SELECT key FROM games WHERE key >= ? AND key < ?',
      CHECKPOINT_PREFIX,
      `${CHECKPOINT_PREFIX}~`,
    );
    expect(rows.length).toBeLessThanOrEqual(1);
    return rows[0] ? ((await raw.valueOf(rows[0].key as string)) as { entries: number }) : undefined;
  }

  it('loads a game from its checkpoint and the entries after it, as a full replay would', async () => {
    await playMoves(await open(), moves(7));
    expect((await checkpointRow())?.entries).toBe(6);
    const loaded = await (await open()).get(CHANNEL);
    expect(loaded?.data).toEqual({ moves: moves(7), replayed: 1 });
    const replayedWhole = await (await open(0)).get(CHANNEL);
    expect(replayedWhole?.data.moves).toEqual(loaded?.data.moves);
    expect(logged).toEqual([]);
  });

  it('writes a checkpoint only when the codec has one to give, and keeps the last one till then', async () => {
    const repo = await open();
    await playMoves(repo, ['a', 'mid1', 'mid2', 'mid3', 'b']);
    // after 3 entries the codec had none to give; the next moment it had one was after "b"
    expect((await checkpointRow())?.entries).toBe(5);
    await repo.update(CHANNEL, 6, { moves: ['a', 'mid1', 'mid2', 'mid3', 'b', 'mid4'] });
    expect((await checkpointRow())?.entries).toBe(5);
    expect((await (await open()).get(CHANNEL))?.data.replayed).toBe(1);
  });

  it('drops a checkpoint whose entries an undo took back, and replays the log as it is now', async () => {
    const repo = await open(2);
    const revision = await playMoves(repo, ['a', 'b', 'mid1', 'mid2']);
    expect((await checkpointRow())?.entries).toBe(2);
    await repo.update(CHANNEL, revision, { moves: ['a', 'mid9'] });
    expect(await checkpointRow()).toBeUndefined();
    expect((await (await open(2)).get(CHANNEL))?.data).toEqual({ moves: ['a', 'mid9'], replayed: 2 });
  });

  it.each([
    ['not JSON', () => '{"value": {tru'],
    ['for another entry', (real: string) => real.replace('"entries":6', '"entries":5')],
    ['made from another log', (real: string) => real.replace('"m5"', '"m55"').replace(/"log":"[^"]*"/, '"log":"x"')],
    ['that the codec refuses', (real: string) => real.replace(/"moves":\[[^\]]*\]/, '"moves":[]')],
  ])('falls back to replaying the whole log when the checkpoint is %s, and says so', async (_, corrupt) => {
    await playMoves(await open(), moves(7));
    const raw = await fx.raw();
    const [row] = await raw.query(
      'SELECT key, value FROM games WHERE key >= ? AND key < ?',
      CHECKPOINT_PREFIX,
      `${CHECKPOINT_PREFIX}~`,
    );
    await raw.query('UPDATE games SET value = ? WHERE key = ?', corrupt(row?.value as string), row?.key);
    const loaded = await (await open()).get(CHANNEL);
    expect(loaded?.data).toEqual({ moves: moves(7), replayed: 7 });
    expect(logged.some((message) => message.includes('checkpoint') && message.includes(CHANNEL))).toBe(true);
  });

  it('replays the whole log when the checkpoint row is gone', async () => {
    await playMoves(await open(), moves(4));
    const raw = await fx.raw();
    await raw.query('DELETE FROM games WHERE key >= ? AND key < ?', CHECKPOINT_PREFIX, `${CHECKPOINT_PREFIX}~`);
    expect((await (await open()).get(CHANNEL))?.data).toEqual({ moves: moves(4), replayed: 4 });
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.every((message) => message.includes('checkpoint'))).toBe(true);
  });

  it('loads and continues records saved before checkpoints existed', async () => {
    await playMoves(await open(0), moves(5));
    expect(await checkpointRow()).toBeUndefined();
    const repo = await open();
    const loaded = await repo.get(CHANNEL);
    expect(loaded?.data).toEqual({ moves: moves(5), replayed: 5 });
    await repo.update(CHANNEL, loaded?.revision ?? 0, { moves: moves(6) });
    expect((await checkpointRow())?.entries).toBe(6);
  });

  it('leaves a checkpoint of another format (an older engine) unused, and makes a new one at the next chance', async () => {
    await playMoves(await open(3, 'v1'), moves(7));
    const upgraded = await open(3, 'v2');
    const loaded = await upgraded.get(CHANNEL);
    expect(loaded?.data).toEqual({ moves: moves(7), replayed: 7 });
    expect(logged).toEqual([]);
    await upgraded.update(CHANNEL, loaded?.revision ?? 0, { moves: moves(8) });
    expect((await checkpointRow())?.entries).toBe(8);
    expect((await (await open(3, 'v2')).get(CHANNEL))?.data.replayed).toBe(0);
  });

  it('removes the checkpoint when the game is archived; the archive replays its whole log', async () => {
    const repo = await open();
    const revision = await playMoves(repo, moves(7));
    await repo.update(CHANNEL, revision, { moves: moves(8) }, { archive: true });
    expect(await checkpointRow()).toBeUndefined();
    const [archived] = await repo.listArchived(GUILD);
    expect(archived?.data).toEqual({ moves: moves(8), replayed: 8 });
  });
});
