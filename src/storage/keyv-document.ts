// One JSON document in a Keyv row of the games' table (`{"value": …}`, as Keyv stores it), for small
// bookkeeping beside the games (the slash command's registration), on either database.
import type { SqlRunner } from './sql-runner';

const TABLE = 'games';

/** The document's value, or undefined when the row is missing or unreadable (the caller checks its shape). */
export async function readDocument(sql: SqlRunner, key: string): Promise<unknown> {
  const [row] = await sql.query<{ value: string }>(`SELECT value FROM ${TABLE} WHERE key = ?`, key);
  try {
    return row ? (JSON.parse(row.value) as { value?: unknown } | null)?.value : undefined;
  } catch {
    return undefined;
  }
}

export async function writeDocument(sql: SqlRunner, key: string, value: unknown): Promise<void> {
  await sql.query(
    `INSERT INTO ${TABLE} (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
    key,
    JSON.stringify({ value }),
  );
}
