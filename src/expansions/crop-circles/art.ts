// The crop circle on its tile: a round wheat-gold plate at the tile's centre, where the circle's roads
// end, with the circle's shape on it (a pitchfork for farmers, a club for highwaymen, a shield for
// knights). It is the tile symbol cropCircle, drawn by the emblem registry wherever the tile is drawn
// (the board, the tile in hand on the panel).

import type { SKRSContext2D } from '@napi-rs/canvas';
import type { EmblemView, ExpansionArt } from '../../../render/kit';
import { type CropCircle, JOKER } from './tiles';

/** The plate's colours: ripe wheat and the ink of the shapes on it. */
export const CROP_PLATE = '#e9c84f';
export const CROP_INK = '#3d2b12';

type Shape = (ctx: SKRSContext2D, r: number) => void;

/** A pitchfork standing upright: a handle, a crossbar and three tines. */
const pitchfork: Shape = (ctx, r) => {
  ctx.beginPath();
  ctx.moveTo(0, 0.75 * r);
  ctx.lineTo(0, -0.15 * r);
  ctx.moveTo(-0.4 * r, -0.15 * r);
  ctx.lineTo(0.4 * r, -0.15 * r);
  for (const x of [-0.4, 0, 0.4]) {
    ctx.moveTo(x * r, -0.15 * r);
    ctx.lineTo(x * r, -0.7 * r);
  }
  ctx.stroke();
};

/** A club: a thick handle slanting up to a round studded head. */
const club: Shape = (ctx, r) => {
  const width = ctx.lineWidth;
  ctx.lineWidth = width * 1.4;
  ctx.beginPath();
  ctx.moveTo(-0.55 * r, 0.6 * r);
  ctx.lineTo(0.05 * r, 0);
  ctx.stroke();
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.arc(0.2 * r, -0.18 * r, 0.36 * r, 0, Math.PI * 2);
  ctx.fill();
  for (const angle of [-2.6, -1.6, -0.6, 0.4]) {
    ctx.beginPath();
    ctx.arc(0.2 * r + Math.cos(angle) * 0.42 * r, -0.18 * r + Math.sin(angle) * 0.42 * r, 0.11 * r, 0, Math.PI * 2);
    ctx.fill();
  }
};

/** A knight's shield: flat top, sides curving down to a point. */
const shield: Shape = (ctx, r) => {
  ctx.beginPath();
  ctx.moveTo(-0.5 * r, -0.6 * r);
  ctx.lineTo(0.5 * r, -0.6 * r);
  ctx.quadraticCurveTo(0.55 * r, 0.25 * r, 0, 0.75 * r);
  ctx.quadraticCurveTo(-0.55 * r, 0.25 * r, -0.5 * r, -0.6 * r);
  ctx.fill();
};

/** A joker, the round circle whose placer picks its shape: concentric rings, no shape. */
const rings: Shape = (ctx, r) => {
  for (const k of [0.35, 0.7]) {
    ctx.beginPath();
    ctx.arc(0, 0, k * r, 0, Math.PI * 2);
    ctx.stroke();
  }
};

const SHAPES: Record<CropCircle | typeof JOKER, Shape> = { pitchfork, club, shield, [JOKER]: rings };

/** Draws the crop circle `value` (pitchfork, club, shield or a joker's rings) centred on `at`, `size` across. */
export function drawCropCircle({ ctx, at, size, value, pixel }: EmblemView) {
  const shape = SHAPES[value as CropCircle | typeof JOKER];
  if (!shape) return;
  const r = size / 2;
  ctx.save();
  ctx.translate(at.x, at.y);
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, Math.PI * 2);
  ctx.fillStyle = CROP_PLATE;
  ctx.fill();
  ctx.lineWidth = Math.max(pixel, size * 0.06);
  ctx.strokeStyle = CROP_INK;
  ctx.stroke();
  // the shape sits a little inside the rim
  const inner = r * 0.78;
  ctx.fillStyle = CROP_INK;
  ctx.lineWidth = Math.max(pixel, size * 0.09);
  ctx.lineCap = 'round';
  shape(ctx, inner);
  ctx.restore();
}

/** The expansion's drawings, which its manifest hands the renderer. */
export const cropCirclesArt: ExpansionArt = (add) => {
  add.emblem('cropCircle', drawCropCircle);
};
