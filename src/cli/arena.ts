// npm run arena -- --a strong --b greedy --games 400 [--expansions a,b] [--budget ms] [--seed S]
import { DEFAULT_BUDGET_MS, isLevel, LEVELS } from '../ai';
import { type ArenaTally, runArena, wilson } from '../ai/arena';
import { EXPANSION_IDS } from '../engine';
import { installEveryExpansion } from '../expansions';
import { readOptions } from './options';

// every expansion handed to the engine, the catalog, the rules reference and the renderer, before anything else
installEveryExpansion();

const USAGE = `usage: npm run arena -- --a LEVEL --b LEVEL [--games N] [--expansions a,b] [--budget ms] [--seed S]

Two computer players (levels: ${LEVELS.join(', ')}) play N two-player games, seats alternated (each
seed is played twice, once from each seat), and the win rate of each is printed with its 95% Wilson
interval; a tie counts half a win. Progress goes to stderr after every game, with the counts, so the
tallies of runs stopped early or run side by side on other seeds can be added up.

  --games N          games to play (default 400)
  --expansions a,b   any of ${EXPANSION_IDS.join(', ')} (default farmers)
  --budget ms        thinking time of the strong player per decision (default ${DEFAULT_BUDGET_MS})
  --seed S           seed of the first pair of games (default 1)
  --candidates N     strong: how many of greedy's best turns it searches (default 8)
  --horizon N        strong: whole turns simulated after each candidate (default 4)
  --rollouts N       strong: rollouts per decision instead of the time budget (steady on a busy machine)
  --figure-worth P,C strong: points a figure in hand is worth per tile left, capped at C (default 0.1,3)
  --rollout P        strong: how simulated turns are played, random (default) or greedy
  --rollout-figures P  strong: chance a simulated turn places a figure in random rollouts (default 0.5)`;

const { values } = readOptions(USAGE, {
  a: { type: 'string', default: 'greedy' },
  b: { type: 'string', default: 'random' },
  games: { type: 'string', default: '400' },
  expansions: { type: 'string', default: 'farmers' },
  budget: { type: 'string', default: String(DEFAULT_BUDGET_MS) },
  seed: { type: 'string', default: '1' },
  candidates: { type: 'string' },
  horizon: { type: 'string' },
  'rollout-figures': { type: 'string' },
  rollout: { type: 'string' },
  'figure-worth': { type: 'string' },
  rollouts: { type: 'string' },
});

function fail(problem: string): never {
  console.error(`${problem}\n\n${USAGE}`);
  process.exit(2);
}

const wholeNumber = (name: string, text: string) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) fail(`--${name} must be a whole number, not "${text}"`);
  return n;
};

function figureWorth(text: string) {
  const [perTile, cap] = text.split(',').map(Number);
  if (!(perTile !== undefined && cap !== undefined && perTile >= 0 && cap >= 0))
    fail(`--figure-worth takes P,C, not "${text}"`);
  return { perTile, cap };
}

const { a, b } = values;
if (!isLevel(a)) fail(`--a must be one of ${LEVELS.join(', ')}, not "${a}"`);
if (!isLevel(b)) fail(`--b must be one of ${LEVELS.join(', ')}, not "${b}"`);
const expansions = values.expansions.split(',').filter(Boolean);
const unknown = expansions.filter((id) => !EXPANSION_IDS.includes(id));
if (unknown.length) fail(`unknown expansion ${unknown.join(', ')}; choose from ${EXPANSION_IDS.join(', ')}`);

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const rate = (wins: number, tally: ArenaTally) => {
  const share = wins + tally.ties / 2;
  const { low, high } = wilson(share, tally.games);
  return `${percent(share / tally.games)} [${percent(low)}, ${percent(high)}]`;
};

const started = performance.now();
const tally = runArena({
  a,
  b,
  games: wholeNumber('games', values.games),
  seed: wholeNumber('seed', values.seed),
  budgetMs: wholeNumber('budget', values.budget),
  expansions,
  tuning: {
    ...(values.candidates ? { candidates: wholeNumber('candidates', values.candidates) } : {}),
    ...(values.rollouts ? { rollouts: wholeNumber('rollouts', values.rollouts) } : {}),
    ...(values.horizon ? { horizon: wholeNumber('horizon', values.horizon) } : {}),
    ...(values.rollout === 'random' || values.rollout === 'greedy' ? { rolloutPolicy: values.rollout } : {}),
    ...(values['figure-worth'] ? { figureWorth: figureWorth(values['figure-worth']) } : {}),
    ...(values['rollout-figures'] ? { rolloutFigures: Number(values['rollout-figures']) } : {}),
  },
  onGame: (so) => {
    console.error(`${so.games} games: ${a} ${rate(so.aWins, so)} (${so.aWins} won, ${so.bWins} lost, ${so.ties} tied)`);
  },
});
console.log(`${a} vs ${b}, ${tally.games} games, expansions ${expansions.join(',') || 'none'}`);
console.log(
  `${a}: ${rate(tally.aWins, tally)} wins (${tally.aWins} won, mean score ${(tally.aPoints / tally.games).toFixed(1)})`,
);
console.log(
  `${b}: ${rate(tally.bWins, tally)} wins (${tally.bWins} won, mean score ${(tally.bPoints / tally.games).toFixed(1)})`,
);
console.log(`ties: ${tally.ties}; ${((performance.now() - started) / 1000).toFixed(0)} s`);
console.log(JSON.stringify({ a, b, expansions, budgetMs: Number(values.budget), ...tally }));
