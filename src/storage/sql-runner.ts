// One statement at a time on a SQLite connection. The game repository hands its own connection out this
// way, so the outbox and the settings write through it in turn with the games' transactions: two
// connections of one process would make each other wait on SQLite's file lock (and, under load, fail
// with SQLITE_BUSY), while one connection simply queues.
export interface SqlRunner {
  query<R = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<R[]>;
}
