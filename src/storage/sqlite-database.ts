import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import { beginStatement, ddl, type TransactionMode } from './sql-dialect';
import type { SqlDatabase, SqlRunner } from './sql-runner';

/**
 * A SQLite file through Keyv's SQLite adapter (table `table`, which the adapter creates). The adapter
 * has a single connection, so this runs its statements and transactions one job at a time; a write
 * transaction is BEGIN IMMEDIATE, so another process sharing the file waits its turn.
 */
export class SqliteDatabase implements SqlDatabase {
  readonly dialect = 'sqlite' as const;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  private constructor(private readonly store: KeyvSqlite) {}

  /** Opens (and creates, with its folder) the file. */
  static async open(file: string, table: string): Promise<SqliteDatabase> {
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    // One argument only: @keyv/sqlite 4 ignores a second options argument.
    const store = new KeyvSqlite({ uri: `sqlite://${file}`, table, busyTimeout: 5000 });
    try {
      // Also the first statement: surfaces "cannot open"/"not a database" here rather than later.
      await store.query('PRAGMA journal_mode=WAL');
      // With WAL, NORMAL syncs at checkpoints, not at every commit: a crash of the bot loses nothing,
      // a power cut at worst the last moves before it, and the file stays consistent either way.
      await store.query('PRAGMA synchronous=NORMAL');
    } catch (error) {
      await store.disconnect().catch(() => {});
      throw error;
    }
    return new SqliteDatabase(store);
  }

  query<R>(sql: string, ...params: unknown[]): Promise<R[]> {
    return this.serial(() => this.store.query(sql, ...params) as Promise<R[]>);
  }

  async setUp(statements: readonly string[]): Promise<void> {
    for (const statement of statements) await this.query(ddl('sqlite', statement));
  }

  transaction<R>(mode: TransactionMode, job: (sql: SqlRunner) => Promise<R>): Promise<R> {
    return this.serial(async () => {
      await this.store.query(beginStatement('sqlite', mode));
      try {
        const result = await job(this.direct);
        await this.store.query('COMMIT');
        return result;
      } catch (error) {
        await this.store.query('ROLLBACK').catch(() => {});
        throw error;
      }
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.serial(() => this.store.disconnect());
  }

  /** Inside a transaction's job: straight to the connection (the queue is held by that job). */
  private readonly direct: SqlRunner = {
    query: <R>(sql: string, ...params: unknown[]) => this.store.query(sql, ...params) as Promise<R[]>,
  };

  /** Runs `job` after every job queued before it, whatever their outcome. */
  private serial<R>(job: () => Promise<R>): Promise<R> {
    const run = this.queue.then(job, job);
    this.queue = run.catch(() => {});
    return run;
  }
}
