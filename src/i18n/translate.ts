// Looks a message up and formats it: ICU plurals and selects by the language's own rules
// (Latvian and Romanian have more plural forms than English), arrays as that language's lists.
import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGS, type MessageKey } from './catalog';
import { DEFAULT_LOCALE, type Locale } from './locale';

/** A message not yet put into words: the app hands these around and each reader's language renders them. */
export interface Message {
  key: MessageKey;
  params?: MessageParams;
}
/** Choices listed as alternatives ("A, B or C"), where a plain list is joined with "and". */
export interface Alternatives {
  or: readonly (string | Message)[];
}
/**
 * A parameter: a value, a list (joined the language's way with "and"), alternatives (with "or") or a
 * message of its own (a game word ...).
 */
export type MessageValue = string | number | Message | readonly (string | Message)[] | Alternatives;

/** A list of choices the reader picks one of: joined with the language's "or". */
export const anyOf = (items: readonly (string | Message)[]): Alternatives => ({ or: items });
export type MessageParams = Readonly<Record<string, MessageValue>>;
/** A message bound to one language: `t('tiles.left', { count: 3 })`. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export const message = (key: MessageKey, params?: MessageParams): Message => (params ? { key, params } : { key });

const formats = new Map<string, IntlMessageFormat>();
const lists = new Map<string, Intl.ListFormat>();

function formatFor(locale: Locale, key: MessageKey): IntlMessageFormat {
  const id = `${locale}\u0000${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(CATALOGS[locale][key], locale, undefined, { ignoreTag: true });
    formats.set(id, format);
  }
  return format;
}

/** "Ann, Bob and Cy" in the language's own way. */
export function formatList(
  locale: Locale,
  items: readonly string[],
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  const id = `${locale}:${type}`;
  let list = lists.get(id);
  if (!list) {
    list = new Intl.ListFormat(locale, { style: 'long', type });
    lists.set(id, list);
  }
  return list.format(items);
}

const isMessage = (value: unknown): value is Message => typeof value === 'object' && value !== null && 'key' in value;
const isAlternatives = (value: unknown): value is Alternatives =>
  typeof value === 'object' && value !== null && 'or' in value;

const word = (locale: Locale, value: string | Message) =>
  isMessage(value) ? translate(locale, value.key, value.params) : value;

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value))
      values[name] = formatList(
        locale,
        value.map((item) => word(locale, item)),
      );
    else if (isAlternatives(value))
      values[name] = formatList(
        locale,
        value.or.map((item) => word(locale, item)),
        'disjunction',
      );
    else values[name] = isMessage(value) ? word(locale, value) : (value as string | number);
  }
  return String(formatFor(locale, key).format(values));
}

/** Renders a message in a language. */
export const render = (locale: Locale, said: Message) => translate(locale, said.key, said.params);

export const translator =
  (locale: Locale = DEFAULT_LOCALE): Translate =>
  (key, params) =>
    translate(locale, key, params);
