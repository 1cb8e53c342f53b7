// Traders & Builders' goods printed in a city: wine, grain, cloth.
import { drawDot as dot, drawPlate, type EmblemView } from '../../../render/kit';

function wine(view: EmblemView) {
  const grapes: [number, number][] = [
    [-0.15, -0.15],
    [0, -0.15],
    [0.15, -0.15],
    [-0.08, 0],
    [0.08, 0],
    [0, 0.15],
  ];
  for (const [dx, dy] of grapes) dot(view, dx, dy, 0.09, '#7b2d8e');
}

function grain(view: EmblemView) {
  const { ctx, at, size } = view;
  ctx.strokeStyle = '#b8860b';
  ctx.lineWidth = size * 0.07;
  ctx.lineCap = 'round';
  for (const dx of [-0.12, 0, 0.12]) {
    ctx.beginPath();
    ctx.moveTo(at.x + dx * size * 0.5, at.y + 0.3 * size);
    ctx.lineTo(at.x + dx * size * 1.6, at.y - 0.25 * size);
    ctx.stroke();
    dot(view, dx * 1.6, -0.27, 0.07, '#e0b43a');
  }
}

function cloth(view: EmblemView) {
  const { ctx, at, size } = view;
  ctx.fillStyle = '#2f7fc1';
  ctx.fillRect(at.x - 0.25 * size, at.y - 0.2 * size, 0.5 * size, 0.4 * size);
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = size * 0.05;
  for (const dy of [-0.08, 0.08]) {
    ctx.beginPath();
    ctx.moveTo(at.x - 0.25 * size, at.y + dy * size);
    ctx.lineTo(at.x + 0.25 * size, at.y + dy * size);
    ctx.stroke();
  }
}

const GOODS: Record<string, (view: EmblemView) => void> = { wine, grain, cloth };

export function drawGoods(view: EmblemView) {
  drawPlate(view);
  GOODS[String(view.value)]?.(view);
}
