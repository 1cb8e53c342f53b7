// The River II on the board: its tiles are drawn by the river's own feature art (water, spring, lakes)
// and the built-in emblems (the inn, the pig herd); this adds the volcano on its lake, as a symbol of the
// whole tile. Princess & Dragon acts on the same symbol and may draw its own volcano: the first one
// registered stays.
import { type EmblemView, type ExpansionArt, INK } from '../../../render/kit';
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

/** river-2's drawings, added to the renderer by its manifest. */
export const river2Art: ExpansionArt = (add) => {
  add.emblem(VOLCANO_SYMBOL, drawVolcano);
};
