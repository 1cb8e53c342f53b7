// The Cathar symbol on its city: a deep red plate with the golden cross of the Cathar country (the cross of
// Toulouse, a ball at each of its twelve points), drawn where the city shows its emblems. It reads apart
// from a pennant (a blue shield), a cathedral (a church on lilac) and the Besiegers' camp (a tent on grey).
import type { EmblemView, ExpansionArt } from '../../../render/kit';
import { drawPlate, INK } from '../../../render/kit';
import { CATHAR } from './tiles';

export const CATHAR_PLATE = '#8e1b2c';
export const CATHAR_GOLD = '#f4c430';

export function drawCatharCross(view: EmblemView) {
  const { ctx, at, size, pixel } = view;
  drawPlate(view, CATHAR_PLATE);
  const arm = size * 0.4;
  const width = size * 0.16;
  ctx.save();
  ctx.translate(at.x, at.y);
  ctx.fillStyle = CATHAR_GOLD;
  ctx.strokeStyle = INK;
  ctx.lineWidth = Math.max(pixel, size * 0.03);
  for (const turn of [0, 1, 2, 3]) {
    ctx.save();
    ctx.rotate((turn * Math.PI) / 2);
    // an arm widening to its end, with three balls on its end
    ctx.beginPath();
    ctx.moveTo(-width / 3, 0);
    ctx.lineTo(-width, -arm);
    ctx.lineTo(width, -arm);
    ctx.lineTo(width / 3, 0);
    ctx.closePath();
    ctx.fill();
    for (const dx of [-width, 0, width]) {
      ctx.beginPath();
      ctx.arc(dx, -arm - size * 0.02, size * 0.055, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
  }
  ctx.restore();
}

/** The expansion's drawings, which its manifest hands the renderer. */
export const catharsArt: ExpansionArt = (add) => {
  add.emblem(CATHAR, drawCatharCross);
};
