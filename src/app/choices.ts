// The legal choices of the current step, numbered and lettered exactly as on the board image
// (spot N = placements[N-1], letter A = spots[0]), and the moves they stand for.

import type { LetteredSpot } from '../../render/view';
import {
  type DecisionChoice,
  type LegalMoves,
  legalMoves,
  type Move,
  type Placement,
  type Rotation,
  rulesFor,
} from '../engine';
import { LOCALES, type Message, message, translate } from '../i18n';
import {
  answerNumber,
  decisionChoiceLabels,
  decisionQuestionOf,
  figureLetter,
  rotationLabel,
  spotNumber,
} from './describe';
import { echo } from './echo';
import { actionLabel, featureWord, figureWord } from './game-words';
import type { GameRecord } from './record';
import { distinctRotations } from './tile-looks';

export interface NumberedPlacement extends Placement {
  number: number;
  /** One rotation per distinct look of the tile here (what menus, previews and buttons offer). */
  rotations: Rotation[];
  /** Every legal rotation (a rotation typed by hand that looks like an offered one still places the tile). */
  legalRotations: readonly Rotation[];
}

/** A figure spot with its letter: the same type the board draws. */
export type { LetteredSpot } from '../../render/view';

export type Resolved = { ok: true; move: Move } | { ok: false; message: Message };

/**
 * The current step's legal moves, listed once (undefined when the game is not running): every function
 * here takes it, so a move's checks, its answer and what it shows share one listing.
 */
export type Listing = LegalMoves | undefined;

/** The legal moves of the current step, or undefined when the game is not running. */
export function currentChoices(record: GameRecord): Listing {
  return record.state && record.status === 'playing' ? legalMoves(record.state) : undefined;
}

export function tileSpots(record: GameRecord, legal: Listing = currentChoices(record)): NumberedPlacement[] {
  if (legal?.step !== 'placeTile') return [];
  return legal.placements.map((p, i) => ({
    ...p,
    number: spotNumber(i),
    rotations: distinctRotations(legal.tile, p.rotations),
    legalRotations: p.rotations,
  }));
}

export function figureSpots(record: GameRecord, legal: Listing = currentChoices(record)): LetteredSpot[] {
  if (legal?.step !== 'placeFigure') return [];
  return legal.spots.map((s, i) => ({ ...s, letter: figureLetter(i), index: i }));
}

/** "0°, 180°": rotations as a list */
export const rotationList = (rotations: readonly number[]): Message[] => rotations.map(rotationLabel);

/** "Spot 7 (0°, 180°)" */
export const spotChoiceLabel = (spot: NumberedPlacement): Message =>
  message('choice.spot', { number: spot.number, rotations: rotationList(spot.rotations) });

/** "A: city" — and the figure kind when the game has more than one. */
export function figureChoiceLabel(record: GameRecord, spot: LetteredSpot): Message {
  const feature = featureWord(spot.kind);
  if (rulesFor(record.expansions).figures.size <= 1)
    return message('choice.figure-spot', { letter: spot.letter, feature });
  return message('choice.figure-spot.kinds', { letter: spot.letter, feature, figures: spot.figures.map(figureWord) });
}

/** The step a choice is made in. */
export type StepKind = 'placeTile' | 'placeFigure' | 'decide';

/** Why a choice made in step `wanted` does not fit the current step, or undefined when it does. */
export function stepProblem(record: GameRecord, wanted: StepKind, legal: Listing): Message | undefined {
  if (!legal) return message(record.status === 'lobby' ? 'choice.not-started' : 'choice.over');
  if (legal.step === wanted) return undefined;
  if (wanted === 'decide') return message('choice.no-question');
  // a question waits for its answer before the turn goes on
  if (legal.step === 'decide') return message('choice.answer-first', { question: decisionQuestionOf(record) ?? '' });
  return message(wanted === 'placeTile' ? 'choice.tile-placed-already' : 'choice.place-tile-first');
}

/** The placeTile move for a spot number and rotation; `rotation` may be left out when only one fits. */
export function resolvePlacement(
  record: GameRecord,
  spotNumberChosen: number,
  rotation: number | null,
  legal: Listing = currentChoices(record),
): Resolved | { ok: 'ask'; spot: NumberedPlacement } {
  const problem = stepProblem(record, 'placeTile', legal);
  if (problem) return { ok: false, message: problem };
  const spots = tileSpots(record, legal);
  const spot = spots[spotNumberChosen - 1];
  if (!spot)
    return { ok: false, message: message('choice.no-such-spot', { spot: spotNumberChosen, count: spots.length }) };
  if (rotation === null) {
    if (spot.rotations.length > 1) return { ok: 'ask', spot };
    rotation = spot.rotations[0] as Rotation;
  }
  if (!spot.legalRotations.includes(rotation as Rotation)) {
    return {
      ok: false,
      message: message('choice.no-fit', {
        spot: spot.number,
        rotation: rotationLabel(rotation),
        rotations: rotationList(spot.rotations),
      }),
    };
  }
  return { ok: true, move: { type: 'placeTile', x: spot.x, y: spot.y, rotation: rotation as Rotation } };
}

