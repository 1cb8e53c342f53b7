// The fair on its tiles: a corner plate holding a yellow square (the rule books' "yellow square", the
// fair's booth) under a red-and-white striped awning. The catapult round on the board: each token that
// came down this round or the last is a disc in its player's colour with a white ring, a cross at its
// centre marking the exact point, so the landing reads at 400 px wide; the knock-out's reach is drawn
// as a dashed circle around it.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawCornerPlate, type ExpansionArt, INK, type OverlayView, playerPaint } from '../../../render/kit';
import { KNOCK_REACH } from './flight';
import { slotRound } from './rules';
import { FAIR_SYMBOL } from './tiles';

export const FAIR_YELLOW = '#f5c400';
export const AWNING_RED = '#c62828';
const FAIR_PLATE = '#6b3f1d';

function drawFair(ctx: SKRSContext2D, x: number, y: number, r: number, size: number) {
  const side = r * 1.1;
  ctx.fillStyle = FAIR_YELLOW;
  ctx.fillRect(x - side / 2, y - side / 4, side, side * 0.7);
  ctx.lineWidth = Math.max(1, size * 0.008);
  ctx.strokeStyle = INK;
  ctx.strokeRect(x - side / 2, y - side / 4, side, side * 0.7);
  // the awning: four stripes, red and white, above the booth
  const stripes = 4;
  for (let i = 0; i < stripes; i++) {
    ctx.fillStyle = i % 2 ? '#ffffff' : AWNING_RED;
    ctx.fillRect(x - side / 2 + (i * side) / stripes, y - side * 0.55, side / stripes, side * 0.3);
  }
  ctx.strokeRect(x - side / 2, y - side * 0.55, side, side * 0.3);
}

/** A landing: a disc in the player's colour, ringed white, with a cross on the exact point. */
function drawLanding(view: OverlayView, landing: { player: string; token: string; x: number; y: number }) {
  const { ctx, state } = view;
  const cell = view.cellOf(Math.floor(landing.x), Math.floor(landing.y));
  const px = cell.x + (landing.x - Math.floor(landing.x)) * cell.size;
  const py = cell.y + (landing.y - Math.floor(landing.y)) * cell.size;
  const paint = playerPaint(state.players.find((p) => p.id === landing.player)?.color ?? '');
  const r = Math.max(7, cell.size * 0.12);
  ctx.save();
  if (landing.token === 'knockout') {
    ctx.setLineDash([Math.max(2, cell.size * 0.03), Math.max(2, cell.size * 0.03)]);
    ctx.lineWidth = Math.max(1.5, cell.size * 0.015);
    ctx.strokeStyle = paint.fill;
    ctx.beginPath();
    ctx.arc(px, py, KNOCK_REACH.firm * cell.size, 0, Math.PI * 2);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  ctx.beginPath();
  ctx.arc(px, py, r, 0, Math.PI * 2);
  ctx.fillStyle = paint.fill;
  ctx.fill();
  ctx.lineWidth = Math.max(2, cell.size * 0.025);
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.lineWidth = Math.max(1.5, cell.size * 0.015);
  ctx.strokeStyle = paint.outline === '#ffffff' ? '#ffffff' : INK;
  ctx.beginPath();
  ctx.moveTo(px - r * 0.6, py);
  ctx.lineTo(px + r * 0.6, py);
  ctx.moveTo(px, py - r * 0.6);
  ctx.lineTo(px, py + r * 0.6);
  ctx.stroke();
  ctx.restore();
}

export const catapultArt: ExpansionArt = (add) => {
  add.tileSymbol(FAIR_SYMBOL, ({ ctx, cell }) => {
    const { x, y, r } = drawCornerPlate(ctx, cell, 0.15, FAIR_PLATE);
    drawFair(ctx, x, y, r, cell.size);
  });
  add.boardOverlay((view) => {
    const round = slotRound(view.state);
    // this round's landings, and the last round's until the next turn is played
    if (!round || view.state.turn.number > round.turn + 1) return;
    for (const landing of round.landings) drawLanding(view, landing);
  });
};
