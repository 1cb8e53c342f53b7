// Numbered spots are drawn exactly where the engine says the drawn tile fits, numbered in the engine's
// order; letters sit on the anchors of the figure spots the engine lists.
import { describe, expect, it } from 'vitest';
import { figureSpotLetters, renderBoard, SPOT_FILL, SPOT_RADIUS, spotByNumber, spotNumbering } from '../../render';
import { LETTER_FILL } from '../../render/palette';
import { simulateGame } from '../../render/sim/simulate-game';
import { legalMoves } from '../../src/engine';
import { colourDistance, decode, pixelAt, rgb } from './pixels';

describe('numbered spots', () => {
  it('numbers the legal placements in the engine order, from 1', () => {
    const state = simulateGame({ seed: 3, turns: 15 });
    const moves = legalMoves(state);
    if (moves.step !== 'placeTile') throw new Error('expected a tile to place');
    const spots = spotNumbering(state);
    expect(spots.map((s) => [s.x, s.y, s.rotations])).toEqual(moves.placements.map((p) => [p.x, p.y, p.rotations]));
    expect(spots.map((s) => s.number)).toEqual(moves.placements.map((_, i) => i + 1));
    expect(spotByNumber(state, 2)).toEqual(spots[1]);
    expect(spotByNumber(state, spots.length + 1)).toBeUndefined();
  });

  for (const [seed, turns] of [
    [1, 5],
    [2, 30],
    [4, 71],
  ] as const) {
    it(`draws a spot badge in the cell of every legal position and nowhere else (seed ${seed}, ${turns} turns)`, async () => {
      const state = simulateGame({ seed, turns });
      const board = await renderBoard(state);
      const pixels = await decode(board.image);
      const { left, top, tileSize, minX, minY } = board.grid;
      const badge = rgb(SPOT_FILL);
      // Inside the badge, above and below its number (whose top comes to 0.70 of the badge's half side,
      // and the ring's inner edge at 0.94).
      const isBadge = (x: number, y: number) =>
        [-0.82, 0.82].every((dy) => {
          const cx = left + (x - minX + 0.5) * tileSize;
          const cy = top + (y - minY + 0.5 + dy * SPOT_RADIUS) * tileSize;
          return colourDistance(pixelAt(pixels, cx, cy), badge) <= 6;
        });
      const spots = spotNumbering(state);
      expect(spots.length).toBeGreaterThan(0);
      for (const spot of spots)
        expect(isBadge(spot.x, spot.y), `spot ${spot.number} at ${spot.x},${spot.y}`).toBe(true);
      const legal = new Set(spots.map((s) => `${s.x},${s.y}`));
      const taken = new Set(state.board.map((t) => `${t.x},${t.y}`));
      for (const tile of state.board) {
        for (const [dx, dy] of [
          [0, 0],
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const) {
          const x = tile.x + dx;
          const y = tile.y + dy;
          if (legal.has(`${x},${y}`) || (dx === 0 && dy === 0 && !taken.has(`${x},${y}`))) continue;
          expect(isBadge(x, y), `no spot expected at ${x},${y}`).toBe(false);
        }
      }
    });
  }
});

describe('lettered figure spots', () => {
  it('letters the engine figure spots in order and draws each on its anchor', async () => {
    const state = simulateGame({ seed: 8, turns: 9, stopAt: 'placeFigure' });
    const moves = legalMoves(state);
    if (moves.step !== 'placeFigure') throw new Error('expected the figure step');
    const letters = figureSpotLetters(state);
    expect(letters.map((l) => [l.letter, l.feature])).toEqual(
      moves.spots.map((s, i) => [String.fromCharCode(65 + i), s.feature]),
    );
    const board = await renderBoard(state);
    const pixels = await decode(board.image);
    const { left, top, tileSize, minX, minY } = board.grid;
    // The last letter is drawn on top; check it (earlier ones may be partly covered by later ones).
    const last = letters[letters.length - 1];
    if (!last) throw new Error('expected a figure spot');
    const x = left + (last.x - minX + last.anchor.x) * tileSize;
    const y = top + (last.y - minY + last.anchor.y - 0.1) * tileSize;
    expect(colourDistance(pixelAt(pixels, x, y), rgb(LETTER_FILL))).toBeLessThanOrEqual(6);
  });
});
