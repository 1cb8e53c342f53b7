import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import KeyvSqlite from '@keyv/sqlite';
import Keyv from 'keyv';
import { CorruptRecordError, GameExistsError, GameNotFoundError, RevisionConflictError } from './errors';
import type { ArchivedGame, GameRepository, SchemaOptions, StoredGame } from './repository';
import { assertSchemaSupported, migrateToCurrent, parseStoredGame, validateSchemaOptions } from './stored-record';

export interface KeyvGameRepositoryOptions extends SchemaOptions {
  /** SQLite file; its folder is created if missing. */
  path: string;
  /** Key prefix inside the table, so several bots or test suites can share one file. */
  namespace?: string;
  /** Clock for createdAt/updatedAt/archivedAt (tests pin it). */
  now?: () => number;
}

const TABLE = 'games';

/**
 * Games in SQLite through Keyv (one row per key, value = Keyv's JSON envelope `{"value": record}`).
 *
 * Key layout (all under `<namespace>:`):
 *   live:<channelId>                          the running game of a channel
 *   archive:<guildId>:<channelId>:<createdAt> finished/abandoned games
 * listActive/listArchived are range scans over the table's primary-key index on those
 * prefixes (no separate index record to keep in sync, no full-table scan).
 *
 * Reads go through Keyv with throwOnErrors (otherwise a disk error would read as "no game").
 * Writes that must be atomic (create-if-absent, compare-and-set, conditional delete) are
 * single SQL statements through the adapter's public `query`, because Keyv has no CAS.
 * They compare the whole stored text, so they also protect against other processes
 * sharing the file (e.g. an old and a new bot during a deploy).
 */
export class KeyvGameRepository<T> implements GameRepository<T> {
  private closed = false;

  private constructor(
    private readonly store: KeyvSqlite,
    private readonly keyv: Keyv<StoredGame<unknown>>,
    private readonly namespace: string,
    private readonly schema: SchemaOptions,
    private readonly now: () => number,
  ) {}

  static async open<T>(options: KeyvGameRepositoryOptions): Promise<KeyvGameRepository<T>> {
    validateSchemaOptions(options);
    const namespace = options.namespace ?? 'carcassonne';
    if (!/^[A-Za-z0-9_-]+$/.test(namespace)) {
      throw new Error(`namespace must be letters, digits, _ or -, got "${namespace}"`);
    }
    await mkdir(path.dirname(path.resolve(options.path)), { recursive: true });
    // One argument only: @keyv/sqlite 4 ignores a second options argument.
    const store = new KeyvSqlite({ uri: `sqlite://${options.path}`, table: TABLE, busyTimeout: 5000 });
    // Plain JSON both ways so the SQL statements below write exactly what Keyv reads back
    // (Keyv's default serializer rewrites strings that start with ':').
    const keyv = new Keyv<StoredGame<unknown>>({
      store,
      namespace,
      throwOnErrors: true,
      serialize: JSON.stringify,
      deserialize: JSON.parse,
    });
    try {
      // Also the first statement: surfaces "cannot open"/"not a database" here rather than later.
      await store.query('PRAGMA journal_mode=WAL');
    } catch (error) {
      await store.disconnect().catch(() => {});
      throw error;
    }
    return new KeyvGameRepository<T>(store, keyv, namespace, options, options.now ?? Date.now);
  }

  async get(channelId: string): Promise<StoredGame<T> | undefined> {
    const key = this.liveKey(channelId);
    let value: StoredGame<unknown> | undefined;
    try {
      value = await this.keyv.get(this.keyvKey(key));
    } catch (error) {
      if (error instanceof SyntaxError) throw new CorruptRecordError(key, 'not valid JSON');
      throw error;
    }
    if (value === undefined) return undefined;
    return migrateToCurrent<T, StoredGame<unknown>>(parseStoredGame(key, value), this.schema);
  }

  async create(channelId: string, data: T, meta: { guildId: string }): Promise<StoredGame<T>> {
    assertSafeId('guildId', meta.guildId);
    const now = this.now();
    const record: StoredGame<T> = {
      schemaVersion: this.schema.currentSchemaVersion,
      revision: 1,
      channelId,
      guildId: meta.guildId,
      createdAt: now,
      updatedAt: now,
      data,
    };
    const inserted = await this.store.query(
      `INSERT INTO ${TABLE} (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING RETURNING key`,
      this.liveKey(channelId),
      envelope(record),
    );
    if (inserted.length === 0) throw new GameExistsError(channelId);
    return record;
  }

