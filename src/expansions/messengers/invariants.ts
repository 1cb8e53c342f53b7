// What must hold for the Messengers after every move (the simulator checks it).

import type { ModuleInvariant } from '../../engine/expansion';
import { slotOf } from '../../engine/module-state';
import type { PointsAward } from '../../engine/modules/module';
import type { GameEvent, GameState } from '../../engine/types';
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
    // behind the start only while the points on the track are below 0 (a bathhouse bought out, a bid paid)
    if ((track.meeple < 0 || track.messenger < 0) && track.meeple + track.messenger >= 0)
      return `a figure of ${player.id} is behind the track's start`;
    const counted = track.meeple + track.messenger + (slot.merged ? 0 : waiting(after, player.id));
    if (counted !== player.score) return `${player.id}'s figures count ${counted}, the score is ${player.score}`;
    if (slot.merged && track.messenger) return `${player.id}'s messenger is still on the track after the merge`;
  }
  return null;
};

/** Points a module took from the player in this move (a tower's ransom): the figure paying moves back. */
const taken = (before: GameState, events: GameEvent[], player: string) =>
  events.reduce((sum, e) => (e.type === 'points' && e.player === player && e.points < 0 ? sum - e.points : sum), 0) +
  (before.turn.decisions ?? [])
    .filter((d) => d.module === MESSENGERS && d.kind === 'figure' && d.player === player)
    .reduce((sum, d) => sum + Math.max(0, -((d.data?.award as PointsAward | undefined)?.points ?? 0)), 0);

/** Figures only move forward (until the merge) but by points taken, and the order deck keeps its eight orders. */
const figuresMoveForward: ModuleInvariant = (before, after, events) => {
  const was = slotIn(before);
  const now = slotIn(after);
  if (now.deck && new Set(now.deck).size !== 8) return `the order deck holds ${now.deck.length} orders`;
  if (now.merged) return null;
  for (const [player, track] of Object.entries(now.track)) {
    const earlier = was.track[player];
    const back = earlier
      ? Math.max(0, earlier.meeple - track.meeple) + Math.max(0, earlier.messenger - track.messenger)
      : 0;
    if (back > taken(before, events, player)) {
      return `a figure of ${player} moved back`;
    }
  }
  return null;
};

export const messengersInvariants: ModuleInvariant[] = [figuresCountTheScore, figuresMoveForward];
