import { font } from '../../fonts';
import type { FigureArt, FigureView } from '../figure-art';
import { circlePath, paintSilhouette } from './silhouette';

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
