// The end-of-game chart: each player's score over the turns, one line per player in their colour.
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { type Locale, translator } from '../src/i18n';
import { encodeCanvas } from './encode';
import { drawableText } from './font-coverage';
import { ensureFonts, font } from './fonts';
import { onDarkPaint, PANEL, PANEL_MUTED, PANEL_TEXT } from './palette';
import { fitText } from './panel/text';

/** Each player's score after every turn: what the chart draws (the app makes it from the move log). */
export interface ScoreTimeline {
  players: { id: string; name: string; color: string }[];
  /** Scores after each turn, in `players` order; the first entry is turn 0 (all zero). */
  turns: { turn: number; scores: number[] }[];
}

export const CHART_WIDTH = 960;
export const CHART_HEIGHT = 540;
/** The legend on the right is wide enough for a name of about 16 letters and a three-digit total. */
export const CHART_MARGIN = { left: 64, right: 300, top: 48, bottom: 48 };
const M = CHART_MARGIN;

/** A box of text or a legend swatch the chart drew (to check that nothing leaves the picture). */
export interface ChartMark {
  kind: 'name' | 'total' | 'swatch' | 'axis' | 'title';
  text?: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Draws the chart; the legend on the right names each player with their final score. */
export function drawScoreChart(timeline: ScoreTimeline, locale: Locale = 'en'): { canvas: Canvas; marks: ChartMark[] } {
  const t = translator(locale);
  ensureFonts();
  const canvas = createCanvas(CHART_WIDTH, CHART_HEIGHT);
  const ctx = canvas.getContext('2d');
  const marks: ChartMark[] = [];
  // Text drawn with the alphabetic baseline at y: its box spans about 0.8 of its size above and 0.2 below.
  const text = (kind: ChartMark['kind'], s: string, x: number, y: number, px: number, align: 'left' | 'right') => {
    ctx.textAlign = align;
    ctx.fillText(s, x, y);
    const width = ctx.measureText(s).width;
    marks.push({ kind, text: s, x: align === 'left' ? x : x - width, y: y - 0.8 * px, width, height: px });
  };
  ctx.fillStyle = PANEL;
  ctx.fillRect(0, 0, CHART_WIDTH, CHART_HEIGHT);
  const lastTurn = Math.max(1, ...timeline.turns.map((t) => t.turn));
  const top = Math.max(10, ...timeline.turns.flatMap((t) => t.scores));
  const plotW = CHART_WIDTH - M.left - M.right;
  const plotH = CHART_HEIGHT - M.top - M.bottom;
  const x = (turn: number) => M.left + (turn / lastTurn) * plotW;
  const y = (score: number) => M.top + plotH - (score / top) * plotH;

  ctx.fillStyle = PANEL_TEXT;
  ctx.font = font(22);
  text('title', fitText(ctx, t('chart.title'), CHART_WIDTH - 2 * M.left), M.left, 32, 22, 'left');
  ctx.strokeStyle = PANEL_MUTED;
  ctx.fillStyle = PANEL_MUTED;
  ctx.font = font(14, 'normal');
  ctx.lineWidth = 1;
  const step = Math.max(5, Math.ceil(top / 5 / 5) * 5);
  for (let score = 0; score <= top; score += step) {
    ctx.globalAlpha = 0.3;
    ctx.beginPath();
    ctx.moveTo(M.left, y(score));
    ctx.lineTo(M.left + plotW, y(score));
    ctx.stroke();
    ctx.globalAlpha = 1;
    text('axis', String(score), M.left - 10, y(score) + 5, 14, 'right');
  }
  text('axis', t('chart.turn', { turn: 0 }), M.left, CHART_HEIGHT - 16, 14, 'left');
  text('axis', t('chart.turn', { turn: lastTurn }), M.left + plotW, CHART_HEIGHT - 16, 14, 'right');

  const legendLeft = CHART_WIDTH - M.right + 24;
  const legendRight = CHART_WIDTH - 16;
  timeline.players.forEach((player, seat) => {
    // Black takes a lighter shade on the dark ground; every line and swatch has a light edge.
    const paint = onDarkPaint(player.color);
    for (const [width, colour] of [
      [7, paint.outline],
      [4, paint.fill],
    ] as const) {
      ctx.strokeStyle = colour;
      ctx.lineWidth = width;
      ctx.lineJoin = 'round';
      ctx.beginPath();
      timeline.turns.forEach((t, i) => {
        const px = x(t.turn);
        const py = y(t.scores[seat] ?? 0);
        if (i === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      });
      ctx.stroke();
    }
    const final = timeline.turns[timeline.turns.length - 1]?.scores[seat] ?? 0;
    const legendY = M.top + 24 + seat * 30;
    ctx.fillStyle = paint.fill;
    ctx.fillRect(legendLeft, legendY - 12, 16, 16);
    ctx.strokeStyle = paint.outline;
    ctx.lineWidth = 1.5;
    ctx.strokeRect(legendLeft, legendY - 12, 16, 16);
    marks.push({ kind: 'swatch', x: legendLeft - 1, y: legendY - 13, width: 18, height: 18 });
    ctx.fillStyle = PANEL_TEXT;
    ctx.font = font(16);
    const total = String(final);
    text('total', total, legendRight, legendY + 2, 16, 'right');
    const nameLeft = legendLeft + 24;
    const room = legendRight - ctx.measureText(total).width - 10 - nameLeft;
    text('name', fitText(ctx, drawableText(player.name), room), nameLeft, legendY + 2, 16, 'left');
  });
  return { canvas, marks };
}

/** The chart as PNG bytes. */
export async function renderScoreChart(timeline: ScoreTimeline, locale: Locale = 'en'): Promise<Buffer> {
  return encodeCanvas(drawScoreChart(timeline, locale).canvas, 'png');
}
