// What the board shows besides the game itself, in the form the app prepares it and the renderer draws
// it: how spots are numbered and lettered (so "spot 7" and "B" mean the same in a command and in the
// picture), the one type of a lettered figure spot, and the panel's words in the game's language.
import type { FigureSpot } from '../src/engine';

/** Spot numbers on the board image start at 1; figure spots are lettered from A. */
export const spotNumber = (index: number) => index + 1;
export const figureLetter = (index: number): string =>
  index < 26 ? String.fromCharCode(65 + index) : figureLetter(Math.floor(index / 26) - 1) + figureLetter(index % 26);

/** A figure spot of the tile just placed, lettered in the order of legalMoves(state).spots. */
export interface LetteredSpot extends FigureSpot {
  /** 'A', 'B' ... */
  letter: string;
  /** Its index in legalMoves(state).spots. */
  index: number;
}

/** The panel's words that come from the game's rules, worded by the app in the game's language. */
export interface PanelWords {
  /** While a question waits: the question, its players named as the font can draw them. */
  question?: string;
  /** Each lettered spot's line ("A  city"), in the order of the letters. */
  spotLines?: string[];
}
