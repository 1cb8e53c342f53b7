import { createHash } from 'node:crypto';
import { CorruptRecordError, GameExistsError, GameNotFoundError, RevisionConflictError } from './errors';
import { RecordCache } from './record-cache';
import type {
  ArchivedGame,
  ArchivedSummary,
  Change,
  Changed,
  Checkpoint,
  GameRepository,
  PlayerTally,
  RecordCodec,
  SchemaOptions,
  StoredGame,
  UpdateOptions,
} from './repository';
import { RowShapeError } from './row-schema';
import { SIDE_TABLES, TABLE } from './side-tables';
import { type DatabaseTarget, openSqlDatabase } from './sql-database';
import { lockRowClause } from './sql-dialect';
import type { SharedSql, SqlDatabase, SqlRunner } from './sql-runner';
import {
  assertSchemaSupported,
  migrateToCurrent,
  parseCheckpointRow,
  parseStoredGame,
  validateSchemaOptions,
} from './stored-record';

export interface KeyvGameRepositoryOptions<T = unknown> extends SchemaOptions, DatabaseTarget {
  /** Key prefix inside the table, so several bots or test suites can share one database. */
  namespace?: string;
  /** Clock for createdAt/updatedAt/archivedAt (tests pin it). */
  now?: () => number;
  /** How data splits into a head and an append-only log; default: all in the head, no clock, no scores. */
  codec?: RecordCodec<T>;
  /** Where one unreadable record is reported while the others go on (default: console.error). */
  log?: (message: string, error?: unknown) => void;
  /** Games kept decoded in memory (default 200). */
  cacheSize?: number;
  /** A live game's checkpoint is renewed once its log has grown by this many entries (default 16; 0: none). */
  checkpointEvery?: number;
}

/**
 * A head as stored: StoredGame with `data` = the codec's head, the number of log entries, and how many
 * of them the game's checkpoint row covers and its format (written in the same transaction as the head).
 */
type StoredHead = StoredGame<unknown> & {
  entries?: number;
  archivedAt?: number;
  checkpointAt?: number;
  checkpointFormat?: string;
};

/** A game's rows as read: its log entries' texts, its checkpoint's, and its head's when asked for. */
interface StoredLog {
  entryTexts: string[];
  checkpointText?: string;
  headText?: string;
}

/** A checkpoint row: `log` is the digest of the log entries it was made from, as stored. */
type StoredCheckpoint = Checkpoint & { log: string };

const SEQ_DIGITS = 6;
const INSERT_BATCH = 200;

const inlineCodec: RecordCodec<unknown> = {
  split: (data) => ({ head: data, entries: [] }),
  join: (head) => head,
  nextDueAt: () => null,
  summary: () => ({ gameId: '', finished: false, scores: [], winners: [] }),
  members: () => [],
};

/**
 * Games in SQLite or PostgreSQL through Keyv's adapter for each (sql-database.ts): one table of Keyv
 * rows (value = Keyv's JSON envelope `{"value": ...}`), plus side tables in the same database that
 * index them (side-tables.ts).
 *
 * Key layout (all under `<namespace>:`):
 *   live:<channelId>                          the running game's head (small; rewritten on each change)
 *   log:<channelId>:<createdAt>:<seq>         its log entries, appended once each (seq zero-padded)
 *   checkpoint:<channelId>:<createdAt>        the live game as replayed up to `checkpointAt` entries,
 *                                             so a load replays only the entries after it (the log
 *                                             stays the record: a checkpoint that fails is ignored)
 *   archive:<guildId>:<channelId>:<createdAt> heads of finished/abandoned games (their log stays put)
 *   quarantine:<channelId>:<time>             unreadable records set aside, exactly as they were
 * Schema 1 rows (the whole game in one live or archive row, no `entries`) are still read as they
 * are and rewritten in this layout by their next update.
 *
 * Every change is one transaction that reads the live row locked (SQLite: BEGIN IMMEDIATE holds the
 * file; PostgreSQL: SELECT … FOR UPDATE holds the row) and checks the stored revision inside it:
 * compare-and-set stays atomic across processes and machines.
 */
export class KeyvGameRepository<T> implements GameRepository<T> {
  private readonly cache: RecordCache<T>;
  /** Bytes of keys and values this instance has written (tests and the bench count them). */
  bytesWritten = 0;
  /** Statements this instance ran that read game rows or their indexes, and that wrote (the bench counts them). */
  reads = 0;
  writes = 0;

  private constructor(
    private readonly db: SqlDatabase,
    private readonly namespace: string,
    private readonly schema: SchemaOptions,
    private readonly codec: RecordCodec<T>,
    private readonly now: () => number,
    private readonly log: (message: string, error?: unknown) => void,
    cacheSize: number,
    private readonly checkpointEvery: number,
  ) {
    this.cache = new RecordCache<T>(cacheSize);
    this.lockRow = lockRowClause(db.dialect);
  }

