// The bathhouse on its tile: a large corner plate holding a wooden tub of blue water with three wisps
// of steam over it, and the bathhouse's value (3, 4 or 5) on a dark badge at the plate's lower right.
// A follower in the bathhouse lies across the tub in its player's colour (drawn over the plate after
// the figures), so whose follower is stuck reads at a glance at phone width.
import type { SKRSContext2D } from '@napi-rs/canvas';
import {
  drawBadge,
  drawFigure,
  drawLargeCornerPlate,
  type ExpansionArt,
  INK,
  WATER,
  WATER_EDGE,
} from '../../../render/kit';
import { barberSlot } from './rules';
import { BATHHOUSE } from './tiles';

export const TUB = '#9b5e1a';
const STEAM = '#9aa3ad';
/** The plate's share of the tile's side. */
const PLATE = 0.23;

/** Where the plate lies on a tile's square (drawLargeCornerPlate's centre and radius). */
const plateOf = (cell: { x: number; y: number; size: number }) => {
  const r = cell.size * PLATE;
  return { x: cell.x + r + cell.size * 0.02, y: cell.y + r + cell.size * 0.02, r };
};

/** A wooden tub of water seen from the side, with steam rising: centre (x, y), plate radius r. */
function drawTub(ctx: SKRSContext2D, x: number, y: number, r: number, line: number) {
  ctx.save();
  ctx.lineWidth = line;
  ctx.strokeStyle = INK;
  // the tub: a wide bowl with a rim
  ctx.beginPath();
  ctx.moveTo(x - r * 0.7, y);
  ctx.lineTo(x + r * 0.7, y);
  ctx.lineTo(x + r * 0.55, y + r * 0.5);
  ctx.lineTo(x - r * 0.55, y + r * 0.5);
  ctx.closePath();
  ctx.fillStyle = TUB;
  ctx.fill();
  ctx.stroke();
  // the water's surface
  ctx.beginPath();
  ctx.ellipse(x, y, r * 0.7, r * 0.14, 0, 0, Math.PI * 2);
  ctx.fillStyle = WATER;
  ctx.fill();
  ctx.strokeStyle = WATER_EDGE;
  ctx.stroke();
  // three wisps of steam
  ctx.strokeStyle = STEAM;
  ctx.lineWidth = line * 1.1;
  ctx.lineCap = 'round';
  for (const dx of [-0.35, 0, 0.35]) {
    ctx.beginPath();
    ctx.moveTo(x + r * dx, y - r * 0.2);
    ctx.bezierCurveTo(x + r * (dx - 0.15), y - r * 0.4, x + r * (dx + 0.15), y - r * 0.55, x + r * dx, y - r * 0.75);
    ctx.stroke();
  }
  ctx.restore();
}

export const barberSurgeonsArt: ExpansionArt = (add) => {
  add.tileSymbol(BATHHOUSE, ({ ctx, cell, value }) => {
    const { x, y, r } = drawLargeCornerPlate(ctx, cell, PLATE);
    drawTub(ctx, x - r * 0.1, y + r * 0.05, r, Math.max(1, r * 0.08));
    drawBadge(ctx, x + r * 0.7, y + r * 0.7, r * 0.48, String(value), {
      fill: INK,
      ring: '#fdf6e3',
      text: '#ffffff',
    });
  });

  // a follower lying across the tub of the bathhouse it is in
  add.boardOverlay(({ ctx, state, cellOf }) => {
    const colourOf = new Map(state.players.map((p) => [p.id, p.color]));
    for (const [key, guest] of Object.entries(barberSlot(state).guests)) {
      const [bx, by] = key.split(',').map(Number) as [number, number];
      const { x, y, r } = plateOf(cellOf(bx, by));
      drawFigure(ctx, guest.figure, colourOf.get(guest.player) ?? '', 'field', x - r * 0.1, y - r * 0.05, r * 1.3);
    }
  });

  // the panel's icon for a player's followers in bathhouses: the tub
  add.figure(`token.${BATHHOUSE}`, {
    scale: 0.9,
    draw: ({ ctx, outline }) => drawTub(ctx, 0, 0.1, 0.55, outline),
  });
};
