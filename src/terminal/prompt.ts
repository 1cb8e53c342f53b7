// The terminal has no menus under its posts: where a Discord prompt points to one, the terminal's
// names the command to type instead (same parameters, so the words stay the catalog's).
import { actionChoices } from '../app/choices';
import { type AnswerLayout, computerToMove, joined, playerName, playerToMove, turnPrompt } from '../app/describe';
import type { GameRecord } from '../app/record';
import { type Message, type MessageKey, message } from '../i18n';

const TERMINAL_WORDING: Partial<Record<MessageKey, MessageKey>> = {
  'prompt.place-tile': 'terminal.place-tile',
  'prompt.question': 'terminal.question',
  'prompt.no-figure-spot': 'terminal.no-figure-spot',
  'prompt.actions-only': 'terminal.actions-only',
  'choice.place-tile-first': 'terminal.place-tile-first',
};

/** A message as the terminal words it: where Discord's names a button, menu or slash command, the keyboard's. */
export function forKeyboard(said: Message): Message {
  const key = TERMINAL_WORDING[said.key];
  return key ? { ...said, key } : said;
}

/** A question's answers one to a line, with the command to type: an answer's own words may hold a " · ". */
const KEYBOARD_ANSWERS: AnswerLayout = { answer: 'terminal.choice', separator: 'list.lines' };

/**
 * What the player the game waits for does now, worded for the keyboard; a computer player is told
 * nothing (it is playing; what it did is printed once it has moved).
 */
export function terminalPrompt(record: GameRecord): Message {
  const toMove = playerToMove(record);
  if (toMove && computerToMove(record)) {
    return message('turn.text.computer', { player: playerName(record, toMove.id) });
  }
  const worded = forKeyboard(turnPrompt(record, KEYBOARD_ANSWERS));
  // Discord shows a figure step's actions as buttons; the terminal lists them with the command to type
  const actions = actionChoices(record).map(({ number, label }) => message('terminal.action', { number, label }));
  return actions.length ? joined([worded, ...actions], 'list.lines') : worded;
}
