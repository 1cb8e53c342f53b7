// Gardens: a round hedge with flower beds, placed wherever the tile's field has room.
import { HEDGE, INK } from '../../palette';
import type { FeatureArt } from '../feature-art';

const WANTED = 0.13;
const FLOWERS = ['#ff7eb6', '#ffe066', '#ffffff', '#ff7eb6', '#ffe066'];

export const gardenArt: FeatureArt = {
  layer: 4,
  placedRadius: WANTED,
  draw({ ctx, index, layout, pixel }) {
    const at = layout.placed[index];
    if (!at) return;
    const radius = layout.placedRadius[index] ?? WANTED;
    ctx.beginPath();
    ctx.arc(at.x, at.y, radius * 0.92, 0, Math.PI * 2);
    ctx.fillStyle = HEDGE;
    ctx.fill();
    ctx.lineWidth = Math.max(0.012, pixel);
    ctx.strokeStyle = INK;
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(at.x, at.y, radius * 0.62, 0, Math.PI * 2);
    ctx.fillStyle = '#b5d67a';
    ctx.fill();
    FLOWERS.forEach((colour, i) => {
      const angle = (i / FLOWERS.length) * Math.PI * 2;
      ctx.beginPath();
      ctx.arc(at.x + Math.cos(angle) * radius * 0.36, at.y + Math.sin(angle) * radius * 0.36, radius * 0.13, 0, 7);
      ctx.fillStyle = colour;
      ctx.fill();
    });
  },
};
