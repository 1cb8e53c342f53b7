// The board's coordinate ruler: messages name squares by x,y ("a flea spreads to 2,-1"), so each column's
// x is written above it and each row's y beside it, in the band along the top and left edges.
import { describe, expect, it } from 'vitest';
import { drawBoard } from '../../render';
import { boardFrame, cellRect } from '../../render/board/frame';
import { PANEL_MUTED } from '../../render/palette';
import { simulateGame } from '../../render/sim/simulate-game';
import { colourDistance, rgb } from './pixels';

describe('the coordinate ruler', () => {
  const state = simulateGame({ seed: 5, turns: 12 });
  const { canvas, grid } = drawBoard(state);
  const ctx = canvas.getContext('2d');
  const ink = rgb(PANEL_MUTED);
  /** Pixels of the ruler's colour in a rectangle of the image. */
  const inked = (left: number, top: number, width: number, height: number) => {
    const data = ctx.getImageData(Math.round(left), Math.round(top), Math.round(width), Math.round(height)).data;
    let found = 0;
    for (let i = 0; i < data.length; i += 4)
      if (colourDistance([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0], ink) <= 40) found++;
    return found;
  };
  const xs = state.board.map((t) => t.x);
  const ys = state.board.map((t) => t.y);
  const size = grid.tileSize;
  const band = 0.34 * size;

  it('writes a number above every column and beside every row of the board', () => {
    for (let x = Math.min(...xs) - 1; x <= Math.max(...xs) + 1; x++) {
      const left = grid.left + (x - grid.minX) * size;
      expect(inked(left + size * 0.2, grid.top - band, size * 0.6, band), `column ${x}`).toBeGreaterThan(8);
    }
    for (let y = Math.min(...ys) - 1; y <= Math.max(...ys) + 1; y++) {
      const top = grid.top + (y - grid.minY) * size;
      expect(inked(grid.left - band, top + size * 0.25, band, size * 0.5), `row ${y}`).toBeGreaterThan(8);
    }
  });

  it('leaves the gaps between the numbers and the corner blank', () => {
    // between two columns' numbers, and the corner where the two bands meet
    const between = grid.left + size - size * 0.06;
    expect(inked(between, grid.top - band, size * 0.12, band)).toBe(0);
    expect(inked(grid.left - band, grid.top - band, band, band)).toBe(0);
  });

  it('keeps no band in a close-up, whose margin shows the tiles just beyond its area', () => {
    const area = state.board.map(({ x, y }) => ({ x, y }));
    const whole = boardFrame(area, 60);
    const closeUp = boardFrame(area, 60, false);
    expect(closeUp.ruler).toBe(0);
    expect(whole.ruler).toBeGreaterThan(0);
    expect(whole.width - closeUp.width).toBe(whole.ruler);
    expect(cellRect(closeUp, 0, 0, closeUp.minX, closeUp.minY).x).toBe(closeUp.margin);
    expect(cellRect(whole, 0, 0, whole.minX, whole.minY).x).toBe(whole.margin + whole.ruler);
  });
});
