import type { TopicTranslations } from './topic-text';

export const bg: TopicTranslations = {};
