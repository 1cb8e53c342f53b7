// The phantom on the board: a ghost of the player's colour, translucent (the board shows through it) with
// a solid outline, a wavy hem instead of legs and two hollow eyes, so it reads apart from the follower even
// at phone width. Like a follower it lies down on a field.
import {
  circlePath,
  drawShadow,
  type ExpansionArt,
  type FigureArt,
  type FigureView,
  type Polygon,
  polygonPath,
} from '../../../render/kit';
import { PHANTOM } from './rules';

/** The ghost's outline without its head: the follower's arms, then a hem of three waves. */
const GHOST_BODY: Polygon = [
  [-0.13, -0.16],
  [-0.44, -0.06],
  [-0.47, 0.1],
  [-0.24, 0.1],
  [-0.3, 0.5],
  [-0.17, 0.38],
  [-0.05, 0.5],
  [0.05, 0.38],
  [0.17, 0.5],
  [0.3, 0.38],
  [0.24, 0.1],
  [0.47, 0.1],
  [0.44, -0.06],
  [0.13, -0.16],
];

/** How much of the figure's colour covers the board under it. */
const FILL_ALPHA = 0.5;

function drawGhost(view: FigureView) {
  const { ctx, paint, outline } = view;
  if (view.lying) {
    drawShadow(view, 0.3, 0.5);
    ctx.scale(1, 0.8);
    ctx.rotate(-Math.PI / 2);
  } else drawShadow(view, 0.5, 0.36);
  const path = circlePath(0, -0.31, 0.19, polygonPath(GHOST_BODY));
  ctx.lineJoin = 'round';
  ctx.globalAlpha = FILL_ALPHA;
  ctx.fillStyle = paint.fill;
  ctx.fill(path);
  ctx.globalAlpha = 1;
  // the outline twice: the player's dark edge, and their colour inside it, so the colour reads even thin
  ctx.lineWidth = outline * 2;
  ctx.strokeStyle = paint.outline;
  ctx.stroke(path);
  ctx.lineWidth = outline;
  ctx.strokeStyle = paint.fill;
  ctx.stroke(path);
  // two hollow eyes
  ctx.fillStyle = paint.outline;
  ctx.beginPath();
  ctx.ellipse(-0.07, -0.33, 0.04, 0.055, 0, 0, Math.PI * 2);
  ctx.ellipse(0.07, -0.33, 0.04, 0.055, 0, 0, Math.PI * 2);
  ctx.fill();
}

const phantomFigure: FigureArt = { scale: 1, draw: drawGhost };

/** The expansion's drawings, which its manifest hands the renderer. */
export const phantomArt: ExpansionArt = (add) => {
  add.figure(PHANTOM, phantomFigure);
};
