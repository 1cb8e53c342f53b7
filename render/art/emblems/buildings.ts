// Emblems of buildings by a feature: an inn on a road, a cathedral in a city.
import { BUILDING, BUILDING_ROOF, INK } from '../../palette';
import { drawPlate, type EmblemView } from '../emblem-art';
import { drawChurch } from '../features/monastery';

export function drawInn(view: EmblemView) {
  const { ctx, at, size, pixel } = view;
  drawPlate(view, '#cfe8f7');
  const u = size * 0.8;
  ctx.lineWidth = Math.max(0.01, pixel);
  ctx.strokeStyle = INK;
  ctx.fillStyle = BUILDING;
  ctx.beginPath();
  ctx.rect(at.x - 0.32 * u, at.y - 0.05 * u, 0.64 * u, 0.38 * u);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = BUILDING_ROOF;
  ctx.beginPath();
  ctx.moveTo(at.x - 0.4 * u, at.y - 0.03 * u);
  ctx.lineTo(at.x, at.y - 0.38 * u);
  ctx.lineTo(at.x + 0.4 * u, at.y - 0.03 * u);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  // A lit window: the inn is open.
  ctx.fillStyle = '#ffcf33';
  ctx.fillRect(at.x - 0.1 * u, at.y + 0.06 * u, 0.2 * u, 0.14 * u);
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
