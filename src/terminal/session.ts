// A whole game in the terminal: hot-seat humans and computer players on the same application layer as
// the bot (SQLite included), with the board image written to a file after every move.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderBoard } from '../../render';
import { renderScoreChart } from '../../render/score-chart';
import { computerMove, type Level } from '../ai';
import { SeededRandom } from '../ai/random-player';
import { panelWords, shownTilesParams } from '../app/board-view';
import { computerToMove, describeEvents, finalScoreLines, playerToMove, playOrder } from '../app/describe';
import { type Actor, GameService } from '../app/game-service';
import { openGameRepository } from '../app/open-repository';
import type { GameRecord } from '../app/record';
import { scoreTimeline } from '../app/score-timeline';
import { type Locale, type Message, translator } from '../i18n';
import { CHANNEL, runCommand } from './commands';
import { plainText } from './plain-text';
import { terminalPrompt } from './prompt';

export interface TerminalOptions {
  humans: string[];
  computers: number;
  /** Each computer player's level, in seat order; the last one repeats (default random). */
  levels?: Level[];
  /** Thinking time of a strong computer player per decision, in ms. */
  budgetMs?: number;
  seed: number;
  expansions: string[];
  /** The game's rule options (halflingsDeal: 'drafted' ...), as the lobby's `new` passes them. */
  options?: Record<string, unknown>;
  /** Folder for board.png and scores.png. */
  out: string;
  /** Lines typed by the humans; ends with the input. */
  input: AsyncIterator<string>;
  print: (line: string) => void;
  /** The language of everything printed and drawn (default English). */
  language?: Locale;
}

const GUILD = 'terminal';

export async function playInTerminal(options: TerminalOptions): Promise<GameRecord | undefined> {
  const dir = await mkdtemp(join(tmpdir(), 'carcassonne-play-'));
  const repository = await openGameRepository({ path: join(dir, 'games.sqlite') });
  try {
    const plain = { ...options, print: (line: string) => options.print(plainText(line)) };
    return await run(plain, new GameService(repository, { newSeed: () => options.seed }));
  } finally {
    await repository.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function run(options: TerminalOptions, service: GameService): Promise<GameRecord | undefined> {
  const language = options.language ?? 'en';
  const t = translator(language);
  const words = (said: Message) => t(said.key, said.params);
  const seats: Actor[] = [
    ...options.humans.map((name, i) => ({ userId: `human-${i + 1}`, name })),
    // seated as computer players, so the game knows them for what they are (it answers no question for them)
    ...Array.from({ length: options.computers }, (_, i) => ({
      userId: `computer-${i + 1}`,
      name: t('terminal.computer', { number: i + 1 }),
      computer: levelOf(i, options),
    })),
  ];
  const [host, ...guests] = seats;
  if (!host) throw new Error('A game needs players: name some with --players or add --computer 2.');
  const created = await service.newGame(CHANNEL, GUILD, host, {
    expansions: options.expansions,
    options: options.options ?? {},
    language,
  });
  if (!created.ok) throw new Error(words(created.message));
  for (const guest of guests) await service.join(CHANNEL, guest);
  const started = await service.start(CHANNEL, host);
  if (!started.ok) throw new Error(words(started.message));
  await mkdir(options.out, { recursive: true });
  let record = started.record;
  options.print(t('terminal.play-order', { order: playOrder(record).join(' → ') }));
  options.print(words(terminalPrompt(record)));
  await showBoard(record, options);

  const random = new SeededRandom(options.seed);
  while (record.status === 'playing' && record.state) {
    // whoever the game waits for: the active player, or a question's player
    const active = seats.find((s) => s.userId === playerToMove(record)?.id) as Actor;
    if (active.computer) {
      const move = computerMove(active.computer, record.state, random, budget(options));
      const outcome = move ? await service.play(CHANNEL, active, move) : null;
      if (!outcome?.ok)
        throw new Error(`${active.name} could not move: ${outcome ? words(outcome.message) : 'no legal move'}`);
      const said = describeEvents(outcome.record, outcome.events, outcome.given);
      for (const line of said) options.print(words(line));
    } else {
      options.print(`${active.name}> `);
      const typed = await options.input.next();
      if (typed.done || typed.value.trim() === 'quit') {
        options.print(t('terminal.bye'));
        return record;
      }
      const reply = await runCommand(service, record, active, typed.value, language);
      for (const line of reply.lines) options.print(line);
      if (reply.changed) record = (await latest(service)) ?? record;
      if (reply.changed) await showBoard(record, options);
      continue;
    }
    record = (await latest(service)) ?? record;
    if (playerToMove(record)?.id !== active.userId || record.status !== 'playing') {
      await showBoard(record, options);
      // someone at the keyboard moves next: what to do (a question for them, their tile)
      if (playerToMove(record) && !computerToMove(record)) options.print(words(terminalPrompt(record)));
    }
  }
  options.print(t('terminal.final-scores'));
  for (const line of finalScoreLines(record)) options.print(`  ${words(line)}`);
  const chart = join(options.out, 'scores.png');
  await writeFile(chart, await renderScoreChart(scoreTimeline(record), language));
  options.print(t('terminal.chart', { path: chart }));
  return record;
}

/** The level of the computer player at `index` (from 0): the level given for it, else the last one given. */
function levelOf(index: number, options: TerminalOptions): Level {
  const levels = options.levels ?? [];
  return levels[Math.min(index, levels.length - 1)] ?? 'random';
}

const budget = (options: TerminalOptions) => (options.budgetMs === undefined ? {} : { budgetMs: options.budgetMs });

/** The running game, or the archived one once it has ended. */
async function latest(service: GameService): Promise<GameRecord | undefined> {
  return (await service.find(CHANNEL)) ?? (await service.repository.listArchived(GUILD, 1))[0]?.data;
}

async function showBoard(record: GameRecord, options: TerminalOptions) {
  if (!record.state) return;
  const language = options.language ?? 'en';
  const words = panelWords(record.state, language);
  const { image, fileName, format, offered } = await renderBoard(record.state, { locale: language, words });
  const path = join(options.out, fileName);
  await writeFile(path, image);
  options.print(translator(language)('terminal.board', { path }));
  if (!offered) return;
  // a question's face-up tiles (a draft), numbered as its answers; or the tile it is about (a bid's)
  const tiles = join(options.out, `tiles.${format}`);
  await writeFile(tiles, offered);
  const shown = shownTilesParams(record.state);
  const t = translator(language);
  options.print(shown ? t('terminal.shown', { ...shown, path: tiles }) : t('terminal.offered', { path: tiles }));
}
