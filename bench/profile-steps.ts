// Where whole random games spend their time, step by step (node --import tsx bench/profile-steps.ts): for each
// kind of move (placing the tile, the figure step, each module's questions) how many a game and the
// microseconds its listing and its application take. HOOKS=1 also times every module's phases and hooks
// (the timers add cost of their own, and a hook run inside a phase counts in both). EXPANSIONS=a,b (default
// every expansion), GAMES=N (default 20; the first round of as many games only warms up).

import { EXPANSION_IDS, type GameState, pendingDecision } from '../src/engine';
import { type Rules, rulesFor } from '../src/engine/modules/registry';
import { installEveryExpansion } from '../src/expansions';
import { type MoveTimer, wholeGame } from './engine';

installEveryExpansion();
const games = Number(process.env.GAMES ?? 20);
const expansions = process.env.EXPANSIONS ? process.env.EXPANSIONS.split(',') : [...EXPANSION_IDS];

interface Tally {
  count: number;
  ms: number;
}
interface StepTally {
  count: number;
  listing: number;
  applying: number;
}

const kindOf = (state: GameState) => {
  const asked = pendingDecision(state);
  return asked ? `question ${asked.module}/${asked.kind}` : state.turn.step;
};

/** Wraps every phase and hook of the game's rules in a timer, tallied under `phase …` and `hook …`. */
function timeModules(rules: Rules, tallies: Map<string, Tally>) {
  const timed = <F extends (...args: never[]) => unknown>(name: string, run: F): F =>
    ((...args: Parameters<F>) => {
      const started = performance.now();
      try {
        return run(...args);
      } finally {
        const tally = tallies.get(name) ?? { count: 0, ms: 0 };
        tally.count++;
        tally.ms += performance.now() - started;
        tallies.set(name, tally);
      }
    }) as F;
  // the rules object is shared by every game of these expansions: this process only profiles
  for (const [hook, links] of Object.entries(rules.hooks) as [string, { module: string; run: () => unknown }[]][])
    for (const link of links) link.run = timed(`hook ${hook}, ${link.module}`, link.run);
  for (const link of rules.chain)
    if (link.kind === 'phase') link.run = timed(`phase ${link.phase}, ${link.module}`, link.run);
}

const modules = new Map<string, Tally>();
if (process.env.HOOKS) timeModules(rulesFor(expansions), modules);

const steps = new Map<string, StepTally>();
const timer: MoveTimer = (before, listing, applying) => {
  const kind = kindOf(before);
  const tally = steps.get(kind) ?? { count: 0, listing: 0, applying: 0 };
  tally.count++;
  tally.listing += listing;
  tally.applying += applying;
  steps.set(kind, tally);
};

for (let seed = 1; seed <= games; seed++) wholeGame(seed, expansions);
modules.clear();
const started = performance.now();
const played = { count: 0 };
for (let seed = 1; seed <= games; seed++) wholeGame(games + seed, expansions, played, timer);
const ms = performance.now() - started;

const share = (part: number) => `${((100 * part) / ms).toFixed(1)}%`;
const µs = (total: number, count: number) => `${((1000 * total) / count).toFixed(1)} µs`;
console.log(
  `${expansions.length} expansions, ${games} games: ${(ms / games).toFixed(2)} ms and ${played.count / games} moves a game`,
);
const byCost = [...steps].sort(([, a], [, b]) => b.listing + b.applying - (a.listing + a.applying));
for (const [kind, t] of byCost.slice(0, 20)) {
  const line = [
    `${(t.count / games).toFixed(1)} a game`,
    `listing ${µs(t.listing, t.count)}`,
    `applying ${µs(t.applying, t.count)}`,
  ];
  console.log(`${share(t.listing + t.applying).padStart(6)}  ${kind}: ${line.join(', ')}`);
}
if (modules.size) console.log('\nphases and hooks (timed; nested ones count in their callers too):');
for (const [name, t] of [...modules].sort(([, a], [, b]) => b.ms - a.ms).slice(0, 30)) {
  console.log(`${share(t.ms).padStart(6)}  ${name}: ${(t.count / games).toFixed(0)} a game, ${µs(t.ms, t.count)} each`);
}
