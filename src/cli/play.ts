// npm run play -- [--players Ann,Bob] [--computer N] [--seed S] [--expansions farmers] [--lang lv] [--out DIR]
import { createInterface } from 'node:readline';
import { ensureFonts } from '../../render';
import { EXPANSION_IDS } from '../engine';
import { isLocale, LOCALES } from '../i18n';
import { playInTerminal } from '../terminal/session';
import { readOptions } from './options';

const USAGE = `usage: npm run play -- [--players Ann,Bob] [--computer N] [--seed S] [--expansions a,b] [--lang L] [--out DIR]

Plays a game in the terminal with the bot's commands (type "help" once it starts); the board
image is written to DIR/board.png after every turn.

  --players Ann,Bob  people at the keyboard, in seat order
  --computer N       computer players after them (default 0)
  --seed S           the shuffle (default: from the clock)
  --expansions a,b   any of ${EXPANSION_IDS.join(', ')} (default farmers)
  --lang L           the game's language: ${LOCALES.join(', ')} (default en)
  --out DIR          where the images go (default out)`;

const { values } = readOptions(USAGE, {
  players: { type: 'string', default: '' },
  computer: { type: 'string', default: '0' },
  seed: { type: 'string', default: String(Date.now() % 2 ** 31) },
  expansions: { type: 'string', default: 'farmers' },
  out: { type: 'string', default: 'out' },
  lang: { type: 'string', default: 'en' },
});

const humans = values.players
  .split(',')
  .map((n) => n.trim())
  .filter(Boolean);
const computers = Number(values.computer);
const expansions = values.expansions.split(',').filter(Boolean);
const problem =
  !Number.isInteger(computers) || computers < 0
    ? '--computer takes a number of computer players'
    : humans.length + computers < 2
      ? 'A game needs at least 2 players: --players Ann,Bob or --computer 2'
      : expansions.find((id) => !EXPANSION_IDS.includes(id))
        ? `Unknown expansion; available: ${EXPANSION_IDS.join(', ')}`
        : !isLocale(values.lang)
          ? `Unknown language; available: ${LOCALES.join(', ')}`
          : null;
if (problem) {
  console.error(problem);
  process.exit(2);
}

try {
  ensureFonts();
  const lines = createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
  await playInTerminal({
    humans,
    computers,
    seed: Number(values.seed),
    expansions,
    out: values.out,
    language: isLocale(values.lang) ? values.lang : 'en',
    input: lines,
    print: (line) => console.log(line),
  });
  process.exit(0);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
