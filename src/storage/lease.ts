// A lease in the database: the name of a job that must run in one process at a time (the turn-clock
// sweep, the outbox's retries), who holds it, and until when. The holder renews it well before it runs
// out; when the holder dies the lease runs out and the next process that asks takes it. Taking and
// renewing are one statement each, so two processes asking at once never both get it.
//
// Expiry is compared with each process's own clock: machines sharing a database keep their clocks in
// step (NTP), far closer than the lease's length.
import type { SharedSql } from './sql-runner';

const TABLE = 'lease';

export class Lease {
  private constructor(
    private readonly sql: SharedSql,
    readonly name: string,
    readonly holder: string,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  static async on(
    sql: SharedSql,
    options: { name: string; holder: string; ttlMs: number; now?: () => number },
  ): Promise<Lease> {
    await sql.setUp([
      `CREATE TABLE IF NOT EXISTS ${TABLE} (name {KEY} PRIMARY KEY, holder TEXT NOT NULL, expires_at {BIGINT} NOT NULL)`,
    ]);
    return new Lease(sql, options.name, options.holder, options.ttlMs, options.now ?? Date.now);
  }

  /** Takes the lease when it is free or ran out, renews it when it is ours; true while it is ours. */
  async acquire(): Promise<boolean> {
    const now = this.now();
    const rows = await this.sql.query(
      `INSERT INTO ${TABLE} (name, holder, expires_at) VALUES (?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
       WHERE ${TABLE}.holder = excluded.holder OR ${TABLE}.expires_at <= ?
       RETURNING holder`,
      this.name,
      this.holder,
      now + this.ttlMs,
      now,
    );
    return rows.length > 0;
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
