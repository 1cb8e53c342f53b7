// Plays seeded random every-expansion games for a profiler (node --cpu-prof --import tsx bench/profile-games.ts);
// EXPANSIONS=farmers,river,... plays those instead (the bench's Big Box: farmers,river,abbot,inns-cathedrals,
// traders-builders,flier,messengers,ferries,gold-mines,mage-witch,robbers,crop-circles).

import { randomMove, SeededRandom } from '../src/ai/random-player';
import { applyMove, createGame, decidingPlayer, EXPANSION_IDS } from '../src/engine';
import { installEveryExpansion } from '../src/expansions';

installEveryExpansion();
const games = Number(process.env.GAMES ?? 200);
const expansions = process.env.EXPANSIONS ? process.env.EXPANSIONS.split(',') : [...EXPANSION_IDS];
const players = [
  { id: 'a', name: 'Ann' },
  { id: 'b', name: 'Bob' },
];
const started = performance.now();
const cpu = process.cpuUsage();
let moves = 0;
for (let seed = 1; seed <= games; seed++) {
  const random = new SeededRandom(seed);
  let { state } = createGame({ players, expansions, seed });
  while (state.turn.step !== 'ended') {
    const move = randomMove(state, random);
    const result = move && applyMove(state, decidingPlayer(state) as string, move);
    if (!result?.ok) throw new Error('a random legal move was refused');
    state = result.state;
    moves++;
  }
}
const ms = performance.now() - started;
const cpuMs = process.cpuUsage(cpu).user / 1000;
console.log(
  `${games} games, ${moves} moves, ${ms.toFixed(0)} ms, ${(ms / games).toFixed(2)} ms a game, CPU ${(cpuMs / games).toFixed(2)} ms a game`,
);
