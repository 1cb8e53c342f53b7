// Hills & Sheep on the board. The shepherd stands upright in its field (a farmer lies down) with a dark
// crook at its side; beside it a white woolly sheep badge shows its field's flock, the number of sheep in
// ink. On the tiles, in the top-left corner on a large light plate: a hill as two green mounds, or a
// vineyard as a purple bunch of grapes with a leaf, so the two read apart at phone width.
import type { SKRSContext2D } from '@napi-rs/canvas';
import {
  drawBadge,
  drawShadow,
  drawSymbolPlate,
  type ExpansionArt,
  type FigureView,
  followerPath,
  INK,
  paintSilhouette,
} from '../../../render/kit';
import { figureRoot } from '../../engine/figure-roots';
import { PRINTED_SHEEP, SHEPHERD, sheepInField, shepherds } from './flock';
import { HILL, VINEYARD } from './tiles';

export const HILL_GREEN = '#3f7d2a';
export const HILL_LIGHT = '#79b04a';
export const GRAPE = '#6a2c8c';
export const LEAF = '#3c8c2e';
export const WOOL = '#ffffff';
export const WOOL_EDGE = '#1d1f22';

/** The shepherd: a standing follower, and a crook in ink held at its right. */
function drawShepherd(view: FigureView) {
  const { ctx, outline } = view;
  drawShadow(view);
  paintSilhouette(view, followerPath());
  ctx.lineCap = 'round';
  ctx.strokeStyle = INK;
  ctx.lineWidth = Math.max(outline * 2.5, 0.1);
  ctx.beginPath();
  ctx.moveTo(0.44, 0.5);
  ctx.lineTo(0.44, -0.4);
  ctx.arc(0.3, -0.4, 0.14, 0, Math.PI, true);
  ctx.stroke();
}

/**
 * A woolly sheep seen from the side, in a box of height h centred at (x, y): a cloud body, a dark head.
 * `line` is its outline's width (in the units of the box).
 */