  private readonly lockRow: string;

  static async open<T>(options: KeyvGameRepositoryOptions<T>): Promise<KeyvGameRepository<T>> {
    validateSchemaOptions(options);
    const namespace = options.namespace ?? 'carcassonne';
    if (!/^[A-Za-z0-9_-]+$/.test(namespace)) {
      throw new Error(`namespace must be letters, digits, _ or -, got "${namespace}"`);
    }
    const db = await openSqlDatabase(options, TABLE);
    try {
      await db.setUp(SIDE_TABLES);
    } catch (error) {
      await db.close().catch(() => {});
      throw error;
    }
    const repository = new KeyvGameRepository<T>(
      db,
      namespace,
      options,
      (options.codec ?? inlineCodec) as RecordCodec<T>,
      options.now ?? Date.now,
      options.log ?? ((message, error) => console.error(`[storage] ${message}`, error ?? '')),
      options.cacheSize ?? 200,
      options.checkpointEvery ?? 16,
    );
    await repository.indexUnindexedRows();
    return repository;
  }

  async get(channelId: string): Promise<StoredGame<T> | undefined> {
    const key = this.liveKey(channelId);
    // one statement reads the head; a game cached for exactly that head needs nothing more
    const text = await this.rowText(this.db, key);
    if (text === undefined) return undefined;
    const head = this.parseHead(key, text);
    const cached = head.entries === undefined ? undefined : this.cache.get(key, head.createdAt, head.revision);
    if (cached) return this.cachedGame(head, cached.data);
    if (head.entries !== undefined) {
      // the head again with its log and checkpoint: one statement reads one snapshot
      const log = await this.readLog(this.db, key, head, true);
      if (log.headText === text) return this.joined(key, head, log, true);
    }
    // a schema 1 row, or another process committed in between: head and log in one transaction
    return this.db.transaction('read', async (sql) => {
      const current = await this.rowText(sql, key);
      return current === undefined ? undefined : (await this.decode(sql, key, current, true)).game;
    });
  }

  async create(channelId: string, data: T, meta: { guildId: string }): Promise<StoredGame<T>> {
    assertSafeId('guildId', meta.guildId);
    const key = this.liveKey(channelId);
    const now = this.now();
    const { head, entries } = this.codec.split(data);
    const stored: StoredHead = {
      schemaVersion: this.schema.currentSchemaVersion,
      revision: 1,
      channelId,
      guildId: meta.guildId,
      createdAt: now,
      updatedAt: now,
      entries: entries.length,
      data: head,
    };
    return this.db.transaction('write', async (sql) => {
      const inserted = await this.write(
        sql,
        `INSERT INTO ${TABLE} (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING RETURNING key`,
        key,
        envelope(stored),
      );
      if (inserted.length === 0) throw new GameExistsError(channelId);
      const entryTexts = entries.map(envelope);
      await this.appendEntries(sql, channelId, now, entryTexts, 0);
      await this.setDue(sql, channelId, this.codec.nextDueAt(data));
      await this.setMembers(sql, channelId, meta.guildId, this.codec.members(data));
      this.cache.set(key, { createdAt: now, revision: 1, data, entryTexts });
      return { ...withoutStorageFields(stored), data };
    });
  }

  async update(
    channelId: string,
    expectedRevision: number,
    data: T,
    options: UpdateOptions = {},
  ): Promise<StoredGame<T>> {
    const key = this.liveKey(channelId);
    return this.db.transaction('write', async (sql) => {
      const text = await this.rowText(sql, key, this.lockRow);
      if (text === undefined) throw new GameNotFoundError(channelId);
      const current = this.parseHead(key, text);
      if (current.revision !== expectedRevision) {
        throw new RevisionConflictError(channelId, expectedRevision, current.revision);
      }
      const before = this.cache.get(key, current.createdAt, current.revision)?.data;
      return this.save(sql, key, text, current, before, data, options);
    });
  }

  async change<R>(
    channelId: string,
    decide: (stored: StoredGame<T> | undefined) => Change<T, R>,
  ): Promise<Changed<T, R>> {
    const key = this.liveKey(channelId);
    return this.db.transaction('write', async (sql) => {
      const text = await this.rowText(sql, key, this.lockRow);
      const decoded = text === undefined ? undefined : await this.decode(sql, key, text, true);
      const decision = decide(decoded?.game);
      if (!decoded || text === undefined || !decision.write) return { result: decision.result };
      const { game, head } = decoded;
      if (decision.write === 'archive') {
        await this.moveToArchive(sql, key, text, head, game.data);
        return { result: decision.result };
      }
      const { data, ...options } = decision.write;
      const saved = await this.save(sql, key, text, head, game.data, data, options);
      return { result: decision.result, saved };
    });
  }

