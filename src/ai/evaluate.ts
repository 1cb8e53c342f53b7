// How well a player stands: final scores as if the game ended now (open features scored provisionally),
// relative to the best opponent, plus a small worth for figures still in hand.
import { endGame } from '../engine';
import type { GameState, Player } from '../engine/types';

/** What a figure still in hand is worth (it can still earn later): points per tile left to draw, capped. */
export interface FigureWorth {
  perTile: number;
  cap: number;
}

/** Greedy's worth of a figure in hand: a little, while many tiles remain. */
export const GREEDY_FIGURE_WORTH: FigureWorth = { perTile: 0.04, cap: 1.5 };

/**
 * The strong player's worth of a figure in hand, read at a rollout's end: more than greedy's, so a figure
 * is not spent for a point or two of provisional score (measured best of the few tried in the arena).
 */
export const STRONG_FIGURE_WORTH: FigureWorth = { perTile: 0.1, cap: 3 };

function handWorth(state: GameState, index: number, worth: FigureWorth): number {
  const player = state.players[index];
  if (!player || state.turn.step === 'ended') return 0;
  // plain loops: this runs for every player at the end of every simulated game
  let inHand = 0;
  for (const kind in player.supply) inHand += player.supply[kind] as number;
  return inHand * Math.min(worth.cap, state.supply.length * worth.perTile);
}

/** Each player's provisional final score (the state itself is not changed). */
export function provisionalScores(state: GameState, worth = GREEDY_FIGURE_WORTH): number[] {
  // only the scores are read: the final scoring's events are not built
  const ended = state.turn.step === 'ended' ? state : endGame(state, { silent: true }).state;
  const scores: number[] = [];
  for (let index = 0; index < ended.players.length; index++) {
    scores.push((ended.players[index] as Player).score + handWorth(state, index, worth));
  }
  return scores;
}

/** The player's provisional lead over the best opponent (negative when behind). */
export function standing(state: GameState, playerIndex: number, worth = GREEDY_FIGURE_WORTH): number {
  const scores = provisionalScores(state, worth);
  let best = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < scores.length; index++) {
    const score = scores[index] as number;
    if (index !== playerIndex && score > best) best = score;
  }
  return (scores[playerIndex] ?? 0) - (Number.isFinite(best) ? best : 0);
}
