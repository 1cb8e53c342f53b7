// Inns & Cathedrals on the board: the inn (a tankard) and the cathedral are the renderer's built-in
// emblems, drawn by their marks; this adds the T-junction's inn on the second road it counts for.
import type { ExpansionArt } from '../../../render/kit';
import { roadHasInn } from './rules';

/** The expansion's drawings, which its manifest hands the renderer. */
export const innsCathedralsArt: ExpansionArt = (add) => {
  // the T-junction's inn stands between two roads; where the rules count it for both, both show it
  add.derivedEmblem((marks, options) =>
    !marks.inn && marks.sharedInn && roadHasInn(marks, options) ? ['inn', true] : null,
  );
};
