import { EventEmitter } from 'node:events';
import Database from 'better-sqlite3';
import type { KeyvStoreAdapter, StoredData } from 'keyv';

export interface KeyvSqliteStoreOptions {
  /** The SQLite file (created when missing). */
  file: string;
  /** The table of key/value rows. */
  table: string;
}

/**
 * Keyv's SQLite store, on better-sqlite3's synchronous connection: the table layout of
 * `@keyv/sqlite` (`key VARCHAR(255) PRIMARY KEY, value TEXT`), so either opens the other's files, and
 * the same `query` for the statements Keyv's own methods do not cover.
 *
 * Why not `@keyv/sqlite` 4: its `sqlite3` driver hands every statement to a worker thread and back
 * (three hops for a statement), which was most of a move's storage time and all of its tail on two
 * cores. `@keyv/sqlite` 6 (a beta so far) rewrites the table on open into another layout (the namespace
 * in a column of its own), which the side tables' statements do not read, and measured 3–6 times slower
 * per get + set than this store (docs/storage.md).
 * A statement here runs on the calling thread in microseconds; once open, nothing waits on a lock here
 * (busy timeout 0): `SqliteDatabase` retries a busy write without blocking the event loop.
 */
export class KeyvSqliteStore extends EventEmitter implements KeyvStoreAdapter {
  readonly opts: KeyvSqliteStoreOptions;
  namespace?: string;
  private readonly db: Database.Database;
  private readonly prepared = new Map<string, Database.Statement>();

  constructor(options: KeyvSqliteStoreOptions) {
    super();
    this.opts = options;
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(options.table)) throw new Error(`not a table name: "${options.table}"`);
    let db: Database.Database | undefined;
    try {
      // Opening may wait for another process creating the same table (two starting at once); after
      // that, statements never wait here.
      db = new Database(options.file, { timeout: 5000 });
      db.exec(`CREATE TABLE IF NOT EXISTS ${options.table}(key VARCHAR(255) PRIMARY KEY, value TEXT )`);
      db.pragma('busy_timeout = 0');
    } catch (error) {
      db?.close();
      throw withCode(error);
    }
    this.db = db;
  }

  /** One statement, `?` placeholders: the rows it returns (none for a statement that returns none). */
  query<R = Record<string, unknown>>(sql: string, ...params: unknown[]): R[] {
    try {
      let statement = this.prepared.get(sql);
      if (!statement) {
        statement = this.db.prepare(sql);
        // Statements are the storage's own, a few dozen texts; a cap keeps a caller's mistake bounded.
        if (this.prepared.size < 500) this.prepared.set(sql, statement);
      }
      const values = params.map(bindable);
      if (statement.reader) return statement.all(...values) as R[];
      statement.run(...values);
      return [];
    } catch (error) {
      throw withCode(error);
    }
  }

  /** Statements without parameters, separated by semicolons (PRAGMAs, BEGIN, COMMIT). */
  exec(sql: string): void {
    try {
      this.db.exec(sql);
    } catch (error) {
      throw withCode(error);
    }
  }

  get inTransaction(): boolean {
    return this.db.inTransaction;
  }

  async get<Value>(key: string): Promise<StoredData<Value> | undefined> {
    return this.query<{ value: string }>(`SELECT value FROM ${this.opts.table} WHERE key = ?`, key)[0]
      ?.value as StoredData<Value>;
  }

  async getMany<Value>(keys: string[]): Promise<Array<StoredData<Value | undefined>>> {
    const rows = this.query<{ key: string; value: string }>(
      `SELECT key, value FROM ${this.opts.table} WHERE key IN (SELECT value FROM json_each(?))`,
      JSON.stringify(keys),
    );
    const byKey = new Map(rows.map((row) => [row.key, row.value]));
    return keys.map((key) => byKey.get(key) as StoredData<Value | undefined>);
  }

  async set(key: string, value: unknown): Promise<void> {
    this.query(
      `INSERT INTO ${this.opts.table} (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
      key,
      value,
    );
  }

  async has(key: string): Promise<boolean> {
    return this.query(`SELECT 1 FROM ${this.opts.table} WHERE key = ?`, key).length > 0;
  }

  async delete(key: string): Promise<boolean> {
    return this.query(`DELETE FROM ${this.opts.table} WHERE key = ? RETURNING key`, key).length > 0;
  }

  async deleteMany(keys: string[]): Promise<boolean> {
    const deleted = this.query(
      `DELETE FROM ${this.opts.table} WHERE key IN (SELECT value FROM json_each(?)) RETURNING key`,
      JSON.stringify(keys),
    );
    return deleted.length > 0;
  }

  /** Keyv's clear: every key of this store's namespace (all of them without one). */
  async clear(): Promise<void> {
    const prefix = this.namespace ? `${this.namespace}:` : '';
    this.query(`DELETE FROM ${this.opts.table} WHERE substr(key, 1, ?) = ?`, prefix.length, prefix);
  }

  async disconnect(): Promise<void> {
    this.prepared.clear();
    this.db.close();
  }
}

/** What sqlite3 bound silently and better-sqlite3 refuses: booleans as 0/1, undefined as NULL. */
function bindable(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value === undefined ? null : value;
}

/** SQLite's result code of an error (`SQLITE_BUSY` ...), undefined for any other error. */
function sqliteCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_') ? code : undefined;
}

/** Whether another connection's write held the file (nothing was done; it may be tried again). */
export const isSqliteBusy = (error: unknown) => sqliteCode(error)?.startsWith('SQLITE_BUSY') === true;

/** SQLite's errors as sqlite3 gave them and logs show them: the code first ("SQLITE_BUSY: database is locked"). */
function withCode(error: unknown): unknown {
  const code = sqliteCode(error);
  if (error instanceof Error && code && !error.message.startsWith(code)) error.message = `${code}: ${error.message}`;
  return error;
}
