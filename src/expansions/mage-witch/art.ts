// Mage & Witch on the board: the purple mage (a robe and a tall starred hat) and the orange witch (a
// wide-brimmed hat and a broom) on their roads and cities, and the magic symbol (a star on a plate) in
// the top-left corner of every magic tile.

import { Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import {
  type BoardOverlay,
  circlePath,
  drawCornerPlate,
  drawFigure,
  drawShadow,
  type ExpansionArt,
  FIGURE_SIZE,
  type PlayerPaint,
  paintSilhouette,
  polygonPath,
} from '../../../render/kit';
import { tileAt } from '../../engine/board';
import { MAGE, WITCH } from './rules';
import { MAGIC } from './tiles';

/** The figures' own colours: they belong to nobody. */
export const MAGE_PAINT: PlayerPaint = { fill: '#8a2be2', outline: '#1c0633' };
export const WITCH_PAINT: PlayerPaint = { fill: '#ff8c1a', outline: '#2e1400' };
const PAINTS: Record<string, PlayerPaint> = { [MAGE]: MAGE_PAINT, [WITCH]: WITCH_PAINT };

/** A star with `points` tips around (x, y). */
function starPath(x: number, y: number, outer: number, inner: number, points = 5, path = new Path2D()): Path2D {
  const corners: [number, number][] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 ? inner : outer;
    const angle = -Math.PI / 2 + (i * Math.PI) / points;
    corners.push([x + r * Math.cos(angle), y + r * Math.sin(angle)]);
  }
  return polygonPath(corners, path);
}

/** The magic symbol: a purple star on a light plate, in the tile's top-left corner. */
function drawMagicSymbol(ctx: SKRSContext2D, cell: { x: number; y: number; size: number }) {
  const { x, y, r } = drawCornerPlate(ctx, cell, 0.09, MAGE_PAINT.outline);
  ctx.fillStyle = MAGE_PAINT.fill;
  ctx.fill(starPath(x, y, r * 0.8, r * 0.35));
}

const overlay: BoardOverlay = ({ ctx, state, cellOf, featurePoint }) => {
  for (const figure of state.neutral ?? []) {
    const paint = PAINTS[figure.kind];
    if (!paint || figure.feature === undefined) continue;
    const at = featurePoint(figure.x, figure.y, figure.feature);
    const placed = tileAt(state.board, figure.x, figure.y);
    if (!at || !placed) continue;
    const size = cellOf(figure.x, figure.y).size;
    // beside a follower that may stand on the same spot
    drawFigure(ctx, figure.kind, paint, '', at.x + size * 0.2, at.y - size * 0.04, size * FIGURE_SIZE);
  }
};

/** The expansion's drawings, which its manifest hands the renderer. */
export const mageWitchArt: ExpansionArt = (add) => {
  // the mage: a long robe widening to the feet, a round head and a tall cone hat with a star on it
  add.figure(MAGE, {
    scale: 1.1,
    draw(view) {
      drawShadow(view, 0.5, 0.36);
      const path = polygonPath([
        [-0.12, -0.08],
        [0.12, -0.08],
        [0.34, 0.5],
        [-0.34, 0.5],
      ]);
      circlePath(0, -0.16, 0.13, path);
      polygonPath(
        [
          [-0.2, -0.2],
          [0.2, -0.2],
          [0.02, -0.62],
        ],
        path,
      );
      paintSilhouette(view, path);
      view.ctx.fillStyle = '#ffe14d';
      view.ctx.fill(starPath(0, 0.18, 0.12, 0.05));
    },
  });

  // the witch: a narrow body, a hat with a wide brim and a bent tip, a broom held across
  add.figure(WITCH, {
    scale: 1.1,
    draw(view) {
      drawShadow(view, 0.5, 0.4);
      const broom = new Path2D();
      broom.moveTo(-0.42, 0.42);
      broom.lineTo(0.38, -0.08);
      view.ctx.lineWidth = 0.07;
      view.ctx.strokeStyle = '#6b3d12';
      view.ctx.stroke(broom);
      const path = polygonPath([
        [-0.1, -0.08],
        [0.1, -0.08],
        [0.22, 0.5],
        [-0.22, 0.5],
      ]);
      circlePath(0, -0.16, 0.12, path);
      polygonPath(
        [
          [-0.34, -0.24],
          [0.34, -0.24],
          [0.34, -0.18],
          [-0.34, -0.18],
        ],
        path,
      );
      polygonPath(
        [
          [-0.14, -0.24],
          [0.14, -0.24],
          [0.2, -0.5],
          [0.36, -0.48],
          [0.04, -0.58],
        ],
        path,
      );
      paintSilhouette(view, path);
      // broom head on top of the robe
      view.ctx.fillStyle = '#c9a227';
      view.ctx.fill(
        polygonPath([
          [-0.38, 0.4],
          [-0.5, 0.26],
          [-0.64, 0.5],
          [-0.48, 0.58],
        ]),
      );
    },
  });

  add.boardOverlay(overlay);

  add.tileSymbol(MAGIC, ({ ctx, cell }) => drawMagicSymbol(ctx, cell));
};
