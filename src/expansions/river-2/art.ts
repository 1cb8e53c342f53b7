// The River II on the board: its tiles are drawn by the river's own feature art (water, spring, lakes)
// and the inn's emblem (Inns & Cathedrals'); this adds the pig herd on a field and the volcano on its
// lake, an emblem of the whole tile (Princess & Dragon draws its own volcano symbol in a corner).
import { drawDot, drawPlate, type EmblemView, type ExpansionArt, INK } from '../../../render/kit';
import { VOLCANO_SYMBOL } from './tiles';

export const VOLCANO_ROCK = '#5b4a3f';
export const LAVA = '#e8531f';
export const LAVA_GLOW = '#ffb347';

/** A dark cone rising from the lake, lava on its crater and running down one flank. */
export function drawVolcano({ ctx, at, size, pixel }: EmblemView) {
  const half = size * 0.5;
  const base = at.y + half * 0.55;
  const top = at.y - half * 0.55;
  const crater = half * 0.28;
  ctx.beginPath();
  ctx.moveTo(at.x - half, base);
  ctx.lineTo(at.x - crater, top);
  ctx.lineTo(at.x + crater, top);
  ctx.lineTo(at.x + half, base);
  ctx.closePath();
  ctx.fillStyle = VOLCANO_ROCK;
  ctx.fill();
  ctx.lineWidth = Math.max(0.01, pixel);
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(at.x - crater, top);
  ctx.lineTo(at.x + crater, top);
  ctx.lineTo(at.x + crater * 0.2, at.y + half * 0.1);
  ctx.lineTo(at.x - crater * 0.4, at.y - half * 0.2);
  ctx.closePath();
  ctx.fillStyle = LAVA;
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(at.x, top - half * 0.12, crater * 1.1, half * 0.14, 0, 0, Math.PI * 2);
  ctx.fillStyle = LAVA_GLOW;
  ctx.fill();
}

/** The pig herd printed on a field: three pink pigs on a pale plate. */
export function drawPigHerd(view: EmblemView) {
  drawPlate(view, '#e8f3d2');
  drawDot(view, -0.1, 0.05, 0.2, '#f4a6b8');
  drawDot(view, 0.14, 0.12, 0.17, '#f4a6b8');
  drawDot(view, -0.02, -0.16, 0.14, '#f4a6b8');
}

/** The expansion's drawings, which its manifest hands the renderer. */
export const river2Art: ExpansionArt = (add) => {
  add.emblem('pigHerd', drawPigHerd);
  add.emblem(VOLCANO_SYMBOL, drawVolcano);
};