  /**
   * Inside a write transaction that read the live row (`text`, parsed `current`) locked: appends the new
   * log entries, writes the head, its checkpoint and indexes (or archives), then `within`.
   * `before`: the data the head made, when known (the members index is left alone when they are the same).
   */
  private async save(
    sql: SqlRunner,
    key: string,
    text: string,
    current: StoredHead,
    before: T | undefined,
    data: T,
    options: UpdateOptions,
  ): Promise<StoredGame<T>> {
    const { channelId } = current;
    const storedTexts = await this.storedEntryTexts(sql, key, current);
    const { head, entries } = this.codec.split(data);
    const entryTexts = entries.map(envelope);
    // Entries are appended; only an undo takes the last ones back (rows from the first difference on).
    let common = 0;
    while (common < storedTexts.length && common < entryTexts.length && storedTexts[common] === entryTexts[common])
      common++;
    if (common < storedTexts.length) {
      const prefix = this.logPrefix(channelId, current.createdAt);
      await this.write(
        sql,
        `DELETE FROM ${TABLE} WHERE key >= ? AND key < ?`,
        prefix + seq(common),
        prefix + seq(storedTexts.length),
      );
    }
    await this.appendEntries(sql, channelId, current.createdAt, entryTexts.slice(common), common);
    const next: StoredHead = {
      schemaVersion: this.schema.currentSchemaVersion,
      revision: current.revision + 1,
      channelId,
      guildId: current.guildId,
      createdAt: current.createdAt,
      updatedAt: this.now(),
      entries: entries.length,
      data: head,
    };
    if (!options.archive) {
      const checkpointAt = await this.keepCheckpoint(sql, current, common, data, entryTexts);
      if (checkpointAt !== undefined) {
        next.checkpointAt = checkpointAt;
        next.checkpointFormat = this.checkpointFormat;
      }
    }
    if (options.archive) {
      await this.moveToArchive(sql, key, text, next, data);
    } else {
      await this.write(sql, `UPDATE ${TABLE} SET value = ? WHERE key = ? AND value = ?`, envelope(next), key, text);
      await this.setDue(sql, channelId, this.codec.nextDueAt(data));
      const members = this.codec.members(data);
      if (!before || !sameMembers(this.codec.members(before), members)) {
        await this.setMembers(sql, channelId, current.guildId, members);
      }
      this.cache.set(key, { createdAt: next.createdAt, revision: next.revision, data, entryTexts });
    }
    await options.within?.(sql);
    return { ...withoutStorageFields(next), data };
  }

  async archive(channelId: string, expectedRevision: number): Promise<void> {
    const key = this.liveKey(channelId);
    await this.db.transaction('write', async (sql) => {
      const text = await this.rowText(sql, key, this.lockRow);
      if (text === undefined) throw new GameNotFoundError(channelId);
      // Never move (and later rewrite) a record this build can't read.
      const { game, head } = await this.decode(sql, key, text, false);
      if (game.revision !== expectedRevision) {
        throw new RevisionConflictError(channelId, expectedRevision, game.revision);
      }
      await this.moveToArchive(sql, key, text, head, game.data);
    });
  }

  async quarantine(channelId: string): Promise<string | undefined> {
    const key = this.liveKey(channelId);
    return this.db.transaction('write', async (sql) => {
      const text = await this.rowText(sql, key, this.lockRow);
      if (text === undefined) return undefined;
      const quarantineKey = `${this.namespace}:quarantine:${channelId}:${this.now()}`;
      // The exact text, unparsed: whoever looks at it later sees what was there.
      await this.write(sql, `INSERT INTO ${TABLE} (key, value) VALUES (?, ?)`, quarantineKey, text);
      await this.write(sql, `DELETE FROM ${TABLE} WHERE key = ? AND value = ?`, key, text);
      await this.setDue(sql, channelId, undefined);
      await this.setMembers(sql, channelId, '', []);
      this.cache.delete(key);
      return quarantineKey;
    });
  }

  async dueChannels(now: number): Promise<string[]> {
    const rows = await this.db.query<{ channel_id: string }>(
      'SELECT channel_id FROM game_due WHERE namespace = ? AND due_at <= ? ORDER BY due_at',
      this.namespace,
      now,
    );
    return rows.map((row) => row.channel_id);
  }

