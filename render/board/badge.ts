// A round badge with a short text (a spot number or letter), sized to stay legible on a phone.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { font } from '../fonts';

export interface BadgeStyle {
  fill: string;
  ring: string;
  text: string;
}

export function drawBadge(
  ctx: SKRSContext2D,
  cx: number,
  cy: number,
  radius: number,
  label: string,
  style: BadgeStyle,
) {
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, radius * 0.14);
  ctx.strokeStyle = style.ring;
  ctx.stroke();
  // Shrink long labels (three-digit spots) to fit inside the ring.
  let size = radius * 1.15;
  ctx.font = font(size);
  const room = radius * 1.55;
  const width = ctx.measureText(label).width;
  if (width > room) {
    size *= room / width;
    ctx.font = font(size);
  }
  ctx.fillStyle = style.text;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(label, cx, cy + size * 0.04);
}
