// What must hold after every move with the Watchtowers: no figure stands on a watchtower (a figure on a
// watchtower tile stands on one of its printed features), and a watchtower pays only players with a
// follower on its tile.

import { tileAt } from '../../engine/board';
import type { ModuleInvariant } from '../../engine/expansion';
import { WATCHTOWERS, watchtowerOn } from './rules';

const noFigureOnTheTower: ModuleInvariant = (_, after) => {
  for (const figure of after.figures) {
    const placed = tileAt(after.board, figure.x, figure.y);
    if (!placed || !watchtowerOn(placed.tile)) continue;
    if (figure.feature < 0 || figure.feature >= placed.nodes.length) {
      return `a ${figure.kind} stands on the watchtower at ${figure.x},${figure.y}, no feature of the tile`;
    }
  }
  return null;
};

/**
 * A watchtower's points go to a player whose follower stood on its tile: before the move, placed or sent
 * home in it, or standing there after it (moved there in the move by another rule, as a follower fleeing
 * the plague before its road scores).
 */
const paidOnlyWithAFollowerThere: ModuleInvariant = (before, after, events) => {
  for (const event of events) {
    if (event.type !== 'points' || event.module !== WATCHTOWERS) continue;
    const x = Number(event.params?.x);
    const y = Number(event.params?.y);
    const there = (e: (typeof events)[number]) =>
      (e.type === 'figurePlaced' || e.type === 'figureReturned') && e.player === event.player && e.x === x && e.y === y;
    const standing = (state: typeof before) =>
      state.figures.some((f) => f.x === x && f.y === y && f.player === event.player);
    if (!standing(before) && !standing(after) && !events.some(there)) {
      return `the watchtower at ${x},${y} paid ${event.player}, who had no follower on its tile`;
    }
  }
  return null;
};

export const watchtowersInvariants: ModuleInvariant[] = [noFigureOnTheTower, paidOnlyWithAFollowerThere];
