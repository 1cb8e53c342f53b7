// Under the Big Top on the board. A tent tile shows a small red-and-white striped tent at its centre, where
// its roads end; an acrobat tile two round acrobat spaces there. The big top is a neutral figure: a large
// striped dome in red and gold with a pennant, standing over the tent, with a face-down animal token (a
// dark disc with "?") at its foot. Acrobats stand as a pyramid: two side by side, the third on their
// shoulders. The ringmaster is a follower in the player's colour wearing a black top hat.
import type { SKRSContext2D } from '@napi-rs/canvas';
import {
  CENTRE,
  drawBadge,
  drawShadow,
  type ExpansionArt,
  type FigureView,
  followerPath,
  INK,
  paintSilhouette,
} from '../../../render/kit';
import { ACROBAT_FIGURE, isAcrobat, pyramidAt } from './acrobats';
import { bigTopSlot } from './circus';
import { RINGMASTER } from './rules';
import { ACROBATS, BIG_TOP, TENT } from './tiles';

export const TENT_RED = '#d0202a';
export const TENT_WHITE = '#fbf4e4';
export const BIG_TOP_GOLD = '#f2b705';
export const TOKEN_BACK = '#4a2b6b';

/** A striped tent centred at (x, y) with half-width w: `stripes` wedges alternating two colours, a flag. */
function drawTent(ctx: SKRSContext2D, x: number, y: number, w: number, colours: [string, string], line: number) {
  const top = y - w * 1.05;
  const base = y + w * 0.55;
  const stripes = 6;
  ctx.save();
  ctx.lineWidth = line;
  ctx.strokeStyle = INK;
  for (let i = 0; i < stripes; i++) {
    const left = x - w + (2 * w * i) / stripes;
    const right = x - w + (2 * w * (i + 1)) / stripes;
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(left, base);
    ctx.lineTo(right, base);
    ctx.closePath();
    ctx.fillStyle = colours[i % 2] as string;
    ctx.fill();
  }
  ctx.beginPath();
  ctx.moveTo(x, top);
  ctx.lineTo(x - w, base);
  ctx.lineTo(x + w, base);
  ctx.closePath();
  ctx.stroke();
  // the entrance
  ctx.fillStyle = INK;
  ctx.beginPath();
  ctx.moveTo(x - w * 0.22, base);
  ctx.lineTo(x, base - w * 0.55);
  ctx.lineTo(x + w * 0.22, base);
  ctx.closePath();
  ctx.fill();
  // the pole and its flag
  ctx.beginPath();
  ctx.moveTo(x, top);
  ctx.lineTo(x, top - w * 0.45);
  ctx.stroke();
  ctx.fillStyle = colours[0];
  ctx.beginPath();
  ctx.moveTo(x, top - w * 0.45);
  ctx.lineTo(x + w * 0.4, top - w * 0.33);
  ctx.lineTo(x, top - w * 0.2);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

/** Half the width of the circus floor under the acrobat spaces, in tile units (0.17 × its 1.25 ellipse). */
const ACROBAT_FLOOR = 0.22;

/** The two acrobat spaces: two light rings side by side on a sand-coloured ring (the circus floor). */
function drawAcrobatSpaces(ctx: SKRSContext2D, x: number, y: number, r: number, line: number) {
  ctx.save();
  ctx.lineWidth = line;
  ctx.strokeStyle = INK;
  ctx.fillStyle = '#e9c97c';
  ctx.beginPath();
  ctx.ellipse(x, y, r * 1.25, r * 0.8, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  for (const dx of [-0.5, 0.5]) {
    ctx.fillStyle = TENT_WHITE;
    ctx.beginPath();
    ctx.arc(x + dx * r, y, r * 0.38, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = TENT_RED;
    ctx.beginPath();
    ctx.arc(x + dx * r, y, r * 0.16, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

/** The ringmaster: a standing follower with a black top hat and a gold band. */
function drawRingmaster(view: FigureView) {
  const { ctx, outline } = view;
  drawShadow(view);
  paintSilhouette(view, followerPath());
  ctx.lineWidth = outline * 2;
  ctx.strokeStyle = INK;
  ctx.fillStyle = INK;
  ctx.beginPath();
  ctx.rect(-0.26, -0.5, 0.52, 0.06);
  ctx.rect(-0.15, -0.78, 0.3, 0.28);
  ctx.fill();
  ctx.fillStyle = BIG_TOP_GOLD;
  ctx.fillRect(-0.15, -0.58, 0.3, 0.06);
}

/** The big top: a large dome striped red and gold over the tent. */
function drawBigTop({ ctx, outline }: FigureView) {
  drawTent(ctx, 0, 0.05, 0.5, [TENT_RED, BIG_TOP_GOLD], outline * 2);
}

/** Where the acrobats of a pyramid stand on their tile: two below side by side, the third on their shoulders. */
const PYRAMID_SPOTS = [
  { x: 0.32, y: 0.72 },
  { x: 0.68, y: 0.72 },
  { x: 0.5, y: 0.4 },
];

/** The expansion's drawings, which its manifest hands the renderer. */
export const bigTopArt: ExpansionArt = (add) => {
  add.tileSymbol(TENT, ({ ctx, cell }) => {
    const s = cell.size;
    drawTent(ctx, cell.x + s * 0.5, cell.y + s * 0.52, s * 0.17, [TENT_RED, TENT_WHITE], Math.max(1, s * 0.012));
  });
  // the pyramid's place: a disc in the middle, so the field's figures and letters stand clear of it
  add.feature(ACROBATS, {
    layer: 4,
    cover: () => ({ disc: { centre: CENTRE, radius: ACROBAT_FLOOR } }),
    anchor: () => CENTRE,
    // drawn as the tile's symbol (below), which a close-up and the tile sheet show too
    draw: () => {},
  });
  add.tileSymbol(ACROBATS, ({ ctx, cell }) => {
    const s = cell.size;
    drawAcrobatSpaces(ctx, cell.x + s * 0.5, cell.y + s * 0.5, s * 0.17, Math.max(1, s * 0.012));
  });
  add.figure(RINGMASTER, { scale: 1, draw: drawRingmaster });
  add.figure(BIG_TOP, { scale: 1.5, paint: { fill: TENT_RED, outline: INK }, draw: drawBigTop });
  // a follower in a pyramid stands at its place in it, not on one spot with the others
  add.figureAnchor(ACROBAT_FIGURE, (state, figure) => {
    if (!isAcrobat(state, figure)) return undefined;
    const index = pyramidAt(state, figure).findIndex((f) => f.id === figure.id);
    return PYRAMID_SPOTS[index] ?? PYRAMID_SPOTS[2];
  });
  // the face-down animal token at the big top's foot
  add.boardOverlay(({ ctx, state, cellOf }) => {
    const top = bigTopSlot(state).top;
    if (!top) return;
    const cell = cellOf(top.x, top.y);
    drawBadge(ctx, cell.x + cell.size * 0.78, cell.y + cell.size * 0.8, cell.size * 0.11, '?', {
      fill: TOKEN_BACK,
      ring: BIG_TOP_GOLD,
      text: '#ffffff',
    });
  });
};
