// The end-of-game chart really draws each player's line in their colour, ending at their final score.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { PLAYER_PAINT } from '../../render/palette';
import { CHART_HEIGHT, CHART_MARGIN, CHART_WIDTH, drawScoreChart, renderScoreChart } from '../../render/score-chart';
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
      const column = Math.round(width - CHART_MARGIN.right - 3); // just left of the last point
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

  it('keeps 32-character names and three-digit totals inside the picture, names apart from totals', () => {
    const colors = ['red', 'blue', 'yellow', 'green', 'black', 'pink'];
    const timeline: ScoreTimeline = {
      players: colors.map((color, i) => ({
        id: color,
        name: `${'Wolfgang-Maximilian'.slice(0, 19)} von ${i}x`.padEnd(32, 'W'),
        color,
      })),
      turns: [
        { turn: 0, scores: colors.map(() => 0) },
        { turn: 72, scores: colors.map((_, i) => 100 + i * 77) },
      ],
    };
    expect(timeline.players.every((p) => p.name.length === 32)).toBe(true);
    const { marks } = drawScoreChart(timeline);
    for (const mark of marks) {
      expect(mark.x, `${mark.kind} ${mark.text}`).toBeGreaterThanOrEqual(0);
      expect(mark.y).toBeGreaterThanOrEqual(0);
      expect(mark.x + mark.width, `${mark.kind} ${mark.text}`).toBeLessThanOrEqual(CHART_WIDTH);
      expect(mark.y + mark.height).toBeLessThanOrEqual(CHART_HEIGHT);
    }
    const totals = marks.filter((m) => m.kind === 'total').map((m) => m.text);
    expect(totals).toEqual(['100', '177', '254', '331', '408', '485']);
    const names = marks.filter((m) => m.kind === 'name');
    expect(names).toHaveLength(6);
    for (const name of names) {
      expect(name.text?.replace('…', '').length ?? 0).toBeGreaterThanOrEqual(12);
      for (const other of marks.filter((m) => m !== name && m.kind !== 'axis'))
        expect(overlaps(name, other), `${name.text} / ${other.kind} ${other.text ?? ''}`).toBe(false);
    }
  });

  it('leaves out characters the font cannot draw (emoji, CJK) instead of empty boxes', () => {
    const timeline: ScoreTimeline = {
      players: [{ id: 'a', name: '👍🏽 Ann 中文', color: 'black' }],
      turns: [{ turn: 0, scores: [0] }],
    };
    const names = drawScoreChart(timeline).marks.filter((m) => m.kind === 'name');
    expect(names.map((m) => m.text)).toEqual(['Ann']);
  });
});

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
