// The score track: every player's scoring figures (the score meeple, and a messenger when a module adds
// one) and their moves. A figure's position is the points it has counted so far; the track has 50
// spaces, so its space is that modulo 50. Modules react to a figure's move (a robber steals, follows).
import type { PointsAward, TurnContext } from './modules/module';
import type { Rules } from './modules/registry';
import type { GameState } from './types';

/** Spaces on the score track (0 to 49, then 0 again). */
export const TRACK_SPACES = 50;

/** One scoring figure of a player: its kind ('meeple', 'messenger') and the points it has counted. */
export interface TrackFigure {
  figure: string;
  points: number;
}

/** A scoring figure moved forward for an award, from `from` points to `to`. */
export interface TrackMove {
  player: string;
  figure: string;
  from: number;
  to: number;
  award: PointsAward;
}

/** The space of the track a figure with these points stands on. */
export const trackSpace = (points: number) => ((points % TRACK_SPACES) + TRACK_SPACES) % TRACK_SPACES;

/** A player's scoring figures: a module's (messengers) if one keeps them, else the meeple at the score. */
export function scoringFigures(state: GameState, rules: Rules, player: string): TrackFigure[] {
  for (const hook of rules.hooks.trackFigures) {
    const figures = hook.run(state, player);
    if (figures) return figures;
  }
  return [{ figure: 'meeple', points: state.players.find((p) => p.id === player)?.score ?? 0 }];
}

/** A scoring figure moved: every module may react (a robber steals from it or moves along). */
export function movedOnTrack(draft: GameState, ctx: TurnContext, move: TrackMove) {
  for (const hook of ctx.rules.hooks.onTrackMove) hook.run(draft, move, ctx);
}
