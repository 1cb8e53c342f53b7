// Posts the bot owes a channel (a turn's board and its ping), kept in the games' database, in a side
// table of their own, so a post that Discord refused, or a restart, loses nothing: the bot retries until
// it is out. One row per key (the caller's choice, e.g. a channel): a newer post owed under the same key
// supersedes the older one.
//
// The table is Keyv-shaped (key, value TEXT), like the games. Writes that must not undo a newer entry
// (settle, reschedule) are single statements that compare the whole stored text. A row is checked
// against its schema (the payload's is the caller's) where it is read: one that does not fit, or has no
// payload at all, could never be posted, so it is dropped with one log line rather than retried forever.
import * as v from 'valibot';
import { count, problemOf, type RowSchema } from './row-schema';
import type { SharedSql, SqlRunner } from './sql-runner';
import { SqliteDatabase } from './sqlite-database';

const TABLE = 'outbox';

export interface OutboxOptions<T> {
  /** The payload's shape (default: any value, but there must be one). */
  payload?: RowSchema<T>;
  /** Where a dropped row is reported (default: console.error). */
  log?: (message: string, error?: unknown) => void;
}

export interface OwedPost<T> {
  /** The row: a newer post under the same key replaces this one. */
  key: string;
  channelId: string;
  /** What to post; the caller's own shape (e.g. which game and turn). */
  payload: T;
  /** Failed attempts so far. */
  attempts: number;
  /** When the next attempt is due (ms since the epoch). */
  dueAt: number;
  /** When it was first owed. */
  since: number;
}

export class Outbox<T> {
  private closed = false;
  private readonly row: RowSchema<OwedPost<T>>;
  private readonly log: (message: string, error?: unknown) => void;

  private constructor(
    private readonly store: SqlRunner,
    /** Closes the connection when the outbox opened its own. */
    private readonly disconnect: () => Promise<void>,
    options: OutboxOptions<T>,
  ) {
    this.row = v.object({
      key: v.string(),
      channelId: v.string(),
      payload: options.payload ?? (v.unknown() as unknown as RowSchema<T>),
      attempts: count,
      dueAt: v.number(),
      since: v.number(),
    }) as RowSchema<OwedPost<T>>;
    this.log = options.log ?? ((message, error) => console.error(`[storage] ${message}`, error ?? ''));
  }

  /** The outbox on a connection the caller keeps (the game repository's `sideTables`). */
  static async on<T>(connection: SharedSql, options: OutboxOptions<T> = {}): Promise<Outbox<T>> {
    await connection.setUp([`CREATE TABLE IF NOT EXISTS ${TABLE} (key {KEY} PRIMARY KEY, value TEXT)`]);
    return new Outbox<T>(connection, async () => {}, options);
  }

  /** Opens (and creates) the outbox table in the SQLite file at `file`, on a connection of its own. */
  static async open<T>(file: string, options: OutboxOptions<T> = {}): Promise<Outbox<T>> {
    const database = await SqliteDatabase.open(file, TABLE);
    return new Outbox<T>(database, () => database.close(), options);
  }

  /**
   * Owes `payload` to the channel under `key` (default: the channel), replacing what that key held.
   * `sql`: a transaction of the games' database to write it in (the move that owes the post).
   */
  async owe(
    channelId: string,
    payload: T,
    now: number,
    key = channelId,
    sql: SqlRunner = this.store,
  ): Promise<OwedPost<T>> {
    const post: OwedPost<T> = { key, channelId, payload, attempts: 0, dueAt: now, since: now };
    await sql.query(
      `INSERT INTO ${TABLE} (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
      key,
      JSON.stringify(post),
    );
    return post;
  }

  /** What is owed under `key` now, if anything. */
  async get(key: string): Promise<OwedPost<T> | undefined> {
    const rows = await this.store.query<{ key: string; value: string }>(
      `SELECT key, value FROM ${TABLE} WHERE key = ?`,
      key,
    );
    return rows[0] ? this.parsed(rows[0]) : undefined;
  }

  /** Everything owed, oldest due first (start-up resumes these). */
  async list(): Promise<OwedPost<T>[]> {
    const rows = await this.store.query<{ key: string; value: string }>(`SELECT key, value FROM ${TABLE}`);
    const posts: OwedPost<T>[] = [];
    for (const row of rows) {
      const post = await this.parsed(row);
      if (post) posts.push(post);
    }
    return posts.sort((a, b) => a.dueAt - b.dueAt);
  }

  /** The row's post; a row that cannot be posted (not JSON, of the wrong shape) is dropped and logged once. */
  private async parsed(row: { key: string; value: string }): Promise<OwedPost<T> | undefined> {
    let why: string;
    try {
      // the row as stored, not the parser's copy: settle and reschedule compare its text
      const post = JSON.parse(row.value);
      const result = v.safeParse(this.row, post);
      if (result.success) return post as OwedPost<T>;
      why = problemOf(result.issues);
    } catch {
      why = 'not JSON';
    }
    this.log(`dropped the post owed under ${row.key}: ${why}`);
    await this.store.query(`DELETE FROM ${TABLE} WHERE key = ? AND value = ?`, row.key, row.value);
    return undefined;
  }

  /**
   * The post is out (or no longer wanted): forgets it, unless something newer was owed meanwhile.
   * `sql`: a transaction of the games' database to do it in (the one remembering the post's message).
   */
  async settle(post: OwedPost<T>, sql: SqlRunner = this.store): Promise<boolean> {
    const deleted = await sql.query(
      `DELETE FROM ${TABLE} WHERE key = ? AND value = ? RETURNING key`,
      post.key,
      JSON.stringify(post),
    );
    return deleted.length > 0;
  }

  /** Records a failed attempt and the next due time, unless something newer was owed meanwhile. */
  async reschedule(post: OwedPost<T>, dueAt: number): Promise<OwedPost<T> | undefined> {
    const next: OwedPost<T> = { ...post, attempts: post.attempts + 1, dueAt };
    const updated = await this.store.query(
      `UPDATE ${TABLE} SET value = ? WHERE key = ? AND value = ? RETURNING key`,
      JSON.stringify(next),
      post.key,
      JSON.stringify(post),
    );
    return updated.length > 0 ? next : undefined;
  }

  /** Closes the connection; safe to call twice. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.disconnect();
  }
}
