// The Abbot on the board: the abbot, a hooded figure with a cross.
import {
  circlePath,
  detail,
  drawShadow,
  type ExpansionArt,
  type FigureArt,
  paintSilhouette,
  polygonPath,
} from '../../../render/kit';

const abbot: FigureArt = {
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

/** The expansion's drawings, which its manifest hands the renderer. */
export const abbotArt: ExpansionArt = (add) => {
  add.figure('abbot', abbot);
};
