// The plague on the board. A plague source carries the plague doctor's box in its top-left corner: a
// cream square ringed in dark purple with the doctor's black hat and long white beak (drawn with the tile,
// so the tile to place shows it). An outbreak token lies on the box: a red disc with its number in white
// while active, a green disc (the field side) once stopped. A flea's tile is washed red (active) or pink
// (latent) and carries a round flea token in its bottom-right corner, a dark flea on red or pink: the wash
// reads at phone width where the token alone would be a few pixels.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { type ExpansionArt, INK } from '../../../render/kit';
import { plagueSlot } from './rules';
import { PLAGUE_SYMBOL } from './tiles';

export const DOCTOR_RING = '#3b1f4a';
export const FLEA_RED = '#c8102e';
export const FLEA_PINK = '#f29bb8';
export const FIELD_GREEN = '#5d9b3a';

/** The doctor's box: its centre and half-side in pixels, for the tile (x, y, size). */
const box = (cell: { x: number; y: number; size: number }) => {
  const half = cell.size * 0.18;
  return { x: cell.x + cell.size * 0.04 + half, y: cell.y + cell.size * 0.04 + half, half };
};

/** The plague doctor: a wide-brimmed black hat over a white beaked mask, facing right. */
function drawDoctor(ctx: SKRSContext2D, x: number, y: number, half: number) {
  ctx.save();
  ctx.fillStyle = INK;
  // brim and crown
  ctx.fillRect(x - half * 0.75, y - half * 0.3, half * 1.5, half * 0.16);
  ctx.fillRect(x - half * 0.45, y - half * 0.75, half * 0.9, half * 0.5);
  // mask and beak
  ctx.beginPath();
  ctx.arc(x - half * 0.15, y + half * 0.15, half * 0.38, 0, Math.PI * 2);
  ctx.fillStyle = '#f4efe6';
  ctx.fill();
  ctx.lineWidth = Math.max(0.8, half * 0.08);
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x + half * 0.1, y + half * 0.02);
  ctx.lineTo(x + half * 0.82, y + half * 0.55);
  ctx.lineTo(x + half * 0.05, y + half * 0.42);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  // the eye glass
  ctx.beginPath();
  ctx.arc(x - half * 0.12, y + half * 0.08, half * 0.1, 0, Math.PI * 2);
  ctx.fillStyle = INK;
  ctx.fill();
  ctx.restore();
}

/** A flea seen from above: an oval body, a small head, three legs a side. */
function drawFlea(ctx: SKRSContext2D, x: number, y: number, r: number) {
  ctx.save();
  ctx.fillStyle = INK;
  ctx.strokeStyle = INK;
  ctx.lineWidth = Math.max(0.8, r * 0.12);
  for (const side of [-1, 1]) {
    for (const dy of [-0.35, 0.05, 0.4]) {
      ctx.beginPath();
      ctx.moveTo(x, y + r * dy);
      ctx.lineTo(x + side * r * 0.75, y + r * (dy + 0.2));
      ctx.stroke();
    }
  }
  ctx.beginPath();
  ctx.ellipse(x, y + r * 0.1, r * 0.32, r * 0.5, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(x, y - r * 0.5, r * 0.2, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

export const plagueArt: ExpansionArt = (add) => {
  add.tileSymbol(PLAGUE_SYMBOL, ({ ctx, cell }) => {
    const { x, y, half } = box(cell);
    ctx.save();
    ctx.fillStyle = '#fdf6e3';
    ctx.fillRect(x - half, y - half, half * 2, half * 2);
    ctx.lineWidth = Math.max(1.5, cell.size * 0.025);
    ctx.strokeStyle = DOCTOR_RING;
    ctx.strokeRect(x - half, y - half, half * 2, half * 2);
    ctx.restore();
    drawDoctor(ctx, x, y, half);
  });
  add.boardOverlay(({ ctx, state, cellOf }) => {
    const slot = plagueSlot(state);
    for (const flea of slot.fleas) {
      const cell = cellOf(flea.x, flea.y);
      const colour = flea.latent ? FLEA_PINK : FLEA_RED;
      ctx.save();
      ctx.globalAlpha = flea.latent ? 0.32 : 0.38;
      ctx.fillStyle = colour;
      ctx.fillRect(cell.x, cell.y, cell.size, cell.size);
      ctx.globalAlpha = 1;
      const r = cell.size * 0.17;
      const cx = cell.x + cell.size - r - cell.size * 0.04;
      const cy = cell.y + cell.size - r - cell.size * 0.04;
      ctx.beginPath();
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      ctx.fillStyle = colour;
      ctx.fill();
      ctx.lineWidth = Math.max(1, cell.size * 0.02);
      ctx.strokeStyle = INK;
      ctx.stroke();
      ctx.restore();
      drawFlea(ctx, cx, cy, r * 0.8);
    }
    for (const outbreak of slot.outbreaks) {
      const cell = cellOf(outbreak.x, outbreak.y);
      const { x, y, half } = box(cell);
      ctx.save();
      ctx.beginPath();
      ctx.arc(x, y, half * 1.15, 0, Math.PI * 2);
      ctx.fillStyle = outbreak.stopped ? FIELD_GREEN : FLEA_RED;
      ctx.fill();
      ctx.lineWidth = Math.max(1, cell.size * 0.02);
      ctx.strokeStyle = INK;
      ctx.stroke();
      if (!outbreak.stopped) {
        ctx.fillStyle = '#ffffff';
        ctx.font = `bold ${Math.max(6, Math.round(half * 1.6))}px sans-serif`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(String(outbreak.number), x, y + half * 0.08);
      }
      ctx.restore();
    }
  });
};
