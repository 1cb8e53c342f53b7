// Traders & Builders' words in every language (the game words' sources: docs/glossary-*.md).
import type { ExpansionWords } from '../../engine/expansion';

export const tradersBuildersWords: ExpansionWords = {
  en: {
    'expansion.traders-builders': 'Traders & Builders',
    'word.figure.builder': 'builder',
    'word.figure.count.builder': '{count, plural, one {# builder} other {# builders}}',
    'word.figure.pig': 'pig',
    'word.figure.count.pig': '{count, plural, one {# pig} other {# pigs}}',
  },
  ro: {
    'expansion.traders-builders': 'Negustori și constructori',
    'word.figure.builder': 'constructor',
    'word.figure.count.builder': '{count, plural, one {# constructor} few {# constructori} other {# de constructori}}',
    'word.figure.pig': 'porc',
    'word.figure.count.pig': '{count, plural, one {# porc} few {# porci} other {# de porci}}',
  },
  bg: {
    'expansion.traders-builders': 'Търговци и строители',
    'word.figure.builder': 'майстор строител',
    'word.figure.count.builder': '{count, plural, one {# майстор строител} other {# майстора строители}}',
    'word.figure.pig': 'прасенце',
    'word.figure.count.pig': '{count, plural, one {# прасенце} other {# прасенца}}',
  },
  lv: {
    'expansion.traders-builders': 'Tirgotāji un Celtnieki',
    'word.figure.builder': 'celtnieks',
    'word.figure.count.builder': '{count, plural, zero {# celtnieku} one {# celtnieks} other {# celtnieki}}',
    'word.figure.pig': 'cūka',
    'word.figure.count.pig': '{count, plural, zero {# cūku} one {# cūka} other {# cūkas}}',
  },
  is: {
    'expansion.traders-builders': 'Kaupmenn og smiðir',
    'word.figure.builder': 'smiður',
    'word.figure.count.builder': '{count, plural, one {# smiður} other {# smiðir}}',
    'word.figure.pig': 'svín',
    'word.figure.count.pig': '{count, plural, one {# svín} other {# svín}}',
  },
};
