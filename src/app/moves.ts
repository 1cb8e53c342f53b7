// What a member's move says before it is checked: who, what it answers and what they chose, as plain
// data (a command's options or a component's id, never a function), and the checks every move goes
// through: whose turn it is, and whether the step it answers is still the current one.
import type { GameEvent, Move } from '../engine';
import { type Message, message } from '../i18n';
import {
  type Listing,
  type NumberedPlacement,
  type Resolved,
  resolveAction,
  resolveDecision,
  resolveDecline,
  resolveFigure,
  resolvePlacement,
  resolveSkip,
  type StepKind,
  stepProblem,
} from './choices';
import { displayName, figureLetter, playerToMove } from './describe';
import type { GivenAnswer } from './forced-answers';
import type { GameRecord } from './record';

/** What the member chose, as the command's options or the component's id say it. */
export type Choice =
  /** A numbered spot; without a rotation the app asks for one when the tile looks different turned. */
  | { kind: 'place'; spot: number; rotation: number | null }
  /** A lettered figure spot (or its index on a button), and the figure kind when named. */
  | { kind: 'figure'; letter: string; figure: string | null }
  | { kind: 'figure-index'; index: number; figure: string }
  /** An expansion's action offered instead of a figure, by its number. */
  | { kind: 'action'; number: number }
  /** End the turn without a figure, or decline the pending question. */
  | { kind: 'skip' }
  /** Answer the pending question with its numbered choice, or decline it. */
  | { kind: 'answer'; number: number }
  | { kind: 'decline' };

/**
 * The step a move answers. A component names the game, turn and step it was made for (the step: the
 * moves logged when it was shown). A command names nothing, so it answers the step as it stood when it
 * arrived: `arrival` is the channel's move count in this process then (GameService.arrival).
 */
export interface Answering {
  gameId?: string;
  turn?: number;
  step?: number;
  /** The moves this process had saved in the channel when the interaction arrived (GameService.arrival). */
  arrival?: number;
}

export interface MoveIntent {
  userId: string;
  answers: Answering;
  choice: Choice;
}

/** Why this member has no moves in this game at all (not started, over, not a player), or undefined. */
export function playerProblem(record: GameRecord, userId: string): Message | undefined {
  const state = record.state;
  if (record.status === 'lobby' || !state) return message('game.not-started');
  if (record.status !== 'playing') return message('game.over');
  if (!state.players.some((p) => p.id === userId)) return message('play.not-playing');
  return undefined;
}

/**
 * Why this member can't move now (not playing, not their turn, another player's question), or undefined:
 * the one check of whose move it is before a member's move is applied (the engine refuses it too).
 */
export function turnProblem(record: GameRecord, userId: string): Message | undefined {
  const problem = playerProblem(record, userId);
  if (problem) return problem;
  const state = record.state as NonNullable<GameRecord['state']>;
  const toMove = playerToMove(record);
  if (!toMove || toMove.id === userId) return undefined;
  const player = displayName(toMove.name);
  return state.turn.step === 'decide'
    ? message('play.not-your-question', { player })
    : message('play.not-your-turn', { player });
}

/**
 * Why the step a move answers is gone (another game, another turn, a step already taken), or undefined.
 * `movesSince`: moves this process saved in the channel since the move's command arrived. `made`: the
 * step the choice is made in, when known, to say what became of it (a question answered, the tile
 * placed already).
 */
export function staleProblem(
  record: GameRecord,
  answers: Answering,
  movesSince = 0,
  made?: { step: StepKind; legal: Listing },
): Message | undefined {
  if (answers.gameId !== undefined && record.gameId !== answers.gameId) return message('play.stale-game');
  const turn = record.state?.turn.number ?? 0;
  if (answers.turn !== undefined && answers.turn !== turn) return message('game.out-of-date', { turn });
  const answered = answers.step === undefined ? movesSince > 0 : answers.step !== record.log.length;
  if (!answered) return undefined;
  if (made?.step === 'decide') return message('game.question-gone');
  const moved = made && stepProblem(record, made.step, made.legal);
  return moved ?? message(record.state?.turn.step === 'decide' ? 'game.question-gone' : 'choice.action-gone');
}

/** The step a choice is made in. */
export function stepOf(choice: Choice): StepKind {
  if (choice.kind === 'place') return 'placeTile';
  return choice.kind === 'answer' || choice.kind === 'decline' ? 'decide' : 'placeFigure';
}

/** The engine's move for a choice, against the step's one listing; 'ask' when a rotation is still to pick. */
export function resolveChoice(
  record: GameRecord,
  choice: Choice,
  legal: Listing,
): Resolved | { ok: 'ask'; spot: NumberedPlacement } {
  switch (choice.kind) {
    case 'place':
      return resolvePlacement(record, choice.spot, choice.rotation, legal);
    case 'figure':
      return resolveFigure(record, choice.letter, choice.figure, legal);
    case 'figure-index':
      return resolveFigure(record, figureLetter(choice.index), choice.figure, legal);
    case 'action':
      return resolveAction(record, choice.number, legal);
    case 'skip':
      return resolveSkip(record, legal);
    case 'answer':
      return resolveDecision(record, choice.number, legal);
    case 'decline':
      return resolveDecline(record, legal);
  }
}

/** What a saved move leads to, for whoever shows it. */
export type MoveResult<Note = unknown> =
  | { kind: 'refused'; message: Message }
  /** The spot needs a rotation: show the tile there, nothing saved. */
  | { kind: 'ask'; record: GameRecord; spot: NumberedPlacement }
  /** The tile is placed and its player chooses a figure (shown to them; the channel owes no post). */
  | { kind: 'figure-step'; record: GameRecord; listing: Listing }
  /**
   * The game moved on: the channel owes the new post (`owed`, noted in the move's own transaction).
   * `notes`: what the move itself said (declined, no figure, no spot so the turn ended); `given`: questions
   * answered for a member after it (their only answer).
   */
  | { kind: 'moved'; record: GameRecord; events: GameEvent[]; notes: Message[]; given?: GivenAnswer[]; owed?: Note };

/** The note a pass leaves: declining a question, or a turn ended without a figure. */
export const passNote = (move: Move, answering: boolean): Message[] =>
  move.type === 'pass' ? [message(answering ? 'play.declined' : 'play.no-figure')] : [];
