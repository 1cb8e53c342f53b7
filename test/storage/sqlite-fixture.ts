import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
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
    const db = new Database(dbPath, { timeout: 5000 });
    toClose.push({
      close: async () => {
        db.close();
      },
    });
    // as @keyv/sqlite's connection did: the table of Keyv's layout, when it is not there yet
    db.exec('CREATE TABLE IF NOT EXISTS games(key VARCHAR(255) PRIMARY KEY, value TEXT )');
    const query = async (sql: string, ...params: unknown[]): Promise<Record<string, unknown>[]> => {
      const statement = db.prepare(sql);
      if (statement.reader) return statement.all(...params) as Record<string, unknown>[];
      statement.run(...params);
      return [];
    };
    return {
      query,
      async valueOf(key: string): Promise<unknown> {
        const rows = (await query('SELECT value FROM games WHERE key = ?', key)) as { value: string }[];
        return rows[0] ? JSON.parse(rows[0].value).value : undefined;
      },
      async put(key: string, value: unknown): Promise<void> {
        await query(
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
