// Inns & Cathedrals' words in every language (the game words' sources: docs/glossary-*.md).
import type { ExpansionWords } from '../../engine/expansion';

export const innsCathedralsWords: ExpansionWords = {
  en: {
    'expansion.inns-cathedrals': 'Inns & Cathedrals',
    'word.figure.big': 'big follower',
    'word.figure.count.big': '{count, plural, one {# big follower} other {# big followers}}',
    'refusal.inns-cathedrals.big-follower-no-field':
      'A big follower goes only where a follower may: no fields without farmers.',
    'score.rule.inn': '{terms} (inn)',
    'score.rule.inn-unfinished':
      '{tiles, plural, one {# tile} other {# tiles}} with an inn: an unfinished inn road scores 0',
    'score.rule.cathedral': '{terms} (cathedral)',
    'score.rule.cathedral-unfinished':
      '{tiles, plural, one {# tile} other {# tiles}} with a cathedral: an unfinished cathedral city scores 0',
  },
  ro: {
    'expansion.inns-cathedrals': 'Hanuri și catedrale',
    'word.figure.big': 'supus mare',
    'word.figure.count.big': '{count, plural, one {# supus mare} few {# supuși mari} other {# de supuși mari}}',
    'refusal.inns-cathedrals.big-follower-no-field':
      'Un supus mare merge doar unde poate merge un supus: pe câmpuri nu, când nu se joacă cu țărani.',
    'score.rule.inn': '{terms} (han)',
    'score.rule.inn-unfinished':
      '{tiles, plural, one {# cartonaș} few {# cartonașe} other {# de cartonașe}} cu han: un drum cu han neterminat aduce 0 puncte',
    'score.rule.cathedral': '{terms} (catedrală)',
    'score.rule.cathedral-unfinished':
      '{tiles, plural, one {# cartonaș} few {# cartonașe} other {# de cartonașe}} cu catedrală: un oraș cu catedrală neterminat aduce 0 puncte',
  },
  bg: {
    'expansion.inns-cathedrals': 'Странноприемници и катедрали',
    'word.figure.big': 'голям мийпъл',
    'word.figure.count.big': '{count, plural, one {# голям мийпъл} other {# големи мийпъла}}',
    'refusal.inns-cathedrals.big-follower-no-field':
      'Големият мийпъл се поставя само където може и обикновен: на поляна само ако играете със селяни.',
    'score.rule.inn': '{terms} (странноприемница)',
    'score.rule.inn-unfinished':
      '{tiles, plural, one {# плочка} other {# плочки}} със странноприемница: незавършен път със странноприемница носи 0',
    'score.rule.cathedral': '{terms} (катедрала)',
    'score.rule.cathedral-unfinished':
      '{tiles, plural, one {# плочка} other {# плочки}} с катедрала: незавършена крепост с катедрала носи 0',
  },
  lv: {
    'expansion.inns-cathedrals': 'Traktieri un Katedrāles',
    'word.figure.big': 'lielais pavalstnieks',
    'word.figure.count.big':
      '{count, plural, zero {# lielo pavalstnieku} one {# lielais pavalstnieks} other {# lielie pavalstnieki}}',
    'refusal.inns-cathedrals.big-follower-no-field':
      'Lielo pavalstnieku drīkst likt tikai tur, kur parasto: spēlē bez zemniekiem uz laukiem to likt nevar.',
    'score.rule.inn': '{terms} (traktieris)',
    'score.rule.inn-unfinished':
      '{tiles, plural, zero {# laučiņu} one {# laučiņš} other {# laučiņi}} ar traktieri: nepabeigts ceļš ar traktieri dod 0',
    'score.rule.cathedral': '{terms} (katedrāle)',
    'score.rule.cathedral-unfinished':
      '{tiles, plural, zero {# laučiņu} one {# laučiņš} other {# laučiņi}} ar katedrāli: nepabeigta pilsēta ar katedrāli dod 0',
  },
  is: {
    'expansion.inns-cathedrals': 'Gistikrár og dómkirkjur',
    'word.figure.big': 'stór þegn',
    'word.figure.count.big': '{count, plural, one {# stór þegn} other {# stórir þegnar}}',
    'refusal.inns-cathedrals.big-follower-no-field':
      'Stóri þegninn fer aðeins þangað sem þegn má fara: ekki á akra þegar leikið er án bænda.',
    'score.rule.inn': '{terms} (gistikrá)',
    'score.rule.inn-unfinished':
      '{tiles, plural, one {# flís} other {# flísar}} með gistikrá: ókláraður vegur með gistikrá gefur 0',
    'score.rule.cathedral': '{terms} (dómkirkja)',
    'score.rule.cathedral-unfinished':
      '{tiles, plural, one {# flís} other {# flísar}} með dómkirkju: ókláruð borg með dómkirkju gefur 0',
  },
};
