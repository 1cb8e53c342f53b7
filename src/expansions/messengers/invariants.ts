// What must hold for the Messengers after every move (the simulator checks it).
import { slotOf } from '../../engine/module-state';
import type { PointsAward } from '../../engine/modules/module';
import type { GameState } from '../../engine/types';
import type { ModuleInvariant } from '../invariants';
import { MESSENGERS, type MessengersSlot } from './rules';

const slotIn = (state: GameState) => slotOf<MessengersSlot>(state, MESSENGERS, { track: {} });

/** Points paid to a player whose figure they still choose. */
const waiting = (state: GameState, player: string) =>
  (state.turn.decisions ?? [])
    .filter((d) => d.module === MESSENGERS && d.kind === 'figure' && d.player === player)
    .reduce((sum, d) => sum + ((d.data?.award as PointsAward | undefined)?.points ?? 0), 0);

/** The two figures count every point of the score, but those whose figure is still being chosen. */
const figuresCountTheScore: ModuleInvariant = (_before, after) => {
  const slot = slotIn(after);
  for (const player of after.players) {
    const track = slot.track[player.id];
    if (!track) return `${player.id} has no figures on the track`;
    const counted = track.meeple + track.messenger + (slot.merged ? 0 : waiting(after, player.id));
    if (counted !== player.score) return `${player.id}'s figures count ${counted}, the score is ${player.score}`;
    if (slot.merged && track.messenger) return `${player.id}'s messenger is still on the track after the merge`;
  }
  return null;
};

/** Figures only move forward (until the merge), and the order deck keeps its eight orders. */
const figuresMoveForward: ModuleInvariant = (before, after) => {
  const was = slotIn(before);
  const now = slotIn(after);
  if (now.deck && new Set(now.deck).size !== 8) return `the order deck holds ${now.deck.length} orders`;
  if (now.merged) return null;
  for (const [player, track] of Object.entries(now.track)) {
    const earlier = was.track[player];
    if (earlier && (track.meeple < earlier.meeple || track.messenger < earlier.messenger)) {
      return `a figure of ${player} moved back`;
    }
  }
  return null;
};

export const messengersInvariants: ModuleInvariant[] = [figuresCountTheScore, figuresMoveForward];
