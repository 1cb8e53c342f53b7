// Monasteries: a small church with a bell tower in the middle of the tile.

import type { SKRSContext2D } from '@napi-rs/canvas';
import { BUILDING, BUILDING_ROOF, INK } from '../../palette';
import type { FeatureArt } from '../feature-art';

export const MONASTERY_RADIUS = 0.25;

/** A church centred on (cx, cy), `size` tall; also used by the cathedral emblem. */
export function drawChurch(ctx: SKRSContext2D, cx: number, cy: number, size: number, line: number) {
  const u = size;
  ctx.lineJoin = 'round';
  ctx.lineWidth = line;
  ctx.strokeStyle = INK;
  // Tower behind the nave.
  ctx.fillStyle = BUILDING;
  ctx.beginPath();
  ctx.rect(cx - 0.3 * u, cy - 0.42 * u, 0.22 * u, 0.5 * u);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = BUILDING_ROOF;
  ctx.beginPath();
  ctx.moveTo(cx - 0.33 * u, cy - 0.41 * u);
  ctx.lineTo(cx - 0.19 * u, cy - 0.62 * u);
  ctx.lineTo(cx - 0.05 * u, cy - 0.41 * u);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  // Nave with its roof.
  ctx.fillStyle = BUILDING;
  ctx.beginPath();
  ctx.rect(cx - 0.38 * u, cy - 0.05 * u, 0.76 * u, 0.4 * u);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = BUILDING_ROOF;
  ctx.beginPath();
  ctx.moveTo(cx - 0.44 * u, cy - 0.03 * u);
  ctx.lineTo(cx - 0.3 * u, cy - 0.25 * u);
  ctx.lineTo(cx + 0.3 * u, cy - 0.25 * u);
  ctx.lineTo(cx + 0.44 * u, cy - 0.03 * u);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  // Door.
  ctx.fillStyle = INK;
  ctx.beginPath();
  ctx.rect(cx + 0.05 * u, cy + 0.12 * u, 0.12 * u, 0.23 * u);
  ctx.fill();
}

export const monasteryArt: FeatureArt = {
  layer: 4,
  cover: () => ({ disc: { centre: { x: 0.5, y: 0.5 }, radius: MONASTERY_RADIUS } }),
  anchor: () => ({ x: 0.5, y: 0.5 }),
  draw({ ctx, pixel }) {
    ctx.beginPath();
    ctx.arc(0.5, 0.5, MONASTERY_RADIUS, 0, Math.PI * 2);
    ctx.fillStyle = '#c9b98f';
    ctx.fill();
    ctx.lineWidth = 0.02;
    ctx.strokeStyle = '#8d7d5c';
    ctx.stroke();
    drawChurch(ctx, 0.52, 0.55, 0.52, Math.max(0.016, pixel));
  },
};
