// The Count of Carcassonne on the board: the city of Carcassonne over the middle of its twelve tiles
// (paving inside a wall), its four quarters as numbered plaques with a sign each (1 Castle: a tower,
// 2 Market: an awning, 3 Blacksmith: an anvil, 4 Cathedral: a church with a cross), the followers in
// each quarter in their players' colours, and the count (a crowned figure in royal purple) in his
// quarter. The panel says how many followers each player has in the city.

import type { SKRSContext2D } from '@napi-rs/canvas';
import {
  type BoardOverlay,
  drawFigure,
  drawShadow,
  drawWalledCity,
  type ExpansionArt,
  FIGURE_SIZE,
  followerPath,
  INK,
  type PlayerPaint,
  paintSilhouette,
  polygonPath,
  WALL,
} from '../../../render/kit';
import { COUNT, cityOrigin, countSlot, QUARTERS, type Quarter, quarterPosition } from './rules';

/** The count's own colours: he belongs to nobody. */
export const COUNT_PAINT: PlayerPaint = { fill: '#6a1b9a', outline: '#1a0526' };
const CROWN = '#ffd54f';
const PAVING = '#e6d3ad';

type Cell = { x: number; y: number; size: number };

/** The walled city over the twelve tiles, leaving the fields along the outer edges. */
const drawCity = (ctx: SKRSContext2D, from: Cell, to: Cell) => drawWalledCity(ctx, from, to, 0.34, 0.18);

/** A quarter's plaque: its number and sign; a darker plaque where the count blocks it. */
function drawPlaque(ctx: SKRSContext2D, cell: Cell, quarter: Quarter, blocked: boolean) {
  const s = cell.size;
  const x = cell.x + s * 0.08;
  const y = cell.y + s * 0.12;
  const w = s * 0.84;
  const h = s * 0.76;
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, s * 0.08);
  ctx.fillStyle = blocked ? '#bda27a' : PAVING;
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.02);
  ctx.strokeStyle = WALL;
  ctx.stroke();
  // the quarter's number, as the rule book numbers them
  ctx.fillStyle = INK;
  ctx.font = `bold ${Math.round(s * 0.2)}px sans-serif`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.fillText(String(QUARTERS.indexOf(quarter) + 1), x + s * 0.05, y + s * 0.03);
  drawSign(ctx, x + w - s * 0.2, y + s * 0.16, s * 0.13, quarter);
  ctx.restore();
}

/** The quarter's sign, centred on (x, y) with half-size r. */
function drawSign(ctx: SKRSContext2D, x: number, y: number, r: number, quarter: Quarter) {
  ctx.fillStyle = WALL;
  ctx.beginPath();
  if (quarter === 'castle') {
    // a tower with battlements
    ctx.rect(x - r * 0.6, y - r * 0.5, r * 1.2, r * 1.4);
    for (const dx of [-0.6, -0.1, 0.4]) ctx.rect(x + dx * r, y - r * 0.9, r * 0.25, r * 0.45);
  } else if (quarter === 'market') {
    // a stall's striped awning on two posts
    ctx.moveTo(x - r, y - r * 0.2);
    ctx.lineTo(x - r * 0.7, y - r * 0.8);
    ctx.lineTo(x + r * 0.7, y - r * 0.8);
    ctx.lineTo(x + r, y - r * 0.2);
    ctx.closePath();
    ctx.rect(x - r * 0.85, y - r * 0.2, r * 0.18, r * 1.1);
    ctx.rect(x + r * 0.67, y - r * 0.2, r * 0.18, r * 1.1);
  } else if (quarter === 'blacksmith') {
    // an anvil
    ctx.moveTo(x - r, y - r * 0.5);
    ctx.lineTo(x + r, y - r * 0.5);
    ctx.lineTo(x + r * 0.5, y);
    ctx.lineTo(x + r * 0.3, y);
    ctx.lineTo(x + r * 0.5, y + r * 0.8);
    ctx.lineTo(x - r * 0.5, y + r * 0.8);
    ctx.lineTo(x - r * 0.3, y);
    ctx.lineTo(x - r * 0.6, y);
    ctx.closePath();
  } else {
    // a church with a cross on its gable
    ctx.moveTo(x - r * 0.8, y + r * 0.9);
    ctx.lineTo(x - r * 0.8, y - r * 0.1);
    ctx.lineTo(x, y - r * 0.6);
    ctx.lineTo(x + r * 0.8, y - r * 0.1);
    ctx.lineTo(x + r * 0.8, y + r * 0.9);
    ctx.closePath();
    ctx.rect(x - r * 0.07, y - r * 1.1, r * 0.14, r * 0.55);
    ctx.rect(x - r * 0.25, y - r * 0.95, r * 0.5, r * 0.12);
  }
  ctx.fill();
}

const overlay: BoardOverlay = ({ ctx, state, cellOf }) => {
  const origin = cityOrigin(state);
  if (!origin) return;
  drawCity(ctx, cellOf(origin.x - 1, origin.y - 1), cellOf(origin.x + 2, origin.y + 1));
  const slot = countSlot(state);
  const colourOf = new Map(state.players.map((p) => [p.id, p.color]));
  for (const quarter of QUARTERS) {
    const at = quarterPosition(state, quarter);
    const cell = cellOf(at.x, at.y);
    drawPlaque(ctx, cell, quarter, slot.count === quarter);
    const height = cell.size * FIGURE_SIZE * 0.8;
    // the followers in a row (two rows when many), the count at the plaque's left
    const residents = slot.quarters[quarter].filter((r) => colourOf.has(r.player));
    residents.forEach((r, i) => {
      const row = Math.floor(i / 5);
      const x = cell.x + cell.size * (0.3 + (i % 5) * 0.14);
      const y = cell.y + cell.size * (0.5 + row * 0.22);
      drawFigure(ctx, r.figure, colourOf.get(r.player) as string, '', x, y, height);
    });
    if (slot.count === quarter) {
      drawFigure(ctx, COUNT, COUNT_PAINT, '', cell.x + cell.size * 0.2, cell.y + cell.size * 0.36, height * 1.25);
    }
  }
};

/** The expansion's drawings, which its manifest hands the renderer. */
export const countArt: ExpansionArt = (add) => {
  // the count: a follower's shape in a cloak, with a golden crown
  add.figure(COUNT, {
    scale: 1.1,
    draw(view) {
      drawShadow(view, 0.5, 0.4);
      const path = followerPath();
      paintSilhouette(view, path);
      const crown = polygonPath([
        [-0.2, -0.36],
        [-0.22, -0.56],
        [-0.1, -0.44],
        [0, -0.6],
        [0.1, -0.44],
        [0.22, -0.56],
        [0.2, -0.36],
      ]);
      view.ctx.fillStyle = CROWN;
      view.ctx.fill(crown);
      view.ctx.lineWidth = view.outline * 0.6;
      view.ctx.strokeStyle = view.paint.outline;
      view.ctx.stroke(crown);
    },
  });

  add.boardOverlay(overlay);

  // under each player in the panel: how many of their followers are in Carcassonne, when any
  add.playerLine((state, player, t) => {
    const slot = countSlot(state);
    const count = QUARTERS.reduce((n, q) => n + slot.quarters[q].filter((r) => r.player === player).length, 0);
    const key = 'panel.count.followers';
    if (!count) return null;
    return t(key, { count });
  });
};
