// The terminal's commands: the Discord subcommands typed as words ("place 3 90", "/carcassonne figure A"),
// answered by the same application layer and in the same words.
import {
  actionChoices,
  decisionChoices,
  resolveAction,
  resolveDecision,
  resolveDecline,
  resolveFigure,
  resolvePlacement,
  resolveSkip,
} from '../app/choices';
import { describeEvents, listedAnswers, rotationLabel, scoreLines, tilesLeft } from '../app/describe';
import { echo } from '../app/echo';
import type { Actor, GameService, Outcome } from '../app/game-service';
import type { GameRecord } from '../app/record';
import { anyOf, type Locale, type Message, translator } from '../i18n';
import { searchRules } from '../rules/search';
import { forKeyboard, terminalPrompt } from './prompt';

export const CHANNEL = 'terminal';

/**
 * What a bare answer to the prompt means at the step the game is at: a number places the tile on that
 * spot ("3", "3 90"), answers the question ("2") or takes that action in the figure step; a letter puts
 * a figure on that spot ("A", "A abbot"); "pass" is skip. The prompt asks for a spot, a letter or a
 * choice, and a player types just that. A number in a figure step that offers no action is taken as a
 * figure spot, so the reply names the spots' letters.
 */
function withImpliedCommand(record: GameRecord, words: string[]): string[] {
  const [first = ''] = words;
  const step = record.state?.turn.step;
  if (/^\d+$/.test(first)) {
    if (step === 'placeTile') return ['place', ...words];
    if (step === 'decide') return ['choose', ...words];
    if (step === 'placeFigure') return [actionChoices(record).length ? 'action' : 'figure', ...words];
  }
  // a letter names a figure spot at any step: before the tile is down, the reply says to place it first
  if (/^[a-z]$/i.test(first)) return ['figure', ...words];
  // "pass", the word many players reach for, is skip (which also declines a question, as in Discord)
  if (first.toLowerCase() === 'pass') return ['skip', ...words.slice(1)];
  return words;
}

export interface Reply {
  lines: string[];
  /** The game changed: show the new board. */
  changed: boolean;
}

/** Runs one typed command for the player the game waits for, answering in the given language. */
export async function runCommand(
  service: GameService,
  record: GameRecord,
  actor: Actor,
  input: string,
  locale: Locale = 'en',
): Promise<Reply> {
  const t = translator(locale);
  const words = (said: Message) => {
    const worded = forKeyboard(said);
    return t(worded.key, worded.params);
  };
  const said = (...lines: (string | Message)[]): Reply => ({
    lines: lines.map((line) => (typeof line === 'string' ? line : words(line))),
    changed: false,
  });
  const outcomeReply = (outcome: Outcome): Reply => {
    if (!outcome.ok) return said(outcome.message);
    const { record, events, given } = outcome;
    const lines = [...describeEvents(record, events, given), terminalPrompt(record)];
    return { lines: lines.map(words), changed: true };
  };
  const [command = '', ...args] = withImpliedCommand(
    record,
    input
      .trim()
      .replace(/^\/carcassonne\s+/, '')
      .split(/\s+/),
  );
  const play = async (resolved: ReturnType<typeof resolveSkip>) =>
    resolved.ok ? outcomeReply(await service.play(CHANNEL, actor, resolved.move)) : said(resolved.message);
  switch (command.toLowerCase()) {
    case 'place': {
      const spot = Number(args[0]);
      if (!Number.isInteger(spot)) return said({ key: 'terminal.which-spot' });
      const rotation = args[1] === undefined ? null : Number(args[1]);
      const resolved = resolvePlacement(record, spot, rotation);
      if (resolved.ok === 'ask')
        return said({
          key: 'play.ask-rotation',
          params: {
            spot,
            rotation: resolved.spot.rotations[1] ?? resolved.spot.rotations[0] ?? 0,
            // the rotations that fit there, one per look of the tile
            rotations: anyOf(resolved.spot.rotations.map(rotationLabel)),
          },
        });
      return play(resolved);
    }
    case 'figure':
      return play(resolveFigure(record, args[0] ?? '', args[1] ?? null));
    case 'skip':
      return play(resolveSkip(record));
    case 'action': {
      // a typed number names no action offered: say which numbers there are (a stale button's words do not fit)
      const count = actionChoices(record).length;
      const number = Number(args[0]);
      if (count && !(Number.isInteger(number) && number >= 1 && number <= count))
        return said({ key: 'choice.no-such-choice', params: { choice: echo(args[0] ?? ''), count } });
      return play(resolveAction(record, number));
    }
    case 'choose':
      return play(resolveDecision(record, Number(args[0])));
    case 'decline':
      return play(resolveDecline(record));
    case 'undo':
      return outcomeReply(await service.undo(CHANNEL, actor));
    case 'leave':
      // as in Discord, leaving a running game is confirmed first
      if (record.status === 'playing' && args[0]?.toLowerCase() !== 'yes')
        return said({ key: 'terminal.confirm-leave' });
      return outcomeReply(await service.leave(CHANNEL, actor));
    case 'board':
      return { lines: [words(terminalPrompt(record))], changed: true };
    case 'scores':
      return said(...scoreLines(record));
    case 'tiles':
      return said({ key: 'tiles.left', params: { count: tilesLeft(record) } });
    case 'rules': {
      const [topic] = searchRules(args.join(' '), ['base', ...record.expansions], locale, 1);
      return topic
        ? said(
            { key: 'rules.terminal-topic', params: { title: topic.title, text: topic.text } },
            { key: 'rules.terminal-example', params: { example: topic.example } },
          )
        : said({ key: 'rules.terminal-no-match' });
    }
    case 'help':
    case '': {
      // the prompt lists some of a question's answers; the rest follow
      const choices = decisionChoices(record);
      const listed = new Set(listedAnswers(choices));
      return said(
        terminalPrompt(record),
        ...choices
          .filter((_, i) => !listed.has(i))
          .map((c) => ({
            key: 'terminal.choice' as const,
            params: { number: c.number, label: c.label },
          })),
        { key: 'terminal.help' },
      );
    }
    default:
      return said({ key: 'terminal.unknown-command', params: { command } });
  }
}
