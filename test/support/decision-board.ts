// The decision-board phone test, for one state: every answer that lies on the board is numbered, at 400 px
// wide its number keeps 14 px, and no two numbers overlap. Answers within one legible close-up are
// numbered on the board image; answers scattered wider on close-ups of their regions (at most nine, each
// numbering what its title lists), which the board image, then the whole board, frames and names legibly.
import { drawBoard, drawCloseUp, LEGIBLE_PX, MOST_CLOSE_UPS, PHONE_WIDTH } from '../../render';
import type { DrawnLabel } from '../../render/board/draw-spots';
import { panelWords } from '../../src/app/board-view';
import { type GameState, legalMoves } from '../../src/engine';
import type { Locale } from '../../src/i18n';

/**
 * A huge board (past 72 tiles) whose answers would need more than the nine close-ups Discord's
 * attachments allow gets fewer with smaller numbers, at least this tall.
 */
export const CROWDED_PX = 9;

/** What a phone shows of one image: its labels, scaled as Discord shows it (at most 400 px wide). */
interface Shown {
  name: string;
  labels: DrawnLabel[];
  scale: number;
}

const shown = (name: string, canvas: { width: number }, labels: DrawnLabel[]): Shown => ({
  name,
  labels,
  scale: Math.min(PHONE_WIDTH, canvas.width) / canvas.width,
});

/**
 * What the decision images of this state get wrong on a phone (nothing: an empty list). `hugeBoard`:
 * numbers sized down to fit nine close-ups pass at the size they were drawn for (at least CROWDED_PX).
 */
export function decisionBoardProblems(state: GameState, locale: Locale, hugeBoard = false): string[] {
  const legal = legalMoves(state);
  if (legal.step !== 'decide') return [];
  const onBoard = legal.choices.flatMap((c, i) => (c.at ? [{ at: c.at, number: String(i + 1) }] : []));
  if (!onBoard.length) return [];
  // the board as the bot draws it, the question worded in the panel
  const { canvas, labels, regions } = drawBoard(state, { locale, words: panelWords(state, locale) });
  const board = shown('board', canvas, labels);
  const problems: string[] = [];
  const closeUps = regions.map((region) => {
    const drawn = drawCloseUp(state, region);
    const image = shown(`close-up ${region.name}`, drawn.canvas, drawn.labels);
    const numbers = image.labels.filter((l) => l.kind === 'choice').map((l) => l.text);
    if (numbers.sort().join() !== [...region.numbers].sort().join())
      problems.push(`${image.name} numbers ${numbers.join()}, its title ${region.numbers.join()}`);
    return image;
  });
  if (regions.length > MOST_CLOSE_UPS) problems.push(`${regions.length} close-ups`);
  const names = board.labels.filter((l) => l.kind === 'region');
  if (names.map((l) => l.text).join() !== regions.map((r) => r.name).join())
    problems.push(`regions named ${names.map((l) => l.text).join()} of ${regions.map((r) => r.name).join()}`);
  if (regions.length && board.labels.some((l) => l.kind === 'choice'))
    problems.push('the board image numbers answers beside close-ups');

  const images = regions.length ? closeUps : [board];
  const drawn = new Set(images.flatMap((image) => image.labels.filter((l) => l.kind === 'choice').map((l) => l.text)));
  const wanted = onBoard.map((c) => c.number);
  if ([...drawn].sort().join() !== [...wanted].sort().join())
    problems.push(`numbers drawn ${[...drawn].sort().join()} instead of ${[...wanted].sort().join()}`);
  for (const image of [board, ...closeUps]) {
    const tags = image.labels.filter((l) => l.kind === 'choice' || l.kind === 'region');
    // no two tags touch (answers' tags are squares; a region's name is a disc within its square)
    tags.forEach((a, i) => {
      for (const b of tags.slice(i + 1))
        if (Math.abs(a.x - b.x) < a.radius + b.radius - 0.5 && Math.abs(a.y - b.y) < a.radius + b.radius - 0.5)
          problems.push(`${image.name}: ${a.text} and ${b.text} overlap`);
    });
    const sizedFor = Math.min(...regions.map((r) => r.sizedFor));
    const minimum = hugeBoard && sizedFor < LEGIBLE_PX ? Math.max(CROWDED_PX, sizedFor) : LEGIBLE_PX;
    for (const tag of tags)
      if (tag.px * image.scale < minimum)
        problems.push(
          `${state.board.length} tiles, ${image.name}: ${tag.text} is ${(tag.px * image.scale).toFixed(1)} px`,
        );
  }
  return problems;
}

/** The height, at phone width, of the smallest answer's number among the state's decision images. */
export function smallestAnswerPx(state: GameState, locale: Locale = 'en'): number {
  const { canvas, labels, regions } = drawBoard(state, { locale, words: panelWords(state, locale) });
  const images = regions.length
    ? regions.map((region) => {
        const drawn = drawCloseUp(state, region);
        return shown(region.name, drawn.canvas, drawn.labels);
      })
    : [shown('board', canvas, labels)];
  return Math.min(
    ...images.flatMap((image) => image.labels.filter((l) => l.kind === 'choice').map((l) => l.px * image.scale)),
  );
}
