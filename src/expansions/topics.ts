// Every expansion's rules topics, written in every language in the expansion's own folder. The rules
// reference (src/rules) adds them to its own topics.
import type { Locale } from '../i18n/locale';
import type { TopicText } from '../rules/translations/topic-text';
import { abbeyMayorTopic } from './abbey-mayor/topic';
import { countTopic } from './count/topic';
import { cropCirclesTopic } from './crop-circles/topic';
import { cultTopic } from './cult/topic';
import { ferriesTopic } from './ferries/topic';
import { flierTopic } from './flier/topic';
import { goldMinesTopic } from './gold-mines/topic';
import { kingRobberTopic } from './king-robber/topic';
import { mageWitchTopic } from './mage-witch/topic';
import { messengersTopic } from './messengers/topic';
import { princessDragonTopic } from './princess-dragon/topic';
import { river2Topic } from './river-2/topic';
import { robbersTopic } from './robbers/topic';
import { towerTopic } from './tower/topic';

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
  kingRobberTopic,
  cultTopic,
  countTopic,
  river2Topic,
  princessDragonTopic,
  towerTopic,
  abbeyMayorTopic,
];
