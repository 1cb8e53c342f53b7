// A filled disc with a ring round it, in tile units: a courtyard, a village square, a lake, a building's ground.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Point } from '../geometry/point';

export function drawRingedDisc(
  ctx: SKRSContext2D,
  centre: Point,
  radius: number,
  fill: string,
  ring: string,
  ringWidth: number,
) {
  ctx.beginPath();
  ctx.arc(centre.x, centre.y, radius, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = ringWidth;
  ctx.strokeStyle = ring;
  ctx.stroke();
}
