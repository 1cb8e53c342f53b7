// The palette PNG of the posted board: exact for a picture of up to 256 colours, within a few levels of
// the drawing for a whole board (its edge shades share entries), smaller than RGBA, and never used for a
// picture with transparency.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { drawBoard } from '../../render';
import { encodeBoardImage } from '../../render/encode';
import { encodePalettePng } from '../../render/encode-palette';
import { encodePng } from '../../render/encode-png';
import { simulateGame } from '../../render/sim/simulate-game';
import { decode } from './pixels';

/** PNG colour type, from the IHDR chunk: 3 palette, 6 RGBA. */
const colourType = (png: Buffer) => png[25];

describe('palette PNG', () => {
  it('keeps a picture of at most 256 colours exactly', async () => {
    const canvas = createCanvas(120, 90);
    const ctx = canvas.getContext('2d');
    for (let i = 0; i < 200; i++) {
      ctx.fillStyle = `rgb(${i}, ${(i * 7) % 256}, ${255 - i})`;
      ctx.fillRect((i % 20) * 6, Math.floor(i / 20) * 9, 6, 9);
    }
    const png = encodePalettePng(canvas) as Buffer;
    expect(colourType(png)).toBe(3);
    const decoded = await decode(png);
    expect(Buffer.from(decoded.data).equals(Buffer.from(ctx.getImageData(0, 0, 120, 90).data))).toBe(true);
  });

  it('keeps every pixel of a 72-tile board close to the drawing, most of them exact, in well under half the bytes', async () => {
    for (const stopAt of ['placeTile', 'placeFigure'] as const) {
      const state = simulateGame({ seed: 72, turns: stopAt === 'placeTile' ? 71 : 70, stopAt, players: 2 });
      const { canvas } = drawBoard(state);
      const png = await encodeBoardImage(canvas, 'png');
      expect(colourType(png)).toBe(3);
      const drawn = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      const shown = (await decode(png)).data;
      let exact = 0;
      let far = 0;
      for (let i = 0; i < drawn.length; i += 4) {
        let off = 0;
        for (let c = 0; c < 3; c++) off = Math.max(off, Math.abs((drawn[i + c] ?? 0) - (shown[i + c] ?? 0)));
        if (off === 0) exact++;
        if (off > 24) far++;
      }
      const pixels = drawn.length / 4;
      expect(exact / pixels, stopAt).toBeGreaterThan(0.95);
      expect(far / pixels, stopAt).toBeLessThan(1e-4);
      expect(png.length, stopAt).toBeLessThan(0.5 * encodePng(canvas).length);
    }
  });

  it('leaves a picture with transparency to the RGBA encoder', async () => {
    const canvas = createCanvas(40, 30);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = 'rgba(200, 40, 40, 0.5)';
    ctx.fillRect(5, 5, 20, 10);
    expect(encodePalettePng(canvas)).toBeUndefined();
    const png = await encodeBoardImage(canvas, 'png');
    expect(colourType(png)).toBe(6);
  });
});
