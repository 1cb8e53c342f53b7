// Finding rules topics by id, title or free text, for the rules command and its autocomplete.
import { RULES_TOPICS, type RulesTopic } from './topics';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1);

/** How well a topic matches a query: title and keywords count more than the text. */
function relevance(topic: RulesTopic, query: string[]): number {
  const title = words(topic.title);
  const keys = topic.keywords.flatMap(words);
  const body = words(`${topic.text} ${topic.example}`);
  let score = 0;
  for (const word of query) {
    if (title.some((t) => t.startsWith(word))) score += 5;
    if (keys.some((k) => k.startsWith(word))) score += 4;
    score += body.filter((b) => b.startsWith(word)).length;
  }
  return score;
}

/** Topics of the given modules best matching the query, best first (all of them for an empty query). */
export function searchRules(query: string, modules: readonly string[] = ['base', 'farmers'], limit = 25): RulesTopic[] {
  const topics = RULES_TOPICS.filter((t) => modules.includes(t.module));
  const exact = topics.find((t) => t.id === query.trim().toLowerCase());
  if (exact) return [exact];
  const terms = words(query);
  if (!terms.length) return topics.slice(0, limit);
  return topics
    .map((topic) => ({ topic, score: relevance(topic, terms) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((m) => m.topic);
}
