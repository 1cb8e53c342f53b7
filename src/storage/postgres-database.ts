import KeyvPostgres, { type KeyvPostgresOptions } from '@keyv/postgres';
import pg from 'pg';
import { beginStatement, ddl, placeholders, type TransactionMode } from './sql-dialect';
import type { SqlDatabase, SqlRunner } from './sql-runner';

export interface PostgresOptions {
  /** postgres://user@host:port/database */
  url: string;
  /** The Keyv table. */
  table: string;
  /** Schema holding every table (default public); created if missing. Tests use one per run. */
  schema?: string;
  /** Connections this process keeps at most (default 10). */
  poolSize?: number;
}

/** Any number: the storage's int8 values are times in ms and counts, far below 2^53. */
const INT8 = 20;
const NUMERIC = 1700;
/** One key for pg_advisory_xact_lock: table creation by two processes starting together takes turns. */
const SET_UP_LOCK = 727_727;

/**
 * Keyv's PostgreSQL adapter on a pool of connections this instance owns: the adapter's own pool is one
 * per process and its disconnect ends it for every instance, while the repository needs its own (tests
 * open two "processes" in one) and whole connections for transactions, which the adapter has no call for.
 */
class KeyvPostgresOnPool extends KeyvPostgres {
  override async connect(): Promise<(sql: string, values?: unknown[]) => Promise<unknown[]>> {
    const pool = ownPool(this.opts);
    return async (sql, values) => (await pool.query(sql, values)).rows;
  }

  override async disconnect(): Promise<void> {
    await ownPool(this.opts).end();
  }
}

function ownPool(options: KeyvPostgresOptions): pg.Pool {
  return (options as { ownPool: pg.Pool }).ownPool;
}

/**
 * Games in PostgreSQL, the rows Keyv's PostgreSQL adapter keeps (key, value TEXT with Keyv's JSON
 * envelope) plus the same side tables as on SQLite. Single statements go through the adapter; a
 * transaction takes a connection of its own, so several games' moves run side by side.
 */
export class PostgresDatabase implements SqlDatabase {
  readonly dialect = 'postgres' as const;
  private closed = false;

  private constructor(
    private readonly store: KeyvPostgres,
    private readonly pool: pg.Pool,
  ) {}

  static async open(options: PostgresOptions): Promise<PostgresDatabase> {
    const schema = options.schema ?? 'public';
    if (!/^[a-z_][a-z0-9_]*$/.test(schema))
      throw new Error(`schema must be lower-case letters, digits or _, got "${schema}"`);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: `-c search_path=${schema}`,
      types: {
        getTypeParser: ((oid: number, format?: string) =>
          oid === INT8 || oid === NUMERIC ? Number : pg.types.getTypeParser(oid, format as 'text')) as never,
      },
    });
    // An idle connection the server dropped must not take the process down with it.
    pool.on('error', () => {});
    try {
      // Before the adapter creates its table: ours compares keys byte by byte (sql-dialect.ts).
      await setUpWith(pool, [
        `CREATE SCHEMA IF NOT EXISTS ${schema}`,
        `CREATE TABLE IF NOT EXISTS ${options.table} (key {KEY} PRIMARY KEY, value TEXT)`,
      ]);
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    const store = new KeyvPostgresOnPool({ uri: options.url, table: options.table, schema, ownPool: pool } as never);
    const failed = new Promise<never>((_, reject) => store.once('error', reject));
    await Promise.race([store.query('SELECT 1'), failed]).catch(async (error) => {
      await pool.end().catch(() => {});
      throw error;
    });
    store.on('error', () => {});
    return new PostgresDatabase(store, pool);
  }

  query<R>(sql: string, ...params: unknown[]): Promise<R[]> {
    return this.store.query(placeholders('postgres', sql), params) as Promise<R[]>;
  }

  setUp(statements: readonly string[]): Promise<void> {
    return setUpWith(this.pool, statements);
  }

  async transaction<R>(mode: TransactionMode, job: (sql: SqlRunner) => Promise<R>): Promise<R> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query(beginStatement('postgres', mode));
      const result = await job({
        query: async <T>(sql: string, ...params: unknown[]) =>
          (await client.query(placeholders('postgres', sql), params)).rows as T[],
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      // A connection that could not roll back is closed rather than handed to the next job.
      client.release(broken);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.store.disconnect();
  }
}

/** DDL in one transaction under an advisory lock: two processes creating the same table take turns. */
async function setUpWith(pool: pg.Pool, statements: readonly string[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SET_UP_LOCK]);
    for (const statement of statements) await client.query(ddl('postgres', statement));
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
