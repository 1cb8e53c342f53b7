// The King and Robber Baron tiles beside their holders in the panel: a crown and a masked baron's hat as
// token icons beside the figures left, and a line under the holder naming the record it holds.

import type { SKRSContext2D } from '@napi-rs/canvas';
import { type ExpansionArt, INK } from '../../../render/kit';
import { KING, ROBBER_BARON, titlesOf } from './rules';

export const CROWN_GOLD = '#f2c12e';
export const BARON_RED = '#9c2a2a';

/** A card's plate: the title tiles are cards, so each icon sits on a small upright card. */
function drawCard(ctx: SKRSContext2D, outline: number) {
  ctx.beginPath();
  ctx.roundRect(-0.34, -0.46, 0.68, 0.92, 0.08);
  ctx.fillStyle = '#fdf6e3';
  ctx.fill();
  ctx.lineWidth = outline;
  ctx.strokeStyle = INK;
  ctx.stroke();
}

/** The expansion's drawings, which its manifest hands the renderer. */
export const kingRobberArt: ExpansionArt = (add) => {
  add.figure(`token.${KING}`, {
    scale: 0.9,
    draw: ({ ctx, outline }) => {
      drawCard(ctx, outline);
      ctx.beginPath();
      ctx.moveTo(-0.24, 0.16);
      ctx.lineTo(-0.26, -0.16);
      ctx.lineTo(-0.12, -0.02);
      ctx.lineTo(0, -0.22);
      ctx.lineTo(0.12, -0.02);
      ctx.lineTo(0.26, -0.16);
      ctx.lineTo(0.24, 0.16);
      ctx.closePath();
      ctx.fillStyle = CROWN_GOLD;
      ctx.fill();
      ctx.lineWidth = outline;
      ctx.strokeStyle = INK;
      ctx.stroke();
    },
  });

  add.figure(`token.${ROBBER_BARON}`, {
    scale: 0.9,
    draw: ({ ctx, outline }) => {
      drawCard(ctx, outline);
      // a broad-brimmed hat over a dark mask
      ctx.fillStyle = BARON_RED;
      ctx.beginPath();
      ctx.ellipse(0, -0.06, 0.27, 0.07, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath();
      ctx.roundRect(-0.13, -0.26, 0.26, 0.2, 0.05);
      ctx.fill();
      ctx.fillStyle = INK;
      ctx.beginPath();
      ctx.ellipse(0, 0.1, 0.2, 0.07, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#fdf6e3';
      for (const side of [-1, 1]) {
        ctx.beginPath();
        ctx.arc(side * 0.08, 0.1, 0.03, 0, Math.PI * 2);
        ctx.fill();
      }
    },
  });

  // under the holder in the panel, one line per title tile: the record it stands for
  add.playerLine((state, player, t) => {
    const titles = titlesOf(state);
    const parts: string[] = [];
    for (const [title, key] of [
      [titles.king, 'panel.king-robber.king'],
      [titles.robberBaron, 'panel.king-robber.robber-baron'],
    ] as const) {
      const line = title?.player === player ? t(key, { size: title.size }) : null;
      if (line) parts.push(line);
    }
    return parts.length ? parts : null;
  });
};