function drawSheep(ctx: SKRSContext2D, x: number, y: number, h: number, line = Math.max(1, h * 0.07)) {
  ctx.save();
  ctx.lineWidth = line;
  ctx.strokeStyle = WOOL_EDGE;
  ctx.fillStyle = INK;
  // legs and head first, the wool over them
  for (const dx of [-0.3, 0.2]) ctx.fillRect(x + dx * h, y + h * 0.1, h * 0.1, h * 0.35);
  ctx.beginPath();
  ctx.ellipse(x + h * 0.5, y - h * 0.08, h * 0.16, h * 0.12, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = WOOL;
  ctx.beginPath();
  for (const [dx, dy, r] of [
    [-0.3, 0, 0.2],
    [-0.1, -0.15, 0.22],
    [0.15, -0.12, 0.22],
    [0.3, 0.03, 0.18],
    [0, 0.08, 0.24],
  ] as const) {
    ctx.moveTo(x + (dx + r) * h, y + dy * h);
    ctx.arc(x + dx * h, y + dy * h, r * h, 0, Math.PI * 2);
  }
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

/**
 * Where drawSheep's ink reaches from (x, y), in units of h: its wool to the left and top, its head to the
 * right, its legs below, each with half the outline (0.07) beyond.
 */
const SHEEP_REACH = { left: 0.535, right: 0.695, top: 0.405, bottom: 0.45 };

/**
 * A sheep as an emblem: whole inside the square of side `size` centred at (x, y), as wide as it, so the
 * layout's room for an emblem (a margin of half its size from the tile's or a half tile's edges) holds it.
 */
function drawSheepInBox(ctx: SKRSContext2D, x: number, y: number, size: number) {
  const h = size / (SHEEP_REACH.left + SHEEP_REACH.right);
  const dx = ((SHEEP_REACH.left - SHEEP_REACH.right) / 2) * h;
  const dy = ((SHEEP_REACH.top - SHEEP_REACH.bottom) / 2) * h;
  drawSheep(ctx, x + dx, y + dy, h, h * 0.07);
}

/**
 * The flock beside a shepherd: a woolly white badge (a ring of wool round a white disc, a dark head at its
 * left) with the number of sheep in ink, large enough to read on a phone.
 */
function drawFlock(ctx: SKRSContext2D, x: number, y: number, size: number, sheep: number) {
  const r = size * 0.15;
  ctx.save();
  ctx.fillStyle = INK;
  ctx.beginPath();
  ctx.ellipse(x - r * 1.15, y - r * 0.1, r * 0.4, r * 0.28, -0.3, 0, Math.PI * 2);
  ctx.fill();
  ctx.lineWidth = Math.max(1, size * 0.012);
  ctx.strokeStyle = WOOL_EDGE;
  ctx.fillStyle = WOOL;
  ctx.beginPath();
  for (let i = 0; i < 8; i++) {
    const angle = (i / 8) * Math.PI * 2;
    const cx = x + Math.cos(angle) * r * 0.85;
    const cy = y + Math.sin(angle) * r * 0.85;
    ctx.moveTo(cx + r * 0.38, cy);
    ctx.arc(cx, cy, r * 0.38, 0, Math.PI * 2);
  }
  ctx.fill();
  ctx.stroke();
  ctx.restore();
  drawBadge(ctx, x, y, r, String(sheep), { fill: WOOL, ring: WOOL, text: INK });
}

/** Two green mounds on the plate. */
function drawHill(ctx: SKRSContext2D, x: number, y: number, r: number) {
  ctx.lineWidth = Math.max(1, r * 0.08);
  ctx.strokeStyle = INK;
  for (const [dx, w, h, fill] of [
    [-0.25, 0.55, 0.75, HILL_LIGHT],
    [0.2, 0.6, 0.95, HILL_GREEN],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(x + (dx - w) * r, y + r * 0.5);
    ctx.quadraticCurveTo(x + dx * r, y + (0.5 - h * 2) * r, x + (dx + w) * r, y + r * 0.5);
    ctx.closePath();
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.stroke();
  }
}

/** A bunch of grapes with a leaf on the plate. */
function drawVineyard(ctx: SKRSContext2D, x: number, y: number, r: number) {
  ctx.fillStyle = LEAF;
  ctx.beginPath();
  ctx.ellipse(x + r * 0.28, y - r * 0.45, r * 0.3, r * 0.16, -0.5, 0, Math.PI * 2);
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.06);
  ctx.strokeStyle = INK;
  ctx.fillStyle = GRAPE;
  const g = r * 0.17;
  for (const [row, count] of [
    [-0.25, 3],
    [0.05, 3],
    [0.35, 2],
    [0.62, 1],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const cx = x + (i - (count - 1) / 2) * g * 2;
      ctx.beginPath();
      ctx.arc(cx, y + row * r, g, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
    }
  }
}

/** The expansion's drawings, which its manifest hands the renderer. */
export const hillsSheepArt: ExpansionArt = (add) => {
  add.figure(SHEPHERD, { scale: 1, draw: drawShepherd });
  // a hill half (the Halflings' H2-12) shows its hill inside its triangle
  add.tileSymbol(HILL, (view) => {
    const { x, y, r } = drawSymbolPlate(view, 0.18);
    drawHill(view.ctx, x, y, r);
  });
  add.tileSymbol(VINEYARD, (view) => {
    const { x, y, r } = drawSymbolPlate(view, 0.18);
    drawVineyard(view.ctx, x, y, r);
  });
  add.boardOverlay(({ ctx, state, cellOf, featurePoint }) => {
    for (const shepherd of shepherds(state)) {
      const at = featurePoint(shepherd.x, shepherd.y, shepherd.feature);
      if (!at) continue;
      const { size } = cellOf(shepherd.x, shepherd.y);
      drawFlock(ctx, at.x + size * 0.22, at.y + size * 0.16, size, sheepInField(state, figureRoot(state, shepherd)));
    }
  });
  // a sheep printed on a field (a Halflings II half tile's, fn 273), among the field's emblems
  add.emblem(PRINTED_SHEEP, ({ ctx, at, size }) => drawSheepInBox(ctx, at.x, at.y, size));
  // the panel's icon for a player's sheep, in a unit box
  add.figure('token.sheep', { scale: 0.9, draw: ({ ctx, outline }) => drawSheep(ctx, 0, 0, 0.9, outline) });
};
