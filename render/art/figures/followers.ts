// The standing follower (lying down as a farmer on a field); the expansions' followers (the big follower,
// the abbot, the builder, the mayor, the phantom) start from its outline.
import type { Path2D } from '@napi-rs/canvas';
import type { FigureArt, FigureView } from '../figure-art';
import { circlePath, drawShadow, type Polygon, paintSilhouette, polygonPath } from './silhouette';

/** The follower's outline without its head (other figures start from it: the builder). */
export const FOLLOWER_BODY: Polygon = [
  [-0.13, -0.16],
  [-0.44, -0.06],
  [-0.47, 0.1],
  [-0.2, 0.08],
  [-0.34, 0.5],
  [-0.07, 0.5],
  [0, 0.28],
  [0.07, 0.5],
  [0.34, 0.5],
  [0.2, 0.08],
  [0.47, 0.1],
  [0.44, -0.06],
  [0.13, -0.16],
];

export function followerPath(): Path2D {
  return circlePath(0, -0.31, 0.19, polygonPath(FOLLOWER_BODY));
}

/** A follower standing (lying down as a farmer on a field), at this opacity. */
export function drawFollower(view: FigureView, alpha = 1) {
  if (view.lying) {
    // A farmer lies in the field: the same figure on its back, head to the west.
    drawShadow(view, 0.3, 0.5);
    view.ctx.scale(1, 0.8);
    view.ctx.rotate(-Math.PI / 2);
  } else drawShadow(view);
  paintSilhouette(view, followerPath(), alpha);
}

export const follower: FigureArt = { scale: 1, draw: (view) => drawFollower(view) };
