// What must hold for the Robbers after every move (the simulator checks it).

import type { ModuleInvariant } from '../../engine/expansion';
import { slotOf } from '../../engine/module-state';
import { TRACK_SPACES } from '../../engine/score-track';
import { ROBBERS, type RobbersSlot } from './rules';

/** One robber per player at most on the track, on a space of it, beside another player's figure. */
const robbersOnTheTrack: ModuleInvariant = (_before, after) => {
  const { robbers } = slotOf<RobbersSlot>(after, ROBBERS, { robbers: {} });
  for (const [owner, spot] of Object.entries(robbers)) {
    if (!Number.isInteger(spot.space) || spot.space < 0 || spot.space >= TRACK_SPACES) {
      return `${owner}'s robber is off the track (space ${spot.space})`;
    }
    if (spot.target === owner) return `${owner}'s robber stands beside its own figure`;
  }
  return null;
};

/** Robbers pay 3 before final scoring and come home: none is left out when the game is over. */
const noRobberAfterTheEnd: ModuleInvariant = (_before, after) => {
  const { robbers } = slotOf<RobbersSlot>(after, ROBBERS, { robbers: {} });
  return after.turn.step === 'ended' && Object.keys(robbers).length ? 'a robber is still out after the game' : null;
};

export const robbersInvariants: ModuleInvariant[] = [robbersOnTheTrack, noRobberAfterTheEnd];
