// What must hold for the Count of Carcassonne after every move (the simulator checks it).
import type { ModuleInvariant } from '../../engine/expansion';
import { COUNT, countSlot, QUARTERS } from './rules';
import { COUNT_START } from './tiles';

/** The count stands in exactly one of the four quarters. */
const countInAQuarter: ModuleInvariant = (_before, after) => {
  const { count } = countSlot(after);
  return QUARTERS.includes(count) ? null : `the count stands in no quarter (${String(count)})`;
};

/** The city of Carcassonne is the start: its start tile lies first on the board. */
const cityIsTheStart: ModuleInvariant = (_before, after) =>
  after.board[0]?.tile === COUNT_START ? null : `the board starts with ${after.board[0]?.tile}, not the city`;

/** At most one follower enters the city in a turn, and only from the active player. */
const oneEntryPerTurn: ModuleInvariant = (before, _after, events) => {
  const entered = events.filter((e) => e.type === 'expansion' && e.module === COUNT && e.what === 'entered');
  if (!entered.length) return null;
  if (entered.length > 1) return `${entered.length} followers entered the city in one move`;
  const active = before.players[before.turn.player]?.id;
  const who = entered[0]?.type === 'expansion' ? entered[0].data?.player : undefined;
  return who === active ? null : `${String(who)} entered the city on ${active}'s turn`;
};

/** Nobody leaves the quarter the count stands in. */
const followersLeaveOnlyUnblocked: ModuleInvariant = (before, _after, events) => {
  const { count } = countSlot(before);
  for (const e of events) {
    if (e.type === 'expansion' && e.module === COUNT && e.what === 'left' && e.data?.quarter === count) {
      return `a follower left the count's quarter (${count})`;
    }
  }
  return null;
};

export const countInvariants: ModuleInvariant[] = [
  countInAQuarter,
  cityIsTheStart,
  oneEntryPerTurn,
  followersLeaveOnlyUnblocked,
];
