import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import { CorruptRecordError, GameExistsError, GameNotFoundError, RevisionConflictError } from './errors';
import { RecordCache } from './record-cache';
import type {
  ArchivedGame,
  ArchivedSummary,
  GameRepository,
  PlayerTally,
  RecordCodec,
  SchemaOptions,
  StoredGame,
} from './repository';
import { SIDE_TABLES, TABLE } from './side-tables';
import type { SqlRunner } from './sql-runner';
import { assertSchemaSupported, migrateToCurrent, parseStoredGame, validateSchemaOptions } from './stored-record';

export interface KeyvGameRepositoryOptions<T = unknown> extends SchemaOptions {
  /** SQLite file; its folder is created if missing. */
  path: string;
  /** Key prefix inside the table, so several bots or test suites can share one file. */
  namespace?: string;
  /** Clock for createdAt/updatedAt/archivedAt (tests pin it). */
  now?: () => number;
  /** How data splits into a head and an append-only log; default: all in the head, no clock, no scores. */
  codec?: RecordCodec<T>;
  /** Where one unreadable record is reported while the others go on (default: console.error). */
  log?: (message: string, error?: unknown) => void;
  /** Games kept decoded in memory (default 200). */
  cacheSize?: number;
}

/** A head as stored: StoredGame with `data` = the codec's head and the number of log entries. */
type StoredHead = StoredGame<unknown> & { entries?: number; archivedAt?: number };

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
 * Games in SQLite through Keyv's SQLite adapter: one table of Keyv rows (value = Keyv's JSON envelope
 * `{"value": ...}`), plus side tables in the same file that index them (side-tables.ts).
 *
 * Key layout (all under `<namespace>:`):
 *   live:<channelId>                          the running game's head (small; rewritten on each change)
 *   log:<channelId>:<createdAt>:<seq>         its log entries, appended once each (seq zero-padded)
 *   archive:<guildId>:<channelId>:<createdAt> heads of finished/abandoned games (their log stays put)
 *   quarantine:<channelId>:<time>             unreadable records set aside, exactly as they were
 * Schema 1 rows (the whole game in one live or archive row, no `entries`) are still read as they
 * are and rewritten in this layout by their next update.
 *
 * Every change is one SQLite transaction (BEGIN IMMEDIATE, so another process sharing the file waits
 * its turn), and checks the stored revision inside it: compare-and-set stays atomic across processes.
 * The adapter has a single connection, so this instance runs its statements one job at a time.
 */
export class KeyvGameRepository<T> implements GameRepository<T> {
  private closed = false;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly cache: RecordCache<T>;
  /** Bytes of keys and values this instance has written (tests and the bench count them). */
  bytesWritten = 0;

  private constructor(
    private readonly store: KeyvSqlite,
    private readonly namespace: string,
    private readonly schema: SchemaOptions,
    private readonly codec: RecordCodec<T>,
    private readonly now: () => number,
    private readonly log: (message: string, error?: unknown) => void,
    cacheSize: number,
  ) {
    this.cache = new RecordCache<T>(cacheSize);
  }

  static async open<T>(options: KeyvGameRepositoryOptions<T>): Promise<KeyvGameRepository<T>> {
    validateSchemaOptions(options);
    const namespace = options.namespace ?? 'carcassonne';
    if (!/^[A-Za-z0-9_-]+$/.test(namespace)) {
      throw new Error(`namespace must be letters, digits, _ or -, got "${namespace}"`);
    }
    await mkdir(path.dirname(path.resolve(options.path)), { recursive: true });
    // One argument only: @keyv/sqlite 4 ignores a second options argument.
    const store = new KeyvSqlite({ uri: `sqlite://${options.path}`, table: TABLE, busyTimeout: 5000 });
    try {
      // Also the first statement: surfaces "cannot open"/"not a database" here rather than later.
      await store.query('PRAGMA journal_mode=WAL');
      // With WAL, NORMAL syncs at checkpoints, not at every commit: a crash of the bot loses nothing,
      // a power cut at worst the last moves before it, and the file stays consistent either way.
      await store.query('PRAGMA synchronous=NORMAL');
      for (const statement of SIDE_TABLES) await store.query(statement);
    } catch (error) {
      await store.disconnect().catch(() => {});
      throw error;
    }
    const repository = new KeyvGameRepository<T>(
      store,
      namespace,
      options,
      (options.codec ?? inlineCodec) as RecordCodec<T>,
      options.now ?? Date.now,
      options.log ?? ((message, error) => console.error(`[storage] ${message}`, error ?? '')),
      options.cacheSize ?? 200,
    );
    await repository.indexUnindexedRows();
    return repository;
  }

