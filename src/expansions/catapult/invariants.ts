// What must hold after every move with the Catapult: a player's figures are conserved (knocked over and
// seduced followers go home, a swap only moves figures), a round's launchers are players of the game and
// each launches at most once, and a catapult round only follows a fair tile.
import type { ModuleInvariant } from '../../engine/expansion';
import { figureCountChanged } from '../../engine/figure-count';
import { slotRound } from './rules';
import { FAIR_IDS } from './tiles';

const catapultMove = (events: Parameters<ModuleInvariant>[2]) =>
  events.some((e) => e.type === 'expansion' && e.module === 'catapult');

/** A launch or a swap keeps every player's count of figures. */
const figuresConserved: ModuleInvariant = (before, after, events, rules) => {
  if (!catapultMove(events) || before.players.length !== after.players.length) return null;
  const changed = figureCountChanged(before, after, rules);
  return changed && `${changed.player} had ${changed.was} figures before the catapult and ${changed.is} after`;
};

/** Each player launches at most once a round, and only the game's players launch. */
const oneLaunchEach: ModuleInvariant = (_, after) => {
  const round = slotRound(after);
  if (!round) return null;
  const launchers = round.landings.map((l) => l.player);
  if (new Set(launchers).size !== launchers.length) return `a player launched twice in one catapult round`;
  const ids = new Set(after.players.map((p) => p.id));
  const stranger = [...launchers, ...round.waiting].find((p) => !ids.has(p));
  return stranger ? `${stranger} launches but does not play` : null;
};

/** A catapult round belongs to a fair tile placed on the board. */
const roundOnFair: ModuleInvariant = (_, after) => {
  const round = slotRound(after);
  if (!round) return null;
  const placed = after.board.find((t) => t.x === round.fair.x && t.y === round.fair.y);
  return placed && FAIR_IDS.has(placed.tile) ? null : `a catapult round at ${round.fair.x},${round.fair.y} has no fair`;
};

export const catapultInvariants: ModuleInvariant[] = [figuresConserved, oneLaunchEach, roundOnFair];
