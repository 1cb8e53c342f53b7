// User input quoted back in a message: one line and short, so a long paste can't push a reply past
// Discord's 2,000 characters, and markdown in it shows as typed.
import { escapeMarkdownText } from './markdown';

export const ECHO_LIMIT = 40;

/** At most `max` characters (whole code points) of the input on one line, "…" when cut. */
export function clipText(text: string, max: number): string {
  const points = [...text];
  return points.length <= max ? text : `${points.slice(0, Math.max(0, max - 1)).join('')}…`;
}

export function echo(input: unknown, max = ECHO_LIMIT): string {
  return escapeMarkdownText(clipText(String(input).replace(/\s+/g, ' ').trim(), max));
}
