// The public renderer API: formats, the preview of a placement, and letters.
import { describe, expect, it } from 'vitest';
import { renderBoard, renderTilePreview, spotNumbering } from '../../render';
import { simulateGame } from '../../render/sim/simulate-game';
import { figureLetter as spotLetter } from '../../src/app/describe';
import { legalMoves } from '../../src/engine';
import { decode } from './pixels';

describe('renderBoard', () => {
  it('encodes a palette PNG by default and lossless WebP on request, showing the same picture', async () => {
    const state = simulateGame({ seed: 21, turns: 8 });
    const png = await renderBoard(state, { tileSize: 40 });
    const webp = await renderBoard(state, { tileSize: 40, format: 'webp' });
    expect(png.format).toBe('png');
    expect(png.fileName).toBe('board.png');
    expect(png.image.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(webp.fileName).toBe('board.webp');
    expect(webp.image.subarray(8, 12).toString('ascii')).toBe('WEBP');
    const [a, b] = await Promise.all([decode(png.image), decode(webp.image)]);
    expect([a.width, a.height]).toEqual([png.width, png.height]);
    // the palette PNG gives an edge's rarer shades a neighbouring entry (see test/render/palette.test.ts)
    let differing = 0;
    for (let i = 0; i < a.data.length; i += 4)
      for (let c = 0; c < 3; c++)
        if (Math.abs((a.data[i + c] ?? 0) - (b.data[i + c] ?? 0)) > 24) {
          differing++;
          break;
        }
    expect(differing / (a.width * a.height)).toBeLessThan(1e-4);
  });

  it('renders a finished game', async () => {
    let state = simulateGame({ seed: 22, turns: 80 });
    const { endGame } = await import('../../src/engine');
    state = endGame(state).state;
    const board = await renderBoard(state);
    expect(board.image.length).toBeGreaterThan(1000);
  });
});

describe('renderTilePreview', () => {
  it('shows the drawn tile placed at a legal spot, with its figure spots', async () => {
    const state = simulateGame({ seed: 23, turns: 6 });
    const [spot] = spotNumbering(state);
    if (!spot) throw new Error('expected a spot');
    const preview = await renderTilePreview(state, spot.x, spot.y, spot.rotations[0] ?? 0);
    expect(preview.image.length).toBeGreaterThan(1000);
  });

  it('refuses an illegal placement with the engine reason', async () => {
    const state = simulateGame({ seed: 23, turns: 6 });
    const moves = legalMoves(state);
    expect(moves.step).toBe('placeTile');
    await expect(renderTilePreview(state, 0, 0, 0)).rejects.toThrow(/No preview: /);
  });
});

describe('spotLetter', () => {
  it('letters A to Z, then AA', () => {
    expect([0, 1, 25, 26, 27].map(spotLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB']);
  });
});
