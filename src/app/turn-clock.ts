// The turn clock of slow games: a reminder at half time, another near the end, then the turn is
// skipped; a player who times out again and again is taken out. Decided from stored times only, so a
// periodic sweep after any restart picks up where it left off.
import { decidingPlayer } from '../engine';
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
/** Timeouts after which a player is taken out of the game. */
export const TIMEOUTS_BEFORE_REMOVAL = 3;
/** The second reminder goes out when this share of the time has passed. */
const END_REMINDER_AT = 0.9;
const HOUR = 3_600_000;

export type ClockAction = 'remind-half' | 'remind-end' | 'skip' | 'remove';

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
  // a clock of no or negative hours (stored before settings were checked) is no clock
  if (record.status !== 'playing' || !state || !clock?.hours || !(clock.hours > 0)) return null;
  const span = clock.hours * HOUR;
  const elapsed = now - clock.turnStartedAt;
  if (elapsed >= span) {
    const player = decidingPlayer(state) ?? '';
    return (clock.timeouts[player] ?? 0) + 1 >= TIMEOUTS_BEFORE_REMOVAL ? 'remove' : 'skip';
  }
  if (elapsed >= span * END_REMINDER_AT && !clock.reminded.includes('end')) return 'remind-end';
  if (elapsed >= span / 2 && !clock.reminded.includes('half') && !clock.reminded.includes('end')) return 'remind-half';
  return null;
}

/** The first moment `dueAction` will have something to do for this record (the sweep's index), or null. */
export function nextDueAt(record: GameRecord): number | null {
  const clock = record.clock;
  if (record.status !== 'playing' || !record.state || !clock?.hours) return null;
  const span = clock.hours * HOUR;
  if (clock.reminded.includes('end')) return clock.turnStartedAt + span;
  if (clock.reminded.includes('half')) return clock.turnStartedAt + Math.ceil(span * END_REMINDER_AT);
  return clock.turnStartedAt + Math.ceil(span / 2);
}
