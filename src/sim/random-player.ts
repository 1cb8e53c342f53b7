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

/** A random legal move for the active player; places a figure on about half the turns it can. */
export function randomMove(state: GameState, random: SeededRandom, figureChance = 0.5): Move | null {
  const legal = legalMoves(state);
  if (legal.step === 'placeTile') {
    if (!legal.placements.length) return null;
    const spot = random.pick(legal.placements);
    return { type: 'placeTile', x: spot.x, y: spot.y, rotation: random.pick(spot.rotations) };
  }
  if (legal.step === 'placeFigure') {
    if (legal.spots.length && random.next() < figureChance) {
      const spot = random.pick(legal.spots);
      return { type: 'placeFigure', figure: random.pick(spot.figures), feature: spot.feature };
    }
    return { type: 'pass' };
  }
  return null;
}
