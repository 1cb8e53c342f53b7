// The words a language's catalog shows a reader, to find English left in a game played in that language.
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { CATALOGS, type Locale } from '../../src/i18n';
import { topicsIn } from '../../src/rules/search';

/** The literal text of a message, in every branch of its plurals and selects. */
function literals(elements: MessageFormatElement[], out: string[] = []): string[] {
  for (const element of elements) {
    if (element.type === TYPE.literal) out.push(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) literals(option.value, out);
    }
  }
  return out;
}

const WORD = /\p{L}+/gu;

type Texts = Readonly<Record<string, string>>;

/** Lower-case words of a message a reader sees (its literal text, every branch; not its parameter names). */
export function messageWords(text: string): string[] {
  return literals(parse(text, { ignoreTag: true })).flatMap((literal) => literal.toLocaleLowerCase().match(WORD) ?? []);
}

/** Lower-case words of at least `min` letters in a catalog's texts. */
export function catalogWords(locale: Locale | Texts, min = 1): Set<string> {
  const words = new Set<string>();
  for (const text of Object.values(typeof locale === 'string' ? CATALOGS[locale] : locale)) {
    for (const word of messageWords(text)) if (word.length >= min) words.add(word);
  }
  return words;
}

/**
 * Every text a reader of `locale` meets, by where it is: each message of the catalog (the core's and every
 * installed expansion's words), then each rules topic (the base game's and the expansions') as that
 * language shows it, title, text and example. Each with its lower-case words. A topic's keywords are left
 * out: they are what players may type to find it, synonyms on purpose ("krogs" finds the inns).
 */
export function readerTexts(locale: Locale): { where: string; words: string[] }[] {
  const messages = Object.entries(CATALOGS[locale]).map(([key, text]) => ({ where: key, words: messageWords(text) }));
  const topics = topicsIn(locale).map((topic) => ({
    where: `topic ${topic.id}`,
    words: [topic.title, topic.text, topic.example].join(' ').toLocaleLowerCase().match(WORD) ?? [],
  }));
  return [...messages, ...topics];
}

/** English words (4 letters or more) of the catalog that the language's own catalog never uses. */
export function englishOnlyWords(locale: Locale | Texts): Set<string> {
  const theirs = catalogWords(locale);
  return new Set([...catalogWords('en', 4)].filter((word) => !theirs.has(word)));
}

/** True while more than half of a catalog's messages are still the English placeholders. */
export function catalogUntranslated(locale: Locale): boolean {
  if (locale === 'en') return false;
  const english = CATALOGS.en;
  const theirs = CATALOGS[locale];
  const keys = Object.keys(english) as (keyof typeof english)[];
  return keys.filter((key) => theirs[key] === english[key]).length > keys.length / 2;
}

/** The English words found in texts a reader of `locale` saw (names and ids are not catalog words). */
export function englishIn(texts: readonly string[], locale: Locale | Texts): string[] {
  const english = englishOnlyWords(locale);
  const found = new Set<string>();
  for (const text of texts) {
    for (const word of text.toLocaleLowerCase().match(WORD) ?? []) if (english.has(word)) found.add(word);
  }
  return [...found].sort();
}
