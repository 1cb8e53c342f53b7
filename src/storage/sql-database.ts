// Which database: a SQLite file (a path, or `sqlite://path`) or a PostgreSQL server (`postgres://…`).
import { PostgresDatabase } from './postgres-database';
import type { SqlDatabase } from './sql-runner';
import { SqliteDatabase } from './sqlite-database';

export interface DatabaseTarget {
  /** A SQLite file. */
  path?: string;
  /** `sqlite://path` or `postgres://…` (`postgresql://` too); wins over `path`. */
  url?: string;
  /** PostgreSQL only: the schema holding the tables (default public). */
  schema?: string;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/** The SQLite file a target names, or undefined for PostgreSQL. */
export function sqlitePathOf(target: DatabaseTarget): string | undefined {
  if (target.url === undefined) return target.path;
  if (target.url.startsWith('sqlite://')) return target.url.slice('sqlite://'.length);
  return undefined;
}

export async function openSqlDatabase(target: DatabaseTarget, table: string): Promise<SqlDatabase> {
  if (isPostgresUrl(target.url)) {
    return PostgresDatabase.open({ url: target.url, table, ...(target.schema ? { schema: target.schema } : {}) });
  }
  const file = sqlitePathOf(target);
  if (!file)
    throw new Error(`storage: expected a sqlite:// or postgres:// URL or a file path, got "${target.url ?? ''}"`);
  return SqliteDatabase.open(file, table);
}
