// The messenger's drawing (a follower with a satchel's strap, so it reads apart from the score meeple) and
// the panel's line under each player: their two figures on the score track.
import { registerFigureArt } from '../../../render/art/figure-art';
import { followerPath } from '../../../render/art/figures/followers';
import { detail, drawShadow, paintSilhouette } from '../../../render/art/figures/silhouette';
import { registerPlayerLine } from '../../../render/panel/player-lines';
import { slotOf } from '../../engine/module-state';
import { isMessageKey } from '../../i18n';
import { MESSENGERS, type MessengersSlot } from './rules';

registerFigureArt('messenger', {
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
registerPlayerLine(MESSENGERS, (state, player, t) => {
  const slot = slotOf<MessengersSlot>(state, MESSENGERS, { track: {} });
  const track = slot.track[player];
  const key = 'panel.messengers.track';
  if (!track || slot.merged || !isMessageKey(key)) return null;
  return t(key, { meeple: track.meeple, messenger: track.messenger });
});
