// Inns & Cathedrals' words in every language (the game words' sources: docs/glossary-*.md).
import type { ExpansionWords } from '../../engine/expansion';

export const innsCathedralsWords: ExpansionWords = {
  en: {
    'expansion.inns-cathedrals': 'Inns & Cathedrals',
    'word.figure.big': 'big follower',
    'word.figure.count.big': '{count, plural, one {# big follower} other {# big followers}}',
    'refusal.inns-cathedrals.big-follower-no-field':
      'A big follower goes only where a follower may: no fields without farmers.',
  },
  ro: {
    'expansion.inns-cathedrals': 'Hanuri și catedrale',
    'word.figure.big': 'supus mare',
    'word.figure.count.big': '{count, plural, one {# supus mare} few {# supuși mari} other {# de supuși mari}}',
    'refusal.inns-cathedrals.big-follower-no-field':
      'Un supus mare merge doar unde poate merge un supus: pe câmpuri nu, când nu se joacă cu țărani.',
  },
  bg: {
    'expansion.inns-cathedrals': 'Странноприемници и катедрали',
    'word.figure.big': 'голям мийпъл',
    'word.figure.count.big': '{count, plural, one {# голям мийпъл} other {# големи мийпъла}}',
    'refusal.inns-cathedrals.big-follower-no-field':
      'Големият мийпъл се поставя само където може и обикновен: на поляна само ако играете със селяни.',
  },
  lv: {
    'expansion.inns-cathedrals': 'Traktieri un Katedrāles',
    'word.figure.big': 'lielais pavalstnieks',
    'word.figure.count.big':
      '{count, plural, zero {# lielo pavalstnieku} one {# lielais pavalstnieks} other {# lielie pavalstnieki}}',
    'refusal.inns-cathedrals.big-follower-no-field':
      'Lielo pavalstnieku drīkst likt tikai tur, kur parasto: spēlē bez zemniekiem uz laukiem to likt nevar.',
  },
  is: {
    'expansion.inns-cathedrals': 'Gistikrár og dómkirkjur',
    'word.figure.big': 'stór þegn',
    'word.figure.count.big': '{count, plural, one {# stór þegn} other {# stórir þegnar}}',
    'refusal.inns-cathedrals.big-follower-no-field':
      'Stóri þegninn fer aðeins þangað sem þegn má fara: ekki á akra þegar leikið er án bænda.',
  },
};
