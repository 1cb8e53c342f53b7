import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import { KeyvGameRepository, type KeyvGameRepositoryOptions } from '../../src/storage/keyv-repository';

/**
 * A temp folder per test with real SQLite files, plus raw access to the table
 * (through the same adapter) for writing old/newer/corrupt records by hand.
 */
export async function makeSqliteFixture() {
  const dir = await mkdtemp(path.join(tmpdir(), 'carc-storage-'));
  const dbPath = path.join(dir, 'nested', 'games.sqlite');
  const toClose: { close(): Promise<void> }[] = [];

  async function openRepo<T>(options: Partial<KeyvGameRepositoryOptions<T>> = {}): Promise<KeyvGameRepository<T>> {
    const repo = await KeyvGameRepository.open<T>({
      path: dbPath,
      currentSchemaVersion: 1,
      migrations: {},
      ...options,
    });
    toClose.push(repo);
    return repo;
  }

  /** A second connection to the file, as another process (or a DBA) would have. */
  async function raw() {
    const store = new KeyvSqlite({ uri: `sqlite://${dbPath}`, table: 'games', busyTimeout: 5000 });
    await store.query('SELECT 1');
    toClose.push({ close: () => store.disconnect() });
    return {
      query: (sql: string, ...params: unknown[]) => store.query(sql, ...params) as Promise<Record<string, unknown>[]>,
      async valueOf(key: string): Promise<unknown> {
        const rows = (await store.query('SELECT value FROM games WHERE key = ?', key)) as { value: string }[];
        return rows[0] ? JSON.parse(rows[0].value).value : undefined;
      },
      async put(key: string, value: unknown): Promise<void> {
        await store.query(
          'INSERT INTO games (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
          key,
          JSON.stringify({ value }),
        );
      },
    };
  }

  async function cleanup(): Promise<void> {
    for (const item of toClose.splice(0).reverse()) await item.close();
    await rm(dir, { recursive: true, force: true });
  }

  return { dir, dbPath, openRepo, raw, cleanup };
}

export type SqliteFixture = Awaited<ReturnType<typeof makeSqliteFixture>>;
