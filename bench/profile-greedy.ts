// Runs greedy decisions with every expansion for a profiler (node --cpu-prof --import tsx bench/profile-greedy.ts).
// The positions: 3-player every-expansion games played at random to about `TILES` tiles, at a tile placement.
import { greedyMove } from '../src/ai/players';
import { randomMove, SeededRandom } from '../src/ai/random-player';
import { applyMove, createGame, decidingPlayer, EXPANSION_IDS } from '../src/engine';
import type { GameState } from '../src/engine/types';
import { installEveryExpansion } from '../src/expansions';

installEveryExpansion();
const players = [
  { id: 'a', name: 'Ann' },
  { id: 'b', name: 'Bob' },
  { id: 'c', name: 'Cy' },
];

function placementStep(tiles: number, seed: number): GameState {
  const random = new SeededRandom(seed);
  let { state } = createGame({ players, expansions: [...EXPANSION_IDS], seed });
  while ((state.board.length < tiles || state.turn.step !== 'placeTile') && state.turn.step !== 'ended') {
    const move = randomMove(state, random);
    const result = move && applyMove(state, decidingPlayer(state) as string, move);
    if (!result?.ok) throw new Error('a random legal move was refused');
    state = result.state;
  }
  return state;
}

const positions = [60, 150, 250].flatMap((tiles) => [1, 2].map((seed) => placementStep(tiles, seed)));
const started = performance.now();
const cpu = process.cpuUsage();
const chosen: string[] = [];
for (const [i, state] of positions.entries()) chosen.push(JSON.stringify(greedyMove(state, new SeededRandom(i + 1))));
const ms = performance.now() - started;
const cpuMs = process.cpuUsage(cpu).user / 1000;
console.log(chosen.join('\n'));
console.log(
  `${positions.length} decisions, ${ms.toFixed(0)} ms, ${(ms / positions.length).toFixed(0)} ms a decision, CPU ${(cpuMs / positions.length).toFixed(0)} ms`,
);
