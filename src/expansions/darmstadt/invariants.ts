// What must hold after every move with the Darmstadt promo: a church's bonus is paid only for a church
// that is complete after the move, to players with a follower around it at some point of the move (before
// it, after it, put or moved there in it, sent home from there by its scoring), and 3 once a player a church; the Darmstadtium's term appears only in
// the score of a completed city's own scoring.

import { tileAt } from '../../engine/board';
import type { ModuleInvariant } from '../../engine/expansion';
import { find } from '../../engine/union-find';
import { CHURCH_POINTS, DARMSTADT, DARMSTADTIUM_POINTS, followersAround, isChurch } from './rules';
import { DARMSTADTIUM } from './tiles';

/** A church's bonus: for a complete church, to a player of its majority, 3 once. */
const churchBonusOnlyWhenCompleted: ModuleInvariant = (before, after, events, rules) => {
  const paid = new Set<string>();
  for (const event of events) {
    if (event.type !== 'points' || event.module !== DARMSTADT) continue;
    const x = Number(event.params?.x);
    const y = Number(event.params?.y);
    const placed = tileAt(after.board, x, y);
    const feature = placed?.nodes.findIndex((id) => {
      const node = after.nodes[find(after.nodes, id)];
      return node && isChurch(node);
    });
    if (!placed || feature === undefined || feature < 0) return `a church bonus at ${x},${y}, where no church lies`;
    const node = after.nodes[find(after.nodes, placed.nodes[feature] as number)];
    if (node?.openEdges !== 0 || !node) return `the church at ${x},${y} paid its bonus unfinished`;
    if (event.points !== CHURCH_POINTS) return `the church at ${x},${y} paid ${event.points}`;
    const key = `${event.player}@${x},${y}`;
    if (paid.has(key)) return `the church at ${x},${y} paid ${event.player} twice`;
    paid.add(key);
    // a player of its majority had a follower around it at some point of the move: before it, after it, put
    // there in it, or sent home from there by its scoring; one moved there in the move (fleeing the plague
    // before the scoring step) is around it after the move, or sent home from there
    const around = (f: { x: number; y: number }) => Math.abs(f.x - x) <= 1 && Math.abs(f.y - y) <= 1;
    const hadOne =
      followersAround(before, rules, { x, y }).has(event.player) ||
      followersAround(after, rules, { x, y }).has(event.player);
    const putOrSentHome = events.some(
      (e) => (e.type === 'figurePlaced' || e.type === 'figureReturned') && e.player === event.player && around(e),
    );
    if (!hadOne && !putOrSentHome) return `the church at ${x},${y} paid ${event.player}, who had no follower around it`;
  }
  return null;
};

/** The Darmstadtium's 3 count only in a completed city's scoring, never at the end. */
const darmstadtiumOnlyCompleted: ModuleInvariant = (_, __, events) => {
  for (const event of events) {
    if (event.type !== 'scored') continue;
    const term = event.score?.terms.find((t) => t.unit === DARMSTADTIUM);
    if (!term) continue;
    if (event.final || event.feature.kind !== 'city')
      return `the Darmstadtium counted in a ${event.feature.kind} at the end`;
    if (term.each !== DARMSTADTIUM_POINTS) return `the Darmstadtium counted ${term.each}`;
  }
  return null;
};

export const darmstadtInvariants: ModuleInvariant[] = [churchBonusOnlyWhenCompleted, darmstadtiumOnlyCompleted];
