// Finding rules topics by id, title or free text in the reader's language, for the rules command and its
// autocomplete. Words are compared folded: lower case, without diacritics (NFD, marks stripped), so
// "pilseta" finds "pilsēta" and "oras" finds "oraș" (and the cedilla forms ş ţ fold the same way).
import { DEFAULT_LOCALE, type Locale } from '../i18n';
import { RULES_TOPICS, type RulesTopic } from './topics';
import { bg } from './translations/bg';
import { is } from './translations/is';
import { lv } from './translations/lv';
import { ro } from './translations/ro';
import type { TopicTranslations } from './translations/topic-text';

const TRANSLATIONS: Record<Exclude<Locale, 'en'>, TopicTranslations> = { ro, bg, lv, is };

/**
 * What makes a match good enough to answer: at least half of the query's words (rounded up) name the
 * topic, in its title or keywords. Words found only in a topic's text make a weak match, which is no
 * answer: better "no rule matches" than a topic that merely mentions the word.
 */
export const NAMING_SHARE = 0.5;

/** Lower case without diacritics; letters that do not decompose (þ, ð, æ, Cyrillic) stay as they are. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en');

const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1);

/** The topics in a language: each translated topic in that language, the others in English until translated. */
export function topicsIn(locale: Locale = DEFAULT_LOCALE): RulesTopic[] {
  const texts = locale === 'en' ? {} : TRANSLATIONS[locale];
  return RULES_TOPICS.map((topic) => {
    const own = texts[topic.id];
    return own ? { ...topic, ...own } : topic;
  });
}

/** A query word matches a topic word that starts with it (whole words for one or two letters). */
const matches = (topicWord: string, query: string) =>
  query.length > 2 ? topicWord.startsWith(query) : topicWord === query;

/** How well a topic matches a query (title and keywords count more than the text), and how many words name it. */
function relevance(topic: RulesTopic, query: string[]): { score: number; naming: number } {
  const title = words(topic.title);
  const keys = topic.keywords.flatMap(words);
  const body = words(`${topic.text} ${topic.example}`);
  let score = 0;
  let naming = 0;
  for (const word of query) {
    const inTitle = title.some((t) => matches(t, word));
    const inKeys = keys.some((k) => matches(k, word));
    if (inTitle) score += 5;
    if (inKeys) score += 4;
    if (inTitle || inKeys) naming += 1;
    score += body.filter((b) => matches(b, word)).length;
  }
  return { score, naming };
}

/** Topics best matching the query, best first; all of them for an empty query; none when none matches well. */
export function searchTopics(query: string, topics: readonly RulesTopic[], limit = 25): RulesTopic[] {
  const exact = topics.find((t) => t.id === query.trim().toLowerCase());
  if (exact) return [exact];
  const terms = words(query);
  if (!terms.length) return topics.slice(0, limit);
  const enough = Math.ceil(terms.length * NAMING_SHARE);
  return topics
    .map((topic) => ({ topic, ...relevance(topic, terms) }))
    .filter((m) => m.naming >= enough)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((m) => m.topic);
}

/** Topics of the given modules in the reader's language best matching the query. */
export function searchRules(
  query: string,
  modules: readonly string[] = ['base', 'farmers'],
  locale: Locale = DEFAULT_LOCALE,
  limit = 25,
): RulesTopic[] {
  const topics = topicsIn(locale).filter((t) => modules.includes(t.module));
  return searchTopics(query, topics, limit);
}