  async history(guildId: string, limit: number): Promise<{ games: ArchivedSummary[]; total: number }> {
    assertSafeId('guildId', guildId);
    const [rows, counted] = await this.db.transaction('read', async (sql) => [
      await sql.query<{ key: string; channel_id: string; ended_at: number; summary: string }>(
        `SELECT key, channel_id, ended_at, summary FROM game_archive
         WHERE namespace = ? AND guild_id = ? AND finished = 1 ORDER BY ended_at DESC LIMIT ?`,
        this.namespace,
        guildId,
        limit,
      ),
      await sql.query<{ total: number }>(
        'SELECT COUNT(*) AS total FROM game_archive WHERE namespace = ? AND guild_id = ? AND finished = 1',
        this.namespace,
        guildId,
      ),
    ]);
    const games: ArchivedSummary[] = [];
    for (const row of rows) {
      try {
        games.push({ ...parseSummary(row.summary), channelId: row.channel_id, endedAt: row.ended_at });
      } catch (error) {
        this.log(`history: the summary of archived game ${row.key} is unreadable; left out`, error);
      }
    }
    return { games, total: counted[0]?.total ?? 0 };
  }

  async gamesOf(guildId: string, userId: string): Promise<string[]> {
    assertSafeId('guildId', guildId);
    const rows = await this.db.query<{ channel_id: string }>(
      'SELECT channel_id FROM game_player WHERE namespace = ? AND guild_id = ? AND user_id = ? ORDER BY channel_id',
      this.namespace,
      guildId,
      userId,
    );
    return rows.map((row) => row.channel_id);
  }

  async liveChannels(guildId: string): Promise<string[]> {
    assertSafeId('guildId', guildId);
    const rows = await this.db.query<{ channel_id: string }>(
      'SELECT DISTINCT channel_id FROM game_player WHERE namespace = ? AND guild_id = ? ORDER BY channel_id',
      this.namespace,
      guildId,
    );
    return rows.map((row) => row.channel_id);
  }

  async playerTallies(guildId: string): Promise<PlayerTally[]> {
    assertSafeId('guildId', guildId);
    // The name from the player's latest game (a subquery: PostgreSQL takes no bare column beside MAX).
    const rows = await this.db.query<{ user_id: string; name: string; games: number; wins: number; total: number }>(
      `SELECT user_id,
         (SELECT latest.name FROM game_archive_player latest
          WHERE latest.namespace = tally.namespace AND latest.guild_id = tally.guild_id AND latest.user_id = tally.user_id
          ORDER BY latest.ended_at DESC LIMIT 1) AS name,
         COUNT(*) AS games, SUM(won) AS wins, SUM(score) AS total
       FROM game_archive_player tally WHERE namespace = ? AND guild_id = ?
       GROUP BY namespace, guild_id, user_id`,
      this.namespace,
      guildId,
    );
    return rows.map((row) => ({
      userId: row.user_id,
      name: row.name,
      games: row.games,
      wins: row.wins,
      totalScore: row.total,
    }));
  }

  async listArchived(guildId: string, limit = 10): Promise<ArchivedGame<T>[]> {
    assertSafeId('guildId', guildId);
    return this.db.transaction('read', async (sql) => {
      const keys = await sql.query<{ key: string }>(
        'SELECT key FROM game_archive WHERE namespace = ? AND guild_id = ? ORDER BY ended_at DESC LIMIT ?',
        this.namespace,
        guildId,
        limit,
      );
      return this.decodeArchived(sql, keys);
    });
  }

  async lastArchivedIn(channelId: string): Promise<ArchivedGame<T> | undefined> {
    assertSafeId('channelId', channelId);
    return this.db.transaction('read', async (sql) => {
      const keys = await sql.query<{ key: string }>(
        'SELECT key FROM game_archive WHERE namespace = ? AND channel_id = ? ORDER BY ended_at DESC LIMIT 1',
        this.namespace,
        channelId,
      );
      return (await this.decodeArchived(sql, keys))[0];
    });
  }

  /** Inside a transaction: archived games by key, whole; an unreadable one is logged and left out. */
  private async decodeArchived(sql: SqlRunner, keys: { key: string }[]): Promise<ArchivedGame<T>[]> {
    const games: ArchivedGame<T>[] = [];
    for (const { key } of keys) {
      const text = await this.rowText(sql, key);
      if (text === undefined) continue;
      try {
        const { game, head } = await this.decode(sql, key, text, false);
        games.push({ ...game, archivedAt: head.archivedAt ?? game.updatedAt });
      } catch (error) {
        this.log(`archived game ${key} is unreadable; left out`, error);
      }
    }
    return games;
  }

  /** Closes the database connection; safe to call twice. */
  async close(): Promise<void> {
    await this.db.close();
  }

  /** Full key as stored in the table. */
  private liveKey(channelId: string): string {
    assertSafeId('channelId', channelId);
    return `${this.namespace}:live:${channelId}`;
  }

