import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurnOfTheLoop, setTimeout as sleep } from 'node:timers/promises';
import { isSqliteBusy, KeyvSqliteStore } from './keyv-sqlite-store';
import { beginStatement, ddl, type TransactionMode } from './sql-dialect';
import type { SqlDatabase, SqlRunner } from './sql-runner';

/** How long a statement waits for another process's write transaction on the file before it fails. */
const BUSY_TIMEOUT_MS = 5000;

/**
 * A SQLite file through Keyv's SQLite store (table `table`, which the store creates). The store has a
 * single synchronous connection, so this runs its statements and transactions one job at a time; a
 * write transaction is BEGIN IMMEDIATE, so another process sharing the file waits its turn, here
 * without blocking the event loop (retried after short sleeps, 5 s at most).
 */
export class SqliteDatabase implements SqlDatabase {
  readonly dialect = 'sqlite' as const;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  private constructor(
    private readonly store: KeyvSqliteStore,
    private readonly busyTimeoutMs: number,
  ) {}

  /** Opens (and creates, with its folder) the file. */
  static async open(file: string, table: string, busyTimeoutMs = BUSY_TIMEOUT_MS): Promise<SqliteDatabase> {
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    // Surfaces "cannot open" and "not a database" here rather than later.
    const store = new KeyvSqliteStore({ file, table });
    try {
      const database = new SqliteDatabase(store, busyTimeoutMs);
      await database.whenFree(() => store.exec('PRAGMA journal_mode=WAL'));
      // With WAL, NORMAL syncs at checkpoints, not at every commit: a crash of the bot loses nothing,
      // a power cut at worst the last moves before it, and the file stays consistent either way.
      store.exec('PRAGMA synchronous=NORMAL');
      return database;
    } catch (error) {
      await store.disconnect().catch(() => {});
      throw error;
    }
  }

  query<R>(sql: string, ...params: unknown[]): Promise<R[]> {
    return this.serial(() => this.whenFree(() => this.store.query<R>(sql, ...params)));
  }

  async setUp(statements: readonly string[]): Promise<void> {
    for (const statement of statements) await this.query(ddl('sqlite', statement));
  }

  transaction<R>(mode: TransactionMode, job: (sql: SqlRunner) => Promise<R>): Promise<R> {
    return this.serial(async () => {
      await this.whenFree(() => this.store.exec(beginStatement('sqlite', mode)));
      try {
        const result = await job(this.direct);
        this.store.exec('COMMIT');
        return result;
      } catch (error) {
        if (this.store.inTransaction) this.store.exec('ROLLBACK');
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
    query: async <R>(sql: string, ...params: unknown[]) => this.store.query<R>(sql, ...params),
  };

  /**
   * Runs a statement that may find the file locked by another process's write (SQLITE_BUSY: nothing
   * was done), again after a short sleep, until busyTimeoutMs have passed.
   */
  private async whenFree<R>(run: () => R): Promise<R> {
    const started = Date.now();
    for (let attempt = 0; ; attempt++) {
      try {
        return run();
      } catch (error) {
        if (!isSqliteBusy(error) || Date.now() - started >= this.busyTimeoutMs) throw error;
      }
      await sleep(Math.min(1 + attempt, 20));
    }
  }

  /**
   * Runs `job` after every job queued before it, whatever their outcome, in a turn of the event loop of
   * its own: statements that answer at once would otherwise let a chain of awaits run on without the
   * network's callbacks (acknowledging the next interactions) getting a turn.
   */
  private serial<R>(job: () => Promise<R>): Promise<R> {
    const run = this.queue.then(() => nextTurnOfTheLoop()).then(job);
    this.queue = run.catch(() => {});
    return run;
  }
}
