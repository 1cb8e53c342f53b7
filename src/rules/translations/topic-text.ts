// A rules topic's words in one language (the engine's type, which expansions' topics use too).
import type { TopicText } from '../../engine';

export type { TopicText };

/** The base game's topics of RULES_TOPICS, by id (an expansion's are in its folder's topic.ts). */
export type TopicTranslations = Record<string, TopicText>;
