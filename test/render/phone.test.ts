// Readable on a phone: Discord shows an image in a message about 400 px wide. Once the image is scaled
// to that width, spot numbers and figure letters keep 14 px (boards up to 72 tiles) or 11 px (up to
// 150 tiles), and the tile to place and the players' names stay recognisable.
import { describe, expect, it } from 'vitest';
import { drawBoard, LEGIBLE_PX, PHONE_WIDTH } from '../../render';
import { NAME_PX } from '../../render/render-board';
import { simulateGame } from '../../render/sim/simulate-game';
import { legalMoves } from '../../src/engine';
import { decisionBoardProblems } from '../support/decision-board';
import { decisionSamples } from '../support/decision-samples';

const SEEDS = [1, 2, 4, 5, 7, 9];

describe('the board on a phone', () => {
  for (const [turns, minimum] of [
    [19, LEGIBLE_PX],
    [71, LEGIBLE_PX],
    [149, 11],
  ] as const) {
    it(`draws every spot number at least ${minimum} px tall at 400 px wide (${turns + 1} tiles)`, () => {
      for (const seed of SEEDS) {
        const state = simulateGame({ seed, turns });
        expect(state.board.length).toBe(turns + 1);
        const { canvas, labels, panelMarks } = drawBoard(state);
        const scale = PHONE_WIDTH / canvas.width;
        const spots = labels.filter((l) => l.kind === 'spot');
        expect(spots.length, `seed ${seed}`).toBeGreaterThan(0);
        for (const spot of spots)
          expect(spot.px * scale, `seed ${seed}, spot ${spot.text}`).toBeGreaterThanOrEqual(minimum);
        // The tile to place, in its four rotations, and the names (the active one highlighted).
        const previews = panelMarks.filter((m) => m.kind === 'tile');
        expect(previews).toHaveLength(4);
        for (const tile of previews) expect(tile.width * scale).toBeGreaterThanOrEqual(32);
        for (const name of state.players.map((p) => p.name)) {
          const mark = panelMarks.find((m) => m.kind === 'text' && m.text === name);
          expect((mark?.px ?? 0) * scale, `seed ${seed}, ${name}`).toBeGreaterThanOrEqual(NAME_PX);
        }
      }
    });

    it(`draws every figure letter at least ${minimum} px tall at 400 px wide, in the close-up (${turns + 1} tiles)`, () => {
      let checked = 0;
      for (const seed of SEEDS) {
        const state = simulateGame({ seed, turns, stopAt: 'placeFigure', figureChance: 0.2 });
        const { canvas, labels } = drawBoard(state);
        const scale = PHONE_WIDTH / canvas.width;
        const letters = labels.filter((l) => l.kind === 'letter');
        for (const text of new Set(letters.map((l) => l.text))) {
          const largest = Math.max(...letters.filter((l) => l.text === text).map((l) => l.px));
          expect(largest * scale, `seed ${seed}, letter ${text}`).toBeGreaterThanOrEqual(minimum);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(4);
    });
  }
});

// A question's answers numbered on the board: a close-up of the area they lie in. Where they lie within
// 8 tiles of each other every number keeps 14 px at 400 px wide; answers scattered over a whole board
// (the portal's or the mage's dozens of features) keep 5 px, and the menu says where each one is.
describe('decision boards on a phone', () => {
  const six = ['princess-dragon', 'tower', 'abbey-mayor', 'mage-witch', 'messengers', 'ferries'];
  const samples = [
    ...decisionSamples({ games: 14, perKind: 4 }),
    ...decisionSamples({ games: 8, perKind: 4, expansions: ['farmers', ...six], seed: 100 }),
  ].filter((s) => s.id !== 'figure-step' && s.state.board.length <= 72);

  it('numbers the answers of every module that lie on the board legibly', () => {
    const modules = new Set<string>();
    const problems: string[] = [];
    for (const { id, state } of samples) {
      const legal = legalMoves(state);
      if (legal.step !== 'decide' || !legal.choices.some((c) => c.at)) continue;
      modules.add(legal.decision.module);
      problems.push(...decisionBoardProblems(state, 'lv').map((problem) => `${id}: ${problem}`));
    }
    expect(problems).toEqual([]);
    for (const module of ['princess-dragon', 'tower', 'mage-witch', 'ferries', 'count', 'abbey-mayor'])
      expect(modules, module).toContain(module);
  });
});
