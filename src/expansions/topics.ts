// Every expansion's rules topics, written in every language in the expansion's own folder. The rules
// reference (src/rules) adds them to its own topics.
import type { Locale } from '../i18n/locale';
import type { TopicText } from '../rules/translations/topic-text';
import { abbeyMayorTopic } from './abbey-mayor/topic';
import { cropCirclesTopic } from './crop-circles/topic';
import { ferriesTopic } from './ferries/topic';
import { flierTopic } from './flier/topic';
import { goldMinesTopic } from './gold-mines/topic';
import { mageWitchTopic } from './mage-witch/topic';
import { messengersTopic } from './messengers/topic';
import { robbersTopic } from './robbers/topic';

/** One rules topic of an expansion, with its words in each language. */
export interface ExpansionTopic {
  id: string;
  /** The rule module it belongs to. */
  module: string;
  texts: Record<Locale, TopicText>;
}

export const EXPANSION_TOPICS: readonly ExpansionTopic[] = [
  flierTopic,
  messengersTopic,
  ferriesTopic,
  goldMinesTopic,
  mageWitchTopic,
  robbersTopic,
  cropCirclesTopic,
  abbeyMayorTopic,
];
