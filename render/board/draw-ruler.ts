// The board's coordinate ruler: each column's x above it and each row's y beside it, in the band the frame
// keeps along the top and left edges, so that a message's "spreads to 2,-1" can be found on the board.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { font } from '../fonts';
import { PANEL_MUTED } from '../palette';
import { type BoardFrame, cellRect } from './frame';

export function drawRuler(ctx: SKRSContext2D, frame: BoardFrame, corner: { x: number; y: number }): void {
  if (!frame.ruler) return;
  const band = frame.margin + frame.ruler;
  const columns = Array.from({ length: frame.cols }, (_, i) => frame.minX + i);
  const rows = Array.from({ length: frame.rows }, (_, i) => frame.minY + i);
  ctx.save();
  // as large as the band allows, the widest number (a row's "-12") still inside the left band
  let px = Math.round(frame.ruler * 0.85);
  ctx.font = font(px);
  const widest = Math.max(...[...columns, ...rows].map((n) => ctx.measureText(String(n)).width));
  if (widest > band * 0.9) {
    px = Math.max(6, Math.floor((px * band * 0.9) / widest));
    ctx.font = font(px);
  }
  ctx.fillStyle = PANEL_MUTED;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // the numbers sit in the band, nearer the tiles than the image's edge
  const across = band / 2 + frame.margin / 4;
  for (const x of columns) {
    const cell = cellRect(frame, corner.x, corner.y, x, frame.minY);
    ctx.fillText(String(x), cell.x + cell.size / 2, corner.y + across);
  }
  for (const y of rows) {
    const cell = cellRect(frame, corner.x, corner.y, frame.minX, y);
    ctx.fillText(String(y), corner.x + across, cell.y + cell.size / 2);
  }
  ctx.restore();
}
