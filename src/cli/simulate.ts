// npm run simulate -- --games N --seed S [--players P] [--expansions a,b] [--option key=value] [--dump DIR]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { settingsProblem, typedOptions } from '../app/settings';
import { EXPANSION_IDS } from '../engine';
import { installEveryExpansion } from '../expansions';
import { translator } from '../i18n';
import { simulate } from '../sim/simulate';
import { readOptions, ruleOptionPairs } from './options';

// every expansion handed to the engine, the catalog, the rules reference and the renderer, before anything else
installEveryExpansion();

const USAGE = `usage: npm run simulate -- [--games N] [--seed S] [--players P] [--expansions a,b] [--option key=value]...
                          [--dump DIR]

Plays N whole games with random legal moves, checking the invariants after every move, and prints
one JSON line: games, moves, mean final scores, games per second. Exit 1 names the seed and move
of a violation; exit 2 is a bad option.

  --games N          games to play (default 100)
  --seed S           seed of the first game; game i uses S + i (default 1)
  --players P        players per game, 2 to 5, 6 with inns-cathedrals (default 2)
  --expansions a,b   any of ${EXPANSION_IDS.join(', ')} (default farmers)
  --option key=value a rule option of those expansions, as many as wanted (halflingsDeal=drafted)
  --dump DIR         also write every game to DIR as a scenario file`;

const { values } = readOptions(USAGE, {
  games: { type: 'string', default: '100' },
  seed: { type: 'string', default: '1' },
  players: { type: 'string', default: '2' },
  expansions: { type: 'string', default: 'farmers' },
  option: { type: 'string', multiple: true },
  dump: { type: 'string' },
});

function refuse(problem: string): never {
  console.error(`${problem}\n\n${USAGE}`);
  process.exit(2);
}

const numberOption = (name: string, text: string) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number, not "${text}"`);
    process.exit(2);
  }
  return n;
};

const dump = values.dump;
if (dump) mkdirSync(dump, { recursive: true });
const expansions = values.expansions.split(',').filter(Boolean);
const ruleOptions = ruleOptionPairs(values.option);
if ('bad' in ruleOptions) refuse(`--option takes key=value, e.g. halflingsDeal=drafted, got "${ruleOptions.bad}"`);
const unknown = expansions.filter((id) => !EXPANSION_IDS.includes(id));
if (unknown.length) refuse(`Unknown expansion ${unknown.join(', ')}; available: ${EXPANSION_IDS.join(', ')}`);
const options = typedOptions(expansions, ruleOptions.pairs);
// the bot's own check of a new game's settings, in English
const refused = settingsProblem(expansions, options);
if (refused) refuse(translator('en')(refused.key, refused.params));
try {
  const outcome = simulate({
    games: numberOption('games', values.games),
    seed: numberOption('seed', values.seed),
    players: numberOption('players', values.players),
    expansions,
    options,
    ...(dump
      ? { onGame: (scenario, seed) => writeFileSync(join(dump, `game-${seed}.json`), `${JSON.stringify(scenario)}\n`) }
      : {}),
  });
  console.log(JSON.stringify({ expansions, ...outcome }));
  if ('violation' in outcome) process.exit(1);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
