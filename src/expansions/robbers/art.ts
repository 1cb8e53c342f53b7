// The robber's drawing (a hooded follower with a sack), the robber symbol on the Robbers' tiles (a small
// dark mask in the tile's north-east corner, drawn with the tile) and the panel's line of a robber out.
import {
  circlePath,
  detail,
  drawShadow,
  type ExpansionArt,
  followerPath,
  INK,
  paintSilhouette,
} from '../../../render/kit';
import { slotOf } from '../../engine/module-state';
import { TRACK_SPACES } from '../../engine/score-track';
import { ROBBERS, type RobbersSlot } from './rules';

/** The robber symbol's mask colour and eye holes, drawn on every robber tile. */
export const ROBBER_MASK = INK;

/** The expansion's drawings, which its manifest hands the renderer. */
export const robbersArt: ExpansionArt = (add) => {
  add.figure('robber', {
    scale: 0.9,
    draw(view) {
      drawShadow(view);
      const path = followerPath();
      circlePath(0.32, 0.12, 0.16, path);
      paintSilhouette(view, path);
      detail(view, () => {
        view.ctx.fillRect(-0.16, -0.36, 0.32, 0.06);
      });
    },
  });

  add.tileSymbol('robber', ({ ctx, cell }) => {
    const r = cell.size * 0.09;
    const cx = cell.x + cell.size * 0.82;
    const cy = cell.y + cell.size * 0.18;
    ctx.save();
    ctx.fillStyle = '#ffffffcc';
    ctx.beginPath();
    ctx.arc(cx, cy, r * 1.35, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = ROBBER_MASK;
    ctx.beginPath();
    ctx.ellipse(cx, cy, r, r * 0.55, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    for (const side of [-1, 1]) {
      ctx.beginPath();
      ctx.arc(cx + side * r * 0.45, cy, r * 0.2, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
  });

  // under each player in the panel: the space of the score track their robber stands on, while it is out
  add.playerLine((state, player, t) => {
    const spot = slotOf<RobbersSlot>(state, ROBBERS, { robbers: {} }).robbers[player];
    const key = 'panel.robbers.robber';
    if (!spot) return null;
    return t(key, { space: spot.space % TRACK_SPACES });
  });
};
