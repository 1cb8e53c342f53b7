// Everything that differs between SQLite and PostgreSQL in the statements the storage runs, in one
// place. The statements themselves are written once, in the subset both understand (`?` placeholders,
// INSERT … ON CONFLICT, RETURNING, IS DISTINCT FROM); only what follows differs.
export type Dialect = 'sqlite' | 'postgres';

/** How a transaction begins: `read` sees one snapshot throughout; `write` may change rows. */
export type TransactionMode = 'read' | 'write';

export function beginStatement(dialect: Dialect, mode: TransactionMode): string {
  if (dialect === 'sqlite') return mode === 'write' ? 'BEGIN IMMEDIATE' : 'BEGIN DEFERRED';
  // READ COMMITTED (the default) for writers: they lock the row they change (FOR UPDATE) and then see
  // what the previous holder committed; readers want head and log from one snapshot.
  return mode === 'write' ? 'BEGIN' : 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY';
}

/**
 * Appended to the SELECT that reads the row a write transaction is about to change. SQLite's
 * BEGIN IMMEDIATE already holds the whole file; PostgreSQL locks just that row, so a second writer of
 * the same game waits and then reads the new revision (and refuses its stale move).
 */
export function lockRowClause(dialect: Dialect): string {
  return dialect === 'postgres' ? ' FOR UPDATE' : '';
}

/** `?` placeholders as the driver wants them: PostgreSQL numbers them ($1, $2…). */
export function placeholders(dialect: Dialect, sql: string): string {
  if (dialect === 'sqlite') return sql;
  let n = 0;
  // The storage's statements hold no `?` inside string literals, so every one is a parameter.
  return sql.replace(/\?/g, () => `$${++n}`);
}

/**
 * Column types and table options of the DDL. Keys are compared byte by byte in both (prefix scans and
 * the log's order rely on it): SQLite's default collation is binary; PostgreSQL's follows the
 * database's locale unless the column says "C". Times in ms since the epoch need 64 bits there.
 */
export function ddl(dialect: Dialect, statement: string): string {
  if (dialect === 'sqlite') return statement.replaceAll('{BIGINT}', 'INTEGER').replaceAll('{KEY}', 'VARCHAR(255)');
  return statement
    .replaceAll('{BIGINT}', 'BIGINT')
    .replaceAll('{KEY}', 'VARCHAR(255) COLLATE "C"')
    .replaceAll(' WITHOUT ROWID', '');
}
