// What the bot stores for one channel's game: the lobby, the engine state, and the move log.
import type { Level } from '../ai';
import type { GameEvent, GameState, Move } from '../engine';
import type { Locale } from '../i18n';
import type { TurnClock } from './turn-clock';

/**
 * 2: stored as a head plus an append-only move log (see record-codec.ts); the record itself gained
 * `setup`. A schema 1 row holds the whole record and reads as it is (migration 1 changes nothing).
 */
export const RECORD_SCHEMA_VERSION = 2;
export const RECORD_MIGRATIONS: Record<number, (data: unknown) => unknown> = { 1: (data) => data };

export interface Seat {
  userId: string;
  name: string;
  /** Set on a computer player's seat: how it plays (its moves are made by the bot). */
  computer?: Level;
  /**
   * A member's seat a computer player keeps while they are away (the turn clock replaced them): the
   * member takes it back with `/carcassonne join`.
   */
  away?: true;
}

export interface LoggedMove {
  turn: number;
  player: string;
  move: Move | { type: 'removePlayer'; player: string } | { type: 'timeout'; player: string };
  at: number;
  events: GameEvent[];
  /** A question's only answer, given for the member at once (forced-answers.ts). */
  forced?: true;
}

export interface GameRecord {
  gameId: string;
  status: 'lobby' | 'playing' | 'finished' | 'abandoned';
  hostId: string;
  expansions: string[];
  options: Record<string, unknown>;
  seats: Seat[];
  /** The names of members whose seat was removed (they left or were taken out), so later messages name them. */
  names?: Record<string, string>;
  seed: number;
  /** How the engine's game was created (players in seat order, first player), so its log replays. */
  setup?: { players: { id: string; name: string }[]; firstPlayer: number };
  /** The engine's state once the game has started. */
  state: GameState | null;
  /** Every accepted move with its events: the archive, the history and the last-turn summary. */
  log: LoggedMove[];
  /** Players who voted to abandon the game (more than half ends it). */
  abandonVotes?: string[];
  /** The turn clock, once the game has started with one. */
  clock?: TurnClock;
  /**
   * With the turn clock: a player who runs out of time too often is replaced by a computer player of
   * this level (until they take their seat back) instead of being taken out. Absent: taken out.
   */
  standIn?: Level;
  /** The state before the active player's tile placement, while they may still take it back. */
  undo?: GameState | null;
  /** Discord messages whose buttons are live; stripped once a newer board is posted. */
  liveMessages: string[];
  createdAt: number;
  /** The language of the game's public posts (new-game option, else the server's setting); English if absent. */
  language?: Locale;
  /**
   * A game in a thread of its own (`new thread:true`, the thread's id is its channel): the thread and the
   * channel it was opened under, so that channel can point to it after a restart too (discord.js knows a
   * thread only once Discord has told it of it). Absent for a game in a channel, and in older records.
   */
  thread?: GameThread;
}

/** Where a game in a thread of its own lives. */
export interface GameThread {
  threadId: string;
  parentId: string;
}

/** The moves logged since the given turn began (that turn and later). */
export function movesSince(record: GameRecord, turn: number): LoggedMove[] {
  return record.log.filter((entry) => entry.turn >= turn);
}
