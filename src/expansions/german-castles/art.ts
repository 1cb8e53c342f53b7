// Castles in Germany on the board, seen from above. Each half draws its half of one long grey castle: a
// curtain wall from the middle of the square to the edge between the halves, a round tower with a red
// cone roof at its outer end and half of the red-roofed keep at that edge, so the two halves side by side
// show one castle with a tower at each end and the keep in the middle. A red corner plate with a gold
// crown on the first half says it is a German castle. The castle lord stands on the wall's middle.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawCornerEmblem, type ExpansionArt, INK, type Point } from '../../../render/kit';
import type { Edge } from '../../engine/types';
import { CASTLE, CASTLE_SYMBOL } from './tiles';

export const STONE = '#a9a39a';
export const STONE_DARK = '#6f6a62';
export const ROOF = '#8b3a2e';
export const PLATE_RED = '#9b2c2c';
export const CROWN_GOLD = '#e2b33a';
/** The castle symbol's crown, a band with three points, in shares of its plate's radius. */
const CROWN = [
  [-0.6, 0.45],
  [-0.6, -0.45],
  [-0.3, -0.05],
  [0, -0.6],
  [0.3, -0.05],
  [0.6, -0.45],
  [0.6, 0.45],
] as const;

/** The quarter turns that bring the edge between the halves (as the tile lies) to the east. */
const TURNS: Record<Edge, number> = { E: 0, S: 1, W: 2, N: 3 };

/** The edge this half shares with the other, as it lies. */
const innerEdge = (edges: readonly Edge[] | undefined): Edge => edges?.[0] ?? 'E';

/** A point of the drawing (inner edge east) turned to the tile as it lies. */
function turned(p: Point, quarters: number): Point {
  let { x, y } = p;
  for (let i = 0; i < quarters; i++) [x, y] = [1 - y, x];
  return { x, y };
}

// the wall's block in the east-facing frame: from the outer tower to the inner edge
const WALL: Point[] = [
  { x: 0.3, y: 0.36 },
  { x: 1, y: 0.36 },
  { x: 1, y: 0.64 },
  { x: 0.3, y: 0.64 },
];

function drawHalfCastle(ctx: SKRSContext2D, quarters: number, pixel: number) {
  ctx.save();
  ctx.translate(0.5, 0.5);
  ctx.rotate((quarters * Math.PI) / 2);
  ctx.translate(-0.5, -0.5);
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(0.012, pixel * 1.5);
  ctx.strokeStyle = INK;
  // seen from above, alike on both sides of its long middle line, so both halves (one turned half round)
  // make one castle: the curtain wall with battlements along both faces
  ctx.fillStyle = STONE;
  ctx.beginPath();
  ctx.moveTo(1, 0.64);
  ctx.lineTo(0.3, 0.64);
  ctx.lineTo(0.3, 0.36);
  ctx.lineTo(1, 0.36);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = STONE_DARK;
  for (let x = 0.4; x < 0.8; x += 0.1) {
    ctx.fillRect(x, 0.36, 0.05, 0.04);
    ctx.fillRect(x, 0.6, 0.05, 0.04);
  }
  // half of the keep at the inner edge, its red roof's ridge along the middle line
  ctx.fillStyle = ROOF;
  ctx.beginPath();
  ctx.moveTo(1, 0.74);
  ctx.lineTo(0.82, 0.74);
  ctx.lineTo(0.82, 0.26);
  ctx.lineTo(1, 0.26);
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(0.82, 0.26);
  ctx.lineTo(0.91, 0.5);
  ctx.lineTo(0.82, 0.74);
  ctx.moveTo(0.91, 0.5);
  ctx.lineTo(1, 0.5);
  ctx.stroke();
  // the round tower at the outer end, its cone roof seen from above
  ctx.fillStyle = STONE;
  ctx.beginPath();
  ctx.arc(0.28, 0.5, 0.14, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = ROOF;
  ctx.beginPath();
  ctx.arc(0.28, 0.5, 0.09, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

export const germanCastlesArt: ExpansionArt = (add) => {
  add.feature(CASTLE, {
    layer: 4,
    cover: (tile, index) => {
      const quarters = TURNS[innerEdge(tile.edges[index])];
      return { polygons: [WALL.map((p) => turned(p, quarters))] };
    },
    // the lord (and the spot letter) stands on the wall's middle, clear of the tower and the keep
    anchor: (tile, index) => turned({ x: 0.58, y: 0.5 }, TURNS[innerEdge(tile.edges[index])]),
    draw: ({ ctx, tile, index, pixel }) => drawHalfCastle(ctx, TURNS[innerEdge(tile.edges[index])], pixel),
  });

  add.tileSymbol(CASTLE_SYMBOL, ({ ctx, cell }) => {
    drawCornerEmblem(ctx, cell, { ring: PLATE_RED, gold: CROWN_GOLD, ink: INK }, CROWN);
  });
};
