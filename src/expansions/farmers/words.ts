// The Farmers' words in every language (the game words' sources: docs/glossary-*.md).
import type { ExpansionWords } from '../../engine/expansion';

export const farmersWords: ExpansionWords = {
  en: {
    'expansion.farmers': 'Farmers (fields)',
  },
  ro: {
    'expansion.farmers': 'Țăranii (câmpuri)',
  },
  bg: {
    'expansion.farmers': 'Селяни (поляни)',
  },
  lv: {
    'expansion.farmers': 'Zemnieki (lauki)',
  },
  is: {
    'expansion.farmers': 'Bændur (akrar)',
  },
};
