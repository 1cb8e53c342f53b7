// Every expansion's own words, in every language: the i18n catalog merges them into its own. Only the
// app and the renderer read these (through the catalog); an expansion's rules never import them.
import type { Locale } from '../i18n/locale';
import { abbeyMayorWords } from './abbey-mayor/words';
import { countWords } from './count/words';
import { cropCirclesWords } from './crop-circles/words';
import { cultWords } from './cult/words';
import { ferriesWords } from './ferries/words';
import { flierWords } from './flier/words';
import { goldMinesWords } from './gold-mines/words';
import { kingRobberWords } from './king-robber/words';
import { mageWitchWords } from './mage-witch/words';
import { messengersWords } from './messengers/words';
import { princessDragonWords } from './princess-dragon/words';
import { river2Words } from './river-2/words';
import { robbersWords } from './robbers/words';
import { towerWords } from './tower/words';

/** One expansion's messages: the same keys in every language (test/i18n/catalog.test.ts checks them). */
export type ExpansionWords = Record<Locale, Record<string, string>>;

export const EXPANSION_WORDS: readonly ExpansionWords[] = [
  flierWords,
  messengersWords,
  ferriesWords,
  goldMinesWords,
  mageWitchWords,
  robbersWords,
  cropCirclesWords,
  kingRobberWords,
  cultWords,
  countWords,
  river2Words,
  princessDragonWords,
  towerWords,
  abbeyMayorWords,
];
