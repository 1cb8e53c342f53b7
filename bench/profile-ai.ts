// Runs strong decisions with a fixed number of rollouts for a profiler (node --cpu-prof --import tsx bench/profile-ai.ts).
// The positions are the AI bench's (2 players, farmers, boards of 5-65 tiles), built here from the engine alone.
import { strongMove } from '../src/ai/players';
import { SeededRandom } from '../src/ai/random-player';
import { applyMove } from '../src/engine';
import type { GameState } from '../src/engine/types';
import { installEveryExpansion } from '../src/expansions';
import { boardWithTiles } from './engine';

installEveryExpansion();

/** A position waiting for a tile placement, about `tiles` tiles in. */
function placementStep(tiles: number, seed: number): GameState {
  const state = boardWithTiles(tiles, seed);
  if (state.turn.step !== 'placeFigure') return state;
  const passed = applyMove(state, state.players[state.turn.player]?.id as string, { type: 'pass' });
  return passed.ok ? passed.state : state;
}

const rollouts = Number(process.env.ROLLOUTS ?? 4000);
const started = performance.now();
const cpu = process.cpuUsage();
let made = 0;
for (const tiles of [5, 25, 45, 65]) {
  for (let seed = 1; seed <= 5; seed++) {
    strongMove(placementStep(tiles, seed), new SeededRandom(seed), { rollouts, onSampled: (n) => (made += n) });
  }
}
const ms = performance.now() - started;
const cpuMs = process.cpuUsage(cpu).user / 1000;
console.log(
  `${made} rollouts, ${ms.toFixed(0)} ms, ${((made / ms) * 800).toFixed(0)} per 800 ms, CPU ${((made / cpuMs) * 800).toFixed(0)} per 800 ms of CPU`,
);
