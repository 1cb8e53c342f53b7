// Monasteries: a small church with a bell tower in the middle of the tile, its monk in front of it.

import type { SKRSContext2D } from '@napi-rs/canvas';
import { BUILDING, BUILDING_ROOF, INK } from '../../palette';
import type { FeatureArt } from '../feature-art';

export const MONASTERY_RADIUS = 0.3;
/** The monk stands in front of the church, lower right, so the church stays in sight. */
const MONK_SPOT = { x: 0.68, y: 0.7 };
const MONK_SPOTS = [MONK_SPOT, { x: 0.32, y: 0.7 }, { x: 0.68, y: 0.3 }, { x: 0.32, y: 0.3 }];
/** Where the church stands on a monastery tile: its centre and height, in unit-tile coordinates. */
export const CHURCH = { x: 0.46, y: 0.5, size: 0.5 };

/** The box the church covers (tower top to nave bottom, eaves to eaves). */
export const churchBox = (c = CHURCH) => ({
  left: c.x - 0.44 * c.size,
  right: c.x + 0.44 * c.size,
  top: c.y - 0.62 * c.size,
  bottom: c.y + 0.35 * c.size,
});

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
  // the monk's usual spot, or its mirror image where a city fills that corner (a gold tile's monastery)
  anchor: (tile, _, ownerAt) =>
    MONK_SPOTS.find((spot) => {
      const corner = { x: 2 * spot.x - 0.5, y: 2 * spot.y - 0.5 };
      return tile.type.features[ownerAt(corner)]?.kind !== 'city';
    }) ?? MONK_SPOT,
  draw({ ctx, pixel }) {
    ctx.beginPath();
    ctx.arc(0.5, 0.5, MONASTERY_RADIUS, 0, Math.PI * 2);
    ctx.fillStyle = '#c9b98f';
    ctx.fill();
    ctx.lineWidth = 0.02;
    ctx.strokeStyle = '#8d7d5c';
    ctx.stroke();
    drawChurch(ctx, CHURCH.x, CHURCH.y, CHURCH.size, Math.max(0.016, pixel));
  },
};
