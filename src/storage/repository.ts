import type { SqlRunner } from './sql-runner';

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

/** What history and statistics keep of an archived game (written once, when it is archived). */
export interface ArchiveSummary {
  gameId: string;
  /** False for abandoned games: kept, but left out of history and statistics. */
  finished: boolean;
  /** Final scores, highest first. */
  scores: { userId: string; name: string; score: number }[];
  /** User ids of the winners. */
  winners: string[];
}

export interface ArchivedSummary extends ArchiveSummary {
  channelId: string;
  endedAt: number;
}

/** One player's finished games on a server, summed in the database. */
export interface PlayerTally {
  userId: string;
  /** The name in their most recent game. */
  name: string;
  games: number;
  wins: number;
  totalScore: number;
}

/**
 * How a game's data is laid out in storage: a small head rewritten on every change, plus entries
 * that are only ever appended (a move log); `join` rebuilds the data from both. It also names the
 * next moment the game needs the turn-clock sweep, and what history keeps of it.
 */
export interface RecordCodec<T> {
  split(data: T): { head: unknown; entries: unknown[] };
  /**
   * Throws when head and entries don't make a game (the record is then reported unreadable): a
   * RowShapeError (row-schema.ts) for a head or entry of the wrong shape, one whose part is
   * 'checkpoint' for a checkpoint value of the wrong shape. With a
   * checkpoint (what `checkpoint` gave when the log had `entries` entries), only the entries after it
   * are replayed; a checkpoint that does not fit throws too, and the repository replays without it.
   */
  join(head: unknown, entries: unknown[], checkpoint?: Checkpoint): T;
  /**
   * A whole game stored in one row (the layout before the log was kept apart), checked: throws a
   * RowShapeError (row-schema.ts) when it does not fit. Without this method it is taken as it is.
   */
  check?(data: unknown): T;
  /**
   * What replaying the whole log gives, for `join` to start from later; undefined when now is no time
   * to keep one (the repository asks every few entries). Without this method, every load replays all.
   */
  checkpoint?(data: T): unknown;
  /**
   * What this build's checkpoints are made of (for the game: the engine's states): a checkpoint of
   * another format is not used, and a new one is made at the next chance.
   */
  checkpointFormat?(): string;
  /** When the sweep must next look at this game (milliseconds), or null when never. */
  nextDueAt(data: T): number | null;
  /** What history keeps of the game when it is archived. */
  summary(data: T): ArchiveSummary;
  /** User ids of the game's members (seated or playing), indexed for "my games". */
  members(data: T): string[];
}

/** A snapshot of the data as it stood after the first `entries` log entries (RecordCodec.checkpoint). */
export interface Checkpoint {
  entries: number;
  value: unknown;
}

/** How `update` writes: `archive` moves the game to the archive; `within` runs in the same transaction, last. */
export interface UpdateOptions {
  archive?: boolean;
  /** More statements that must commit with the change or not at all (the outbox's note of the post owed). */
  within?: (sql: SqlRunner) => Promise<unknown>;
}

/** What a `change` decided: its result, and what to write (nothing, new data, or the game archived as it is). */
export interface Change<T, R> {
  result: R;
  write?: ({ data: T } & UpdateOptions) | 'archive';
}

export interface Changed<T, R> {
  result: R;
  /** The game as saved, when new data was written and it stayed live or was archived with it. */
  saved?: StoredGame<T>;
}

export interface GameRepository<T> {
  /**
   * The live game in this channel, migrated to the current schema; undefined when there is none.
   * Throws an UnreadableGameError when the stored record cannot be read.
   */
  get(channelId: string): Promise<StoredGame<T> | undefined>;
  /** Starts a game (revision 1). Throws GameExistsError if the channel already has a live game. */
  create(channelId: string, data: T, meta: { guildId: string }): Promise<StoredGame<T>>;
  /**
   * Compare-and-set: replaces `data` only if the stored revision is still `expectedRevision`,
   * otherwise throws RevisionConflictError. Writes the current schema version. With `archive`, the
   * same transaction moves the game to the archive and frees the channel.
   */
  update(channelId: string, expectedRevision: number, data: T, options?: UpdateOptions): Promise<StoredGame<T>>;
  /**
   * One transaction: reads the live game locked, hands it to `decide` (undefined when there is none),
   * and writes what `decide` asks for: new data (compare-and-set needs no revision: nothing can come in
   * between), or the game archived as it is. Returns `decide`'s result and what was saved.
   */
  change<R>(channelId: string, decide: (stored: StoredGame<T> | undefined) => Change<T, R>): Promise<Changed<T, R>>;
  /**
   * Moves the live game at `expectedRevision` to the archive as it is and frees the channel. An
   * archived copy already there (from an older build's interrupted archiving) is never overwritten.
   */
  archive(channelId: string, expectedRevision: number): Promise<void>;
  /** Sets an unreadable live record aside (kept under a quarantine key, which is returned) and frees the channel. */
  quarantine(channelId: string): Promise<string | undefined>;
  /** Channels whose game the turn-clock sweep must look at now (indexed, nothing else is read). */
  dueChannels(now: number): Promise<string[]>;
  /** The latest finished games of a server (newest first), and how many there are in all. */
  history(guildId: string, limit: number): Promise<{ games: ArchivedSummary[]; total: number }>;
  /** Channels of the live games a member is in on a server (indexed, nothing else is read). */
  gamesOf(guildId: string, userId: string): Promise<string[]>;
  /** Channels of every live game on a server, those of games with a member seated (indexed). */
  liveChannels(guildId: string): Promise<string[]>;
  /** Each player's finished games on a server. */
  playerTallies(guildId: string): Promise<PlayerTally[]>;
  /** The game archived last in a channel, whole (a rematch starts from it); undefined when none. */
  lastArchivedIn(channelId: string): Promise<ArchivedGame<T> | undefined>;
  /** The most recently archived games of one guild, whole (newest first). */
  listArchived(guildId: string, limit?: number): Promise<ArchivedGame<T>[]>;
}
