// npm run simulate -- --games N --seed S [--players P] [--expansions a,b] [--dump DIR]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXPANSION_IDS } from '../engine';
import { installEveryExpansion } from '../expansions';
import { simulate } from '../sim/simulate';
import { readOptions } from './options';

// every expansion handed to the engine, the catalog, the rules reference and the renderer, before anything else
installEveryExpansion();

const USAGE = `usage: npm run simulate -- [--games N] [--seed S] [--players P] [--expansions a,b] [--dump DIR]

Plays N whole games with random legal moves, checking the invariants after every move, and prints
one JSON line: games, moves, mean final scores, games per second. Exit 1 names the seed and move
of a violation; exit 2 is a bad option.

  --games N          games to play (default 100)
  --seed S           seed of the first game; game i uses S + i (default 1)
  --players P        players per game, 2 to 5, 6 with inns-cathedrals (default 2)
  --expansions a,b   any of ${EXPANSION_IDS.join(', ')} (default farmers)
  --dump DIR         also write every game to DIR as a scenario file`;

const { values } = readOptions(USAGE, {
  games: { type: 'string', default: '100' },
  seed: { type: 'string', default: '1' },
  players: { type: 'string', default: '2' },
  expansions: { type: 'string', default: 'farmers' },
  dump: { type: 'string' },
});

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
try {
  const outcome = simulate({
    games: numberOption('games', values.games),
    seed: numberOption('seed', values.seed),
    players: numberOption('players', values.players),
    expansions,
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
