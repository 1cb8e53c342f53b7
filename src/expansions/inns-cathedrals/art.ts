// Inns & Cathedrals on the board: the inn (a tankard) and the cathedral, the big follower, and the
// T-junction's inn on the second road it counts for.
import { detail, drawFollower, type ExpansionArt, type FigureArt } from '../../../render/kit';
import { drawCathedral, drawInn } from './emblems';
import { roadHasInn } from './rules';

const bigFollower: FigureArt = {
  scale: 1.3,
  draw(view) {
    drawFollower(view);
    // A white ring on the chest marks the big one even at a glance.
    detail(view, () => {
      view.ctx.beginPath();
      view.ctx.arc(0, 0.05, 0.09, 0, Math.PI * 2);
      view.ctx.lineWidth = 0.05;
      view.ctx.stroke();
    });
  },
};

/** The expansion's drawings, which its manifest hands the renderer. */
export const innsCathedralsArt: ExpansionArt = (add) => {
  add.emblem('inn', drawInn);
  add.emblem('cathedral', drawCathedral);
  add.figure('big', bigFollower);
  // the T-junction's inn stands between two roads; where the rules count it for both, both show it
  add.derivedEmblem((marks, options) =>
    !marks.inn && marks.sharedInn && roadHasInn(marks, options) ? ['inn', true] : null,
  );
};
