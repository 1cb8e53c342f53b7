// Little buildings on the board: each token as a small wooden building on a dark round plate in its tile's
// north-east corner (clear of the gold's corners and the tile's centre, where figures stand), one outline
// per kind so the three read apart at a glance: a house with a pitched roof, a tall crenellated tower, a
// low shed with a one-sided roof. The same shapes are the panel's icons for the tokens a player holds.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { type ExpansionArt, INK } from '../../../render/kit';
import { parseKey } from '../../engine/geometry';
import { BUILDING_KINDS, type BuildingKind, buildingsOf } from './rules';

/** Natural wood, as the tokens in the box. */
export const WOOD = '#e0b36a';
export const PLATE = '#3a2a1c';
export const PLATE_RIM = '#f4ecdc';

type Point = readonly [number, number];

/** Each kind's outline in a unit box centred on the origin (y down), standing on y = 0.36. */
export const BUILDING_OUTLINES: Record<BuildingKind, readonly Point[]> = {
  house: [
    [-0.3, 0.36],
    [-0.3, -0.04],
    [0, -0.36],
    [0.3, -0.04],
    [0.3, 0.36],
  ],
  tower: [
    [-0.17, 0.36],
    [-0.17, -0.24],
    [-0.22, -0.24],
    [-0.22, -0.42],
    [-0.12, -0.42],
    [-0.12, -0.34],
    [-0.04, -0.34],
    [-0.04, -0.42],
    [0.04, -0.42],
    [0.04, -0.34],
    [0.12, -0.34],
    [0.12, -0.42],
    [0.22, -0.42],
    [0.22, -0.24],
    [0.17, -0.24],
    [0.17, 0.36],
  ],
  shed: [
    [-0.38, 0.36],
    [-0.38, -0.02],
    [0.38, -0.2],
    [0.38, 0.36],
  ],
};

/** One building in the unit box: the wooden outline with its dark door. */
export function drawBuilding(ctx: SKRSContext2D, kind: BuildingKind, outline: number) {
  ctx.beginPath();
  for (const [i, [x, y]] of BUILDING_OUTLINES[kind].entries()) {
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
  ctx.fillStyle = WOOD;
  ctx.fill();
  ctx.lineJoin = 'round';
  ctx.lineWidth = outline;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.fillStyle = INK;
  const door = kind === 'shed' ? [-0.2, 0.1, 0.4, 0.26] : [-0.08, 0.12, 0.16, 0.24];
  ctx.fillRect(door[0] as number, door[1] as number, door[2] as number, door[3] as number);
}

/** A token on a placed tile, in its north-east corner. */
function drawToken(ctx: SKRSContext2D, cell: { x: number; y: number; size: number }, kind: BuildingKind) {
  const r = cell.size * 0.2;
  const cx = cell.x + cell.size - r - cell.size * 0.03;
  const cy = cell.y + r + cell.size * 0.03;
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = PLATE;
  ctx.fill();
  ctx.lineWidth = Math.max(1, cell.size * 0.02);
  ctx.strokeStyle = PLATE_RIM;
  ctx.stroke();
  ctx.translate(cx, cy);
  const scale = r * 1.55;
  ctx.scale(scale, scale);
  drawBuilding(ctx, kind, Math.max(1.5 / scale, 0.08));
  ctx.restore();
}

/** The expansion's drawings, which its manifest hands the renderer. */
export const littleBuildingsArt: ExpansionArt = (add) => {
  add.boardOverlay(({ ctx, state, cellOf }) => {
    for (const [key, kind] of Object.entries(buildingsOf(state).onTiles)) {
      const { x, y } = parseKey(key);
      drawToken(ctx, cellOf(x, y), kind);
    }
  });
  for (const kind of BUILDING_KINDS) {
    add.figure(`token.building.${kind}`, {
      scale: 0.9,
      draw: ({ ctx, outline }) => drawBuilding(ctx, kind, outline),
    });
  }
};
