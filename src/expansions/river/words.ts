// The River's words in every language (the game words' sources: docs/glossary-*.md).
import type { ExpansionWords } from '../../engine/expansion';
import { courseRefusalWords } from '../river-course-words';

export const riverWords: ExpansionWords = {
  en: {
    ...courseRefusalWords('river', 'en'),
    'expansion.river': 'The River',
  },
  ro: {
    ...courseRefusalWords('river', 'ro'),
    'expansion.river': 'Râul',
  },
  bg: {
    ...courseRefusalWords('river', 'bg'),
    'expansion.river': 'Реката',
  },
  lv: {
    ...courseRefusalWords('river', 'lv'),
    'expansion.river': 'Upe',
  },
  is: {
    ...courseRefusalWords('river', 'is'),
    'expansion.river': 'Áin',
  },
};
