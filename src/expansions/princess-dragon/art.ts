// Princess & Dragon on the board: the green dragon standing in the middle of its tile, the small winged
// fairy beside its follower (both drawn with the figures, in their own colours), and each tile's symbol on
// a plate in its top-left corner, drawn with the tile (the tile-symbol registry): a volcano, a little
// dragon, the magic portal's violet ring, the princess's crown.

import { Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import {
  circlePath,
  drawCornerPlate,
  drawShadow,
  type ExpansionArt,
  type PlayerPaint,
  paintSilhouette,
  polygonPath,
} from '../../../render/kit';
import { DRAGON_FIGURE, FAIRY } from './state';
import { DRAGON, type PdSymbol, PORTAL, PRINCESS, VOLCANO } from './tiles';

/** The figures' own colours: they belong to nobody. */
export const DRAGON_PAINT: PlayerPaint = { fill: '#2f9e44', outline: '#0b2e12' };
export const FAIRY_PAINT: PlayerPaint = { fill: '#ffe3f6', outline: '#8e2f78' };
/** The symbols' colours, for the plates in the tiles' corners. */
export const SYMBOL_COLOURS: Record<PdSymbol, string> = {
  [VOLCANO]: '#d9480f',
  [DRAGON]: DRAGON_PAINT.fill,
  [PORTAL]: '#7048e8',
  [PRINCESS]: '#f2b705',
};

/** The dragon's outline in a unit box: a body, a neck and head to the right, a tail to the left, a wing. */
function dragonPath(path = new Path2D()): Path2D {
  polygonPath(
    [
      [-0.5, 0.22],
      [-0.3, 0.1],
      [-0.18, 0.02],
      [0.14, 0.02],
      [0.26, -0.22],
      [0.3, -0.36],
      [0.48, -0.34],
      [0.5, -0.26],
      [0.36, -0.22],
      [0.28, 0.06],
      [0.22, 0.32],
      [0.12, 0.32],
      [0.08, 0.2],
      [-0.08, 0.2],
      [-0.12, 0.32],
      [-0.22, 0.32],
      [-0.22, 0.2],
      [-0.36, 0.22],
    ],
    path,
  );
  // the wing, raised over the back
  polygonPath(
    [
      [-0.14, 0.02],
      [-0.28, -0.42],
      [-0.06, -0.26],
      [0.04, -0.46],
      [0.1, 0.02],
    ],
    path,
  );
  return path;
}

/** A symbol's drawing inside a plate of radius r centred on (x, y). */
function drawSymbol(ctx: SKRSContext2D, symbol: PdSymbol, x: number, y: number, r: number) {
  ctx.fillStyle = SYMBOL_COLOURS[symbol];
  ctx.strokeStyle = SYMBOL_COLOURS[symbol];
  switch (symbol) {
    case VOLCANO:
      ctx.fillStyle = '#6e4b2a';
      ctx.fill(
        polygonPath([
          [x - r * 0.8, y + r * 0.55],
          [x - r * 0.22, y - r * 0.45],
          [x + r * 0.22, y - r * 0.45],
          [x + r * 0.8, y + r * 0.55],
        ]),
      );
      ctx.fillStyle = SYMBOL_COLOURS[VOLCANO];
      ctx.fill(circlePath(x, y - r * 0.6, r * 0.28));
      return;
    case DRAGON: {
      ctx.save();
      ctx.translate(x, y);
      ctx.scale(r * 1.5, r * 1.5);
      ctx.fill(dragonPath());
      ctx.restore();
      return;
    }
    case PORTAL: {
      const ring = new Path2D();
      ring.ellipse(x, y, r * 0.45, r * 0.7, 0, 0, Math.PI * 2);
      ctx.lineWidth = Math.max(1.5, r * 0.25);
      ctx.stroke(ring);
      return;
    }
    case PRINCESS:
      ctx.fill(
        polygonPath([
          [x - r * 0.7, y + r * 0.45],
          [x - r * 0.7, y - r * 0.35],
          [x - r * 0.35, y],
          [x, y - r * 0.6],
          [x + r * 0.35, y],
          [x + r * 0.7, y - r * 0.35],
          [x + r * 0.7, y + r * 0.45],
        ]),
      );
      return;
  }
}

/** A symbol on a light plate in the tile's top-left corner. */
function drawPlate(ctx: SKRSContext2D, symbol: PdSymbol, cell: { x: number; y: number; size: number }) {
  const { x, y, r } = drawCornerPlate(ctx, cell, 0.1, '#3b2f1e');
  drawSymbol(ctx, symbol, x, y, r * 0.8);
}

// drawn with the tile itself, so the tile to place and the close-up show them as the board does

/** The expansion's drawings, which its manifest hands the renderer. */
export const princessDragonArt: ExpansionArt = (add) => {
  add.figure(DRAGON_FIGURE, {
    scale: 1.7,
    paint: DRAGON_PAINT,
    draw(view) {
      drawShadow(view, 0.34, 0.44);
      paintSilhouette(view, dragonPath());
      // a fiery eye
      view.ctx.fillStyle = '#ffd43b';
      view.ctx.fill(circlePath(0.38, -0.3, 0.035));
    },
  });

  // the fairy: a small bell-shaped dress, a round head and two pale wings behind
  add.figure(FAIRY, {
    scale: 0.8,
    paint: FAIRY_PAINT,
    draw(view) {
      drawShadow(view, 0.5, 0.26);
      const wings = new Path2D();
      wings.ellipse(-0.2, -0.08, 0.2, 0.12, -0.5, 0, Math.PI * 2);
      wings.ellipse(0.2, -0.08, 0.2, 0.12, 0.5, 0, Math.PI * 2);
      paintSilhouette({ ...view, paint: { fill: '#c5f6fa', outline: FAIRY_PAINT.outline } }, wings, 0.9);
      const body = polygonPath([
        [-0.06, -0.1],
        [0.06, -0.1],
        [0.22, 0.5],
        [-0.22, 0.5],
      ]);
      circlePath(0, -0.2, 0.12, body);
      paintSilhouette(view, body);
      // a wand's star
      view.ctx.fillStyle = '#fab005';
      view.ctx.fill(circlePath(0.3, -0.3, 0.06));
    },
  });

  for (const symbol of [VOLCANO, DRAGON, PORTAL, PRINCESS] as const) {
    add.tileSymbol(symbol, ({ ctx, cell }) => drawPlate(ctx, symbol, cell));
  }
};
