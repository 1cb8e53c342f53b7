// A city's pennant (coat of arms): a blue shield with a white chevron.
import { INK, PENNANT, PENNANT_MARK } from '../../palette';
import type { EmblemView } from '../emblem-art';

export function drawPennant({ ctx, at, size, pixel }: EmblemView) {
  const w = size * 0.8;
  const h = size;
  const left = at.x - w / 2;
  const top = at.y - h / 2;
  ctx.beginPath();
  ctx.moveTo(left, top);
  ctx.lineTo(left + w, top);
  ctx.lineTo(left + w, top + h * 0.5);
  ctx.quadraticCurveTo(left + w, top + h * 0.85, at.x, top + h);
  ctx.quadraticCurveTo(left, top + h * 0.85, left, top + h * 0.5);
  ctx.closePath();
  ctx.fillStyle = PENNANT;
  ctx.fill();
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(0.014, pixel);
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(left + w * 0.18, top + h * 0.62);
  ctx.lineTo(at.x, top + h * 0.3);
  ctx.lineTo(left + w * 0.82, top + h * 0.62);
  ctx.strokeStyle = PENNANT_MARK;
  ctx.lineWidth = size * 0.14;
  ctx.stroke();
}
