// What must hold after every move with the Festival: a player's figures are conserved (on the board, in
// the supply or held by a module: the festival only moves one from the board or a quarter to the supply),
// and at most one figure goes home by the festival in a move.
import type { ModuleInvariant } from '../../engine/expansion';
import { figureCountChanged } from '../../engine/figure-count';
import type { GameEvent } from '../../engine/types';
import { FESTIVAL } from './rules';

const festivalReturns = (events: GameEvent[]) =>
  events.filter((e) => e.type === 'expansion' && e.module === FESTIVAL && String(e.what).startsWith('returned'));

/** A festival return keeps every player's count of figures. */
const figuresConserved: ModuleInvariant = (before, after, events, rules) => {
  if (!festivalReturns(events).length) return null;
  const changed = figureCountChanged(before, after, rules);
  return changed && `${changed.player} had ${changed.was} figures before the festival and ${changed.is} after`;
};

const oneReturnAMove: ModuleInvariant = (_, __, events) => {
  const n = festivalReturns(events).length;
  return n > 1 ? `the festival took ${n} figures back in one move` : null;
};

export const festivalInvariants: ModuleInvariant[] = [figuresConserved, oneReturnAMove];
