// The end-of-game chart: each player's score over the turns, one line per player in their colour.
import { createCanvas } from '@napi-rs/canvas';
import type { ScoreTimeline } from '../src/app/score-timeline';
import { type Locale, translator } from '../src/i18n';
import { encodeCanvas } from './encode';
import { ensureFonts, font } from './fonts';
import { INK, PANEL, PANEL_MUTED, PANEL_TEXT, PLAYER_PAINT } from './palette';

const WIDTH = 960;
const HEIGHT = 540;
const MARGIN = { left: 64, right: 180, top: 48, bottom: 48 };

/** A PNG line chart of the scores; the legend on the right names each player with their final score. */
export async function renderScoreChart(timeline: ScoreTimeline, locale: Locale = 'en'): Promise<Buffer> {
  const t = translator(locale);
  ensureFonts();
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PANEL;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  const lastTurn = Math.max(1, ...timeline.turns.map((t) => t.turn));
  const top = Math.max(10, ...timeline.turns.flatMap((t) => t.scores));
  const plotW = WIDTH - MARGIN.left - MARGIN.right;
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (turn: number) => MARGIN.left + (turn / lastTurn) * plotW;
  const y = (score: number) => MARGIN.top + plotH - (score / top) * plotH;

  ctx.fillStyle = PANEL_TEXT;
  ctx.font = font(22);
  ctx.fillText(t('chart.title'), MARGIN.left, 32);
  ctx.strokeStyle = PANEL_MUTED;
  ctx.fillStyle = PANEL_MUTED;
  ctx.font = font(14, 'normal');
  ctx.lineWidth = 1;
  const step = Math.max(5, Math.ceil(top / 5 / 5) * 5);
  for (let score = 0; score <= top; score += step) {
    ctx.globalAlpha = 0.3;
    ctx.beginPath();
    ctx.moveTo(MARGIN.left, y(score));
    ctx.lineTo(MARGIN.left + plotW, y(score));
    ctx.stroke();
    ctx.globalAlpha = 1;
    ctx.fillText(String(score), 16, y(score) + 5);
  }
  ctx.fillText(t('chart.turn', { turn: lastTurn }), MARGIN.left + plotW - 50, HEIGHT - 16);
  ctx.fillText(t('chart.turn', { turn: 0 }), MARGIN.left, HEIGHT - 16);

  timeline.players.forEach((player, seat) => {
    const paint = PLAYER_PAINT[player.color] ?? { fill: PANEL_TEXT, outline: INK };
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
    const legendY = MARGIN.top + 24 + seat * 30;
    ctx.fillStyle = paint.fill;
    ctx.fillRect(WIDTH - MARGIN.right + 24, legendY - 12, 16, 16);
    ctx.fillStyle = PANEL_TEXT;
    ctx.font = font(16);
    ctx.fillText(`${player.name} ${final}`.slice(0, 18), WIDTH - MARGIN.right + 48, legendY + 2);
  });
  return encodeCanvas(canvas, 'png');
}
