// The CPU time of the same seeded random games on two checkouts of this code, game by game in turn in one
// process (each tree's modules load on their own): on a shared machine whose load moves the time of
// separate runs by ±15%, a pair of games played one after the other sees the same load.
//   BASE=/path/to/other/checkout node --import tsx bench/compare-trees.ts
// GAMES (30), WARM (5 warm-up games each), EXPANSIONS (default every one), FIRST=new to load this tree
// first (the order of loading may favour one; run both). The other checkout needs node_modules beside it.
// Against a checkout whose rules differ, a seed plays another game there: compare the two medians, not
// the pairs.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const base = process.env.BASE;
if (!base) throw new Error('BASE=<the other checkout> is required');
const games = Number(process.env.GAMES ?? 30);
const warm = Number(process.env.WARM ?? 5);
const chosen = process.env.EXPANSIONS?.split(',');
const players = [
  { id: 'a', name: 'Ann' },
  { id: 'b', name: 'Bob' },
];

interface Played {
  ms: number;
  moves: number;
}

/** A function playing one whole seeded game with the tree at `root`, its CPU time measured. */
async function player(root: string): Promise<(seed: number) => Played> {
  // an older checkout (bcff779, where issue 30's targets were set) kept the random player in src/sim and
  // had no expansions to install
  const randomPlayer = existsSync(`${root}/src/ai/random-player.ts`) ? 'ai' : 'sim';
  const random = await import(`${root}/src/${randomPlayer}/random-player.ts`);
  const engine = await import(`${root}/src/engine/index.ts`);
  const expansions = await import(`${root}/src/expansions/index.ts`);
  expansions.installEveryExpansion?.();
  const sets: string[] = chosen ?? [...engine.EXPANSION_IDS];
  return (seed) => {
    const rng = new random.SeededRandom(seed);
    let { state } = engine.createGame({ players, expansions: sets, seed });
    let moves = 0;
    const started = process.cpuUsage();
    while (state.turn.step !== 'ended') {
      const move = random.randomMove(state, rng);
      const result = move && engine.applyMove(state, engine.decidingPlayer(state), move);
      if (!result?.ok) throw new Error(`${root}: a random legal move was refused (seed ${seed})`);
      state = result.state;
      moves++;
    }
    const used = process.cpuUsage(started);
    return { ms: (used.user + used.system) / 1000, moves };
  };
}

const newFirst = process.env.FIRST === 'new';
const early = newFirst ? await player(here) : undefined;
const old = await player(base);
const now = early ?? (await player(here));
for (let seed = 100_001; seed < 100_001 + warm; seed++) {
  old(seed);
  now(seed);
}
const before: Played[] = [];
const after: Played[] = [];
for (let seed = 1; seed <= games; seed++) {
  // which tree plays a seed first alternates
  if (seed % 2) {
    before.push(old(seed));
    after.push(now(seed));
  } else {
    after.push(now(seed));
    before.push(old(seed));
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const total = (runs: Played[], part: keyof Played) => runs.reduce((sum, run) => sum + run[part], 0);
const ratios = after.map((run, i) => run.ms / (before[i] as Played).ms);
const line = (name: string, runs: Played[]) =>
  `${name}: median ${median(runs.map((r) => r.ms)).toFixed(2)} ms, mean ${(total(runs, 'ms') / games).toFixed(2)} ms, ${total(runs, 'moves')} moves`;
console.log(line(`base ${base}`, before));
console.log(line(`this ${here}`, after));
console.log(
  `this/base: total ${(total(after, 'ms') / total(before, 'ms')).toFixed(3)}, median of the pairs ${median(ratios).toFixed(3)}; load ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`,
);
