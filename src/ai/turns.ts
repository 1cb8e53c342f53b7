// A whole turn as the AI sees it: the tile placement plus what follows it (a figure, an action or a pass).
import { applyMove, decidingPlayer, legalMoves } from '../engine';
import type { GameState, Move } from '../engine/types';

export interface TurnChoice {
  /** The placement, or null when the tile is already down (the figure step). */
  place: (Move & { type: 'placeTile' }) | null;
  /** What follows the placement: a figure, an action or a pass. */
  followUp: Move;
  /** The state after the whole turn (the next player's tile drawn). */
  after: GameState;
}

/** The player the game waits for: the active one, or whoever must answer a question. */
export const moverId = (state: GameState) => decidingPlayer(state) as string;

/** The seat of the player the game waits for. */
export const moverSeat = (state: GameState) => state.players.findIndex((p) => p.id === decidingPlayer(state));

/** Every answer to the pending question as a move: each offered choice, and declining when allowed. */
export function answerMoves(state: GameState): Move[] {
  const legal = legalMoves(state);
  if (legal.step !== 'decide') return [];
  const moves: Move[] = legal.choices.map(({ action, args }) => ({
    type: 'action',
    action,
    ...(args ? { args } : {}),
  }));
  if (legal.optional) moves.push({ type: 'pass' });
  return moves;
}

/** Every move of the figure step: each figure on each spot, each action, and passing. */
export function figureStepMoves(state: GameState): Move[] {
  const legal = legalMoves(state);
  if (legal.step !== 'placeFigure') return [];
  const moves: Move[] = [{ type: 'pass' }];
  for (const spot of legal.spots) {
    for (const figure of spot.figures)
      moves.push({ type: 'placeFigure', figure, feature: spot.feature, ...(spot.on ? { on: spot.on } : {}) });
  }
  for (const { action, args } of legal.actions) moves.push({ type: 'action', action, ...(args ? { args } : {}) });
  return moves;
}

/**
 * The figure-step continuations of a state already at the figure step. An action that asks its own player
 * a question at once (which figure the festival takes back) is seen through each answer, so the action is
 * weighed by what it can lead to, not by the question still open.
 */
function continuations(state: GameState, place: TurnChoice['place']): TurnChoice[] {
  const choices: TurnChoice[] = [];
  const mover = moverId(state);
  for (const followUp of figureStepMoves(state)) {
    const result = applyMove(state, mover, followUp);
    if (!result.ok) continue;
    const answers = followUp.type === 'action' && moverId(result.state) === mover ? answerMoves(result.state) : [];
    if (!answers.length) choices.push({ place, followUp, after: result.state });
    for (const answer of answers) {
      const answered = applyMove(result.state, mover, answer);
      if (answered.ok) choices.push({ place, followUp, after: answered.state });
    }
  }
  return choices;
}

/** Every whole turn the active player can play from here (empty when the game is over). */
export function turnChoices(state: GameState): TurnChoice[] {
  const legal = legalMoves(state);
  if (legal.step === 'placeFigure') return continuations(state, null);
  if (legal.step !== 'placeTile') return [];
  const choices: TurnChoice[] = [];
  for (const spot of legal.placements) {
    for (const rotation of spot.rotations) {
      const place = { type: 'placeTile' as const, x: spot.x, y: spot.y, rotation };
      const placed = applyMove(state, moverId(state), place);
      if (!placed.ok) continue;
      // a placement that ends the turn at once (no figure step: a question, the next turn) is a whole turn
      if (placed.state.turn.step !== 'placeFigure') choices.push({ place, followUp: place, after: placed.state });
      else choices.push(...continuations(placed.state, place));
    }
  }
  return choices;
}

/** The engine move that starts this choice from the current step. */
export const firstMove = (choice: TurnChoice): Move => choice.place ?? choice.followUp;
