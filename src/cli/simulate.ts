// npm run simulate -- --games N --seed S [--players P] [--expansions a,b] [--dump DIR]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { simulate } from '../sim/simulate';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    players: { type: 'string', default: '2' },
    expansions: { type: 'string', default: 'farmers' },
    dump: { type: 'string' },
  },
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
