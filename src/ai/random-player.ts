// A computer player that picks uniformly among the engine's legal moves (seeded, so games replay).
import { legalMoves } from '../engine';
import { nextRandom } from '../engine/rng';
import type { GameState, Move } from '../engine/types';

export class SeededRandom {
  constructor(private state: number) {}
  next(): number {
    const { state, value } = nextRandom(this.state);
    this.state = state;
    return value;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
}

/** How often an offered action is taken instead of placing a figure or passing. */
const ACTION_CHANCE = 0.2;

/** A random legal move for the player the game waits for (the active one, or a decision's); places a figure on about half the turns it can. */
export function randomMove(state: GameState, random: SeededRandom, figureChance = 0.5): Move | null {
  const legal = legalMoves(state);
  if (legal.step === 'placeTile') {
    if (!legal.placements.length) return null;
    const spot = random.pick(legal.placements);
    return { type: 'placeTile', x: spot.x, y: spot.y, rotation: random.pick(spot.rotations) };
  }
  if (legal.step === 'placeFigure') {
    // an action (recalling the abbot ...) now and then; no draw at all when none is offered, so games
    // without actions replay as before
    if (legal.actions.length && random.next() < ACTION_CHANCE) {
      const { action, args } = random.pick(legal.actions);
      return { type: 'action', action, ...(args ? { args } : {}) };
    }
    if (legal.spots.length && random.next() < figureChance) {
      const spot = random.pick(legal.spots);
      return {
        type: 'placeFigure',
        figure: random.pick(spot.figures),
        feature: spot.feature,
        ...(spot.on ? { on: spot.on } : {}),
      };
    }
    return { type: 'pass' };
  }
  if (legal.step === 'decide') {
    // declines now and then when the rules allow it; else any offered answer
    if (!legal.choices.length || (legal.optional && random.next() < ACTION_CHANCE)) return { type: 'pass' };
    const { action, args } = random.pick(legal.choices);
    return { type: 'action', action, ...(args ? { args } : {}) };
  }
  return null;
}
