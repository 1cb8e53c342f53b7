// The Cathars' words in every language: the expansion's title, and the siege rules' messages it shares
// with the Besiegers (src/expansions/siege-words.ts). Titles: ro Catarii (order of play: „catari”), bg
// Катарите, lv Katari (the compendium's title), is Kaþarar.
import type { ExpansionWords } from '../../engine/expansion';
import { siegeWords } from '../siege-words';
import { CATHARS } from './tiles';

const siege = siegeWords(CATHARS);

export const catharsWords: ExpansionWords = {
  en: { 'expansion.cathars': 'The Cathars', ...siege.en },
  ro: { 'expansion.cathars': 'Catarii', ...siege.ro },
  bg: { 'expansion.cathars': 'Катарите', ...siege.bg },
  lv: { 'expansion.cathars': 'Katari', ...siege.lv },
  is: { 'expansion.cathars': 'Kaþarar', ...siege.is },
};
