// The numbering of the drawn tile's legal positions and the letters of the placed tile's figure spots.
// The Discord bot and the image both use these, so "spot 7" and "B" mean the same thing in both.

import type { GameState, Rotation } from '../../src/engine';
import { completingRotation, legalMoves, loneHalfAt, orientedOf, placedSquares, tileAt } from '../../src/engine';
import { choiceAnchor } from '../art/choice-anchor';
import type { Point } from '../geometry/point';
import { featureAnchor } from '../layout/tile-layout';
import { figureLetter, type LetteredSpot, spotNumber } from '../view';

export interface NumberedSpot {
  /** 1-based: the index in legalMoves(state).placements plus one (reading order, north to south). */
  number: number;
  x: number;
  y: number;
  rotations: Rotation[];
  /** The spot is the gap of a half tile (src/engine/half-tiles.ts): the triangle a half turned so fills. */
  gap?: Rotation;
}

/** A lettered spot where the board draws its letter. */
export interface LetterOnBoard extends LetteredSpot {
  /** The tile the spot is on (the tile just placed). */
  x: number;
  y: number;
  /** Where the letter is drawn, in unit-tile coordinates of that tile. */
  anchor: Point;
}

/** Every position where the drawn tile fits, numbered from 1; empty unless a tile is waiting to be placed. */
export function spotNumbering(state: GameState): NumberedSpot[] {
  const moves = legalMoves(state);
  if (moves.step !== 'placeTile') return [];
  return moves.placements.map((p, i) => {
    const half = loneHalfAt(state.board, p.x, p.y);
    const spot = { number: spotNumber(i), x: p.x, y: p.y, rotations: [...p.rotations] };
    return half ? { ...spot, gap: completingRotation(half) } : spot;
  });
}

/** The spot with this number, or undefined. */
export const spotByNumber = (state: GameState, number: number) => spotNumbering(state)[number - 1];

/** The figure spots on the tile just placed, lettered A, B, C ...; empty outside the placeFigure step. */
export function figureSpotLetters(state: GameState): LetterOnBoard[] {
  const moves = legalMoves(state);
  if (moves.step !== 'placeFigure') return [];
  // the tile just placed, and a double tile's second half (a spot `on` it)
  const squares = placedSquares(state);
  const letters: LetterOnBoard[] = [];
  moves.spots.forEach((spot, i) => {
    const at = squares[spot.on ?? 0];
    const placed = at && tileAt(state.board, at.x, at.y);
    if (!at || !placed) return;
    const anchor = featureAnchor(orientedOf(placed), spot.feature);
    letters.push({ ...spot, letter: figureLetter(i), index: i, x: at.x, y: at.y, anchor });
  });
  return letters;
}

/** A numbered answer to the pending decision, where it lies on the board. */
export interface DecisionLabel {
  /** 1-based: the index in legalMoves(state).choices plus one, as the app numbers them. */
  letter: string;
  x: number;
  y: number;
  anchor: Point;
}

/** The pending decision's choices that lie on the board (a tile, or a feature of one), numbered from 1. */
export function decisionLabels(state: GameState): DecisionLabel[] {
  const moves = legalMoves(state);
  if (moves.step !== 'decide') return [];
  const labels: DecisionLabel[] = [];
  const moduleAnchor = choiceAnchor(moves.decision.module);
  moves.choices.forEach((choice, i) => {
    const placed = choice.at && tileAt(state.board, choice.at.x, choice.at.y);
    if (!choice.at || !placed) return;
    const anchor =
      moduleAnchor?.(state, choice) ??
      (choice.at.feature === undefined ? { x: 0.5, y: 0.5 } : featureAnchor(orientedOf(placed), choice.at.feature));
    labels.push({ letter: String(i + 1), x: choice.at.x, y: choice.at.y, anchor });
  });
  return labels;
}
