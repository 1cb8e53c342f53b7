// The festival symbol: a corner plate with a string of three bunting flags (red, gold, blue) hanging
// from a curved line, on a magenta ring: nothing else on a tile is bunting, and the three colours read as
// a festival even where the tile is drawn 30 px wide.
import { drawCornerPlate, type ExpansionArt, INK } from '../../../render/kit';
import { FESTIVAL_SYMBOL } from './tiles';

export const FESTIVAL_RING = '#b0247a';
export const BUNTING = ['#d7263d', '#f2c12e', '#1b6fd1'] as const;

export const festivalArt: ExpansionArt = (add) => {
  add.tileSymbol(FESTIVAL_SYMBOL, ({ ctx, cell }) => {
    const { x, y, r } = drawCornerPlate(ctx, cell, 0.15, FESTIVAL_RING);
    ctx.save();
    ctx.lineWidth = Math.max(1.5, cell.size * 0.03);
    ctx.strokeStyle = FESTIVAL_RING;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.stroke();
    // the string sags between two posts at the plate's sides
    const left = x - r * 0.8;
    const right = x + r * 0.8;
    const top = y - r * 0.35;
    ctx.lineWidth = Math.max(1, cell.size * 0.008);
    ctx.strokeStyle = INK;
    ctx.beginPath();
    ctx.moveTo(left, top);
    ctx.quadraticCurveTo(x, top + r * 0.45, right, top);
    ctx.stroke();
    // three flags hanging from it, point down
    const width = r * 0.56;
    BUNTING.forEach((colour, i) => {
      const cx = left + (right - left) * (0.22 + i * 0.28);
      const sag = top + r * 0.45 * (1 - ((cx - x) / (right - left)) ** 2 * 4) * 0.5;
      ctx.beginPath();
      ctx.moveTo(cx - width / 2, sag);
      ctx.lineTo(cx + width / 2, sag);
      ctx.lineTo(cx, sag + r * 0.95);
      ctx.closePath();
      ctx.fillStyle = colour;
      ctx.fill();
      ctx.lineWidth = Math.max(0.5, cell.size * 0.005);
      ctx.stroke();
    });
    ctx.restore();
  });
};
