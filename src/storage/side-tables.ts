/**
 * Tables beside Keyv's (same database) that index the game rows, written in the same transaction
 * as the rows they index:
 * - game_due: each live game's next turn-clock moment, so the sweep reads only the games due
 *   (due_at NULL: no clock running);
 * - game_archive / game_archive_player: one summary row per archived game and one row per player of
 *   a finished game, so history and statistics are a LIMIT and a GROUP BY, not a read of every game;
 * - game_player: one row per member of each live game (lobby seats, then players), so "my games on
 *   this server" is one indexed read.
 * Written for both databases; {KEY} and {BIGINT} become each one's types (sql-dialect.ts).
 */
export const TABLE = 'games';

export const SIDE_TABLES = [
  `CREATE TABLE IF NOT EXISTS ${TABLE} (key {KEY} PRIMARY KEY, value TEXT)`,
  `CREATE TABLE IF NOT EXISTS game_due (
     namespace TEXT NOT NULL, channel_id TEXT NOT NULL, due_at {BIGINT},
     PRIMARY KEY (namespace, channel_id)) WITHOUT ROWID`,
  'CREATE INDEX IF NOT EXISTS game_due_by_time ON game_due (namespace, due_at)',
  `CREATE TABLE IF NOT EXISTS game_archive (
     key TEXT PRIMARY KEY, namespace TEXT NOT NULL, guild_id TEXT NOT NULL, channel_id TEXT NOT NULL,
     ended_at {BIGINT} NOT NULL, finished INTEGER NOT NULL, summary TEXT)`,
  'CREATE INDEX IF NOT EXISTS game_archive_by_guild ON game_archive (namespace, guild_id, finished, ended_at)',
  'CREATE INDEX IF NOT EXISTS game_archive_by_channel ON game_archive (namespace, channel_id, ended_at)',
  `CREATE TABLE IF NOT EXISTS game_archive_player (
     namespace TEXT NOT NULL, guild_id TEXT NOT NULL, user_id TEXT NOT NULL, key TEXT NOT NULL,
     name TEXT NOT NULL, score INTEGER NOT NULL, won INTEGER NOT NULL, ended_at {BIGINT} NOT NULL,
     PRIMARY KEY (namespace, guild_id, user_id, key)) WITHOUT ROWID`,
  `CREATE TABLE IF NOT EXISTS game_player (
     namespace TEXT NOT NULL, channel_id TEXT NOT NULL, user_id TEXT NOT NULL, guild_id TEXT NOT NULL,
     PRIMARY KEY (namespace, channel_id, user_id)) WITHOUT ROWID`,
  'CREATE INDEX IF NOT EXISTS game_player_by_user ON game_player (namespace, guild_id, user_id)',
];
