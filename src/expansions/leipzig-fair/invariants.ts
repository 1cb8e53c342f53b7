// What must hold for the Leipzig Fair after every move (the simulator checks it). That every player's
// followers are all told (board, supply, Leipzig) is the simulator's own check, through heldFigures.
import type { ModuleInvariant } from '../../engine/expansion';
import { leipzigSlot } from './rules';
import { LEIPZIG, LEIPZIG_START, QUARTERS } from './tiles';

const inPlay = (state: Parameters<ModuleInvariant>[0]) => state.modules?.[LEIPZIG] !== undefined;

/** A player has at most one follower in each quarter. */
const onePerPlayerAQuarter: ModuleInvariant = (_before, after) => {
  const slot = leipzigSlot(after);
  for (const q of QUARTERS) {
    const players = slot.quarters[q].map((r) => r.player);
    if (new Set(players).size !== players.length) return `a player has two followers in the ${q}' quarter`;
  }
  return null;
};

/** Followers in Leipzig stay to the end: no quarter loses one. */
const nobodyLeaves: ModuleInvariant = (before, after) => {
  if (!inPlay(before)) return null;
  const was = leipzigSlot(before);
  const is = leipzigSlot(after);
  for (const q of QUARTERS) {
    for (const r of was.quarters[q]) {
      if (!is.quarters[q].some((s) => s.player === r.player && s.figure === r.figure))
        return `${r.player}'s ${r.figure} left the ${q}' quarter`;
    }
  }
  return null;
};

/** Leipzig in play is the start: its start tile lies first on the board. */
const leipzigIsTheStart: ModuleInvariant = (_before, after) =>
  !inPlay(after) || after.board[0]?.tile === LEIPZIG_START
    ? null
    : `Leipzig is in play but the board starts with ${after.board[0]?.tile}`;

/** At most one follower a player goes to Leipzig for each road scored in a move. */
const oneFollowerARoad: ModuleInvariant = (_before, _after, events) => {
  const seen = new Set<string>();
  for (const e of events) {
    if (e.type !== 'expansion' || e.module !== LEIPZIG || e.what !== 'sending') continue;
    const key = `${String(e.data?.player)}|${String(e.data?.root)}`;
    if (seen.has(key)) return `${String(e.data?.player)} sent two followers from one road`;
    seen.add(key);
  }
  return null;
};

export const leipzigInvariants: ModuleInvariant[] = [
  onePerPlayerAQuarter,
  nobodyLeaves,
  leipzigIsTheStart,
  oneFollowerARoad,
];
