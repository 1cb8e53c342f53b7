// The River's words in every language (the game words' sources: docs/glossary-*.md).
import type { ExpansionWords } from '../../engine/expansion';
import { sharedRiverWords } from '../river-words';

export const riverWords: ExpansionWords = {
  en: {
    ...sharedRiverWords('river', 'en'),
    'expansion.river': 'The River',
  },
  ro: {
    ...sharedRiverWords('river', 'ro'),
    'expansion.river': 'Râul',
  },
  bg: {
    ...sharedRiverWords('river', 'bg'),
    'expansion.river': 'Реката',
  },
  lv: {
    ...sharedRiverWords('river', 'lv'),
    'expansion.river': 'Upe',
  },
  is: {
    ...sharedRiverWords('river', 'is'),
    'expansion.river': 'Áin',
  },
};