  async update(channelId: string, expectedRevision: number, data: T): Promise<StoredGame<T>> {
    const key = this.liveKey(channelId);
    const row = await this.readRow(key);
    if (!row) throw new GameNotFoundError(channelId);
    assertSchemaSupported(row.record, this.schema);
    if (row.record.revision !== expectedRevision) {
      throw new RevisionConflictError(channelId, expectedRevision, row.record.revision);
    }
    const next: StoredGame<T> = {
      ...row.record,
      schemaVersion: this.schema.currentSchemaVersion,
      revision: row.record.revision + 1,
      updatedAt: this.now(),
      data,
    };
    // Succeeds only if nobody wrote the row since we read it.
    const updated = await this.store.query(
      `UPDATE ${TABLE} SET value = ? WHERE key = ? AND value = ? RETURNING key`,
      envelope(next),
      key,
      row.text,
    );
    if (updated.length === 0) {
      const current = await this.readRow(key);
      if (!current) throw new GameNotFoundError(channelId);
      throw new RevisionConflictError(channelId, expectedRevision, current.record.revision);
    }
    return next;
  }

  async archive(channelId: string): Promise<void> {
    const key = this.liveKey(channelId);
    const row = await this.readRow(key);
    if (!row) throw new GameNotFoundError(channelId);
    // Never move (and later rewrite) a record this build can't read.
    assertSchemaSupported(row.record, this.schema);
    const archived: ArchivedGame<unknown> = { ...row.record, archivedAt: this.now() };
    const archiveKey = this.archiveKey(row.record.guildId, channelId, row.record.createdAt);
    const archivedText = envelope(archived);
    // Copy first, delete second: a crash in between leaves a duplicate, never a lost game.
    await this.store.query(
      `INSERT INTO ${TABLE} (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
      archiveKey,
      archivedText,
    );
    const deleted = await this.store.query(
      `DELETE FROM ${TABLE} WHERE key = ? AND value = ? RETURNING key`,
      key,
      row.text,
    );
    if (deleted.length === 0) {
      // Someone changed the game meanwhile: undo our copy so a live game doesn't also show as archived.
      await this.store.query(`DELETE FROM ${TABLE} WHERE key = ? AND value = ?`, archiveKey, archivedText);
      const current = await this.readRow(key);
      if (!current) throw new GameNotFoundError(channelId);
      throw new RevisionConflictError(channelId, row.record.revision, current.record.revision);
    }
  }

  async listArchived(guildId: string): Promise<ArchivedGame<T>[]> {
    assertSafeId('guildId', guildId);
    const rows = await this.scanPrefix(`${this.namespace}:archive:${guildId}:`);
    const games = rows.map(({ key, value }) => {
      const record = parseStoredGame(key, value) as ArchivedGame<unknown>;
      if (!Number.isInteger(record.archivedAt)) throw new CorruptRecordError(key, 'archivedAt is not an integer');
      return migrateToCurrent<T, ArchivedGame<unknown>>(record, this.schema);
    });
    return games.sort((a, b) => b.archivedAt - a.archivedAt);
  }

  async listActive(): Promise<StoredGame<T>[]> {
    const rows = await this.scanPrefix(`${this.namespace}:live:`);
    return rows.map(({ key, value }) =>
      migrateToCurrent<T, StoredGame<unknown>>(parseStoredGame(key, value), this.schema),
    );
  }

  /** Closes the database connection; safe to call twice. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.keyv.disconnect();
  }

  /** Full key as stored in the table (Keyv adds `<namespace>:` itself on its own calls). */
  private liveKey(channelId: string): string {
    assertSafeId('channelId', channelId);
    return `${this.namespace}:live:${channelId}`;
  }

  private archiveKey(guildId: string, channelId: string, createdAt: number): string {
    return `${this.namespace}:archive:${guildId}:${channelId}:${createdAt}`;
  }

  private keyvKey(fullKey: string): string {
    return fullKey.slice(this.namespace.length + 1);
  }

  /** The exact stored text (for compare-and-set) and the parsed record. */
  private async readRow(key: string): Promise<{ text: string; record: StoredGame<unknown> } | undefined> {
    const rows: { value: string }[] = await this.store.query(`SELECT value FROM ${TABLE} WHERE key = ?`, key);
    const text = rows[0]?.value;
    if (text === undefined) return undefined;
    return { text, record: parseStoredGame(key, unwrap(key, text)) };
  }

  /** Rows whose key starts with `prefix`, via the primary-key index (`;` sorts right after `:`). */
  private async scanPrefix(prefix: string): Promise<{ key: string; value: unknown }[]> {
    const upperBound = `${prefix.slice(0, -1)};`;
    const rows: { key: string; value: string }[] = await this.store.query(
      `SELECT key, value FROM ${TABLE} WHERE key >= ? AND key < ? ORDER BY key`,
      prefix,
      upperBound,
    );
    return rows.map((row) => ({ key: row.key, value: unwrap(row.key, row.value) }));
  }
}

/** Keyv's on-disk envelope (no `expires`: games never expire). */
function envelope(record: StoredGame<unknown>): string {
  return JSON.stringify({ value: record });
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

/** Ids become parts of keys separated by ':', and prefix scans rely on that. */
function assertSafeId(name: string, id: string): void {
  if (id.length === 0 || id.includes(':')) {
    throw new Error(`${name} must be non-empty and contain no ':', got "${id}"`);
  }
}
