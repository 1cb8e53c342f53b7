// The Leipzig Fair on the board: the walled city of Leipzig over its four inner squares (the tiles draw
// only the roads up to its gates and the fields along its wall), and on each inner square a light plaque
// with its quarter's sign (Wagoners: a cart wheel; Minters: a gold coin; Bookbinders: a closed red book; Tanners: a
// stretched hide), and the followers in that quarter in their players' colours, side by side under the
// sign. The panel says how many followers each player has in Leipzig.
import type { SKRSContext2D } from '@napi-rs/canvas';
import {
  type BoardOverlay,
  drawFigure,
  drawWalledCity,
  type ExpansionArt,
  FIGURE_SIZE,
  INK,
  WALL,
} from '../../../render/kit';
import { leipzigOrigin, leipzigSlot, quarterPosition } from './rules';
import { QUARTERS, type Quarter } from './tiles';

const PLAQUE = '#f1e4c4';
const GOLD = '#e2b33a';
const BOOK = '#a23a2e';
const HIDE = '#b07a45';
const WOOD = '#7a5230';

type Cell = { x: number; y: number; size: number };

/** The quarter's sign, centred on (x, y) with half-size r. */
function drawSign(ctx: SKRSContext2D, x: number, y: number, r: number, quarter: Quarter) {
  ctx.save();
  ctx.lineWidth = Math.max(1, r * 0.14);
  ctx.strokeStyle = INK;
  ctx.beginPath();
  if (quarter === 'wagoners') {
    // a cart wheel: rim, hub and six spokes
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = WOOD;
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(x, y, r * 0.72, 0, Math.PI * 2);
    ctx.fillStyle = PLAQUE;
    ctx.fill();
    ctx.strokeStyle = WOOD;
    ctx.lineWidth = Math.max(1, r * 0.16);
    for (let i = 0; i < 6; i++) {
      const a = (i * Math.PI) / 3;
      ctx.moveTo(x, y);
      ctx.lineTo(x + Math.cos(a) * r * 0.75, y + Math.sin(a) * r * 0.75);
    }
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(x, y, r * 0.2, 0, Math.PI * 2);
    ctx.fillStyle = WOOD;
    ctx.fill();
  } else if (quarter === 'minters') {
    // a gold coin with a struck ring and a cross
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = GOLD;
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(x, y, r * 0.7, 0, Math.PI * 2);
    ctx.moveTo(x - r * 0.4, y);
    ctx.lineTo(x + r * 0.4, y);
    ctx.moveTo(x, y - r * 0.4);
    ctx.lineTo(x, y + r * 0.4);
    ctx.stroke();
  } else if (quarter === 'bookbinders') {
    // a closed book: red cover, pale page edge, a clasp
    ctx.rect(x - r * 0.8, y - r, r * 1.6, r * 2);
    ctx.fillStyle = BOOK;
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = PLAQUE;
    ctx.fillRect(x + r * 0.55, y - r * 0.85, r * 0.2, r * 1.7);
    ctx.fillStyle = GOLD;
    ctx.fillRect(x - r * 0.35, y - r * 0.15, r * 0.7, r * 0.3);
  } else {
    // a hide stretched out: four legs and a rounded body
    ctx.moveTo(x - r * 0.5, y - r * 0.8);
    ctx.lineTo(x - r, y - r);
    ctx.lineTo(x - r * 0.7, y - r * 0.3);
    ctx.lineTo(x - r * 0.75, y + r * 0.4);
    ctx.lineTo(x - r, y + r);
    ctx.lineTo(x - r * 0.4, y + r * 0.8);
    ctx.lineTo(x + r * 0.4, y + r * 0.8);
    ctx.lineTo(x + r, y + r);
    ctx.lineTo(x + r * 0.75, y + r * 0.4);
    ctx.lineTo(x + r * 0.7, y - r * 0.3);
    ctx.lineTo(x + r, y - r);
    ctx.lineTo(x + r * 0.5, y - r * 0.8);
    ctx.closePath();
    ctx.fillStyle = HIDE;
    ctx.fill();
    ctx.stroke();
  }
  ctx.restore();
}

/** The walled city over the four inner squares, from the north-west one's cell to the south-east one's. */
const drawCity = (ctx: SKRSContext2D, from: Cell, to: Cell) => drawWalledCity(ctx, from, to, 0.22, 0.16);

/** A quarter's plaque on its inner square, inside the wall: the sign above, the followers below. */
function drawPlaque(ctx: SKRSContext2D, cell: Cell, quarter: Quarter) {
  const s = cell.size;
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(cell.x + s * 0.16, cell.y + s * 0.16, s * 0.68, s * 0.68, s * 0.08);
  ctx.fillStyle = PLAQUE;
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.03);
  ctx.strokeStyle = WALL;
  ctx.stroke();
  ctx.restore();
  drawSign(ctx, cell.x + s * 0.5, cell.y + s * 0.34, s * 0.12, quarter);
}

const overlay: BoardOverlay = ({ ctx, state, cellOf }) => {
  const origin = leipzigOrigin(state);
  if (!origin) return;
  drawCity(ctx, cellOf(origin.x + 1, origin.y), cellOf(origin.x + 2, origin.y + 1));
  const slot = leipzigSlot(state);
  const colourOf = new Map(state.players.map((p) => [p.id, p.color]));
  for (const quarter of QUARTERS) {
    const at = quarterPosition(state, quarter);
    const cell = cellOf(at.x, at.y);
    drawPlaque(ctx, cell, quarter);
    // one follower a player at most: up to six side by side, smaller when many
    const residents = slot.quarters[quarter].filter((r) => colourOf.has(r.player));
    const n = residents.length;
    if (!n) continue;
    const step = Math.min(0.18, 0.56 / n);
    const height = cell.size * FIGURE_SIZE * Math.min(0.85, step * 4.5);
    residents.forEach((r, i) => {
      const x = cell.x + cell.size * (0.5 + (i - (n - 1) / 2) * step);
      const y = cell.y + cell.size * 0.66;
      drawFigure(ctx, r.figure, colourOf.get(r.player) as string, '', x, y, height);
    });
  }
};

/** The expansion's drawings, which its manifest hands the renderer. */
export const leipzigArt: ExpansionArt = (add) => {
  add.boardOverlay(overlay);
  // under each player in the panel: how many of their followers are in Leipzig, when any
  add.playerLine((state, player, t) => {
    const slot = leipzigSlot(state);
    const count = QUARTERS.reduce((n, q) => n + slot.quarters[q].filter((r) => r.player === player).length, 0);
    return count ? t('panel.leipzig-fair.followers', { count }) : null;
  });
};
