// The River II's words in every language (glossaries: râu, izvor, lac; upe, upes avots, ezers; река,
// извор, езеро; áin, uppspretta, stöðuvatn). The pig herd is the compilations' "turma de porci" and
// "cūku ganāmpulks"; Bulgarian and Icelandic have no source, стадо прасета and svínahjörð are chosen.
import type { ExpansionWords } from '../../engine/expansion';
import { sharedRiverWords } from '../river-words';

export const river2Words: ExpansionWords = {
  en: {
    ...sharedRiverWords('river-2', 'en'),
    'expansion.river-2': 'The River II',
    'score.term.pig-herd-city': '{count, plural, one {# city} other {# cities}} × {each} for the pig herd',
  },
  ro: {
    ...sharedRiverWords('river-2', 'ro'),
    'expansion.river-2': 'Râul II',
    'score.term.pig-herd-city':
      '{count, plural, one {# oraș} few {# orașe} other {# de orașe}} × {each} datorită turmei de porci',
  },
  bg: {
    ...sharedRiverWords('river-2', 'bg'),
    'expansion.river-2': 'Реката II',
    'score.term.pig-herd-city': '{count, plural, one {# крепост} other {# крепости}} × {each} за стадото прасета',
  },
  lv: {
    ...sharedRiverWords('river-2', 'lv'),
    'expansion.river-2': 'Upe II',
    'score.term.pig-herd-city':
      '{count, plural, zero {# pilsētu} one {# pilsēta} other {# pilsētas}} × {each} par cūku ganāmpulku',
  },
  is: {
    ...sharedRiverWords('river-2', 'is'),
    'expansion.river-2': 'Áin II',
    'score.term.pig-herd-city': '{count, plural, one {# borg} other {# borgir}} × {each} fyrir svínahjörðina',
  },
};