  private logPrefix(channelId: string, createdAt: number): string {
    return `${this.namespace}:log:${channelId}:${createdAt}:`;
  }

  private checkpointKey(channelId: string, createdAt: number): string {
    return `${this.namespace}:checkpoint:${channelId}:${createdAt}`;
  }

  /**
   * This database for side tables (the outbox, the settings, the lease): on SQLite each statement runs
   * in turn with the repository's own transactions on its one connection, never inside one of them.
   */
  get sideTables(): SharedSql {
    return this.db;
  }

  private cachedGame(head: StoredHead, data: T): StoredGame<T> {
    return { ...withoutStorageFields(head), schemaVersion: this.schema.currentSchemaVersion, data };
  }

  /** A statement that reads a game's rows or indexes (counted in `reads`). */
  private read<R>(sql: SqlRunner, statement: string, ...params: unknown[]): Promise<R[]> {
    this.reads++;
    return sql.query<R>(statement, ...params);
  }

  private write(sql: SqlRunner, statement: string, ...params: unknown[]): Promise<unknown[]> {
    this.writes++;
    for (const param of params) if (typeof param === 'string') this.bytesWritten += param.length;
    return sql.query(statement, ...params);
  }

  /** The row's text; `lock` (lockRowClause) in a write transaction that is about to change it. */
  private async rowText(sql: SqlRunner, key: string, lock = ''): Promise<string | undefined> {
    const rows = await this.read<{ value: string }>(sql, `SELECT value FROM ${TABLE} WHERE key = ?${lock}`, key);
    return rows[0]?.value;
  }

  private parseHead(key: string, text: string): StoredHead {
    const head: StoredHead = parseStoredGame(key, unwrap(key, text));
    assertSchemaSupported(head, this.schema);
    return head;
  }

  /** The stored head and the game it makes (schema 1 rows: the whole game; else head + log, replayed). */
  private async decode(
    sql: SqlRunner,
    key: string,
    text: string,
    live: boolean,
  ): Promise<{ game: StoredGame<T>; head: StoredHead }> {
    const head = this.parseHead(key, text);
    const bookkeeping = withoutStorageFields(head);
    if (head.entries === undefined) {
      const game = migrateToCurrent<T, StoredGame<unknown>>(bookkeeping, this.schema);
      return { game: { ...game, data: this.checkedWhole(key, game.data) }, head };
    }
    const cached = live ? this.cache.get(key, head.createdAt, head.revision) : undefined;
    if (cached) return { game: this.cachedGame(head, cached.data), head };
    return { game: this.joined(key, head, await this.readLog(sql, key, head), live), head };
  }

  /** A whole game stored in one row (schema 1), checked by the codec when it knows the shape. */
  private checkedWhole(key: string, data: T): T {
    try {
      return this.codec.check ? this.codec.check(data) : data;
    } catch (error) {
      if (error instanceof RowShapeError) throw new CorruptRecordError(key, error.message);
      throw error;
    }
  }

  /** The game made of a head (of the current layout) and its log, cached when live. */
  private joined(key: string, head: StoredHead, log: StoredLog, live: boolean): StoredGame<T> {
    const { entryTexts, checkpointText } = log;
    assertEntryCount(key, head, entryTexts);
    const entries = entryTexts.map((entry) => unwrap(key, entry));
    let joined: unknown;
    try {
      joined =
        this.joinFromCheckpoint(key, head, entryTexts, entries, checkpointText) ?? this.codec.join(head.data, entries);
    } catch (error) {
      if (error instanceof CorruptRecordError) throw error;
      if (error instanceof RowShapeError) throw new CorruptRecordError(key, error.message);
      throw new CorruptRecordError(key, `its move log does not replay (${(error as Error).message})`);
    }
    const game = migrateToCurrent<T, StoredGame<unknown>>({ ...withoutStorageFields(head), data: joined }, this.schema);
    if (live) this.cache.set(key, { createdAt: head.createdAt, revision: head.revision, data: game.data, entryTexts });
    return game;
  }

  /**
   * The game replayed from its checkpoint on; undefined when it has none or it does not fit (logged:
   * the caller then replays the whole log, which is the record).
   */
  private joinFromCheckpoint(
    key: string,
    head: StoredHead,
    entryTexts: string[],
    entries: unknown[],
    text: string | undefined,
  ): unknown {
    const at = this.usableCheckpoint(head);
    if (at === undefined) return undefined;
    try {
      if (text === undefined) throw new Error('its row is missing');
      const checkpointKey = this.checkpointKey(head.channelId, head.createdAt);
      const checkpoint = parseCheckpointRow(checkpointKey, unwrap(checkpointKey, text));
      if (checkpoint.entries !== at || at > entries.length) throw new Error(`it is not of entry ${at}`);
      if (checkpoint.log !== digest(entryTexts.slice(0, at))) throw new Error('it was made from another log');
      return this.codec.join(head.data, entries, { entries: at, value: checkpoint.value });
    } catch (error) {
      // a head or a log entry of the wrong shape is the record's problem, not the checkpoint's
      if (error instanceof RowShapeError && error.part !== 'checkpoint') throw error;
      this.log(`the checkpoint of ${key} is unusable; replaying its whole log`, error);
      return undefined;
    }
  }

