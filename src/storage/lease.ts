// A lease in the database: the name of a job that must run in one process at a time (the turn-clock
// sweep, the outbox's retries), who holds it, and until when. The holder renews it well before it runs
// out; when the holder dies the lease runs out and the next process that asks takes it. Taking and
// renewing are one statement each, so two processes asking at once never both get it.
//
// Expiry is compared with each process's own clock: machines sharing a database keep their clocks in
// step (NTP), far closer than the lease's length. A process whose clock ran ahead would write an expiry
// far in the future, and stop the sweep and the outbox everywhere once it died: an expiry more than one
// lease length ahead is not believed, but brought down to now + the lease's length when read.
import * as v from 'valibot';
import { parseRow, wholeNumber } from './row-schema';
import type { SharedSql } from './sql-runner';

const TABLE = 'lease';

const leaseRow = v.object({ holder: v.string(), expires_at: wholeNumber });

export class Lease {
  private constructor(
    private readonly sql: SharedSql,
    readonly name: string,
    readonly holder: string,
    private readonly ttlMs: number,
    private readonly now: () => number,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  static async on(
    sql: SharedSql,
    options: {
      name: string;
      holder: string;
      ttlMs: number;
      now?: () => number;
      /** Where a lease taken over from another holder is reported (default: console.error). */
      log?: (message: string, error?: unknown) => void;
    },
  ): Promise<Lease> {
    await sql.setUp([
      `CREATE TABLE IF NOT EXISTS ${TABLE} (name {KEY} PRIMARY KEY, holder TEXT NOT NULL, expires_at {BIGINT} NOT NULL)`,
    ]);
    const log = options.log ?? ((message, error) => console.error(`[storage] ${message}`, error ?? ''));
    return new Lease(sql, options.name, options.holder, options.ttlMs, options.now ?? Date.now, log);
  }

  /**
   * Takes the lease when it is free or ran out, renews it when it is ours; true while it is ours. A
   * stored expiry later than now + the lease's length is first brought down to that (see above).
   */
  async acquire(): Promise<boolean> {
    const now = this.now();
    const latest = now + this.ttlMs;
    const before = await this.stored();
    await this.sql.query(
      `UPDATE ${TABLE} SET expires_at = ? WHERE name = ? AND expires_at > ?`,
      latest,
      this.name,
      latest,
    );
    const rows = await this.sql.query(
      `INSERT INTO ${TABLE} (name, holder, expires_at) VALUES (?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
       WHERE ${TABLE}.holder = excluded.holder OR ${TABLE}.expires_at <= ?
       RETURNING holder`,
      this.name,
      this.holder,
      latest,
      now,
    );
    const held = rows.length > 0;
    if (held && before && before.holder !== this.holder) {
      const ranOut = before.expiresAt > latest ? `its expiry ${before.expiresAt} lay too far ahead` : 'it ran out';
      this.log(`took the lease ${this.name} over from ${before.holder} (${ranOut})`);
    }
    return held;
  }

  /** The stored row, checked: one of another shape counts as no holder (the upsert then replaces it). */
  private async stored(): Promise<{ holder: string; expiresAt: number } | undefined> {
    const rows = await this.sql.query(`SELECT holder, expires_at FROM ${TABLE} WHERE name = ?`, this.name);
    if (!rows[0]) return undefined;
    try {
      const row = parseRow(leaseRow, `${TABLE}:${this.name}`, rows[0]);
      return { holder: row.holder, expiresAt: row.expires_at };
    } catch (error) {
      this.log(`the lease ${this.name} is unreadable; its expiry is brought down to one lease length from now`, error);
      return undefined;
    }
  }

  /** Gives the lease up (if still ours), so another process takes it at once rather than when it runs out. */
  async release(): Promise<void> {
    await this.sql.query(`DELETE FROM ${TABLE} WHERE name = ? AND holder = ?`, this.name, this.holder);
  }

  /** Who holds the lease now, if anyone (diagnostics and tests). */
  async currentHolder(): Promise<string | undefined> {
    const rows = await this.sql.query<{ holder: string }>(
      `SELECT holder FROM ${TABLE} WHERE name = ? AND expires_at > ?`,
      this.name,
      this.now(),
    );
    return rows[0]?.holder;
  }
}
