// npm run play -- [--players Ann,Bob] [--computer N] [--level greedy] [--seed S] [--expansions farmers] [--option key=value] [--lang lv] [--out DIR]
import { createInterface } from 'node:readline';
import { ensureFonts } from '../../render';
import { DEFAULT_BUDGET_MS, isLevel, LEVELS, type Level } from '../ai';
import { settingsProblem, typedOptions } from '../app/settings';
import { EXPANSION_IDS, playerLimit } from '../engine';
import { installEveryExpansion } from '../expansions';
import { isLocale, LOCALES, translator } from '../i18n';
import { playInTerminal } from '../terminal/session';
import { readOptions, ruleOptionPairs } from './options';

// every expansion handed to the engine, the catalog, the rules reference and the renderer, before anything else
installEveryExpansion();

const USAGE = `usage: npm run play -- [--players Ann,Bob] [--computer N] [--level L] [--budget ms] [--seed S] [--expansions a,b]
                      [--option key=value]... [--lang L] [--out DIR]

Plays a game in the terminal with the bot's commands (type "help" once it starts), or with the
bare answer to the prompt ("3 90" places on spot 3, "A" puts a figure on spot A, "2" answers a
question); the board image is written to DIR/board.png after every turn.

  --players Ann,Bob  people at the keyboard, in seat order
  --computer N       computer players after them (default 0)
  --level L          how they play: ${LEVELS.join(', ')}, or one per computer player
                     (greedy,strong); the last repeats (default greedy)
  --budget ms        a strong player's thinking time per decision (default ${DEFAULT_BUDGET_MS})
  --seed S           the shuffle (default: from the clock)
  --expansions a,b   any of ${EXPANSION_IDS.join(', ')} (default farmers)
  --option key=value a rule option of those expansions, as many as wanted: halflingsDeal=drafted
                     (the Halflings' half tiles drafted face up), tinyCity=true ...; a wrong key or
                     value is refused with the ones allowed
  --lang L           the game's language: ${LOCALES.join(', ')} (default en)
  --out DIR          where the images go (default out)`;

const { values } = readOptions(USAGE, {
  players: { type: 'string', default: '' },
  computer: { type: 'string', default: '0' },
  level: { type: 'string', default: 'greedy' },
  budget: { type: 'string', default: String(DEFAULT_BUDGET_MS) },
  seed: { type: 'string', default: String(Date.now() % 2 ** 31) },
  expansions: { type: 'string', default: 'farmers' },
  option: { type: 'string', multiple: true },
  out: { type: 'string', default: 'out' },
  lang: { type: 'string', default: 'en' },
});

const humans = values.players
  .split(',')
  .map((n) => n.trim())
  .filter(Boolean);
const computers = Number(values.computer);
const expansions = values.expansions.split(',').filter(Boolean);
const unknown = expansions.filter((id) => !EXPANSION_IDS.includes(id));
const levels = values.level.split(',').map((level) => level.trim());
const badLevel = levels.find((level) => !isLevel(level));
const seats = humans.length + computers;
const ruleOptions = ruleOptionPairs(values.option);
const duplicate = humans.find((name, i) => humans.findIndex((n) => n.toLowerCase() === name.toLowerCase()) !== i);
const problem = !/^\d+$/.test(values.computer)
  ? `--computer takes a number of computer players, got "${values.computer}"`
  : badLevel !== undefined
    ? `Unknown level "${badLevel}"; available: ${LEVELS.join(', ')}`
    : !/^\d+$/.test(values.budget)
      ? `--budget takes a number of milliseconds, got "${values.budget}"`
      : unknown.length
        ? `Unknown expansion ${unknown.join(', ')}; available: ${EXPANSION_IDS.join(', ')}`
        : duplicate
          ? `Two players are called ${duplicate}: give each player a different name`
          : seats < 2
            ? 'A game needs at least 2 players: --players Ann,Bob or --computer 2'
            : seats > playerLimit(expansions)
              ? `${seats} players is too many: these rules take at most ${playerLimit(expansions)}`
              : !isLocale(values.lang)
                ? `Unknown language ${values.lang}; available: ${LOCALES.join(', ')}`
                : 'bad' in ruleOptions
                  ? `--option takes key=value, e.g. halflingsDeal=drafted, got "${ruleOptions.bad}"`
                  : null;
if (problem) {
  console.error(`${problem}\n\n${USAGE}`);
  process.exit(2);
}
const language = isLocale(values.lang) ? values.lang : 'en';
const options = typedOptions(expansions, 'pairs' in ruleOptions ? ruleOptions.pairs : []);
// the bot's own check of a new game's settings, in the game's language
const refused = settingsProblem(expansions, options);
if (refused) {
  console.error(`${translator(language)(refused.key, refused.params)}\n\n${USAGE}`);
  process.exit(2);
}

try {
  ensureFonts();
  const lines = createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
  await playInTerminal({
    humans,
    computers,
    levels: levels as Level[],
    budgetMs: Number(values.budget),
    seed: Number(values.seed),
    expansions,
    options,
    out: values.out,
    language,
    input: lines,
    print: (line) => console.log(line),
  });
  process.exit(0);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
