/**
 * Storage contract for games kept one per Discord channel (or thread).
 * The Discord layer depends on this interface only, so the backing store
 * (SQLite today, maybe Redis/Postgres later) can change without touching it.
 */

/** A game as it sits in storage: the game's own data plus bookkeeping. */
export interface StoredGame<T> {
  /** Version of the shape of `data`; older records are migrated on read. */
  schemaVersion: number;
  /** Bumped on every update; `update` only succeeds against the revision it read. */
  revision: number;
  channelId: string;
  guildId: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  updatedAt: number;
  data: T;
}

/** A finished or abandoned game, kept for history. */
export interface ArchivedGame<T> extends StoredGame<T> {
  archivedAt: number;
}

/**
 * How `data` evolves: migration N upgrades data from schema version N to N + 1.
 * Every version from the oldest stored record up to `currentSchemaVersion - 1` needs one.
 */
export interface SchemaOptions {
  currentSchemaVersion: number;
  migrations: Record<number, (data: unknown) => unknown>;
}

export interface GameRepository<T> {
  /** The live game in this channel, migrated to the current schema; undefined when there is none. */
  get(channelId: string): Promise<StoredGame<T> | undefined>;
  /** Starts a game (revision 1). Throws GameExistsError if the channel already has a live game. */
  create(channelId: string, data: T, meta: { guildId: string }): Promise<StoredGame<T>>;
  /**
   * Compare-and-set: replaces `data` only if the stored revision is still `expectedRevision`,
   * otherwise throws RevisionConflictError. Writes the current schema version.
   */
  update(channelId: string, expectedRevision: number, data: T): Promise<StoredGame<T>>;
  /** Moves the live game to the archive (kept, listable by guild) and frees the channel. */
  archive(channelId: string): Promise<void>;
  /** Archived games of one guild, most recently archived first. */
  listArchived(guildId: string): Promise<ArchivedGame<T>[]>;
  /** Every live game (for reminder/timeout sweeps). */
  listActive(): Promise<StoredGame<T>[]>;
}
