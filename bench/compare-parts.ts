// The time one part of the engine takes over the same states of seeded every-expansion games, on two
// checkouts in one process, taking turns, best of REPS: finer than compare-trees.ts, whose whole games
// move by ±5% on a shared machine while a part worth 1% of a game changes.
//   BASE=/path/to/other/checkout node --import tsx bench/compare-parts.ts
// PART=hook (MODULE's HOOK, default the Tower's `actions`, asked of every figure-step state),
// PART=phase (MODULE's PHASE run on a draft of every figure-step state), PART=asleep (every woken link's
// `asleep` asked of every state in order). GAMES (10), REPS (20), FIRST=new (see below). Each tree's modules load on their own.
// A part's first look at a new state may pay for what the game shares (the figures' roots, a board's
// index), so a ratio here is an upper bound on what the same change saves in play.
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const base = process.env.BASE;
if (!base) throw new Error('BASE=<the other checkout> is required');
const part = process.env.PART ?? 'hook';
const games = Number(process.env.GAMES ?? 10);
const reps = Number(process.env.REPS ?? 20);
const moduleId = process.env.MODULE ?? 'tower';
const hookName = process.env.HOOK ?? 'actions';
const phaseName = process.env.PHASE ?? 'secondFigure';
const players = [
  { id: 'a', name: 'Ann' },
  { id: 'b', name: 'Bob' },
];

// biome-ignore lint/suspicious/noExplicitAny: each tree's own types, loaded at run time
type Any = any;

/** The timed part of the tree at `root`, over its states: milliseconds and a count of its answers. */
async function partOf(root: string): Promise<{ states: number; run(): { ms: number; answers: number } }> {
  const random = await import(`${root}/src/ai/random-player.ts`);
  const engine = await import(`${root}/src/engine/index.ts`);
  const turn = await import(`${root}/src/engine/turn.ts`);
  const expansions = await import(`${root}/src/expansions/index.ts`);
  expansions.installEveryExpansion();
  const states: Any[] = [];
  let rules: Any;
  for (let seed = 1; seed <= games; seed++) {
    const rng = new random.SeededRandom(seed);
    let { state } = engine.createGame({ players, expansions: [...engine.EXPANSION_IDS], seed });
    rules = engine.rulesFor(state.expansions);
    while (state.turn.step !== 'ended') {
      if (part === 'asleep' || state.turn.step === 'placeFigure') states.push(state);
      state = engine.applyMove(state, engine.decidingPlayer(state), random.randomMove(state, rng)).state;
    }
  }
  const timed = (each: (state: Any) => number) => () => {
    let answers = 0;
    const started = performance.now();
    for (const state of states) answers += each(state);
    return { ms: performance.now() - started, answers };
  };
  if (part === 'asleep') {
    const asleep: ((state: Any) => boolean)[] = rules.chain.flatMap((link: Any) => (link.asleep ? [link.asleep] : []));
    return { states: states.length, run: timed((state) => asleep.filter((f) => f(state)).length) };
  }
  if (part === 'phase') {
    const link = rules.chain.find((l: Any) => l.kind === 'phase' && l.module === moduleId && l.phase === phaseName);
    if (!link) throw new Error(`${moduleId} has no phase ${phaseName}`);
    // a draft of its own each time, as applyMove makes (the drafting is timed too, the same on both trees)
    return {
      states: states.length,
      run: timed((state) => {
        const draft = { ...state, turn: { ...state.turn } };
        link.run(draft, turn.contextFor(draft, rules, []));
        return draft.turn.decisions?.length ?? 0;
      }),
    };
  }
  const link = rules.hooks[hookName]?.find((l: Any) => l.module === moduleId);
  if (!link) throw new Error(`${moduleId} has no hook ${hookName}`);
  return { states: states.length, run: timed((state) => link.run(state, rules).length) };
}

// the tree loaded second has measured faster on the same code (0.83-0.95): FIRST=new loads this one first,
// and a change is kept when it shows in both orders
const newFirst = process.env.FIRST === 'new';
const early = newFirst ? await partOf(here) : undefined;
const old = await partOf(base);
const now = early ?? (await partOf(here));
let before = Number.POSITIVE_INFINITY;
let after = Number.POSITIVE_INFINITY;
let answers = '';
for (let rep = 0; rep < reps; rep++) {
  // taking turns at going first: the second of a pair runs warmer
  const [x, y] = rep % 2 ? [now.run(), old.run()].reverse() : [old.run(), now.run()];
  before = Math.min(before, (x as { ms: number }).ms);
  after = Math.min(after, (y as { ms: number }).ms);
  answers = `${x?.answers} / ${y?.answers}`;
}
const what = part === 'asleep' ? 'every asleep' : `${moduleId} ${part === 'phase' ? phaseName : hookName}`;
console.log(
  `${what}: ${now.states} states, answers ${answers}; best of ${reps}: base ${before.toFixed(2)} ms, this ${after.toFixed(2)} ms, ${(after / before).toFixed(3)}`,
);
