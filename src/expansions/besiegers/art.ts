// The besiegers' camp on its city: a slate-grey plate with a white siege tent and its red pennant, drawn
// where the city shows its emblems. It reads apart from the Cathar cross (gold on deep red), a pennant (a
// blue shield) and a cathedral (a church on lilac).
import type { EmblemView, ExpansionArt } from '../../../render/kit';
import { drawPlate, INK } from '../../../render/kit';
import { BESIEGER_CAMP } from './tiles';

export const CAMP_PLATE = '#4a5560';
export const TENT = '#f4efe1';
export const CAMP_FLAG = '#d7263d';

export function drawBesiegersCamp(view: EmblemView) {
  const { ctx, at, size, pixel } = view;
  drawPlate(view, CAMP_PLATE);
  const s = size;
  ctx.save();
  ctx.translate(at.x, at.y);
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(pixel, s * 0.035);
  ctx.strokeStyle = INK;
  // the tent: a wide triangle on the ground, its door a dark slit
  ctx.fillStyle = TENT;
  ctx.beginPath();
  ctx.moveTo(-0.36 * s, 0.3 * s);
  ctx.lineTo(0, -0.22 * s);
  ctx.lineTo(0.36 * s, 0.3 * s);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = INK;
  ctx.beginPath();
  ctx.moveTo(-0.07 * s, 0.3 * s);
  ctx.lineTo(0, 0.06 * s);
  ctx.lineTo(0.07 * s, 0.3 * s);
  ctx.closePath();
  ctx.fill();
  // the pole above the tent and its pennant
  ctx.beginPath();
  ctx.moveTo(0, -0.22 * s);
  ctx.lineTo(0, -0.42 * s);
  ctx.stroke();
  ctx.fillStyle = CAMP_FLAG;
  ctx.beginPath();
  ctx.moveTo(0, -0.42 * s);
  ctx.lineTo(0.22 * s, -0.36 * s);
  ctx.lineTo(0, -0.3 * s);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

/** The expansion's drawings, which its manifest hands the renderer. */
export const besiegersArt: ExpansionArt = (add) => {
  add.emblem(BESIEGER_CAMP, drawBesiegersCamp);
};
