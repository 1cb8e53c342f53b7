// The messenger's drawing (a follower with a satchel's strap, so it reads apart from the score meeple) and
// the panel's line under each player: their two figures on the score track.
import { detail, drawShadow, type ExpansionArt, followerPath, paintSilhouette } from '../../../render/kit';
import { slotOf } from '../../engine/module-state';
import { MESSENGERS, type MessengersSlot } from './rules';

/** The expansion's drawings, which its manifest hands the renderer. */
export const messengersArt: ExpansionArt = (add) => {
  add.figure('messenger', {
    scale: 0.9,
    draw(view) {
      drawShadow(view);
      paintSilhouette(view, followerPath());
      detail(view, () => {
        view.ctx.lineWidth = 0.07;
        view.ctx.beginPath();
        view.ctx.moveTo(-0.17, -0.2);
        view.ctx.lineTo(0.2, 0.18);
        view.ctx.stroke();
      });
    },
  });

  // under each player in the panel: where the meeple and the messenger stand (the points each has counted)
  add.playerLine((state, player, t) => {
    const slot = slotOf<MessengersSlot>(state, MESSENGERS, { track: {} });
    const track = slot.track[player];
    if (!track || slot.merged) return null;
    return t('panel.messengers.track', { meeple: track.meeple, messenger: track.messenger });
  });
};
