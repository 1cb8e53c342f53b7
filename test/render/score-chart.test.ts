// The end-of-game chart really draws each player's line in their colour, ending at their final score.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { PLAYER_PAINT } from '../../render/palette';
import { renderScoreChart } from '../../render/score-chart';
import type { ScoreTimeline } from '../../src/app/score-timeline';

const hex = (colour: string) => [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));

async function pixels(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { width: image.width, height: image.height, data: ctx.getImageData(0, 0, image.width, image.height).data };
}

describe('score chart', () => {
  it('draws a line per player in their colour, the leader higher at the end', async () => {
    const timeline: ScoreTimeline = {
      players: [
        { id: 'a', name: 'Ann', color: 'red' },
        { id: 'b', name: 'Bob', color: 'blue' },
      ],
      turns: [
        { turn: 0, scores: [0, 0] },
        { turn: 10, scores: [20, 5] },
        { turn: 20, scores: [60, 10] },
      ],
    };
    const { width, height, data } = await pixels(await renderScoreChart(timeline));
    const rowsWith = (colour: string) => {
      const [r, g, b] = hex(colour);
      const rows: number[] = [];
      const column = Math.round(width - 180 - 3); // just left of the last point
      for (let y = 0; y < height; y++) {
        const i = (y * width + column) * 4;
        if (data[i] === r && data[i + 1] === g && data[i + 2] === b) rows.push(y);
      }
      return rows;
    };
    const red = rowsWith(PLAYER_PAINT.red!.fill);
    const blue = rowsWith(PLAYER_PAINT.blue!.fill);
    expect(red.length).toBeGreaterThan(0);
    expect(blue.length).toBeGreaterThan(0);
    expect(Math.max(...red)).toBeLessThan(Math.min(...blue)); // higher score = nearer the top
  });
});
