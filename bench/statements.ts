// Counts the SQL statements the storage runs (SQLite), by kind, so a bench row can say what one move
// costs in reads, writes and transactions, whatever layer sent them.
import { KeyvSqliteStore } from '../src/storage/keyv-sqlite-store';

export interface StatementCounts {
  reads: number;
  writes: number;
  transactions: number;
}

const counts: StatementCounts = { reads: 0, writes: 0, transactions: 0 };
let installed = false;

/** Starts counting (once per process); returns the running totals, which callers difference. */
export function countStatements(): StatementCounts {
  if (installed) return counts;
  installed = true;
  const prototype = KeyvSqliteStore.prototype as unknown as {
    query(sql: string, ...params: unknown[]): unknown;
    exec(sql: string): void;
  };
  const query = prototype.query;
  const exec = prototype.exec;
  prototype.query = function (this: unknown, sql: string, ...params: unknown[]) {
    if (/^\s*(WITH\b[\s\S]*?\)\s*)?SELECT\b/i.test(sql)) counts.reads++;
    else if (/^\s*(INSERT|UPDATE|DELETE)\b/i.test(sql)) counts.writes++;
    return query.call(this, sql, ...params);
  };
  prototype.exec = function (this: unknown, sql: string) {
    if (/^\s*BEGIN\b/i.test(sql)) counts.transactions++;
    return exec.call(this, sql);
  };
  return counts;
}

/** The statements run since `before` (a copy of the totals then). */
export const since = (before: StatementCounts): StatementCounts => ({
  reads: counts.reads - before.reads,
  writes: counts.writes - before.writes,
  transactions: counts.transactions - before.transactions,
});
