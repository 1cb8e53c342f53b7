// Watchtowers on the tiles: on a light plate in the tile's top-left corner, a slim grey stone watchtower
// with a pointed slate roof and a lookout window (unlike the Tower's round crenellated piece and the little
// buildings' wooden tower), and beside it on a small dark badge what it counts: a follower, a road, a city
// wall, a church or a blue shield, with its points for each.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawBadge, drawLargeCornerPlate, type ExpansionArt, followerPath, INK, PENNANT } from '../../../render/kit';
import { WATCHTOWER, WATCHTOWER_BONUS, type WatchtowerKind } from './tiles';

export const TOWER_STONE = '#8e949c';
export const TOWER_ROOF = '#3d4a63';
export const COUNT_PLATE = '#2b2f36';
export const COUNT_MARK = '#f4ecdc';

/** The watchtower: a tall tapering shaft, a lookout and a pointed roof, in a box of height `h` at (x, y) bottom centre. */
export function drawWatchtower(ctx: SKRSContext2D, x: number, y: number, h: number) {
  const w = h * 0.34;
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(1, h * 0.05);
  ctx.strokeStyle = INK;
  ctx.beginPath();
  ctx.moveTo(x - w / 2, y);
  ctx.lineTo(x - w * 0.36, y - h * 0.62);
  ctx.lineTo(x + w * 0.36, y - h * 0.62);
  ctx.lineTo(x + w / 2, y);
  ctx.closePath();
  ctx.fillStyle = TOWER_STONE;
  ctx.fill();
  ctx.stroke();
  // the lookout: a wider platform under the roof
  ctx.beginPath();
  ctx.rect(x - w * 0.55, y - h * 0.72, w * 1.1, h * 0.12);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x - w * 0.6, y - h * 0.72);
  ctx.lineTo(x, y - h);
  ctx.lineTo(x + w * 0.6, y - h * 0.72);
  ctx.closePath();
  ctx.fillStyle = TOWER_ROOF;
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = INK;
  ctx.fillRect(x - w * 0.12, y - h * 0.5, w * 0.24, h * 0.14);
}

/** What the watchtower counts, as a small light mark centred at (x, y) of size s. */
function drawCounted(ctx: SKRSContext2D, kind: WatchtowerKind, x: number, y: number, s: number) {
  ctx.save();
  ctx.fillStyle = COUNT_MARK;
  ctx.strokeStyle = COUNT_MARK;
  ctx.lineWidth = Math.max(1, s * 0.14);
  if (kind === 'follower') {
    ctx.translate(x, y);
    ctx.scale(s, s);
    ctx.fill(followerPath());
  } else if (kind === 'road') {
    ctx.beginPath();
    ctx.moveTo(x - s * 0.5, y + s * 0.3);
    ctx.quadraticCurveTo(x, y - s * 0.5, x + s * 0.5, y + s * 0.3);
    ctx.lineWidth = s * 0.22;
    ctx.stroke();
  } else if (kind === 'city') {
    // a wall with two merlons
    ctx.fillRect(x - s * 0.45, y - s * 0.05, s * 0.9, s * 0.4);
    ctx.fillRect(x - s * 0.45, y - s * 0.35, s * 0.25, s * 0.3);
    ctx.fillRect(x + s * 0.2, y - s * 0.35, s * 0.25, s * 0.3);
  } else if (kind === 'monastery') {
    // a church: a body, a roof and a cross
    ctx.fillRect(x - s * 0.3, y - s * 0.05, s * 0.6, s * 0.4);
    ctx.beginPath();
    ctx.moveTo(x - s * 0.38, y - s * 0.05);
    ctx.lineTo(x, y - s * 0.35);
    ctx.lineTo(x + s * 0.38, y - s * 0.05);
    ctx.fill();
    ctx.fillRect(x - s * 0.04, y - s * 0.55, s * 0.08, s * 0.22);
    ctx.fillRect(x - s * 0.12, y - s * 0.48, s * 0.24, s * 0.07);
  } else {
    // a shield in the pennant's blue, ringed light
    ctx.beginPath();
    ctx.moveTo(x - s * 0.35, y - s * 0.4);
    ctx.lineTo(x + s * 0.35, y - s * 0.4);
    ctx.lineTo(x + s * 0.35, y);
    ctx.quadraticCurveTo(x, y + s * 0.45, x - s * 0.35, y);
    ctx.closePath();
    ctx.fillStyle = PENNANT;
    ctx.fill();
    ctx.lineWidth = Math.max(1, s * 0.1);
    ctx.stroke();
  }
  ctx.restore();
}

/** The expansion's drawings, which its manifest hands the renderer. */
export const watchtowersArt: ExpansionArt = (add) => {
  add.tileSymbol(WATCHTOWER, ({ ctx, cell, value }) => {
    const kind = value as WatchtowerKind;
    const { x, y, r } = drawLargeCornerPlate(ctx, cell, 0.19);
    ctx.save();
    drawWatchtower(ctx, x - r * 0.35, y + r * 0.75, r * 1.5);
    // what it counts, on a dark disc to the tower's right, and its points on a badge below
    const cx = x + r * 0.45;
    const cy = y - r * 0.15;
    ctx.beginPath();
    ctx.arc(cx, cy, r * 0.5, 0, Math.PI * 2);
    ctx.fillStyle = COUNT_PLATE;
    ctx.fill();
    drawCounted(ctx, kind, cx, cy, r * 0.62);
    drawBadge(ctx, x + r * 0.5, y + r * 0.6, r * 0.36, String(WATCHTOWER_BONUS[kind]), {
      fill: '#fdf6e3',
      ring: INK,
      text: INK,
    });
    ctx.restore();
  });
};