  async get(channelId: string): Promise<StoredGame<T> | undefined> {
    const key = this.liveKey(channelId);
    return this.serial(async () => {
      // one statement reads the head; a game cached for exactly that head needs nothing more
      const text = await this.rowText(key);
      if (text === undefined) return undefined;
      const head = this.parseHead(key, text);
      const cached = head.entries === undefined ? undefined : this.cache.get(key, head.createdAt, head.revision);
      if (cached) return this.cachedGame(head, cached.data);
      // else head and log from one snapshot (another process may commit in between two statements)
      return this.inTransaction('DEFERRED', async () => {
        const current = await this.rowText(key);
        return current === undefined ? undefined : (await this.decode(key, current, true)).game;
      });
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
    return this.transaction('IMMEDIATE', async () => {
      const inserted = await this.write(
        `INSERT INTO ${TABLE} (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING RETURNING key`,
        key,
        envelope(stored),
      );
      if (inserted.length === 0) throw new GameExistsError(channelId);
      const entryTexts = entries.map(envelope);
      await this.appendEntries(channelId, now, entryTexts, 0);
      await this.setDue(channelId, this.codec.nextDueAt(data));
      await this.setMembers(channelId, meta.guildId, this.codec.members(data));
      this.cache.set(key, { createdAt: now, revision: 1, data, entryTexts });
      return { ...withoutStorageFields(stored), data };
    });
  }

  async update(
    channelId: string,
    expectedRevision: number,
    data: T,
    options: { archive?: boolean } = {},
  ): Promise<StoredGame<T>> {
    const key = this.liveKey(channelId);
    return this.transaction('IMMEDIATE', async () => {
      const text = await this.rowText(key);
      if (text === undefined) throw new GameNotFoundError(channelId);
      const current = this.parseHead(key, text);
      if (current.revision !== expectedRevision) {
        throw new RevisionConflictError(channelId, expectedRevision, current.revision);
      }
      const storedTexts = await this.storedEntryTexts(key, current);
      const { head, entries } = this.codec.split(data);
      const entryTexts = entries.map(envelope);
      // Entries are appended; only an undo takes the last ones back (rows from the first difference on).
      let common = 0;
      while (common < storedTexts.length && common < entryTexts.length && storedTexts[common] === entryTexts[common])
        common++;
      if (common < storedTexts.length) {
        const prefix = this.logPrefix(channelId, current.createdAt);
        await this.write(
          `DELETE FROM ${TABLE} WHERE key >= ? AND key < ?`,
          prefix + seq(common),
          prefix + seq(storedTexts.length),
        );
      }
      await this.appendEntries(channelId, current.createdAt, entryTexts.slice(common), common);
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
      if (options.archive) {
        await this.moveToArchive(key, text, next, data);
      } else {
        await this.write(`UPDATE ${TABLE} SET value = ? WHERE key = ? AND value = ?`, envelope(next), key, text);
        await this.setDue(channelId, this.codec.nextDueAt(data));
        await this.setMembers(channelId, current.guildId, this.codec.members(data));
        this.cache.set(key, { createdAt: next.createdAt, revision: next.revision, data, entryTexts });
      }
      return { ...withoutStorageFields(next), data };
    });
  }

  async archive(channelId: string, expectedRevision: number): Promise<void> {
    const key = this.liveKey(channelId);
    await this.transaction('IMMEDIATE', async () => {
      const text = await this.rowText(key);
      if (text === undefined) throw new GameNotFoundError(channelId);
      // Never move (and later rewrite) a record this build can't read.
      const { game, head } = await this.decode(key, text, false);
      if (game.revision !== expectedRevision) {
        throw new RevisionConflictError(channelId, expectedRevision, game.revision);
      }
      await this.moveToArchive(key, text, head, game.data);
    });
  }

  async quarantine(channelId: string): Promise<string | undefined> {
    const key = this.liveKey(channelId);
    return this.transaction('IMMEDIATE', async () => {
      const text = await this.rowText(key);
      if (text === undefined) return undefined;
      const quarantineKey = `${this.namespace}:quarantine:${channelId}:${this.now()}`;
      // The exact text, unparsed: whoever looks at it later sees what was there.
      await this.write(`INSERT INTO ${TABLE} (key, value) VALUES (?, ?)`, quarantineKey, text);
      await this.write(`DELETE FROM ${TABLE} WHERE key = ? AND value = ?`, key, text);
      await this.setDue(channelId, undefined);
      await this.setMembers(channelId, '', []);
      this.cache.delete(key);
      return quarantineKey;
    });
  }

  async dueChannels(now: number): Promise<string[]> {
    const rows = await this.serial(() =>
      this.read<{ channel_id: string }>(
        'SELECT channel_id FROM game_due WHERE namespace = ? AND due_at <= ? ORDER BY due_at',
        this.namespace,
        now,
      ),
    );
    return rows.map((row) => row.channel_id);
  }

  async history(guildId: string, limit: number): Promise<{ games: ArchivedSummary[]; total: number }> {
    assertSafeId('guildId', guildId);
    const [rows, counted] = await this.serial(async () => [
      await this.read<{ key: string; channel_id: string; ended_at: number; summary: string }>(
        `SELECT key, channel_id, ended_at, summary FROM game_archive
         WHERE namespace = ? AND guild_id = ? AND finished = 1 ORDER BY ended_at DESC LIMIT ?`,
        this.namespace,
        guildId,
        limit,
      ),
      await this.read<{ total: number }>(
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
    const rows = await this.serial(() =>
      this.read<{ channel_id: string }>(
        'SELECT channel_id FROM game_player WHERE namespace = ? AND guild_id = ? AND user_id = ? ORDER BY channel_id',
        this.namespace,
        guildId,
        userId,
      ),
    );
    return rows.map((row) => row.channel_id);
  }

  async playerTallies(guildId: string): Promise<PlayerTally[]> {
    assertSafeId('guildId', guildId);
    // SQLite takes the bare `name` from the row that gave MAX(ended_at): the latest name.
    const rows = await this.serial(() =>
      this.read<{ user_id: string; name: string; games: number; wins: number; total: number }>(
        `SELECT user_id, name, MAX(ended_at) AS latest, COUNT(*) AS games, SUM(won) AS wins, SUM(score) AS total
         FROM game_archive_player WHERE namespace = ? AND guild_id = ? GROUP BY user_id`,
        this.namespace,
        guildId,
      ),
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
    return this.transaction('DEFERRED', async () => {
      const keys = await this.read<{ key: string }>(
        'SELECT key FROM game_archive WHERE namespace = ? AND guild_id = ? ORDER BY ended_at DESC LIMIT ?',
        this.namespace,
        guildId,
        limit,
      );
      return this.decodeArchived(keys);
    });
  }

  async lastArchivedIn(channelId: string): Promise<ArchivedGame<T> | undefined> {
    assertSafeId('channelId', channelId);
    return this.transaction('DEFERRED', async () => {
      const keys = await this.read<{ key: string }>(
        'SELECT key FROM game_archive WHERE namespace = ? AND channel_id = ? ORDER BY ended_at DESC LIMIT 1',
        this.namespace,
        channelId,
      );
      return (await this.decodeArchived(keys))[0];
    });
  }

  /** Inside a transaction: archived games by key, whole; an unreadable one is logged and left out. */
  private async decodeArchived(keys: { key: string }[]): Promise<ArchivedGame<T>[]> {
    const games: ArchivedGame<T>[] = [];
    for (const { key } of keys) {
      const text = await this.rowText(key);
      if (text === undefined) continue;
      try {
        const { game, head } = await this.decode(key, text, false);
        games.push({ ...game, archivedAt: head.archivedAt ?? game.updatedAt });
      } catch (error) {
        this.log(`archived game ${key} is unreadable; left out`, error);
      }
    }
    return games;
  }

  /** Closes the database connection; safe to call twice. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.serial(() => this.store.disconnect());
  }

  /** Full key as stored in the table. */
  private liveKey(channelId: string): string {
    assertSafeId('channelId', channelId);
    return `${this.namespace}:live:${channelId}`;
  }

  private logPrefix(channelId: string, createdAt: number): string {
    return `${this.namespace}:log:${channelId}:${createdAt}:`;
  }

  /**
   * This connection for side tables of the same file (the outbox, the settings): each statement runs in
   * turn with the repository's own transactions, never inside one of them.
   */
  readonly sideTables: SqlRunner = {
    query: <R>(sql: string, ...params: unknown[]) =>
      this.serial(() => this.store.query(sql, ...params) as Promise<R[]>),
  };

  /** Runs `job` after every job queued before it, whatever their outcome. */
  private serial<R>(job: () => Promise<R>): Promise<R> {
    const run = this.queue.then(job, job);
    this.queue = run.catch(() => {});
    return run;
  }

  private transaction<R>(mode: 'DEFERRED' | 'IMMEDIATE', job: () => Promise<R>): Promise<R> {
    return this.serial(() => this.inTransaction(mode, job));
  }

  /** Only from inside a serial job. */
  private async inTransaction<R>(mode: 'DEFERRED' | 'IMMEDIATE', job: () => Promise<R>): Promise<R> {
    await this.store.query(`BEGIN ${mode}`);
    try {
      const result = await job();
      await this.store.query('COMMIT');
      return result;
    } catch (error) {
      await this.store.query('ROLLBACK').catch(() => {});
      throw error;
    }
  }

  private cachedGame(head: StoredHead, data: T): StoredGame<T> {
    return { ...withoutStorageFields(head), schemaVersion: this.schema.currentSchemaVersion, data };
  }

  private read<R>(sql: string, ...params: unknown[]): Promise<R[]> {
    return this.store.query(sql, ...params) as Promise<R[]>;
  }

  private write(sql: string, ...params: unknown[]): Promise<unknown[]> {
    for (const param of params) if (typeof param === 'string') this.bytesWritten += param.length;
    return this.store.query(sql, ...params) as Promise<unknown[]>;
  }

  private async rowText(key: string): Promise<string | undefined> {
    const rows = await this.read<{ value: string }>(`SELECT value FROM ${TABLE} WHERE key = ?`, key);
    return rows[0]?.value;
  }

  private parseHead(key: string, text: string): StoredHead {
    const head = parseStoredGame(key, unwrap(key, text)) as StoredHead;
    assertSchemaSupported(head, this.schema);
    if (head.entries !== undefined && !(Number.isInteger(head.entries) && head.entries >= 0)) {
      throw new CorruptRecordError(key, 'entries is not a count');
    }
    return head;
  }

  /** The stored head and the game it makes (schema 1 rows: the whole game; else head + log, replayed). */
  private async decode(key: string, text: string, live: boolean): Promise<{ game: StoredGame<T>; head: StoredHead }> {
    const head = this.parseHead(key, text);
    const bookkeeping = withoutStorageFields(head);
    if (head.entries === undefined) {
      return { game: migrateToCurrent<T, StoredGame<unknown>>(bookkeeping, this.schema), head };
    }
    const cached = live ? this.cache.get(key, head.createdAt, head.revision) : undefined;
    if (cached) return { game: this.cachedGame(head, cached.data), head };
    const entryTexts = await this.readEntryTexts(key, head);
    let joined: unknown;
    try {
      joined = this.codec.join(
        head.data,
        entryTexts.map((entry) => unwrap(key, entry)),
      );
    } catch (error) {
      if (error instanceof CorruptRecordError) throw error;
      throw new CorruptRecordError(key, `its move log does not replay (${(error as Error).message})`);
    }
    const game = migrateToCurrent<T, StoredGame<unknown>>({ ...bookkeeping, data: joined }, this.schema);
    if (live) this.cache.set(key, { createdAt: head.createdAt, revision: head.revision, data: game.data, entryTexts });
    return { game, head };
  }

  private async readEntryTexts(key: string, head: StoredHead): Promise<string[]> {
    const count = head.entries ?? 0;
    if (count === 0) return [];
    const prefix = this.logPrefix(head.channelId, head.createdAt);
    const rows = await this.read<{ value: string }>(
      `SELECT value FROM ${TABLE} WHERE key >= ? AND key < ? ORDER BY key`,
      prefix + seq(0),
      prefix + seq(count),
    );
    if (rows.length !== count) throw new CorruptRecordError(key, `${count} log entries expected, ${rows.length} found`);
    return rows.map((row) => row.value);
  }

  /** What is stored of the game's log (nothing for a schema 1 row, whose log is inside it). */
  private async storedEntryTexts(key: string, head: StoredHead): Promise<string[]> {
    if (head.entries === undefined) return [];
    return this.cache.get(key, head.createdAt, head.revision)?.entryTexts ?? (await this.readEntryTexts(key, head));
  }

  private async appendEntries(channelId: string, createdAt: number, texts: string[], from: number) {
    const prefix = this.logPrefix(channelId, createdAt);
    for (let start = 0; start < texts.length; start += INSERT_BATCH) {
      const batch = texts.slice(start, start + INSERT_BATCH);
      const params = batch.flatMap((text, i) => [prefix + seq(from + start + i), text]);
      await this.write(`INSERT INTO ${TABLE} (key, value) VALUES ${batch.map(() => '(?, ?)').join(', ')}`, ...params);
    }
  }

  /** The due time of a live game; undefined removes it from the index (no live game). */
  private async setDue(channelId: string, dueAt: number | null | undefined): Promise<void> {
    if (dueAt === undefined) {
      await this.write('DELETE FROM game_due WHERE namespace = ? AND channel_id = ?', this.namespace, channelId);
      return;
    }
    await this.write(
      `INSERT INTO game_due (namespace, channel_id, due_at) VALUES (?, ?, ?)
       ON CONFLICT (namespace, channel_id) DO UPDATE SET due_at = excluded.due_at
       WHERE due_at IS NOT excluded.due_at`,
      this.namespace,
      channelId,
      dueAt,
    );
  }

  /** Inside a transaction: the members of a live game, replacing those indexed before (none: no live game). */
  private async setMembers(channelId: string, guildId: string, userIds: string[]): Promise<void> {
    const indexed = await this.read<{ user_id: string }>(
      'SELECT user_id FROM game_player WHERE namespace = ? AND channel_id = ?',
      this.namespace,
      channelId,
    );
    const wanted = new Set(userIds);
    for (const { user_id } of indexed) {
      if (wanted.delete(user_id)) continue;
      await this.write(
        'DELETE FROM game_player WHERE namespace = ? AND channel_id = ? AND user_id = ?',
        this.namespace,
        channelId,
        user_id,
      );
    }
    for (const userId of wanted) {
      await this.write(
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
  private async moveToArchive(liveKey: string, liveText: string, head: StoredHead, data: T): Promise<void> {
    const archivedAt = this.now();
    const archiveKey = `${this.namespace}:archive:${head.guildId}:${head.channelId}:${head.createdAt}`;
    await this.write(
      `INSERT INTO ${TABLE} (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING`,
      archiveKey,
      envelope({ ...head, archivedAt }),
    );
    const deleted = await this.write(
      `DELETE FROM ${TABLE} WHERE key = ? AND value = ? RETURNING key`,
      liveKey,
      liveText,
    );
    if (deleted.length === 0) throw new RevisionConflictError(head.channelId, head.revision, undefined);
    await this.setDue(head.channelId, undefined);
    await this.setMembers(head.channelId, head.guildId, []);
    await this.indexArchived(archiveKey, head, this.codec.summary(data));
    this.cache.delete(liveKey);
  }

  private async indexArchived(
    archiveKey: string,
    head: StoredHead,
    summary: ReturnType<RecordCodec<T>['summary']> | null,
  ): Promise<void> {
    const finished = summary?.finished === true;
    await this.write(
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
    const unindexedLive = await this.serial(() =>
      this.read<{ key: string }>(
        `SELECT key FROM ${TABLE} WHERE key >= ? AND key < ? AND (NOT EXISTS
           (SELECT 1 FROM game_due WHERE namespace = ? AND channel_id = substr(${TABLE}.key, ?))
           OR NOT EXISTS (SELECT 1 FROM game_player WHERE namespace = ? AND channel_id = substr(${TABLE}.key, ?)))`,
        live,
        upperBound(live),
        this.namespace,
        live.length + 1,
        this.namespace,
        live.length + 1,
      ),
    );
    for (const { key } of unindexedLive) {
      await this.transaction('IMMEDIATE', async () => {
        const text = await this.rowText(key);
        if (text === undefined) return;
        const { game } = await this.decode(key, text, false);
        await this.setDue(game.channelId, this.codec.nextDueAt(game.data));
        await this.setMembers(game.channelId, game.guildId, this.codec.members(game.data));
      }).catch((error) => this.log(`live game ${key} is unreadable; the turn clock skips it`, error));
    }
    const archive = `${this.namespace}:archive:`;
    const unindexedArchive = await this.serial(() =>
      this.read<{ key: string }>(
        `SELECT key FROM ${TABLE} WHERE key >= ? AND key < ? AND NOT EXISTS
           (SELECT 1 FROM game_archive WHERE game_archive.key = ${TABLE}.key)`,
        archive,
        upperBound(archive),
      ),
    );
    for (const { key } of unindexedArchive) {
      await this.transaction('IMMEDIATE', async () => {
        const text = await this.rowText(key);
        if (text === undefined) return;
        let head: StoredHead;
        let summary: ReturnType<RecordCodec<T>['summary']> | null = null;
        try {
          const decoded = await this.decode(key, text, false);
          head = decoded.head;
          summary = this.codec.summary(decoded.game.data);
        } catch (error) {
          this.log(`archived game ${key} is unreadable; history and statistics leave it out`, error);
          const [, , guildId = '', channelId = '', createdAt = '0'] = key.split(':');
          head = { channelId, guildId, createdAt: Number(createdAt), updatedAt: 0 } as StoredHead;
        }
        await this.indexArchived(key, head, summary);
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
  const { entries: _entries, archivedAt: _archivedAt, ...game } = head;
  return game;
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
