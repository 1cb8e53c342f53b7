// The panel never breaks: with every expansion and six players, names keep at least twelve characters,
// text and icons never overlap, every colour shows on the dark ground, and names in any script are drawn
// without empty boxes.
import { describe, expect, it } from 'vitest';
import { drawBoard } from '../../render';
import { shippedCoverage } from '../../render/font-coverage';
import { onDarkPaint, PANEL } from '../../render/palette';
import type { Mark } from '../../render/panel/plan-panel';
import { simulateGame } from '../../render/sim/simulate-game';
import { panelWords } from '../../src/app/board-view';
import type { GameState } from '../../src/engine';
import { EXPANSION_IDS } from '../../src/engine';

const LONG_NAMES = [
  'Alexandrina Konstantinopoulou',
  'Maximilian Wolfgang',
  'Bartholomew the Great',
  'Guinevere Pendragon',
  'Ștefan Cel Mare și Sfânt',
  'Þorgerður Katrín',
];

const withNames = (state: GameState, names: readonly string[]): GameState => ({
  ...state,
  players: state.players.map((p, i) => ({ ...p, name: names[i] ?? p.name })),
});

const boxesOverlap = (a: Mark, b: Mark) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
// letters are round: two side by side on a diagonal have overlapping boxes but apart circles
const circlesOverlap = (a: Mark, b: Mark) =>
  Math.hypot(a.x + a.width / 2 - (b.x + b.width / 2), a.y + a.height / 2 - (b.y + b.height / 2)) <
  (a.width + b.width) / 2;
const overlaps = (a: Mark, b: Mark) =>
  a.kind === 'letter' && b.kind === 'letter' ? circlesOverlap(a, b) : boxesOverlap(a, b);

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('the panel', () => {
  for (const stopAt of ['placeTile', 'placeFigure'] as const)
    for (const arrangement of ['column', 'row'] as const)
      it(`keeps twelve characters of every name and nothing overlapping (six players, every expansion, ${stopAt}, ${arrangement})`, () => {
        const game = simulateGame({ seed: 3, turns: 12, players: 6, expansions: [...EXPANSION_IDS], stopAt });
        const state = withNames(game, LONG_NAMES);
        expect(Object.keys(state.players[0]?.supply ?? {}).length).toBeGreaterThanOrEqual(5);
        // the panel's words from the rules come from the app, as in the bot
        const { panelMarks, panelArea } = drawBoard(state, { arrangement, words: panelWords(state, 'en') });
        for (const name of LONG_NAMES) {
          const drawn = panelMarks.find((m) => m.kind === 'text' && name.startsWith((m.text ?? '').replace(/…$/, '')));
          expect(drawn?.text?.replace(/…$/, '').length ?? 0, name).toBeGreaterThanOrEqual(12);
        }
        const boxes = panelMarks.filter((m) => m.kind === 'text' || m.kind === 'icon' || m.kind === 'letter');
        // nothing runs off the panel: figures and tokens of every expansion wrap onto more lines
        for (const box of boxes) {
          const where = `${box.kind} ${box.text ?? ''} at ${Math.round(box.x)},${Math.round(box.y)}`;
          expect(box.x, where).toBeGreaterThanOrEqual(panelArea.x - 1);
          expect(box.x + box.width, where).toBeLessThanOrEqual(panelArea.x + panelArea.width + 1);
          expect(box.y + box.height, where).toBeLessThanOrEqual(panelArea.y + panelArea.height + 1);
        }
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++) {
            const [a, b] = [boxes[i] as Mark, boxes[j] as Mark];
            expect(overlaps(a, b), `${a.kind} ${a.text ?? ''} / ${b.kind} ${b.text ?? ''}`).toBe(false);
          }
      });

  it('shows every player colour against the dark ground (contrast at least 3, black in a lighter shade)', () => {
    for (const color of ['red', 'blue', 'yellow', 'green', 'black', 'pink'])
      expect(contrast(onDarkPaint(color).fill, PANEL), color).toBeGreaterThanOrEqual(3);
  });

  it('draws a name with emoji and CJK characters without empty boxes', () => {
    const state = withNames(simulateGame({ seed: 3, turns: 4 }), ['😀 Ann 中文', '中文']);
    const { panelMarks } = drawBoard(state);
    const texts = panelMarks.filter((m) => m.kind === 'text').map((m) => m.text ?? '');
    const font = shippedCoverage();
    for (const text of texts)
      for (const ch of text) expect(font.has(ch.codePointAt(0) ?? 0) || /\s/.test(ch), `${text}: ${ch}`).toBe(true);
    expect(texts.some((t) => t.includes('Ann'))).toBe(true);
    expect(texts.join(' ')).not.toMatch(/中|文/);
  });
});
