// The Darmstadt promo on the tiles. A church is drawn over the monastery's ground as a deep blue disc with
// a white church under a golden onion dome and its cross, and a small gold "+3" in the corner for its
// majority bonus, so it never reads as a plain monastery or a shrine. The Darmstadtium is the element's box
// of the periodic table, "Ds" on a white square, with the same gold "+3" at its corner, where the city
// shows its emblems (unlike a pennant's blue shield or a cathedral on lilac).
import type { SKRSContext2D } from '@napi-rs/canvas';
import { BUILDING, drawBadge, drawRoundGround, type EmblemView, type ExpansionArt, INK } from '../../../render/kit';
import { CHURCH_POINTS, DARMSTADTIUM_POINTS } from './rules';
import { CHURCH, DARMSTADTIUM } from './tiles';

export const CHURCH_GROUND = '#2f4d7a';
export const DOME_GOLD = '#e8b923';
export const ELEMENT_BOX = '#ffffff';

/** Covers the monastery's church (its ground has radius 0.3 at the centre). */
const CHURCH_RADIUS = 0.35;

/** A gold "+N" badge centred at (x, y) with radius r, in tile units (drawn in pixels, so its text is sharp). */
function drawBonus(ctx: SKRSContext2D, x: number, y: number, r: number, pixel: number, points: number) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(pixel, pixel);
  drawBadge(ctx, 0, 0, r / pixel, `+${points}`, { fill: DOME_GOLD, ring: INK, text: INK });
  ctx.restore();
}

function drawChurchEmblem({ ctx, pixel }: EmblemView) {
  const line = Math.max(0.016, pixel);
  ctx.save();
  drawRoundGround(ctx, { x: 0.5, y: 0.5 }, CHURCH_RADIUS, CHURCH_GROUND, INK, line);
  // the church's body and its drum
  ctx.fillStyle = BUILDING;
  ctx.beginPath();
  ctx.rect(0.33, 0.5, 0.34, 0.2);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.rect(0.42, 0.4, 0.16, 0.1);
  ctx.fill();
  ctx.stroke();
  // the onion dome, pointed at its top
  ctx.fillStyle = DOME_GOLD;
  ctx.beginPath();
  ctx.moveTo(0.41, 0.4);
  ctx.bezierCurveTo(0.34, 0.33, 0.42, 0.27, 0.5, 0.22);
  ctx.bezierCurveTo(0.58, 0.27, 0.66, 0.33, 0.59, 0.4);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  // its cross
  ctx.fillStyle = DOME_GOLD;
  ctx.fillRect(0.49, 0.13, 0.02, 0.1);
  ctx.fillRect(0.465, 0.155, 0.07, 0.02);
  // the door
  ctx.fillStyle = INK;
  ctx.beginPath();
  ctx.rect(0.47, 0.6, 0.06, 0.1);
  ctx.fill();
  ctx.restore();
  drawBonus(ctx, 0.8, 0.2, 0.1, pixel, CHURCH_POINTS);
}

function drawDarmstadtium({ ctx, at, size, pixel }: EmblemView) {
  // larger than a pennant: the city's one emblem, read at a glance on a phone
  const half = size * 0.7;
  ctx.save();
  ctx.translate(at.x, at.y);
  ctx.scale(pixel, pixel);
  drawBadge(ctx, 0, 0, half / pixel, 'Ds', { fill: ELEMENT_BOX, ring: INK, text: INK, shape: 'square' });
  ctx.restore();
  drawBonus(ctx, at.x + half + size * 0.3, at.y, size * 0.38, pixel, DARMSTADTIUM_POINTS);
}

/** The expansion's drawings, which its manifest hands the renderer. */
export const darmstadtArt: ExpansionArt = (add) => {
  add.emblem(CHURCH, drawChurchEmblem);
  add.emblem(DARMSTADTIUM, drawDarmstadtium);
};
