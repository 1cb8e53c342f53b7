import type { TopicTranslations } from './topic-text';

export const lv: TopicTranslations = {};
