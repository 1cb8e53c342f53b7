// The School on the board: one schoolhouse over the edge the two halves share (a brick-red roof with its
// ridge, white walls, a bell tower with a golden bell on the shared edge), each half drawing its own part
// of it, so the three roads of each half run into the building. The teacher is a white follower in a
// black mortarboard (he belongs to nobody); the panel says who holds him.
import type { SKRSContext2D } from '@napi-rs/canvas';
import {
  BUILDING,
  BUILDING_ROOF,
  drawShadow,
  type ExpansionArt,
  followerPath,
  INK,
  type PlayerPaint,
  paintSilhouette,
  polygonPath,
  type TileSymbolView,
} from '../../../render/kit';
import { schoolSlot, TEACHER } from './rules';
import { SCHOOL_SYMBOL } from './tiles';

/** The teacher's own colours: white, to stand apart from every player's. */
export const TEACHER_PAINT: PlayerPaint = { fill: '#f7f7f2', outline: '#1d1f22' };
const BELL = '#f2b705';
const RIDGE = '#7d2a20';

/** The whole schoolhouse, centred on the shared edge at (edgeX, midY), for a tile of side s. */
function drawSchoolhouse(ctx: SKRSContext2D, edgeX: number, midY: number, s: number) {
  const halfWidth = s * 0.74;
  const halfHeight = s * 0.24;
  // walls, seen from above as a white rim around the roof
  ctx.beginPath();
  ctx.roundRect(edgeX - halfWidth, midY - halfHeight, halfWidth * 2, halfHeight * 2, s * 0.04);
  ctx.fillStyle = BUILDING;
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.025);
  ctx.strokeStyle = INK;
  ctx.stroke();
  // the roof, with its ridge along the building
  const inset = s * 0.04;
  ctx.beginPath();
  ctx.rect(edgeX - halfWidth + inset, midY - halfHeight + inset, (halfWidth - inset) * 2, (halfHeight - inset) * 2);
  ctx.fillStyle = BUILDING_ROOF;
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(edgeX - halfWidth + inset, midY);
  ctx.lineTo(edgeX + halfWidth - inset, midY);
  ctx.lineWidth = Math.max(1, s * 0.03);
  ctx.strokeStyle = RIDGE;
  ctx.stroke();
  // the bell tower in the middle, its bell seen from above
  const tower = s * 0.15;
  ctx.beginPath();
  ctx.rect(edgeX - tower, midY - tower, tower * 2, tower * 2);
  ctx.fillStyle = BUILDING;
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.025);
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(edgeX, midY, tower * 0.62, 0, Math.PI * 2);
  ctx.fillStyle = BELL;
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.015);
  ctx.stroke();
}

/** One half's part of the schoolhouse: the whole drawn about the shared edge, clipped to this tile. */
function drawHalf({ ctx, cell, value }: TileSymbolView) {
  const { x, y, size } = cell;
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, size, size);
  ctx.clip();
  drawSchoolhouse(ctx, value === 'west' ? x + size : x, y + size / 2, size);
  ctx.restore();
}

/** The expansion's drawings, which its manifest hands the renderer. */
export const schoolArt: ExpansionArt = (add) => {
  add.tileSymbol(SCHOOL_SYMBOL, drawHalf);

  // the teacher: a follower's shape in white, with a black mortarboard
  add.figure(TEACHER, {
    scale: 1.1,
    paint: TEACHER_PAINT,
    draw(view) {
      drawShadow(view, 0.5, 0.4);
      paintSilhouette(view, followerPath());
      const board = polygonPath([
        [-0.3, -0.5],
        [0, -0.62],
        [0.3, -0.5],
        [0, -0.38],
      ]);
      view.ctx.fillStyle = INK;
      view.ctx.fill(board);
      view.ctx.fillRect(-0.1, -0.48, 0.2, 0.1);
      // the tassel, in gold
      view.ctx.fillStyle = BELL;
      view.ctx.fillRect(0.22, -0.52, 0.04, 0.16);
    },
  });

  // under the player holding the teacher in the panel
  add.playerLine((state, player, t) => (schoolSlot(state).holder === player ? t('panel.school.teacher') : null));
};
