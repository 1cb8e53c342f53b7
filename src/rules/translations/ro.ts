import type { TopicTranslations } from './topic-text';

export const ro: TopicTranslations = {};
