// Runs strong decisions with a fixed number of rollouts for a profiler (node --cpu-prof --import tsx bench/profile-ai.ts).
import { strongMove } from '../src/ai/players';
import { installEveryExpansion } from '../src/expansions';
import { SeededRandom } from '../src/sim/random-player';
import { placementStep } from './ai';

installEveryExpansion();
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
console.log(`${made} rollouts, ${ms.toFixed(0)} ms, ${((made / ms) * 800).toFixed(0)} per 800 ms, CPU ${((made / cpuMs) * 800).toFixed(0)} per 800 ms of CPU`);
