// Text really appears: the shipped font is registered, measures, and draws pixels; the panel of a board
// carries text.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { ensureFonts, renderBoard } from '../../render';
import { font } from '../../render/fonts';
import { PANEL } from '../../render/palette';
import { wrapText } from '../../render/panel/text';
import { simulateGame } from '../../render/sim/simulate-game';
import { colourDistance, decode, pixelAt, rgb } from './pixels';

describe('text', () => {
  it('draws glyphs with the shipped font', () => {
    ensureFonts();
    const canvas = createCanvas(200, 50);
    const ctx = canvas.getContext('2d');
    ctx.lang = 'en';
    ctx.font = font(30);
    expect(ctx.measureText('Spot 12').width).toBeGreaterThan(50);
    ctx.fillStyle = '#000';
    ctx.textBaseline = 'top';
    ctx.fillText('Spot 12', 5, 5);
    const data = ctx.getImageData(0, 0, 200, 50).data;
    let inked = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 128) inked++;
    expect(inked).toBeGreaterThan(300);
  });

  it('writes the panel: light text pixels on the panel ground', async () => {
    const state = simulateGame({ seed: 5, turns: 6 });
    const board = await renderBoard(state, { arrangement: 'column' });
    const pixels = await decode(board.image);
    // The panel is the left column; the heading and the players are text on the panel colour.
    const ground = rgb(PANEL);
    let text = 0;
    for (let y = 0; y < board.height; y += 1)
      for (let x = 0; x < board.grid.left - board.grid.tileSize * 0.3; x += 1) {
        const pixel = pixelAt(pixels, x, y);
        if (colourDistance(pixel, ground) > 150 && Math.min(...pixel) > 180) text++;
      }
    expect(text).toBeGreaterThan(2000);
  });
});

describe('wrapText', () => {
  const measure = () => {
    ensureFonts();
    const ctx = createCanvas(1, 1).getContext('2d');
    ctx.lang = 'lv';
    ctx.font = font(20);
    return ctx;
  };

  it('breaks a dotted list between its parts, never inside a part that fits whole', () => {
    const ctx = measure();
    const first = 'pavalstnieks 0';
    const second = 'sieviešu pavalstnieks 0';
    // wider than the longer part, narrower than both with the separator
    const width = (ctx.measureText(second).width + ctx.measureText(`${first} · ${second}`).width) / 2;
    expect(wrapText(ctx, `${first} · ${second}`, width)).toEqual([first, second]);
    // room for both: one line
    expect(wrapText(ctx, `${first} · ${second}`, 2 * ctx.measureText(`${first} · ${second}`).width)).toEqual([
      `${first} · ${second}`,
    ]);
  });

  it('keeps whole parts together on a line and breaks a part too wide alone between its words', () => {
    const ctx = measure();
    const width = ctx.measureText('tunnel tokens 4 · x').width;
    const lines = wrapText(ctx, 'a · b · a part much too long for one line · c', width);
    expect(lines[0]).toBe('a · b');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(ctx.measureText(line).width).toBeLessThanOrEqual(width);
    expect(lines.join(' ')).toContain('much too long');
    expect(lines.at(-1)).toMatch(/(^|· )c$/);
  });
});
