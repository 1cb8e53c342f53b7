/** Errors the game repository throws; each names the channel so logs point at the game. */

export class GameExistsError extends Error {
  override readonly name = 'GameExistsError';
  constructor(readonly channelId: string) {
    super(`A game is already running in channel ${channelId}`);
  }
}

export class GameNotFoundError extends Error {
  override readonly name = 'GameNotFoundError';
  constructor(readonly channelId: string) {
    super(`No game is running in channel ${channelId}`);
  }
}

export class RevisionConflictError extends Error {
  override readonly name = 'RevisionConflictError';
  constructor(
    readonly channelId: string,
    readonly expectedRevision: number,
    /** undefined when the stored revision is unknown (the record changed between read and write). */
    readonly actualRevision: number | undefined,
  ) {
    super(
      `Game in channel ${channelId} changed: expected revision ${expectedRevision}, ` +
        `found ${actualRevision ?? 'a newer one'}`,
    );
  }
}

/**
 * A stored game this build cannot read (corrupt, from a newer release, no migration). Only that one
 * game is affected: it can be set aside (quarantined) to free its channel.
 */
export abstract class UnreadableGameError extends Error {}

/** The record was written by a newer version of the bot; refusing protects it from being clobbered. */
export class SchemaTooNewError extends UnreadableGameError {
  override readonly name = 'SchemaTooNewError';
  constructor(
    readonly channelId: string,
    readonly storedVersion: number,
    readonly supportedVersion: number,
  ) {
    super(
      `Game in channel ${channelId} has schema version ${storedVersion}, but this build only ` +
        `understands up to ${supportedVersion}; upgrade the bot instead of touching this game`,
    );
  }
}

export class MissingMigrationError extends UnreadableGameError {
  override readonly name = 'MissingMigrationError';
  constructor(readonly fromVersion: number) {
    super(`No migration from schema version ${fromVersion} to ${fromVersion + 1}`);
  }
}

export class CorruptRecordError extends UnreadableGameError {
  override readonly name = 'CorruptRecordError';
  constructor(
    readonly key: string,
    detail: string,
  ) {
    super(`Stored game under key ${key} is unreadable: ${detail}`);
  }
}
