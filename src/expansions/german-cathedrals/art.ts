// Cathedrals in Germany on the board. The cathedral stands in the middle of its tile, where its roads end:
// a grey stone twin-towered Gothic front (two spires, a rose window, a tall door) on a paved round square,
// larger and greyer than a monastery's little church, so it never reads as one. A purple corner plate with
// a gold mitre, the archbishop's hat, says the follower put on the cathedral is an archbishop. The
// archbishop stands on the square before the door, below the towers, so the towers stay in sight.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawCornerEmblem, type ExpansionArt, INK } from '../../../render/kit';
import { CATHEDRAL, CATHEDRAL_SYMBOL } from './tiles';

export const STONE = '#b9b4ab';
export const STONE_DARK = '#7d7870';
export const SQUARE = '#ddd3bf';
export const ROSE = '#3b5fa8';
export const MITRE_GOLD = '#e2b33a';
export const PLATE_PURPLE = '#6a2c8a';
/** The cathedral symbol's mitre, two peaks over a band, in shares of its plate's radius. */
const MITRE = [
  [-0.5, 0.6],
  [-0.55, -0.1],
  [-0.1, -0.75],
  [0, -0.35],
  [0.1, -0.75],
  [0.55, -0.1],
  [0.5, 0.6],
] as const;
/** The paved square under the cathedral, in tile units. */
export const SQUARE_RADIUS = 0.3;
/** Where the archbishop stands: on the square, in front of the door. */
export const ARCHBISHOP_SPOT = { x: 0.5, y: 0.68 };

function drawSpire(ctx: SKRSContext2D, left: number, width: number, base: number, top: number) {
  ctx.fillStyle = STONE;
  ctx.beginPath();
  ctx.rect(left, base, width, 0.62 - base);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = STONE_DARK;
  ctx.beginPath();
  ctx.moveTo(left - 0.01, base);
  ctx.lineTo(left + width / 2, top);
  ctx.lineTo(left + width + 0.01, base);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
}

function drawCathedral(ctx: SKRSContext2D, pixel: number) {
  const line = Math.max(0.012, pixel * 1.5);
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineWidth = line;
  ctx.strokeStyle = INK;
  ctx.fillStyle = SQUARE;
  ctx.beginPath();
  ctx.arc(0.5, 0.5, SQUARE_RADIUS, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  // the nave's front between the towers, with its gable
  ctx.fillStyle = STONE;
  ctx.beginPath();
  ctx.moveTo(0.4, 0.62);
  ctx.lineTo(0.4, 0.4);
  ctx.lineTo(0.5, 0.31);
  ctx.lineTo(0.6, 0.4);
  ctx.lineTo(0.6, 0.62);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  drawSpire(ctx, 0.3, 0.1, 0.33, 0.13);
  drawSpire(ctx, 0.6, 0.1, 0.33, 0.13);
  // the rose window
  ctx.fillStyle = ROSE;
  ctx.beginPath();
  ctx.arc(0.5, 0.44, 0.04, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  // the door, pointed at the top
  ctx.fillStyle = INK;
  ctx.beginPath();
  ctx.moveTo(0.46, 0.62);
  ctx.lineTo(0.46, 0.54);
  ctx.lineTo(0.5, 0.5);
  ctx.lineTo(0.54, 0.54);
  ctx.lineTo(0.54, 0.62);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

export const germanCathedralsArt: ExpansionArt = (add) => {
  add.feature(CATHEDRAL, {
    layer: 4,
    cover: () => ({ disc: { centre: { x: 0.5, y: 0.5 }, radius: SQUARE_RADIUS } }),
    anchor: () => ARCHBISHOP_SPOT,
    draw: ({ ctx, pixel }) => drawCathedral(ctx, pixel),
  });

  add.tileSymbol(CATHEDRAL_SYMBOL, ({ ctx, cell }) => {
    const { x, y, r } = drawCornerEmblem(ctx, cell, { ring: PLATE_PURPLE, gold: MITRE_GOLD, ink: INK }, MITRE);
    // a cross on the mitre's front
    ctx.fillStyle = PLATE_PURPLE;
    ctx.fillRect(x - r * 0.06, y - r * 0.15, r * 0.12, r * 0.6);
    ctx.fillRect(x - r * 0.22, y + r * 0.02, r * 0.44, r * 0.12);
  });
};
