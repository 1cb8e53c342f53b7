import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CorruptRecordError,
  GameExistsError,
  GameNotFoundError,
  MissingMigrationError,
  RevisionConflictError,
  SchemaTooNewError,
} from '../../src/storage/errors';
import type { StoredGame } from '../../src/storage/repository';
import { BACKENDS, makeStorageFixture, type StorageFixture } from './storage-fixture';

interface Game {
  moves: string[];
  note?: string;
}

const GUILD = '100000000000000001';
const OTHER_GUILD = '100000000000000002';
const CHANNEL = '200000000000000001';
const OTHER_CHANNEL = '200000000000000002';

// One suite, run against each database the run has (SQLite always; PostgreSQL with TEST_DATABASE_URL).
describe.each(BACKENDS)('%s', (backend) => {
  let fx: StorageFixture;
  let clock: number;
  const now = () => clock;

  beforeEach(async () => {
    fx = await makeStorageFixture(backend);
    clock = 1_700_000_000_000;
  });
  afterEach(async () => {
    await fx.cleanup();
  });

  describe('KeyvGameRepository basics', () => {
    it('creates, reads and updates a game (revision and updatedAt move, the rest stays)', async () => {
      const repo = await fx.openRepo<Game>({ now });
      expect(await repo.get(CHANNEL)).toBeUndefined();

      const created = await repo.create(CHANNEL, { moves: [] }, { guildId: GUILD });
      expect(created).toEqual({
        schemaVersion: 1,
        revision: 1,
        channelId: CHANNEL,
        guildId: GUILD,
        createdAt: clock,
        updatedAt: clock,
        data: { moves: [] },
      });
      expect(await repo.get(CHANNEL)).toEqual(created);

      clock += 5_000;
      const updated = await repo.update(CHANNEL, 1, { moves: ['A1'] });
      expect(updated).toEqual({
        ...created,
        revision: 2,
        updatedAt: created.createdAt + 5_000,
        data: { moves: ['A1'] },
      });
      expect(await repo.get(CHANNEL)).toEqual(updated);
    });

    it('refuses to create a second live game in the same channel', async () => {
      const repo = await fx.openRepo<Game>();
      await repo.create(CHANNEL, { moves: ['first'] }, { guildId: GUILD });
      await expect(repo.create(CHANNEL, { moves: ['second'] }, { guildId: GUILD })).rejects.toBeInstanceOf(
        GameExistsError,
      );
      expect((await repo.get(CHANNEL))?.data.moves).toEqual(['first']);
    });

    it('rejects an update against a stale revision (compare-and-set) and leaves the game alone', async () => {
      const repo = await fx.openRepo<Game>();
      await repo.create(CHANNEL, { moves: [] }, { guildId: GUILD });
      await repo.update(CHANNEL, 1, { moves: ['A'] });

      const error = await repo.update(CHANNEL, 1, { moves: ['B'] }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RevisionConflictError);
      expect(error).toMatchObject({ channelId: CHANNEL, expectedRevision: 1, actualRevision: 2 });
      expect(await repo.get(CHANNEL)).toMatchObject({ revision: 2, data: { moves: ['A'] } });
    });

    it('rejects an update of a channel without a game', async () => {
      const repo = await fx.openRepo<Game>();
      await expect(repo.update(CHANNEL, 1, { moves: [] })).rejects.toBeInstanceOf(GameNotFoundError);
    });

    it('reads a game back identically after a restart (new instance, same file)', async () => {
      const first = await fx.openRepo<Game>({ now });
      await first.create(CHANNEL, { moves: [] }, { guildId: GUILD });
      // Strings that Keyv's default serializer would rewrite, and non-ASCII text.
      const saved = await first.update(CHANNEL, 1, { moves: [':base64:AAAA', '::x', 'été 🏰'], note: ':colon' });
      await first.close();

      const second = await fx.openRepo<Game>({ now });
      expect(await second.get(CHANNEL)).toEqual(saved);
    });

    it('detects a conflict between two processes sharing the file', async () => {
      const a = await fx.openRepo<Game>();
      const b = await fx.openRepo<Game>();
      await a.create(CHANNEL, { moves: [] }, { guildId: GUILD });
      const [readA, readB] = await Promise.all([a.get(CHANNEL), b.get(CHANNEL)]);
      const results = await Promise.allSettled([
        a.update(CHANNEL, readA?.revision ?? -1, { moves: ['from A'] }),
        b.update(CHANNEL, readB?.revision ?? -1, { moves: ['from B'] }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.find((r) => r.status === 'rejected');
      expect(rejected?.status === 'rejected' && rejected.reason).toBeInstanceOf(RevisionConflictError);
      expect((await a.get(CHANNEL))?.revision).toBe(2);
    });

    it('keeps namespaces apart in one file', async () => {
      const carc = await fx.openRepo<Game>({ namespace: 'carc' });
      const other = await fx.openRepo<Game>({ namespace: 'other' });
      await carc.create(CHANNEL, { moves: ['carc'] }, { guildId: GUILD });
      expect(await other.get(CHANNEL)).toBeUndefined();
      await other.create(CHANNEL, { moves: ['other'] }, { guildId: GUILD });
      expect((await carc.get(CHANNEL))?.data.moves).toEqual(['carc']);
    });
  });

  describe('archive', () => {
    it('moves a game to the archive, frees the channel and lists archives per guild', async () => {
      const repo = await fx.openRepo<Game>({ now });
      const first = await repo.create(CHANNEL, { moves: ['game 1'] }, { guildId: GUILD });
      await repo.create(OTHER_CHANNEL, { moves: ['elsewhere'] }, { guildId: OTHER_GUILD });

      clock += 1_000;
      await repo.archive(CHANNEL, 1);
      expect(await repo.get(CHANNEL)).toBeUndefined();
      expect(await repo.listArchived(GUILD)).toEqual([{ ...first, archivedAt: clock }]);

      // The channel is free for a new game, which can be archived too.
      clock += 1_000;
      const second = await repo.create(CHANNEL, { moves: ['game 2'] }, { guildId: GUILD });
      clock += 1_000;
      await repo.archive(CHANNEL, 1);

      const archived = await repo.listArchived(GUILD);
      expect(archived.map((g) => g.data.moves[0])).toEqual(['game 2', 'game 1']); // newest first
      expect(archived[0]).toEqual({ ...second, archivedAt: clock });
      expect(await repo.listArchived(OTHER_GUILD)).toEqual([]);
      expect((await repo.get(OTHER_CHANNEL))?.data.moves).toEqual(['elsewhere']);
    });

    it('keeps archives across a restart', async () => {
      const repo = await fx.openRepo<Game>({ now });
      await repo.create(CHANNEL, { moves: ['kept'] }, { guildId: GUILD });
      await repo.archive(CHANNEL, 1);
      await repo.close();
      const reopened = await fx.openRepo<Game>({ now });
      expect((await reopened.listArchived(GUILD)).map((g) => g.data.moves)).toEqual([['kept']]);
    });

    it('refuses to archive a channel without a game', async () => {
      const repo = await fx.openRepo<Game>();
      await expect(repo.archive(CHANNEL, 1)).rejects.toBeInstanceOf(GameNotFoundError);
    });

    it.runIf(backend === 'sqlite')('lists by primary-key range, not by a full table scan', async () => {
      await fx.openRepo<Game>();
      const raw = await fx.raw();
      const plan = await raw.query(
        'EXPLAIN QUERY PLAN SELECT key, value FROM games WHERE key >= ? AND key < ? ORDER BY key',
        'carcassonne:live:',
        'carcassonne:live;',
      );
      expect(JSON.stringify(plan)).toMatch(/SEARCH games USING INDEX sqlite_autoindex_games_1 \(key>\? AND key<\?\)/);
    });

    it.runIf(backend === 'postgres')('compares keys byte by byte, whatever the database locale', async () => {
      await fx.openRepo<Game>();
      const raw = await fx.raw();
      const [column] = await raw.query(
        `SELECT collation_name FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = 'games' AND column_name = 'key'`,
      );
      expect(column).toEqual({ collation_name: 'C' });
    });
  });

  describe('schema migrations', () => {
    const v1Record = (channelId: string, guildId = GUILD): StoredGame<unknown> => ({
      schemaVersion: 1,
      revision: 7,
      channelId,
      guildId,
      createdAt: 1,
      updatedAt: 2,
      data: { tiles: ['a', 'b'] },
    });
    // v1 {tiles} -> v2 {tiles, score} -> v3 {placed, score}
    const migrations = {
      1: (data: unknown) => ({ ...(data as object), score: 0 }),
      2: (data: unknown) => {
        const { tiles, score } = data as { tiles: string[]; score: number };
        return { placed: tiles, score };
      },
    };

    it('migrates old records on read and writes the new schema back on the next update', async () => {
      await fx.openRepo<Game>(); // creates the table
      const raw = await fx.raw();
      await raw.put(`carcassonne:live:${CHANNEL}`, v1Record(CHANNEL));

      const repo = await fx.openRepo<{ placed: string[]; score: number }>({ currentSchemaVersion: 3, migrations });
      const game = await repo.get(CHANNEL);
      expect(game).toEqual({ ...v1Record(CHANNEL), schemaVersion: 3, data: { placed: ['a', 'b'], score: 0 } });
      // Reading alone doesn't rewrite the row.
      expect(await raw.valueOf(`carcassonne:live:${CHANNEL}`)).toMatchObject({ schemaVersion: 1 });

      await repo.update(CHANNEL, 7, { placed: ['a', 'b', 'c'], score: 4 });
      expect(await raw.valueOf(`carcassonne:live:${CHANNEL}`)).toMatchObject({
        schemaVersion: 3,
        revision: 8,
        data: { placed: ['a', 'b', 'c'], score: 4 },
      });
    });

    it('migrates archived records too', async () => {
      await fx.openRepo<Game>();
      const raw = await fx.raw();
      await raw.put(`carcassonne:archive:${GUILD}:${CHANNEL}:1`, { ...v1Record(CHANNEL), archivedAt: 3 });
      const repo = await fx.openRepo<{ placed: string[] }>({ currentSchemaVersion: 3, migrations });
      expect(await repo.listArchived(GUILD)).toEqual([
        { ...v1Record(CHANNEL), archivedAt: 3, schemaVersion: 3, data: { placed: ['a', 'b'], score: 0 } },
      ]);
    });

    it('fails clearly when a migration step is missing', async () => {
      await fx.openRepo<Game>();
      const raw = await fx.raw();
      await raw.put(`carcassonne:live:${CHANNEL}`, v1Record(CHANNEL));
      const repo = await fx.openRepo<unknown>({ currentSchemaVersion: 3, migrations: { 2: migrations[2] } });
      await expect(repo.get(CHANNEL)).rejects.toBeInstanceOf(MissingMigrationError);
    });

    it('refuses records from a newer build and never overwrites them', async () => {
      await fx.openRepo<Game>();
      const raw = await fx.raw();
      const future = { ...v1Record(CHANNEL), schemaVersion: 5, data: { from: 'the future' } };
      await raw.put(`carcassonne:live:${CHANNEL}`, future);

      const repo = await fx.openRepo<unknown>({ currentSchemaVersion: 3, migrations });
      const error = await repo.get(CHANNEL).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SchemaTooNewError);
      expect((error as Error).message).toMatch(/schema version 5.*only understands up to 3/);
      await expect(repo.update(CHANNEL, 7, { overwritten: true })).rejects.toBeInstanceOf(SchemaTooNewError);
      await expect(repo.archive(CHANNEL, 7)).rejects.toBeInstanceOf(SchemaTooNewError);
      await expect(repo.create(CHANNEL, {}, { guildId: GUILD })).rejects.toBeInstanceOf(GameExistsError);
      expect(await raw.valueOf(`carcassonne:live:${CHANNEL}`)).toEqual(future);
    });
  });

  describe('storage failures surface as errors, never as "no game"', () => {
    // What a file can do wrong; a server's refusals are in the PostgreSQL-only tests.
    const sqliteOnly = it.runIf(backend === 'sqlite');
    const dbPath = () => (fx.backend === 'sqlite' ? fx.dbPath : '');
    const tableGone = backend === 'sqlite' ? /no such table/ : /relation "games" does not exist/;

    sqliteOnly('fails to open when the database path is a directory', async () => {
      await mkdir(dbPath(), { recursive: true });
      await expect(fx.openRepo<Game>()).rejects.toThrow(/SQLITE_CANTOPEN/);
    });

    sqliteOnly('fails to open a file that is not a SQLite database', async () => {
      await mkdir(path.dirname(dbPath()), { recursive: true });
      await writeFile(dbPath(), Buffer.alloc(8192, 0x5a));
      await expect(fx.openRepo<Game>()).rejects.toThrow(/SQLITE_NOTADB/);
    });

    it('throws on a read that fails after opening (table gone) instead of answering undefined', async () => {
      const repo = await fx.openRepo<Game>();
      await repo.create(CHANNEL, { moves: [] }, { guildId: GUILD });
      const raw = await fx.raw();
      await raw.query('DROP TABLE games');

      await expect(repo.get(CHANNEL)).rejects.toThrow(tableGone);
      await expect(repo.create(CHANNEL, { moves: [] }, { guildId: GUILD })).rejects.toThrow(tableGone);
      await expect(repo.update(CHANNEL, 1, { moves: [] })).rejects.toThrow(tableGone);
    });

    it('throws on a corrupt row instead of treating it as missing', async () => {
      const repo = await fx.openRepo<Game>();
      const raw = await fx.raw();
      await raw.query('INSERT INTO games (key, value) VALUES (?, ?)', `carcassonne:live:${CHANNEL}`, '{"value": {tru');
      await expect(repo.get(CHANNEL)).rejects.toBeInstanceOf(CorruptRecordError);
      await expect(repo.create(CHANNEL, { moves: [] }, { guildId: GUILD })).rejects.toBeInstanceOf(GameExistsError);

      await raw.put(`carcassonne:live:${CHANNEL}`, { revision: 'one' });
      await expect(repo.get(CHANNEL)).rejects.toThrow(/schemaVersion: Invalid key.*revision: Invalid type/);
    });

    it('rejects bad options and ids early', async () => {
      await expect(fx.openRepo<Game>({ currentSchemaVersion: 0 })).rejects.toThrow(/currentSchemaVersion/);
      await expect(fx.openRepo<Game>({ namespace: 'a:b' })).rejects.toThrow(/namespace/);
      const repo = await fx.openRepo<Game>();
      await expect(repo.get('a:b')).rejects.toThrow(/channelId/);
    });
  });
});