  /**
   * The game's log entries and checkpoint row (when the head names one), with `withHead` the head row
   * (key) as well, all in one statement.
   */
  private async readLog(sql: SqlRunner, key: string, head: StoredHead, withHead = false): Promise<StoredLog> {
    const count = head.entries ?? 0;
    const checkpointKey =
      this.usableCheckpoint(head) === undefined ? undefined : this.checkpointKey(head.channelId, head.createdAt);
    const single = [...(checkpointKey ? [checkpointKey] : []), ...(withHead ? [key] : [])];
    if (count === 0 && single.length === 0) return { entryTexts: [] };
    const prefix = this.logPrefix(head.channelId, head.createdAt);
    const rows = await this.read<{ key: string; value: string }>(
      sql,
      `SELECT key, value FROM ${TABLE} WHERE (key >= ? AND key < ?)${
        single.length ? ` OR key IN (${single.map(() => '?').join(', ')})` : ''
      } ORDER BY key`,
      prefix + seq(0),
      prefix + seq(count),
      ...single,
    );
    const take = (wanted: string | undefined) => {
      const index = wanted === undefined ? -1 : rows.findIndex((row) => row.key === wanted);
      return index < 0 ? undefined : rows.splice(index, 1)[0]?.value;
    };
    const log: StoredLog = { entryTexts: [] };
    const checkpointText = take(checkpointKey);
    if (checkpointText !== undefined) log.checkpointText = checkpointText;
    const headText = withHead ? take(key) : undefined;
    if (headText !== undefined) log.headText = headText;
    log.entryTexts = rows.map((row) => row.value);
    return log;
  }

  /**
   * The entries the head's checkpoint covers, when this build can use it: one of another format (made
   * by a build whose engine may lay states out otherwise) is left alone, and renewed at the next chance.
   */
  private usableCheckpoint(head: StoredHead): number | undefined {
    return head.checkpointFormat === this.checkpointFormat ? head.checkpointAt : undefined;
  }

  private get checkpointFormat(): string {
    this.format ??= this.codec.checkpointFormat?.() ?? '';
    return this.format;
  }

  private format: string | undefined;

  private async readEntryTexts(sql: SqlRunner, key: string, head: StoredHead): Promise<string[]> {
    const { entryTexts } = await this.readLog(sql, key, { ...head, checkpointAt: undefined });
    assertEntryCount(key, head, entryTexts);
    return entryTexts;
  }

