// The Besiegers' words in every language: the expansion's title, and the siege rules' messages it shares
// with the Cathars (src/expansions/siege-words.ts). Titles: ro Asediatorii (order of play: „asediatori”),
// bg Обсадителите, lv Aplencēji (the compendium's title), is Umsátursmenn.
import type { ExpansionWords } from '../../engine/expansion';
import { siegeWords } from '../siege-words';
import { BESIEGERS } from './tiles';

const siege = siegeWords(BESIEGERS);

export const besiegersWords: ExpansionWords = {
  en: { 'expansion.besiegers': 'The Besiegers', ...siege.en },
  ro: { 'expansion.besiegers': 'Asediatorii', ...siege.ro },
  bg: { 'expansion.besiegers': 'Обсадителите', ...siege.bg },
  lv: { 'expansion.besiegers': 'Aplencēji', ...siege.lv },
  is: { 'expansion.besiegers': 'Umsátursmenn', ...siege.is },
};
