// Size: the image is cropped to the played area and scaled to IMAGE_SIDE, so a 72-tile board stays
// under 150 KB and a 200-tile board far under Discord's 10 MB.
import { describe, expect, it } from 'vitest';
import { renderBoard, spotNumbering } from '../../render';
import { IMAGE_SIDE, SMALLEST_TILE } from '../../render/render-board';
import { simulateGame } from '../../render/sim/simulate-game';

describe('image size', () => {
  it('fits a 72-tile board in IMAGE_SIDE pixels and 150 KB, in either turn step', async () => {
    for (const seed of [1, 2, 3]) {
      for (const stopAt of ['placeTile', 'placeFigure'] as const) {
        const state = simulateGame({ seed, turns: stopAt === 'placeTile' ? 71 : 70, stopAt, players: 2 });
        const board = await renderBoard(state);
        expect(Math.max(board.width, board.height), `seed ${seed}, ${stopAt}`).toBeLessThanOrEqual(IMAGE_SIDE);
        expect(board.image.length, `seed ${seed}, ${stopAt}`).toBeLessThan(150 * 1024);
      }
    }
  });

  it('keeps a 200-tile board under 1.5 MB with recognisable tiles', async () => {
    const state = simulateGame({ seed: 1200, turns: 199 });
    expect(state.board.length).toBe(200);
    for (const format of ['png', 'webp'] as const) {
      const board = await renderBoard(state, { format });
      expect(board.image.length).toBeLessThan(1.5 * 1024 * 1024);
      expect(board.grid.tileSize).toBeGreaterThanOrEqual(SMALLEST_TILE);
      expect(Math.max(board.width, board.height)).toBeLessThanOrEqual(4096);
    }
  });

  it('crops to the played area (tiles and spots) plus a margin', async () => {
    const state = simulateGame({ seed: 2, turns: 3 });
    const board = await renderBoard(state, { tileSize: 50, arrangement: 'row' });
    const positions = [...state.board, ...spotNumbering(state)];
    const ys = positions.map((p) => p.y);
    const rows = Math.max(...ys) - Math.min(...ys) + 1;
    // Below the panel: the rows of the played area and 0.12 tile of margin above and below.
    expect(board.grid.minY).toBe(Math.min(...ys));
    expect(board.height - board.grid.top).toBe(rows * 50 + 6);
  });
});
