// Abbey & Mayor on the board: the abbey tile walled round in stone with a church's cross, and each barn
// on its field corner where four tiles meet, and the mayor, the wagon and the barn.

import type { SKRSContext2D } from '@napi-rs/canvas';
import {
  type BoardOverlay,
  circlePath,
  drawShadow,
  type ExpansionArt,
  type FigureArt,
  paintSilhouette,
  polygonPath,
} from '../../../render/kit';
import { tileAt } from '../../engine/board';
import { BARN, barnCorners } from './barn';
import { amSlot, type Corner } from './slot';
import { ABBEY_TILE } from './tiles';

const CORNER_POINT: Record<Corner, { x: number; y: number }> = {
  NW: { x: 0, y: 0 },
  NE: { x: 1, y: 0 },
  SE: { x: 1, y: 1 },
  SW: { x: 0, y: 1 },
};

const STONE = '#8d8578';
const MORTAR = '#4a443b';

/** The abbey: a stone wall along its four edges and a cross over its church. */
function drawAbbey(ctx: SKRSContext2D, cell: { x: number; y: number; size: number }) {
  const wall = cell.size * 0.07;
  ctx.save();
  ctx.lineWidth = wall;
  ctx.strokeStyle = STONE;
  ctx.strokeRect(cell.x + wall / 2, cell.y + wall / 2, cell.size - wall, cell.size - wall);
  ctx.lineWidth = Math.max(1, cell.size * 0.012);
  ctx.strokeStyle = MORTAR;
  ctx.strokeRect(cell.x + wall, cell.y + wall, cell.size - 2 * wall, cell.size - 2 * wall);
  ctx.strokeRect(cell.x, cell.y, cell.size, cell.size);
  // stones: short cuts across the wall
  const stones = 8;
  ctx.beginPath();
  for (let i = 1; i < stones; i++) {
    const t = (i / stones) * cell.size;
    ctx.moveTo(cell.x + t, cell.y);
    ctx.lineTo(cell.x + t, cell.y + wall);
    ctx.moveTo(cell.x + t, cell.y + cell.size - wall);
    ctx.lineTo(cell.x + t, cell.y + cell.size);
    ctx.moveTo(cell.x, cell.y + t);
    ctx.lineTo(cell.x + wall, cell.y + t);
    ctx.moveTo(cell.x + cell.size - wall, cell.y + t);
    ctx.lineTo(cell.x + cell.size, cell.y + t);
  }
  ctx.stroke();
  // a cross in the top-left corner, inside the wall
  const cx = cell.x + cell.size * 0.2;
  const cy = cell.y + cell.size * 0.22;
  const arm = cell.size * 0.07;
  ctx.lineWidth = Math.max(1.5, cell.size * 0.03);
  ctx.strokeStyle = '#fdf6e3';
  ctx.beginPath();
  ctx.moveTo(cx, cy - arm * 1.3);
  ctx.lineTo(cx, cy + arm * 1.3);
  ctx.moveTo(cx - arm, cy - arm * 0.4);
  ctx.lineTo(cx + arm, cy - arm * 0.4);
  ctx.stroke();
  ctx.restore();
}

const overlay: BoardOverlay = ({ ctx, state, cellOf }) => {
  for (const placed of state.board) if (placed.tile === ABBEY_TILE) drawAbbey(ctx, cellOf(placed.x, placed.y));
};

const mayor: FigureArt = {
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

const wagon: FigureArt = {
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

const barnFigure: FigureArt = {
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

/** The expansion's drawings, which its manifest hands the renderer. */
export const abbeyMayorArt: ExpansionArt = (add) => {
  add.figure('mayor', mayor);
  add.figure('wagon', wagon);
  add.figure(BARN, barnFigure);
  add.figureAnchor(BARN, (state, figure) => {
    const placed = tileAt(state.board, figure.x, figure.y);
    // a barn just placed takes its corner after the figure step: until then, the first it may stand on
    const corner = amSlot(state).barns[figure.id] ?? (placed && barnCorners(state, placed, figure.feature)[0]);
    return corner ? CORNER_POINT[corner] : undefined;
  });

  add.boardOverlay(overlay);
};
