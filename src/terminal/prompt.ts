// The terminal has no menus under its posts: where a Discord prompt points to one, the terminal's
// names the command to type instead (same parameters, so the words stay the catalog's).
import { turnPrompt } from '../app/describe';
import type { GameRecord } from '../app/record';
import type { Message, MessageKey } from '../i18n';

const TERMINAL_WORDING: Partial<Record<MessageKey, MessageKey>> = {
  'prompt.place-tile': 'terminal.place-tile',
  'prompt.question': 'terminal.question',
};

/** What the player the game waits for does now, worded for the keyboard. */
export function terminalPrompt(record: GameRecord): Message {
  const prompt = turnPrompt(record);
  const key = TERMINAL_WORDING[prompt.key];
  return key ? { ...prompt, key } : prompt;
}
