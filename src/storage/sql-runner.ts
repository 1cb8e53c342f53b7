// The database under the storage, SQLite or PostgreSQL, as the game repository, the outbox, the
// settings and the lease use it. Statements are written once with `?` placeholders and DDL with
// {KEY}/{BIGINT} types; each backend turns them into its own dialect (sql-dialect.ts).
import type { Dialect, TransactionMode } from './sql-dialect';

/** One statement at a time. */
export interface SqlRunner {
  query<R = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<R[]>;
}

/**
 * What side tables (the outbox, the settings, the lease) need of the repository's database: statements
 * (on SQLite in turn with the games' transactions on the one connection: two connections of one process
 * would make each other wait on the file lock), and table creation that two processes starting at once
 * can both run.
 */
export interface SharedSql extends SqlRunner {
  readonly dialect: Dialect;
  setUp(statements: readonly string[]): Promise<void>;
}

export interface SqlDatabase extends SharedSql {
  /**
   * Runs `job` in one transaction on one connection (its statements go through the runner it is
   * given), committed when it resolves, rolled back when it throws.
   */
  transaction<R>(mode: TransactionMode, job: (sql: SqlRunner) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}
