// Inns & Cathedrals' emblems: an inn by a road, a cathedral in a city.
import { BUILDING, drawChurch, drawPlate, type EmblemView, INK } from '../../../render/kit';

/**
 * The inn: a foaming tankard on an amber plate, unlike the little house where a road ends in a village.
 */
/** The inn's amber plate (a village's house sits on the road's pale colour). */
export const INN_PLATE = '#f7b733';

export function drawInn(view: EmblemView) {
  const { ctx, at, size, pixel } = view;
  drawPlate(view, INN_PLATE);
  const u = size * 0.8;
  ctx.lineWidth = Math.max(0.01, pixel);
  ctx.strokeStyle = INK;
  // Handle, then the mug over it.
  ctx.beginPath();
  ctx.arc(at.x + 0.2 * u, at.y + 0.08 * u, 0.12 * u, -Math.PI / 2, Math.PI / 2);
  ctx.lineWidth = Math.max(0.01, 0.06 * u);
  ctx.stroke();
  ctx.lineWidth = Math.max(0.01, pixel);
  ctx.fillStyle = '#c8741a';
  ctx.beginPath();
  ctx.rect(at.x - 0.22 * u, at.y - 0.12 * u, 0.42 * u, 0.42 * u);
  ctx.fill();
  ctx.stroke();
  // Foam.
  ctx.fillStyle = BUILDING;
  ctx.beginPath();
  for (const dx of [-0.16, 0, 0.15]) ctx.arc(at.x + dx * u, at.y - 0.14 * u, 0.1 * u, 0, Math.PI * 2);
  ctx.fill();
}

export function drawCathedral(view: EmblemView) {
  drawPlate(view, '#efe2ff');
  drawChurch(
    view.ctx,
    view.at.x + view.size * 0.05,
    view.at.y + view.size * 0.08,
    view.size * 0.8,
    Math.max(0.01, view.pixel),
  );
}
