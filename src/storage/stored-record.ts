import * as v from 'valibot';
import { MissingMigrationError, SchemaTooNewError } from './errors';
import type { SchemaOptions, StoredGame } from './repository';
import { count, parseRow, wholeNumber } from './row-schema';

/**
 * A live or archived game's row: the bookkeeping around `data` (whose shape the codec checks), the
 * number of log entries, and the checkpoint it names (only a shortcut: one that is not a count is
 * dropped, and the log replayed).
 */
const storedGameRow = v.looseObject({
  schemaVersion: wholeNumber,
  revision: wholeNumber,
  channelId: v.string(),
  guildId: v.string(),
  createdAt: wholeNumber,
  updatedAt: wholeNumber,
  data: v.unknown(),
  entries: v.optional(count),
  archivedAt: v.optional(v.number()),
  checkpointAt: v.fallback(v.optional(count), undefined),
  checkpointFormat: v.fallback(v.optional(v.string()), undefined),
});

export type StoredGameRow = v.InferOutput<typeof storedGameRow>;

/** A value read from storage with the StoredGame shape, or a CorruptRecordError naming the key. */
export function parseStoredGame(key: string, value: unknown): StoredGameRow & StoredGame<unknown> {
  return parseRow(storedGameRow, key, value);
}

/** A checkpoint row: what it covers, the digest of the log it was made from, and the codec's value. */
const checkpointRow = v.looseObject({ entries: count, log: v.string(), value: v.unknown() });

export function parseCheckpointRow(key: string, value: unknown): v.InferOutput<typeof checkpointRow> {
  return parseRow(checkpointRow, key, value);
}

/** Throws SchemaTooNewError when the record comes from a newer build. */
export function assertSchemaSupported(record: StoredGame<unknown>, schema: SchemaOptions): void {
  if (record.schemaVersion > schema.currentSchemaVersion) {
    throw new SchemaTooNewError(record.channelId, record.schemaVersion, schema.currentSchemaVersion);
  }
}

/**
 * Upgrades a record's data to the current schema, one migration at a time.
 * Only the returned copy changes; the stored record is rewritten on its next update.
 */
export function migrateToCurrent<T, R extends StoredGame<unknown>>(
  record: R,
  schema: SchemaOptions,
): Omit<R, 'data'> & { data: T } {
  assertSchemaSupported(record, schema);
  let data = record.data;
  for (let version = record.schemaVersion; version < schema.currentSchemaVersion; version++) {
    const migrate = schema.migrations[version];
    if (!migrate) throw new MissingMigrationError(version);
    data = migrate(data);
  }
  return { ...record, schemaVersion: schema.currentSchemaVersion, data: data as T };
}

export function validateSchemaOptions(schema: SchemaOptions): void {
  if (!Number.isInteger(schema.currentSchemaVersion) || schema.currentSchemaVersion < 1) {
    throw new Error(`currentSchemaVersion must be a positive integer, got ${schema.currentSchemaVersion}`);
  }
}
