import type { TopicTranslations } from './topic-text';

export const is: TopicTranslations = {};
