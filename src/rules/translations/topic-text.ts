// A rules topic's words in one language; the topic's id and module stay in ../topics.ts.
export interface TopicText {
  title: string;
  text: string;
  example: string;
  /** Words people of that language search with (game words of their rule book, synonyms). */
  keywords: string[];
}

/** Every topic of RULES_TOPICS, by id. */
export type TopicTranslations = Record<string, TopicText>;