/** The placeFigure move for a lettered spot (and figure kind, default the first allowed there). */
export function resolveFigure(
  record: GameRecord,
  letter: string,
  kind: string | null,
  legal: Listing = currentChoices(record),
): Resolved {
  const problem = stepProblem(record, 'placeFigure', legal);
  if (problem) return { ok: false, message: problem };
  const spots = figureSpots(record, legal);
  if (!spots.length) return { ok: false, message: message('choice.no-figure-spot') };
  const wanted = letter
    .trim()
    .toUpperCase()
    .slice(0, 2)
    .replace(/[^A-Z]/g, '');
  const spot = spots.find((s) => s.letter === wanted);
  if (!spot) {
    const letters = spots.map((s) => s.letter);
    return { ok: false, message: message('choice.no-such-letter', { letter: echo(letter), letters }) };
  }
  const figure = kind ? spot.figures.find((f) => f === kind || namedIn(f, kind)) : spot.figures[0];
  if (!figure) {
    const allowed = spot.figures.map(figureWord);
    return { ok: false, message: message('choice.figure-not-here', { letter: spot.letter, allowed }) };
  }
  return {
    ok: true,
    move: { type: 'placeFigure', figure, feature: spot.feature, ...(spot.on ? { on: spot.on } : {}) },
  };
}

/** Ending the turn without a figure, or declining the pending question when the rules allow it. */
export function resolveSkip(record: GameRecord, legal: Listing = currentChoices(record)): Resolved {
  if (legal?.step === 'decide') return resolveDecline(record, legal);
  const problem = stepProblem(record, 'placeFigure', legal);
  return problem ? { ok: false, message: problem } : { ok: true, move: { type: 'pass' } };
}

export interface NumberedChoice {
  number: number;
  label: Message;
  move: Move;
  /** Where on the board it lies (the board shows its number there). */
  at?: DecisionChoice['at'];
  /** The number the answer names (a bid), for buttons of common amounts and a typed amount. */
  amount?: number;
}

/** The answers to the pending question, numbered from 1 in the engine's order (the board's numbers too). */
export function decisionChoices(record: GameRecord, legal: Listing = currentChoices(record)): NumberedChoice[] {
  if (legal?.step !== 'decide') return [];
  const labels = decisionChoiceLabels(record);
  return legal.choices.map((choice, i) => ({
    number: answerNumber(choice, i),
    label: labels[i] as Message,
    move: { type: 'action', action: choice.action, ...(choice.args ? { args: choice.args } : {}) },
    ...(choice.at ? { at: choice.at } : {}),
    ...(choice.amount !== undefined ? { amount: choice.amount } : {}),
  }));
}

/** The move answering the pending question with choice `number` (1..N), or why there is none. */
export function resolveDecision(record: GameRecord, number: number, legal: Listing = currentChoices(record)): Resolved {
  const problem = stepProblem(record, 'decide', legal);
  if (problem) return { ok: false, message: problem };
  const choices = decisionChoices(record, legal);
  const choice = Number.isInteger(number) ? choices.find((c) => c.number === number) : undefined;
  if (choice) return { ok: true, move: choice.move };
  if (!choices.length) return { ok: false, message: message('choice.no-answers') };
  const count = Math.max(...choices.map((c) => c.number));
  return { ok: false, message: message('choice.no-such-choice', { choice: echo(String(number)), count }) };
}

/** Declining the pending question: a pass, when the rules let this question go unanswered. */
export function resolveDecline(record: GameRecord, legal: Listing = currentChoices(record)): Resolved {
  const problem = stepProblem(record, 'decide', legal);
  if (problem) return { ok: false, message: problem };
  if (legal?.step === 'decide' && !legal.optional) {
    return { ok: false, message: message('choice.must-answer', { count: legal.choices.length }) };
  }
  return { ok: true, move: { type: 'pass' } };
}

/** Whether the pending question may be declined (false when there is none). */
export const mayDecline = (record: GameRecord): boolean => {
  const legal = currentChoices(record);
  return legal?.step === 'decide' && legal.optional;
};

/** Expansion actions offered instead of a figure (recall the abbot ...), numbered from 1. */
export function actionChoices(
  record: GameRecord,
  legal: Listing = currentChoices(record),
): { number: number; label: Message; move: Move }[] {
  if (legal?.step !== 'placeFigure') return [];
  return legal.actions.map((choice, i) => ({
    number: i + 1,
    label: actionLabel(choice),
    move: { type: 'action', action: choice.action, ...(choice.args ? { args: choice.args } : {}) },
  }));
}

export function resolveAction(record: GameRecord, number: number, legal: Listing = currentChoices(record)): Resolved {
  const problem = stepProblem(record, 'placeFigure', legal);
  if (problem) return { ok: false, message: problem };
  const choice = actionChoices(record, legal)[number - 1];
  return choice ? { ok: true, move: choice.move } : { ok: false, message: message('choice.action-gone') };
}

/** Whether a typed figure name is that figure's word in any of our languages ("abbot", "abate", ...). */
function namedIn(figure: string, typed: string): boolean {
  const wanted = typed.trim().toLocaleLowerCase();
  return LOCALES.some((locale) => translate(locale, figureWord(figure).key).toLocaleLowerCase() === wanted);
}
