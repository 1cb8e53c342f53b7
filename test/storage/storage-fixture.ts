import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { KeyvGameRepository, type KeyvGameRepositoryOptions } from '../../src/storage/keyv-repository';
import { PostgresDatabase } from '../../src/storage/postgres-database';
import { makeSqliteFixture } from './sqlite-fixture';

export type Backend = 'sqlite' | 'postgres';

/** The PostgreSQL the run was pointed at (TEST_DATABASE_URL), or '' (see test/support/postgres-setup.ts). */
export const postgresUrl = inject('postgresUrl');

/** SQLite always; PostgreSQL when the run has one. */
export const BACKENDS: Backend[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

/** A schema of its own, so test files running side by side never see each other's tables. */
export function freshSchemaName(): string {
  return `t_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/**
 * The same fixture for either database: repositories on a store of their own (a temp SQLite file, or a
 * fresh PostgreSQL schema), plus raw access to the games table, as another process would have it.
 */
export async function makeStorageFixture(backend: Backend) {
  if (backend === 'sqlite') {
    const fx = await makeSqliteFixture();
    return { ...fx, backend, target: { path: fx.dbPath } as const };
  }
  const schema = freshSchemaName();
  const target = { url: postgresUrl, schema };
  const toClose: { close(): Promise<void> }[] = [];

  async function openRepo<T>(options: Partial<KeyvGameRepositoryOptions<T>> = {}): Promise<KeyvGameRepository<T>> {
    const repo = await KeyvGameRepository.open<T>({ ...target, currentSchemaVersion: 1, migrations: {}, ...options });
    toClose.push(repo);
    return repo;
  }

  async function raw() {
    const db = await PostgresDatabase.open({ ...target, table: 'games', poolSize: 2 });
    toClose.push(db);
    return {
      query: (sql: string, ...params: unknown[]) => db.query<Record<string, unknown>>(sql, ...params),
      async valueOf(key: string): Promise<unknown> {
        const rows = await db.query<{ value: string }>('SELECT value FROM games WHERE key = ?', key);
        return rows[0] ? JSON.parse(rows[0].value).value : undefined;
      },
      async put(key: string, value: unknown): Promise<void> {
        await db.query(
          'INSERT INTO games (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
          key,
          JSON.stringify({ value }),
        );
      },
    };
  }

  async function cleanup(): Promise<void> {
    for (const item of toClose.splice(0).reverse()) await item.close();
    await dropSchema(schema);
  }

  return { backend, target, openRepo, raw, cleanup };
}

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

export type StorageFixture = Awaited<ReturnType<typeof makeStorageFixture>>;
