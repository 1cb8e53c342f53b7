// Follower-like figures: the standing follower (lying down as a farmer on a field), the big follower,
// the abbot, the builder, the mayor and the phantom.
import type { Path2D } from '@napi-rs/canvas';
import type { FigureArt, FigureView } from '../figure-art';
import { circlePath, detail, drawShadow, type Polygon, paintSilhouette, polygonPath } from './silhouette';

const BODY: Polygon = [
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
  return circlePath(0, -0.31, 0.19, polygonPath(BODY));
}

function drawFollower(view: FigureView, alpha = 1) {
  const lying = view.onKind === 'field';
  if (lying) {
    // A farmer lies in the field: the same figure on its back, head to the west.
    drawShadow(view, 0.3, 0.5);
    view.ctx.scale(1, 0.8);
    view.ctx.rotate(-Math.PI / 2);
  } else drawShadow(view);
  paintSilhouette(view, followerPath(), alpha);
}

export const follower: FigureArt = { scale: 1, draw: (view) => drawFollower(view) };

export const bigFollower: FigureArt = {
  scale: 1.3,
  draw(view) {
    drawFollower(view);
    // A white ring on the chest marks the big one even at a glance.
    detail(view, () => {
      view.ctx.beginPath();
      view.ctx.arc(0, 0.05, 0.09, 0, Math.PI * 2);
      view.ctx.lineWidth = 0.05;
      view.ctx.stroke();
    });
  },
};

export const phantom: FigureArt = { scale: 1, draw: (view) => drawFollower(view, 0.55) };

export const abbot: FigureArt = {
  scale: 1.05,
  draw(view) {
    drawShadow(view);
    const path = polygonPath([
      [-0.16, -0.17],
      [0.16, -0.17],
      [0.38, 0.5],
      [-0.38, 0.5],
    ]);
    polygonPath(
      [
        [-0.19, -0.3],
        [0, -0.56],
        [0.19, -0.3],
      ],
      path,
    );
    circlePath(0, -0.29, 0.19, path);
    paintSilhouette(view, path);
    detail(view, () => {
      view.ctx.fillRect(-0.035, -0.05, 0.07, 0.32);
      view.ctx.fillRect(-0.12, 0.03, 0.24, 0.07);
    });
  },
};

export const builder: FigureArt = {
  scale: 1.2,
  draw(view) {
    drawShadow(view);
    view.ctx.scale(0.78, 1);
    const path = polygonPath(BODY);
    circlePath(0, -0.31, 0.19, path);
    // A broad-brimmed hat.
    polygonPath(
      [
        [-0.3, -0.42],
        [0.3, -0.42],
        [0.3, -0.36],
        [-0.3, -0.36],
      ],
      path,
    );
    paintSilhouette(view, path);
  },
};

export const mayor: FigureArt = {
  scale: 1.15,
  draw(view) {
    drawShadow(view);
    const path = polygonPath([
      [-0.14, -0.15],
      [-0.42, 0.0],
      [-0.44, 0.5],
      [0.44, 0.5],
      [0.42, 0.0],
      [0.14, -0.15],
    ]);
    circlePath(0, -0.28, 0.17, path);
    // A tall hat.
    polygonPath(
      [
        [-0.13, -0.4],
        [-0.13, -0.58],
        [0.13, -0.58],
        [0.13, -0.4],
        [0.22, -0.4],
        [0.22, -0.36],
        [-0.22, -0.36],
        [-0.22, -0.4],
      ],
      path,
    );
    paintSilhouette(view, path);
  },
};
