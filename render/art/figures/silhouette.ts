// Paints a figure silhouette: the outline first (twice as wide, so its inner half is covered by the
// fill), then the fill, so overlapping parts (head on body) merge into one clean shape.
import { Path2D } from '@napi-rs/canvas';
import type { FigureView } from '../figure-art';

export type Polygon = [number, number][];

export function polygonPath(points: Polygon, path = new Path2D()): Path2D {
  points.forEach(([x, y], i) => {
    if (i) path.lineTo(x, y);
    else path.moveTo(x, y);
  });
  path.closePath();
  return path;
}

export function circlePath(x: number, y: number, r: number, path = new Path2D()): Path2D {
  path.moveTo(x + r, y);
  path.arc(x, y, r, 0, Math.PI * 2);
  path.closePath();
  return path;
}

export function paintSilhouette({ ctx, paint, outline }: FigureView, path: Path2D, alpha = 1) {
  ctx.globalAlpha = alpha;
  ctx.lineJoin = 'round';
  ctx.lineWidth = outline * 2;
  ctx.strokeStyle = paint.outline;
  ctx.stroke(path);
  ctx.fillStyle = paint.fill;
  ctx.fill(path);
  ctx.globalAlpha = 1;
}

/** A soft shadow under the feet, so figures sit on the tile rather than float. */
export function drawShadow({ ctx }: FigureView, y = 0.5, width = 0.42) {
  ctx.beginPath();
  ctx.ellipse(0.04, y, width, 0.08, 0, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(0, 0, 0, 0.28)';
  ctx.fill();
}

/** A small white detail on a figure (a cross, a dot) that tells kinds of the same shape apart. */
export function detail({ ctx, paint }: FigureView, draw: () => void) {
  ctx.fillStyle = paint.outline === '#ffffff' ? '#ffffff' : '#ffffffd9';
  ctx.strokeStyle = ctx.fillStyle;
  draw();
}
