// Traders & Builders on the board: the goods in a city, the builder and the pig.
import { Path2D } from '@napi-rs/canvas';
import {
  circlePath,
  drawShadow,
  type ExpansionArt,
  type FigureArt,
  FOLLOWER_BODY,
  paintSilhouette,
  polygonPath,
} from '../../../render/kit';
import { drawGoods } from './goods';

const builder: FigureArt = {
  scale: 1.2,
  draw(view) {
    drawShadow(view);
    view.ctx.scale(0.78, 1);
    const path = polygonPath(FOLLOWER_BODY);
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

const pig: FigureArt = {
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

/** The expansion's drawings, which its manifest hands the renderer. */
export const tradersBuildersArt: ExpansionArt = (add) => {
  add.emblem('goods', drawGoods);
  add.figure('builder', builder);
  add.figure('pig', pig);
};
