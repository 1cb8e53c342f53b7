// A badge with a short text (a spot number or letter), sized to stay legible on a phone: round for figure
// spots on a tile, a rounded square filling the empty cell for the numbered spots.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { font } from '../fonts';

export interface BadgeStyle {
  fill: string;
  ring: string;
  text: string;
  shape?: 'circle' | 'square';
}

/** Font size of a badge's label as a share of its radius (half side for a square). */
export const LABEL_SCALE = { circle: 1.25, square: 1.6 };
/** The widest label may take this share of the badge's width; wider ones are narrowed, never made lower. */
const LABEL_ROOM = { circle: 1.6, square: 1.8 };

/**
 * Draws the badge and returns the font size of its label in pixels: the height the reader sees (a long
 * label is squeezed sideways so it keeps that height).
 */
export function drawBadge(
  ctx: SKRSContext2D,
  cx: number,
  cy: number,
  radius: number,
  label: string,
  style: BadgeStyle,
): number {
  const shape = style.shape ?? 'circle';
  ctx.beginPath();
  if (shape === 'circle') ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  else ctx.roundRect(cx - radius, cy - radius, 2 * radius, 2 * radius, radius * 0.3);
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, radius * 0.12);
  ctx.strokeStyle = style.ring;
  ctx.stroke();
  const size = Math.max(1, Math.round(radius * LABEL_SCALE[shape]));
  ctx.font = font(size);
  const room = radius * LABEL_ROOM[shape];
  const width = ctx.measureText(label).width;
  ctx.fillStyle = style.text;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.save();
  ctx.translate(cx, cy + size * 0.04);
  if (width > room) ctx.scale(room / width, 1);
  ctx.fillText(label, 0, 0);
  ctx.restore();
  return size;
}
