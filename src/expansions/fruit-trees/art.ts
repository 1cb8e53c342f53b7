// Fruit Trees on the board: each tree tile carries a fruit tree (brown trunk, green crown, red fruit) on
// a plate in its north-west corner; a planted tree shows its fruit's colour and the tokens left on it on a
// badge in its north-east corner; the panel shows each player's tokens by fruit, a fruit of its colour.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawBadge, drawCornerPlate, type ExpansionArt, INK } from '../../../render/kit';
import { parseKey } from '../../engine/geometry';
import { FRUITS, type Fruit, fruitSlot, tokenOf } from './rules';
import { TREE_SYMBOL } from './tiles';

export const FRUIT_COLOUR: Record<Fruit, string> = {
  quince: '#e9c732',
  apple: '#d7302b',
  apricot: '#f08a2c',
  cherry: '#9c1038',
  plum: '#7246a0',
  elder: '#3a2a55',
};
export const CROWN = '#2f8f3a';
export const TRUNK = '#7a4a1e';

/** A tree centred on (x, y), `r` its crown's radius: trunk, crown, three fruits. */
function drawTree(ctx: SKRSContext2D, x: number, y: number, r: number, line: number) {
  ctx.fillStyle = TRUNK;
  ctx.fillRect(x - r * 0.18, y + r * 0.2, r * 0.36, r * 0.95);
  ctx.beginPath();
  ctx.arc(x, y - r * 0.1, r, 0, Math.PI * 2);
  ctx.fillStyle = CROWN;
  ctx.fill();
  ctx.lineWidth = line;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.fillStyle = '#e0352b';
  for (const [dx, dy] of [
    [-0.45, -0.25],
    [0.4, -0.35],
    [0.05, 0.3],
  ] as const) {
    ctx.beginPath();
    ctx.arc(x + dx * r, y + dy * r, r * 0.22, 0, Math.PI * 2);
    ctx.fill();
  }
}

export const fruitTreesArt: ExpansionArt = (add) => {
  add.tileSymbol(TREE_SYMBOL, ({ ctx, cell }) => {
    const { x, y, r } = drawCornerPlate(ctx, cell, 0.17, CROWN);
    ctx.save();
    drawTree(ctx, x, y - r * 0.15, r * 0.62, Math.max(1, cell.size * 0.01));
    ctx.restore();
  });

  add.boardOverlay(({ ctx, state, cellOf }) => {
    for (const [key, tree] of Object.entries(fruitSlot(state).trees)) {
      const { x, y } = parseKey(key);
      const cell = cellOf(x, y);
      const fill = FRUIT_COLOUR[tree.fruit];
      const text = tree.fruit === 'quince' || tree.fruit === 'apricot' ? INK : '#ffffff';
      drawBadge(ctx, cell.x + cell.size * 0.86, cell.y + cell.size * 0.14, cell.size * 0.12, String(tree.left.length), {
        fill,
        ring: INK,
        text,
      });
    }
  });

  // the panel's icon for a player's tokens of each fruit: a fruit of its colour, with a leaf
  for (const fruit of FRUITS) {
    add.figure(`token.${tokenOf(fruit)}`, {
      scale: 0.8,
      draw: ({ ctx, outline }) => {
        ctx.beginPath();
        ctx.arc(0, 0.08, 0.38, 0, Math.PI * 2);
        ctx.fillStyle = FRUIT_COLOUR[fruit];
        ctx.fill();
        ctx.lineWidth = outline;
        ctx.strokeStyle = '#f2efe6';
        ctx.stroke();
        ctx.beginPath();
        ctx.ellipse(0.16, -0.36, 0.16, 0.08, -0.5, 0, Math.PI * 2);
        ctx.fillStyle = CROWN;
        ctx.fill();
      },
    });
  }
};