  /**
   * Inside an update: the checkpoint the new head names. One is written when the log has grown by
   * `checkpointEvery` entries since the last one and the codec has one to give now; the last one stays
   * while the entries it covers are unchanged, and goes when an undo took some of them back.
   */
  private async keepCheckpoint(
    sql: SqlRunner,
    current: StoredHead,
    unchangedEntries: number,
    data: T,
    entryTexts: string[],
  ): Promise<number | undefined> {
    const entries = entryTexts.length;
    const key = this.checkpointKey(current.channelId, current.createdAt);
    const usable = this.usableCheckpoint(current);
    const kept = usable !== undefined && usable <= unchangedEntries ? usable : undefined;
    if (this.checkpointEvery > 0 && this.codec.checkpoint && entries - (kept ?? 0) >= this.checkpointEvery) {
      const value = this.codec.checkpoint(data);
      if (value !== undefined) {
        const checkpoint: StoredCheckpoint = { entries, log: digest(entryTexts), value };
        await this.write(
          sql,
          `INSERT INTO ${TABLE} (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
          key,
          envelope(checkpoint),
        );
        return entries;
      }
    }
    if (kept === undefined && current.checkpointAt !== undefined) {
      await this.write(sql, `DELETE FROM ${TABLE} WHERE key = ?`, key);
    }
    return kept;
  }

  /** What is stored of the game's log (nothing for a schema 1 row, whose log is inside it). */
  private async storedEntryTexts(sql: SqlRunner, key: string, head: StoredHead): Promise<string[]> {
    if (head.entries === undefined) return [];
    return (
      this.cache.get(key, head.createdAt, head.revision)?.entryTexts ?? (await this.readEntryTexts(sql, key, head))
    );
  }

  private async appendEntries(sql: SqlRunner, channelId: string, createdAt: number, texts: string[], from: number) {
    const prefix = this.logPrefix(channelId, createdAt);
    for (let start = 0; start < texts.length; start += INSERT_BATCH) {
      const batch = texts.slice(start, start + INSERT_BATCH);
      const params = batch.flatMap((text, i) => [prefix + seq(from + start + i), text]);
      await this.write(
        sql,
        `INSERT INTO ${TABLE} (key, value) VALUES ${batch.map(() => '(?, ?)').join(', ')}`,
        ...params,
      );
    }
  }

  /** The due time of a live game; undefined removes it from the index (no live game). */
  private async setDue(sql: SqlRunner, channelId: string, dueAt: number | null | undefined): Promise<void> {
    if (dueAt === undefined) {
      await this.write(sql, 'DELETE FROM game_due WHERE namespace = ? AND channel_id = ?', this.namespace, channelId);
      return;
    }
    await this.write(
      sql,
      `INSERT INTO game_due (namespace, channel_id, due_at) VALUES (?, ?, ?)
       ON CONFLICT (namespace, channel_id) DO UPDATE SET due_at = excluded.due_at
       WHERE game_due.due_at IS DISTINCT FROM excluded.due_at`,
      this.namespace,
      channelId,
      dueAt,
    );
  }

  /** Inside a transaction: the members of a live game, replacing those indexed before (none: no live game). */
  private async setMembers(sql: SqlRunner, channelId: string, guildId: string, userIds: string[]): Promise<void> {
    const indexed = await this.read<{ user_id: string }>(
      sql,
      'SELECT user_id FROM game_player WHERE namespace = ? AND channel_id = ?',
      this.namespace,
      channelId,
    );
    const wanted = new Set(userIds);
    for (const { user_id } of indexed) {
      if (wanted.delete(user_id)) continue;
      await this.write(
        sql,
        'DELETE FROM game_player WHERE namespace = ? AND channel_id = ? AND user_id = ?',
        this.namespace,
        channelId,
        user_id,
      );
    }
    for (const userId of wanted) {
      await this.write(
        sql,
        'INSERT INTO game_player (namespace, channel_id, user_id, guild_id) VALUES (?, ?, ?, ?)',
        this.namespace,
        channelId,
        userId,
        guildId,
      );
    }
  }

  /**
   * Inside a transaction: the live row becomes an archive row (an archived copy already there wins:
   * it is never overwritten), history's summary rows are added, and the channel is freed.
   */
  private async moveToArchive(
    sql: SqlRunner,
    liveKey: string,
    liveText: string,
    head: StoredHead,
    data: T,
  ): Promise<void> {
    const archivedAt = this.now();
    const archiveKey = `${this.namespace}:archive:${head.guildId}:${head.channelId}:${head.createdAt}`;
    // a finished game is rarely loaded again: its checkpoint goes, and the record stays small
    const { checkpointAt: _checkpointAt, checkpointFormat: _checkpointFormat, ...archivedHead } = head;
    await this.write(
      sql,
      `INSERT INTO ${TABLE} (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING`,
      archiveKey,
      envelope({ ...archivedHead, archivedAt }),
    );
    await this.write(sql, `DELETE FROM ${TABLE} WHERE key = ?`, this.checkpointKey(head.channelId, head.createdAt));
    const deleted = await this.write(
      sql,
      `DELETE FROM ${TABLE} WHERE key = ? AND value = ? RETURNING key`,
      liveKey,
      liveText,
    );
    if (deleted.length === 0) throw new RevisionConflictError(head.channelId, head.revision, undefined);
    await this.setDue(sql, head.channelId, undefined);
    await this.setMembers(sql, head.channelId, head.guildId, []);
    await this.indexArchived(sql, archiveKey, head, this.codec.summary(data));
    this.cache.delete(liveKey);
  }

  private async indexArchived(
    sql: SqlRunner,
    archiveKey: string,
    head: StoredHead,
    summary: ReturnType<RecordCodec<T>['summary']> | null,
  ): Promise<void> {
    const finished = summary?.finished === true;
    await this.write(
      sql,
      `INSERT INTO game_archive (key, namespace, guild_id, channel_id, ended_at, finished, summary)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(key) DO NOTHING`,
      archiveKey,
      this.namespace,
      head.guildId,
      head.channelId,
      head.updatedAt,
      finished ? 1 : 0,
      summary ? JSON.stringify(summary) : null,
    );
    if (!finished || !summary) return;
    for (const player of summary.scores) {
      await this.write(
        sql,
        `INSERT INTO game_archive_player (namespace, guild_id, user_id, key, name, score, won, ended_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
        this.namespace,
        head.guildId,
        player.userId,
        archiveKey,
        player.name,
        player.score,
        summary.winners.includes(player.userId) ? 1 : 0,
        head.updatedAt,
      );
    }
  }

  /**
   * At open: live games missing from the due index or the members index, and archived games missing from history's tables
   * (schema 1 rows, or rows an older build wrote) are indexed now. A record that cannot be read is
   * logged with its key and skipped; the others go on.
   */
  private async indexUnindexedRows(): Promise<void> {
    const live = `${this.namespace}:live:`;
    const unindexedLive = await this.db.query<{ key: string }>(
      `SELECT key FROM ${TABLE} WHERE key >= ? AND key < ? AND (NOT EXISTS
         (SELECT 1 FROM game_due WHERE namespace = ? AND channel_id = substr(${TABLE}.key, ?))
         OR NOT EXISTS (SELECT 1 FROM game_player WHERE namespace = ? AND channel_id = substr(${TABLE}.key, ?)))`,
      live,
      upperBound(live),
      this.namespace,
      live.length + 1,
      this.namespace,
      live.length + 1,
    );
    for (const { key } of unindexedLive) {
      await this.db
        .transaction('write', async (sql) => {
          const text = await this.rowText(sql, key, this.lockRow);
          if (text === undefined) return;
          const { game } = await this.decode(sql, key, text, false);
          await this.setDue(sql, game.channelId, this.codec.nextDueAt(game.data));
          await this.setMembers(sql, game.channelId, game.guildId, this.codec.members(game.data));
        })
        .catch((error) => this.log(`live game ${key} is unreadable; the turn clock skips it`, error));
    }
    const archive = `${this.namespace}:archive:`;
    const unindexedArchive = await this.db.query<{ key: string }>(
      `SELECT key FROM ${TABLE} WHERE key >= ? AND key < ? AND NOT EXISTS
         (SELECT 1 FROM game_archive WHERE game_archive.key = ${TABLE}.key)`,
      archive,
      upperBound(archive),
    );
    for (const { key } of unindexedArchive) {
      await this.db.transaction('write', async (sql) => {
        const text = await this.rowText(sql, key, this.lockRow);
        if (text === undefined) return;
        let head: StoredHead;
        let summary: ReturnType<RecordCodec<T>['summary']> | null = null;
        try {
          const decoded = await this.decode(sql, key, text, false);
          head = decoded.head;
          summary = this.codec.summary(decoded.game.data);
        } catch (error) {
          this.log(`archived game ${key} is unreadable; history and statistics leave it out`, error);
          const [, , guildId = '', channelId = '', createdAt = '0'] = key.split(':');
          head = { channelId, guildId, createdAt: Number(createdAt), updatedAt: 0 } as StoredHead;
        }
        await this.indexArchived(sql, key, head, summary);
      });
    }
  }
}

/** Keyv's on-disk envelope (no `expires`: games never expire). */
function envelope(value: unknown): string {
  return JSON.stringify({ value });
}

function unwrap(key: string, text: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CorruptRecordError(key, 'not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || !('value' in parsed)) {
    throw new CorruptRecordError(key, 'missing Keyv envelope');
  }
  return parsed.value;
}

function parseSummary(text: string): ArchivedSummary {
  const summary = JSON.parse(text) as ArchivedSummary;
  if (!Array.isArray(summary.scores) || !Array.isArray(summary.winners)) throw new Error('scores or winners missing');
  return summary;
}

function withoutStorageFields(head: StoredHead): StoredGame<unknown> {
  const {
    entries: _entries,
    archivedAt: _archivedAt,
    checkpointAt: _checkpointAt,
    checkpointFormat: _checkpointFormat,
    ...game
  } = head;
  return game;
}

function assertEntryCount(key: string, head: StoredHead, entryTexts: string[]): void {
  const count = head.entries ?? 0;
  if (entryTexts.length !== count) {
    throw new CorruptRecordError(key, `${count} log entries expected, ${entryTexts.length} found`);
  }
}

/** Ties a checkpoint to the exact log it was replayed from. */
function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

function digest(entryTexts: string[]): string {
  const hash = createHash('sha1');
  for (const text of entryTexts) hash.update(text).update('\n');
  return hash.digest('base64');
}

function seq(n: number): string {
  return String(n).padStart(SEQ_DIGITS, '0');
}

/** The first key after every key starting with `prefix` (`;` sorts right after `:`). */
function upperBound(prefix: string): string {
  return `${prefix.slice(0, -1)};`;
}

/** Ids become parts of keys separated by ':', and prefix scans rely on that. */
function assertSafeId(name: string, id: string): void {
  if (id.length === 0 || id.includes(':')) {
    throw new Error(`${name} must be non-empty and contain no ':', got "${id}"`);
  }
}
