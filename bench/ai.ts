// Computer player benchmarks: how long a strong decision takes (its budget plus ranking the turns).
import { DEFAULT_BUDGET_MS } from '../src/ai';
import { strongMove } from '../src/ai/players';
import { SeededRandom } from '../src/ai/random-player';
import { applyMove } from '../src/engine';
import type { GameState } from '../src/engine/types';
import { boardWithTiles } from './engine';
import { type BenchRow, summarise } from './measure';

/** A position waiting for a tile placement, about `tiles` tiles in. */
export function placementStep(tiles: number, seed: number): GameState {
  const state = boardWithTiles(tiles, seed);
  if (state.turn.step !== 'placeFigure') return state;
  const passed = applyMove(state, state.players[state.turn.player]?.id as string, { type: 'pass' });
  return passed.ok ? passed.state : state;
}

export async function aiBenchmarks(): Promise<BenchRow[]> {
  const budgetMs = Number(process.env.AI_BUDGET_MS ?? DEFAULT_BUDGET_MS);
  const times: number[] = [];
  const rollouts: number[] = [];
  for (const tiles of [5, 25, 45, 65]) {
    for (let seed = 1; seed <= 5; seed++) {
      const state = placementStep(tiles, seed);
      const started = performance.now();
      strongMove(state, new SeededRandom(seed), { budgetMs, onSampled: (n) => rollouts.push(n) });
      times.push(performance.now() - started);
    }
  }
  return [
    summarise(`ai: strong decision, budget ${budgetMs} ms, boards of 5-65 tiles (2 players, farmers)`, times, 'ms'),
    // what the arena's --rollouts stands for at this budget on this machine
    summarise(`ai: rollouts in that budget`, rollouts, 'rollouts'),
  ];
}
