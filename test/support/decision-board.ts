// The decision-board phone test, for one state: every answer that lies on the board is numbered on it,
// and at 400 px wide its number keeps 14 px where the answers lie within 8 tiles of each other (a close-up),
// 5 px where they are scattered over the whole board; no two numbers overlap.
import { drawBoard, LEGIBLE_PX, PHONE_WIDTH } from '../../render';
import { type GameState, legalMoves } from '../../src/engine';
import type { Locale } from '../../src/i18n';

/**
 * Answers scattered over a whole board keep this height (the portal's or a late magic tile's hundred
 * answers over 17 tiles); the menu says where each one is.
 */
export const SCATTERED_PX = 5;

/** What the decision board of this state gets wrong on a phone (nothing: an empty list). */
export function decisionBoardProblems(state: GameState, locale: Locale): string[] {
  const legal = legalMoves(state);
  if (legal.step !== 'decide') return [];
  const onBoard = legal.choices.flatMap((c, i) => (c.at ? [{ at: c.at, number: String(i + 1) }] : []));
  if (!onBoard.length) return [];
  const xs = onBoard.map((c) => c.at.x);
  const ys = onBoard.map((c) => c.at.y);
  const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) + 1;
  const { canvas, labels } = drawBoard(state, { locale });
  const scale = PHONE_WIDTH / canvas.width;
  const numbers = labels.filter((l) => l.kind === 'choice');
  const problems: string[] = [];
  const drawn = numbers.map((l) => l.text).sort();
  const wanted = onBoard.map((c) => c.number).sort();
  if (drawn.join() !== wanted.join()) problems.push(`numbers drawn ${drawn.join()} instead of ${wanted.join()}`);
  // no two numbers touch (their tags are squares)
  numbers.forEach((a, i) => {
    for (const b of numbers.slice(i + 1))
      if (Math.abs(a.x - b.x) < a.radius + b.radius - 0.5 && Math.abs(a.y - b.y) < a.radius + b.radius - 0.5)
        problems.push(`numbers ${a.text} and ${b.text} overlap`);
  });
  const minimum = span <= 8 ? LEGIBLE_PX : SCATTERED_PX;
  for (const label of numbers)
    if (label.px * scale < minimum)
      problems.push(`${state.board.length} tiles, span ${span}: ${label.text} is ${(label.px * scale).toFixed(1)} px`);
  return problems;
}
