// The legal choices of the current step, numbered and lettered exactly as on the board image
// (spot N = placements[N-1], letter A = spots[0]), and the moves they stand for.

import { type FigureSpot, type Move, type Placement, type Rotation, rulesFor } from '../engine';
import { figureLetter, rotationLabel, spotNumber } from './describe';
import { echo } from './echo';
import { currentChoices } from './game-service';
import type { GameRecord } from './record';

export interface NumberedPlacement extends Placement {
  number: number;
}

export interface LetteredSpot extends FigureSpot {
  letter: string;
  index: number;
}

export type Resolved = { ok: true; move: Move } | { ok: false; message: string };

export function tileSpots(record: GameRecord): NumberedPlacement[] {
  const legal = currentChoices(record);
  if (legal?.step !== 'placeTile') return [];
  return legal.placements.map((p, i) => ({ ...p, number: spotNumber(i) }));
}

export function figureSpots(record: GameRecord): LetteredSpot[] {
  const legal = currentChoices(record);
  if (legal?.step !== 'placeFigure') return [];
  return legal.spots.map((s, i) => ({ ...s, letter: figureLetter(i), index: i }));
}

export const rotationList = (rotations: readonly number[]) => rotations.map(rotationLabel).join(', ');

/** "Spot 7 (0°, 180°)" */
export const spotChoiceLabel = (spot: NumberedPlacement) => `Spot ${spot.number} (${rotationList(spot.rotations)})`;

export function figureName(record: GameRecord, kind: string): string {
  return rulesFor(record.expansions).figures.get(kind)?.name ?? kind;
}

/** "A: city" — and the figure kind when the game has more than one. */
export function figureChoiceLabel(record: GameRecord, spot: LetteredSpot): string {
  const kinds =
    rulesFor(record.expansions).figures.size > 1
      ? ` (${spot.figures.map((f) => figureName(record, f)).join('/')})`
      : '';
  return `${spot.letter}: ${spot.kind}${kinds}`;
}

function stepProblem(record: GameRecord, wanted: 'placeTile' | 'placeFigure'): string | undefined {
  const legal = currentChoices(record);
  if (!legal) {
    return record.status === 'lobby'
      ? 'The game has not started yet. The host starts it with `/carcassonne start`.'
      : 'This game is over.';
  }
  if (legal.step === wanted) return undefined;
  return wanted === 'placeTile'
    ? 'You have placed your tile already: choose a figure spot (`/carcassonne figure`) or `/carcassonne skip`.'
    : 'Place your tile first: `/carcassonne place`.';
}

/** The placeTile move for a spot number and rotation; `rotation` may be left out when only one fits. */
export function resolvePlacement(
  record: GameRecord,
  spotNumberChosen: number,
  rotation: number | null,
): Resolved | { ok: 'ask'; spot: NumberedPlacement } {
  const problem = stepProblem(record, 'placeTile');
  if (problem) return { ok: false, message: problem };
  const spots = tileSpots(record);
  const spot = spots[spotNumberChosen - 1];
  if (!spot)
    return { ok: false, message: `There is no spot ${spotNumberChosen}: the spots go from 1 to ${spots.length}.` };
  if (rotation === null) {
    if (spot.rotations.length > 1) return { ok: 'ask', spot };
    rotation = spot.rotations[0] as Rotation;
  }
  if (!spot.rotations.includes(rotation as Rotation)) {
    return {
      ok: false,
      message: `The tile doesn't fit at spot ${spot.number} turned ${rotationLabel(rotation)}. It fits there at ${rotationList(spot.rotations)}.`,
    };
  }
  return { ok: true, move: { type: 'placeTile', x: spot.x, y: spot.y, rotation: rotation as Rotation } };
}

/** The placeFigure move for a lettered spot (and figure kind, default the first allowed there). */
export function resolveFigure(record: GameRecord, letter: string, kind: string | null): Resolved {
  const problem = stepProblem(record, 'placeFigure');
  if (problem) return { ok: false, message: problem };
  const spots = figureSpots(record);
  if (!spots.length)
    return { ok: false, message: 'There is nowhere to put a figure on this tile: use `/carcassonne skip`.' };
  const wanted = letter
    .trim()
    .toUpperCase()
    .slice(0, 2)
    .replace(/[^A-Z]/g, '');
  const spot = spots.find((s) => s.letter === wanted);
  if (!spot) {
    const letters = spots.map((s) => s.letter).join(', ');
    return { ok: false, message: `There is no figure spot "${echo(letter)}". The spots on this tile are ${letters}.` };
  }
  const figure = kind ? spot.figures.find((f) => f === kind || figureName(record, f) === kind) : spot.figures[0];
  if (!figure) {
    const allowed = spot.figures.map((f) => figureName(record, f)).join(', ');
    return { ok: false, message: `A ${echo(kind)} can't go on spot ${spot.letter}. You can put a ${allowed} there.` };
  }
  return { ok: true, move: { type: 'placeFigure', figure, feature: spot.feature } };
}

export function resolveSkip(record: GameRecord): Resolved {
  const problem = stepProblem(record, 'placeFigure');
  return problem ? { ok: false, message: problem } : { ok: true, move: { type: 'pass' } };
}

/** Expansion actions offered instead of a figure (recall the abbot ...), numbered from 1. */
export function actionChoices(record: GameRecord): { number: number; label: string; move: Move }[] {
  const legal = currentChoices(record);
  if (legal?.step !== 'placeFigure') return [];
  return legal.actions.map((choice, i) => ({
    number: i + 1,
    label: choice.label ?? choice.action,
    move: { type: 'action', action: choice.action, ...(choice.args ? { args: choice.args } : {}) },
  }));
}

export function resolveAction(record: GameRecord, number: number): Resolved {
  const problem = stepProblem(record, 'placeFigure');
  if (problem) return { ok: false, message: problem };
  const choice = actionChoices(record)[number - 1];
  return choice
    ? { ok: true, move: choice.move }
    : { ok: false, message: 'That choice is no longer open. Use the latest board.' };
}
