// Non-follower figures: the pig, the wagon, the barn, and a fallback disc for kinds without a drawing.
import { Path2D } from '@napi-rs/canvas';
import { font } from '../../fonts';
import type { FigureArt, FigureView } from '../figure-art';
import { circlePath, drawShadow, paintSilhouette, polygonPath } from './silhouette';

export const pig: FigureArt = {
  scale: 0.9,
  draw(view) {
    drawShadow(view, 0.42, 0.45);
    const path = new Path2D();
    path.ellipse(-0.05, 0.05, 0.38, 0.27, 0, 0, Math.PI * 2);
    circlePath(0.3, -0.08, 0.19, path);
    polygonPath(
      [
        [0.2, -0.22],
        [0.26, -0.4],
        [0.34, -0.22],
      ],
      path,
    );
    for (const x of [-0.3, -0.12, 0.08, 0.22])
      polygonPath(
        [
          [x - 0.05, 0.2],
          [x + 0.05, 0.2],
          [x + 0.05, 0.44],
          [x - 0.05, 0.44],
        ],
        path,
      );
    paintSilhouette(view, path);
    // Snout.
    view.ctx.beginPath();
    view.ctx.arc(0.46, -0.04, 0.07, 0, Math.PI * 2);
    view.ctx.fillStyle = '#ffffffb0';
    view.ctx.fill();
  },
};

export const wagon: FigureArt = {
  scale: 0.95,
  draw(view) {
    drawShadow(view, 0.45, 0.48);
    const path = polygonPath([
      [-0.46, -0.2],
      [0.46, -0.2],
      [0.4, 0.2],
      [-0.4, 0.2],
    ]);
    circlePath(-0.25, 0.3, 0.15, path);
    circlePath(0.25, 0.3, 0.15, path);
    paintSilhouette(view, path);
  },
};

export const barn: FigureArt = {
  scale: 1,
  draw(view) {
    drawShadow(view);
    paintSilhouette(
      view,
      polygonPath([
        [-0.42, -0.05],
        [0, -0.45],
        [0.42, -0.05],
        [0.42, 0.5],
        [-0.42, 0.5],
      ]),
    );
  },
};

/** A figure kind this renderer has no drawing for yet: a disc with the kind's first letter. */
export function unknownFigure(kind: string): FigureArt {
  return {
    scale: 0.9,
    draw(view: FigureView) {
      paintSilhouette(view, circlePath(0, 0, 0.4));
      const { ctx } = view;
      ctx.save();
      ctx.scale(0.01, 0.01);
      ctx.font = font(50);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillStyle = view.paint.outline;
      ctx.fillText(kind.slice(0, 1).toUpperCase(), 0, 3);
      ctx.restore();
    },
  };
}
