import { CorruptRecordError, MissingMigrationError, SchemaTooNewError } from './errors';
import type { SchemaOptions, StoredGame } from './repository';

/** Checks that a value read from storage has the StoredGame shape (data itself is checked by migrations/the engine). */
export function parseStoredGame(key: string, value: unknown): StoredGame<unknown> {
  if (typeof value !== 'object' || value === null) {
    throw new CorruptRecordError(key, 'not an object');
  }
  const record = value as Record<string, unknown>;
  for (const field of ['schemaVersion', 'revision', 'createdAt', 'updatedAt'] as const) {
    if (!Number.isInteger(record[field])) {
      throw new CorruptRecordError(key, `${field} is not an integer`);
    }
  }
  for (const field of ['channelId', 'guildId'] as const) {
    if (typeof record[field] !== 'string') {
      throw new CorruptRecordError(key, `${field} is not a string`);
    }
  }
  if (!('data' in record)) {
    throw new CorruptRecordError(key, 'data is missing');
  }
  return record as unknown as StoredGame<unknown>;
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
