// Finding rules topics by id, title or free text in the reader's language, for the rules command and its
// autocomplete. Words are compared folded: lower case, without diacritics (NFD, marks stripped), so
// "pilseta" finds "pilsēta" and "oras" finds "oraș" (and the cedilla forms ş ţ fold the same way).

import { DEFAULT_LOCALE, type Locale } from '../i18n';
import { isFunctionWord, isGameWord } from './question-words';
import { expansionTopicText, RULES_TOPICS, type RulesTopic } from './topics';
import { bg } from './translations/bg';
import { is } from './translations/is';
import { lv } from './translations/lv';
import { ro } from './translations/ro';
import type { TopicTranslations } from './translations/topic-text';

const TRANSLATIONS: Record<Exclude<Locale, 'en'>, TopicTranslations> = { ro, bg, lv, is };

/**
 * What makes a match good enough to answer: at least half of the query's naming words (rounded up) name
 * the topic, in its title or keywords. Question words ("how", "can I") are left out and general game words
 * ("points", "game") only rank, so a question typed as a player would ask it finds its topic. Words found
 * only in a topic's text make a weak match, which is no answer: better "no rule matches" than a topic that
 * merely mentions the word.
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
    const own = texts[topic.id] ?? expansionTopicText(topic.id, locale);
    return own ? { ...topic, ...own } : topic;
  });
}

/** The English endings a short word may carry and still find its topic ("end" for "ends"). */
const SHORT_ENDINGS: ReadonlySet<string> = new Set(['s', 'es', 'd', 'ed']);

/**
 * How well a query word matches a topic word: 1 when they are the same word, 0.4 when the topic word starts
 * with it (as it is being typed; whole words only for one or two letters), when it is the topic word of
 * three letters or more with an English ending ("ends", "end") or they share a stem (at least four
 * letters alike, then at most three more on either side: "knights", "knight"; "zemniekus", "zemnieks"),
 * else 0.
 */
function closeness(topicWord: string, query: string): number {
  if (topicWord === query) return 1;
  if (query.length <= 2) return 0;
  if (topicWord.startsWith(query)) return 0.4;
  // a short word with an English ending: "ends", "ended" (end), "pigs" (pig), "wins" (win); not "barn" (bar)
  if (topicWord.length >= 3 && query.startsWith(topicWord) && SHORT_ENDINGS.has(query.slice(topicWord.length)))
    return 0.4;
  let common = 0;
  while (common < topicWord.length && topicWord[common] === query[common]) common++;
  return common >= 4 && topicWord.length - common <= 3 && query.length - common <= 3 ? 0.4 : 0;
}

const best = (topicWords: string[], query: string) => Math.max(0, ...topicWords.map((w) => closeness(w, query)));

/** How well each query word matches a topic's title, keywords and text (closeness, 0 to 1). */
interface WordMatch {
  inTitle: number;
  inKeys: number;
  inBody: number;
}

function wordMatches(topic: RulesTopic, query: string[]): WordMatch[] {
  const title = words(topic.title);
  const keys = topic.keywords.flatMap(words);
  const body = words(`${topic.text} ${topic.example}`);
  return query.map((word) => ({ inTitle: best(title, word), inKeys: best(keys, word), inBody: best(body, word) }));
}

/**
 * How well a topic matches a query (title and keywords count more than the text), and how many of the
 * naming words name it. A word that names many topics ("follower") weighs less in the title and keywords
 * than one that names few ("flee"): `weights`, one per query word.
 */
function relevance(
  matches: WordMatch[],
  query: string[],
  naming: ReadonlySet<string>,
  weights: number[],
): { score: number; naming: number } {
  let score = 0;
  let named = 0;
  query.forEach((word, i) => {
    // keywords say what a topic is about; a title may name other things in passing ("Sharing a road or city")
    const { inTitle, inKeys, inBody } = matches[i] as WordMatch;
    score += (weights[i] as number) * (3 * inTitle + 4 * inKeys);
    if ((inTitle || inKeys) && naming.has(word)) named += 1;
    // the text only breaks ties between named topics: a word counts once, however often it appears
    score += inBody;
  });
  return { score, naming: named };
}

/** Topics best matching the query, best first; all of them for an empty query; none when none matches well. */
export function searchTopics(
  query: string,
  topics: readonly RulesTopic[],
  limit = 25,
  locale: Locale = DEFAULT_LOCALE,
): RulesTopic[] {
  const exact = topics.find((t) => t.id === query.trim().toLowerCase());
  if (exact) return [exact];
  const typed = words(query);
  if (!typed.length) return topics.slice(0, limit);
  const asked = typed.filter((word) => !isFunctionWord(word, locale));
  const specific = asked.filter((word) => !isGameWord(word, locale));
  // a question of game words only ("how does scoring work") is named by them
  const naming = new Set(specific.length ? specific : asked);
  if (!naming.size) return [];
  const enough = Math.ceil(naming.size * NAMING_SHARE);
  const matches = topics.map((topic) => wordMatches(topic, asked));
  // how many topics each word names in its title or keywords
  const named = asked.map((_, i) => matches.filter((m) => m[i]?.inTitle || m[i]?.inKeys).length);
  // against the rarest naming word: a question with one naming word ranks as it always did
  const rarest = Math.max(1, Math.min(...asked.map((word, i) => (naming.has(word) ? (named[i] as number) : Infinity))));
  const weights = named.map((count) => Math.min(1, Math.sqrt(rarest / Math.max(1, count))));
  return topics
    .map((topic, t) => ({ topic, ...relevance(matches[t] as WordMatch[], asked, naming, weights) }))
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
  return searchTopics(query, topics, limit, locale);
}
