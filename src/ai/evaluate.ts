// How well a player stands: final scores as if the game ended now (open features scored provisionally),
// relative to the best opponent, plus a small worth for figures still in hand.
import { endGame } from '../engine';
import type { GameState } from '../engine/types';

/** Points a figure still in hand is worth, per tile left to draw (a figure can still earn later). */
const FIGURE_IN_HAND_PER_TILE = 0.04;
const FIGURE_IN_HAND_CAP = 1.5;

function handWorth(state: GameState, index: number): number {
  const player = state.players[index];
  if (!player || state.turn.step === 'ended') return 0;
  const inHand = Object.values(player.supply).reduce((sum, count) => sum + count, 0);
  const perFigure = Math.min(FIGURE_IN_HAND_CAP, state.supply.length * FIGURE_IN_HAND_PER_TILE);
  return inHand * perFigure;
}

/** Each player's provisional final score (the state itself is not changed). */
export function provisionalScores(state: GameState): number[] {
  const ended = state.turn.step === 'ended' ? state : endGame(state).state;
  return ended.players.map((player, index) => player.score + handWorth(state, index));
}

/** The player's provisional lead over the best opponent (negative when behind). */
export function standing(state: GameState, playerIndex: number): number {
  const scores = provisionalScores(state);
  let best = Number.NEGATIVE_INFINITY;
  scores.forEach((score, index) => {
    if (index !== playerIndex && score > best) best = score;
  });
  return (scores[playerIndex] ?? 0) - (Number.isFinite(best) ? best : 0);
}
