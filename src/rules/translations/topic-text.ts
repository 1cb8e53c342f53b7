// A rules topic's words in one language (the engine's type, which expansions' topics use too).
import type { TopicText } from '../../engine';

export type { TopicText };

/** Every topic of RULES_TOPICS, by id. */
export type TopicTranslations = Record<string, TopicText>;
