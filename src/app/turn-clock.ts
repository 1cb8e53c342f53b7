// The turn clock of slow games: a reminder at half time, another near the end, then the turn is
// skipped; a player who times out again and again is taken out. Decided from stored times only, so a
// periodic sweep after any restart picks up where it left off.
import { decidingPlayer } from '../engine';
import { computerToMove } from './describe';
import type { GameRecord } from './record';

export interface TurnClock {
  /** Hours a player has for a turn; null = no clock. */
  hours: number | null;
  /** When the current turn (by turn number) began, or the current player's part of it (a question). */
  turnStartedAt: number;
  turn: number;
  /**
   * Whose move the clock runs for: the active player, or whoever must answer a question. A question of
   * another player gives them a clock of their own; absent in clocks saved before questions.
   */
  decider?: string;
  /** Reminders already sent for the current turn. */
  reminded: ('half' | 'end')[];
  /** Turns each player has lost to the clock. */
  timeouts: Record<string, number>;
}

export const CLOCK_CHOICES = [0, 12, 24, 72] as const;
/** Timeouts after which a player is taken out of the game (or replaced by a computer player: `standIn`). */
export const TIMEOUTS_BEFORE_REMOVAL = 3;
/** The second reminder goes out when this share of the time has passed. */
const END_REMINDER_AT = 0.9;
const HOUR = 3_600_000;

/**
 * A computer player's turn left unplayed this long (the bot restarted between a member's move and the
 * computer's) is played by the sweep; sooner, the bot is still playing it after the member's move.
 */
export const COMPUTER_TURN_GRACE_MS = 30_000;

/** `replace`: a computer player takes the seat over; `computer`: a computer player's turn is due. */
export type ClockAction = 'remind-half' | 'remind-end' | 'skip' | 'remove' | 'replace' | 'computer';

/** When the game last changed hands: its last move or the clock's restart (a seat taken over), else its start. */
const lastMoveAt = (record: GameRecord) =>
  Math.max(record.log.at(-1)?.at ?? record.createdAt, record.clock?.turnStartedAt ?? record.createdAt);

export function newClock(hours: number | null, now: number, turn: number): TurnClock {
  return { hours: hours && hours > 0 ? hours : null, turnStartedAt: now, turn, reminded: [], timeouts: {} };
}

/** Restarts the clock when the turn number moved on or another player must now move (a question). */
export function clockAfterMove(
  clock: TurnClock | undefined,
  turn: number,
  now: number,
  decider?: string,
): TurnClock | undefined {
  if (!clock) return clock;
  // a clock saved before questions runs on for whoever moves in its turn
  const same = clock.turn === turn && (clock.decider === undefined || clock.decider === decider);
  if (same) return clock.decider === decider ? clock : { ...clock, ...(decider ? { decider } : {}) };
  return { ...clock, turn, turnStartedAt: now, reminded: [], ...(decider ? { decider } : {}) };
}

export function deadline(clock: TurnClock | undefined): number | null {
  return clock?.hours && clock.hours > 0 ? clock.turnStartedAt + clock.hours * HOUR : null;
}

/** What the sweep must do for this game now, if anything. */
export function dueAction(record: GameRecord, now: number): ClockAction | null {
  const clock = record.clock;
  const state = record.state;
  if (record.status !== 'playing' || !state) return null;
  // a computer player never runs out of time: its turn is played
  if (computerToMove(record)) return now >= lastMoveAt(record) + COMPUTER_TURN_GRACE_MS ? 'computer' : null;
  // a clock of no or negative hours (stored before settings were checked) is no clock
  if (!clock?.hours || !(clock.hours > 0)) return null;
  const span = clock.hours * HOUR;
  const elapsed = now - clock.turnStartedAt;
  if (elapsed >= span) {
    const player = decidingPlayer(state) ?? '';
    if ((clock.timeouts[player] ?? 0) + 1 < TIMEOUTS_BEFORE_REMOVAL) return 'skip';
    return record.standIn ? 'replace' : 'remove';
  }
  if (elapsed >= span * END_REMINDER_AT && !clock.reminded.includes('end')) return 'remind-end';
  if (elapsed >= span / 2 && !clock.reminded.includes('half') && !clock.reminded.includes('end')) return 'remind-half';
  return null;
}

/** The first moment `dueAction` will have something to do for this record (the sweep's index), or null. */
export function nextDueAt(record: GameRecord): number | null {
  const clock = record.clock;
  if (record.status !== 'playing' || !record.state) return null;
  if (computerToMove(record)) return lastMoveAt(record) + COMPUTER_TURN_GRACE_MS;
  if (!clock?.hours) return null;
  const span = clock.hours * HOUR;
  if (clock.reminded.includes('end')) return clock.turnStartedAt + span;
  if (clock.reminded.includes('half')) return clock.turnStartedAt + Math.ceil(span * END_REMINDER_AT);
  return clock.turnStartedAt + Math.ceil(span / 2);
}
