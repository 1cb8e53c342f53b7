// User input quoted back in a message: one line and short, so a long paste can't push a reply past
// Discord's 2,000 characters, and markdown in it shows as typed.
import { escapeMarkdownText } from './markdown';

export const ECHO_LIMIT = 40;

/**
 * At most `max` UTF-16 units (what JavaScript and Discord's limits count), "…" when cut, never
 * splitting a character made of two units.
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = '';
  for (const point of text) {
    if (kept.length + point.length > max - 1) break;
    kept += point;
  }
  return `${kept}…`;
}

export function echo(input: unknown, max = ECHO_LIMIT): string {
  return escapeMarkdownText(clipText(String(input).replace(/\s+/g, ' ').trim(), max));
}
