// Moves a bot's stored games from one database to another (SQLite → PostgreSQL, or back): the Keyv rows
// of the games table (live games, their move logs, archives, settings) and the posts still owed, copied
// as they are, page by page. Rows the target already has are kept, so a second run only adds what is
// new. The next open of the repository on the target rebuilds the side tables (due times, members,
// history) from the rows, as it does for rows an older build wrote.
import { type DatabaseTarget, openSqlDatabase } from './sql-database';
import type { SqlDatabase } from './sql-runner';

const KEYV_TABLES = ['games', 'outbox'] as const;
const PAGE = 500;

export async function copyStorage(from: DatabaseTarget, to: DatabaseTarget): Promise<Record<string, number>> {
  const source = await openSqlDatabase(from, 'games');
  const target = await openSqlDatabase(to, 'games');
  const copied: Record<string, number> = {};
  try {
    for (const table of KEYV_TABLES) {
      await source.setUp([`CREATE TABLE IF NOT EXISTS ${table} (key {KEY} PRIMARY KEY, value TEXT)`]);
      await target.setUp([`CREATE TABLE IF NOT EXISTS ${table} (key {KEY} PRIMARY KEY, value TEXT)`]);
      copied[table] = await copyTable(source, target, table);
    }
  } finally {
    await source.close();
    await target.close();
  }
  return copied;
}

async function copyTable(source: SqlDatabase, target: SqlDatabase, table: string): Promise<number> {
  let after = '';
  let count = 0;
  for (;;) {
    const rows = await source.query<{ key: string; value: string }>(
      `SELECT key, value FROM ${table} WHERE key > ? ORDER BY key LIMIT ?`,
      after,
      PAGE,
    );
    if (rows.length === 0) return count;
    await target.transaction('write', async (sql) => {
      await sql.query(
        `INSERT INTO ${table} (key, value) VALUES ${rows.map(() => '(?, ?)').join(', ')} ON CONFLICT(key) DO NOTHING`,
        ...rows.flatMap((row) => [row.key, row.value]),
      );
    });
    count += rows.length;
    after = rows[rows.length - 1]?.key ?? after;
  }
}
