// The River's words in every language (the game words' sources: docs/glossary-*.md).
import type { ExpansionWords } from '../../engine/expansion';

export const riverWords: ExpansionWords = {
  en: {
    'expansion.river': 'The River',
  },
  ro: {
    'expansion.river': 'Râul',
  },
  bg: {
    'expansion.river': 'Реката',
  },
  lv: {
    'expansion.river': 'Upe',
  },
  is: {
    'expansion.river': 'Áin',
  },
};
