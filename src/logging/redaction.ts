// What the bot logs must not carry secrets: interaction tokens (valid for 15 minutes, enough to post
// as the bot in that channel) sit in the URLs of REST errors, /interactions/<id>/<token>/callback and
// /webhooks/<application>/<token>/…; the bot token in an Authorization header "Bot <token>".
import { inspect } from 'node:util';

const TOKEN_IN_PATH = /\/(interactions|webhooks)\/(\d+)\/[^/\s?#'"`]+/g;
const BOT_TOKEN = /\b(Bot|Bearer)\s+[\w.-]{20,}/g;

export function redactTokens(text: string): string {
  return text.replace(TOKEN_IN_PATH, '/$1/$2/[token]').replace(BOT_TOKEN, '$1 [token]');
}

/** One log entry as text, with the error in full (stack, url, request body) and tokens redacted. */
export function logLine(message: string, error?: unknown): string {
  const detail = error === undefined ? '' : ` ${inspect(error, { depth: 4, breakLength: Number.POSITIVE_INFINITY })}`;
  return redactTokens(`[carcassonne] ${message}${detail}`);
}
