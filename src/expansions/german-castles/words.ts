// Castles in Germany's words in every language. The rule books' own words: Latvian "Vācu pilis", a
// follower "uz pašas pils" as the castle's lord (the Latvian compendium §37); English "Castles in
// Germany", the castle lord. Romanian, Bulgarian and Icelandic use their catalogs' words for a castle
// (castel, замък, kastali) and a lord (senior, господар, herra). The castles' names are the places'.
import type { ExpansionWords } from '../../engine/expansion';
import { enA, figureSelect, roA } from '../../i18n/figure-words';

/** The castle a tile shows, by its picture (tiles.ts); the same proper names in every language. */
const CASTLE_NAME =
  '{castle, select, eltz {Burg Eltz} wartburg {Wartburg} hohenzollern {Hohenzollern} neuschwanstein {Neuschwanstein} marksburg {Marksburg} heidelberg {Heidelberg} other {{castle}}}';

export const germanCastlesWords: ExpansionWords = {
  en: {
    'expansion.german-castles': 'Castles in Germany',
    'word.feature.german-castle': 'castle, as castle lord',
    'event.figure-placed.german-castle': `{player} put ${figureSelect('en', enA)} in a castle as its lord.`,
    'word.token.count.castle': '{count, plural, one {# castle tile} other {# castle tiles}}',
    'decision.german-castles.castle':
      'play one of your castle tiles instead of drawing a tile? It covers two squares and may not touch another castle, not even at a corner (decline to draw one).',
    'choice.german-castles.play-castle': `Play my castle ${CASTLE_NAME}`,
    'refusal.german-castles.touches-castle': 'A castle may not touch another castle, not even at a corner.',
    'score.what.rule.castle-lord': 'castle lord',
    'score.term.castle-complete': 'castle with its ring full × {each}',
    'score.term.castle-tile': 'castle tile × {each}',
    'score.term.castle-bonus': '{count, plural, one {# castle} other {# castles}} × {each}',
  },
  ro: {
    'expansion.german-castles': 'Castele din Germania',
    'word.feature.german-castle': 'castel, ca senior al castelului',
    'event.figure-placed.german-castle': `{player} a pus ${figureSelect('ro', roA)} într-un castel, ca senior al castelului.`,
    'word.token.count.castle':
      '{count, plural, one {# cartonaș cu castel} few {# cartonașe cu castel} other {# de cartonașe cu castel}}',
    'decision.german-castles.castle':
      'pui unul dintre cartonașele tale cu castel în loc să tragi un cartonaș? Acoperă două pătrate și nu poate atinge alt castel, nici măcar pe colț (pas ca să tragi).',
    'choice.german-castles.play-castle': `Pun castelul ${CASTLE_NAME}`,
    'refusal.german-castles.touches-castle': 'Un castel nu poate atinge alt castel, nici măcar pe colț.',
    'score.what.rule.castle-lord': 'seniorul castelului',
    'score.term.castle-complete': 'castel cu toate cartonașele din jur × {each}',
    'score.term.castle-tile': 'cartonașul castelului × {each}',
    'score.term.castle-bonus': '{count, plural, one {# castel} few {# castele} other {# de castele}} × {each}',
  },
  bg: {
    'expansion.german-castles': 'Замъци в Германия',
    'word.feature.german-castle': 'замък, като господар на замъка',
    'event.figure-placed.german-castle': `{player} постави ${figureSelect('bg', (f) => f.word)} в замък като господар на замъка.`,
    'word.token.count.castle': '{count, plural, one {# плочка замък} other {# плочки замък}}',
    'decision.german-castles.castle':
      'да поставиш ли една от плочките си замък вместо да теглиш? Тя заема две полета и не може да докосва друг замък, дори с ъгъл (откажи се, за да теглиш).',
    'choice.german-castles.play-castle': `Поставям замъка ${CASTLE_NAME}`,
    'refusal.german-castles.touches-castle': 'Замъкът не може да докосва друг замък, дори с ъгъл.',
    'score.what.rule.castle-lord': 'господаря на замъка',
    'score.term.castle-complete': 'замък със заети всички съседни полета × {each}',
    'score.term.castle-tile': 'плочката на замъка × {each}',
    'score.term.castle-bonus': '{count, plural, one {# замък} other {# замъка}} × {each}',
  },
  lv: {
    'expansion.german-castles': 'Vācu pilis',
    'word.feature.german-castle': 'pils, kā pils kungs',
    'event.figure-placed.german-castle': `{player} uzlika ${figureSelect('lv', (f) => f.acc)} pilī kā pils kungu.`,
    'word.token.count.castle': '{count, plural, zero {# pils laučiņu} one {# pils laučiņš} other {# pils laučiņi}}',
    'decision.german-castles.castle':
      'likt vienu no saviem pils laučiņiem laučiņa vilkšanas vietā? Tas aizņem divu laučiņu vietu un nedrīkst pieskarties citai pilij, pat ar stūri (izlaid, lai vilktu).',
    'choice.german-castles.play-castle': `Lieku savu pili ${CASTLE_NAME}`,
    'refusal.german-castles.touches-castle': 'Pils nedrīkst pieskarties citai pilij, pat ar stūri.',
    'score.what.rule.castle-lord': 'pils kungu',
    'score.term.castle-complete': 'pils ar visiem apkārtējiem laučiņiem × {each}',
    'score.term.castle-tile': 'pils laučiņš × {each}',
    'score.term.castle-bonus': '{count, plural, zero {# piļu} one {# pils} other {# pilis}} × {each}',
  },
  is: {
    'expansion.german-castles': 'Kastalar í Þýskalandi',
    'word.feature.german-castle': 'kastali, sem herra kastalans',
    'event.figure-placed.german-castle': `{player} setti ${figureSelect('is', (f) => f.acc)} í kastala sem herra kastalans.`,
    'word.token.count.castle': '{count, plural, one {# kastalaflís} other {# kastalaflísar}}',
    'decision.german-castles.castle':
      'leggja eina af kastalaflísunum þínum í stað þess að draga flís? Hún þekur tvo reiti og má ekki snerta annan kastala, ekki einu sinni á horni (pass til að draga).',
    'choice.german-castles.play-castle': `Legg kastalann minn ${CASTLE_NAME}`,
    'refusal.german-castles.touches-castle': 'Kastali má ekki snerta annan kastala, ekki einu sinni á horni.',
    'score.what.rule.castle-lord': 'herra kastalans',
    'score.term.castle-complete': 'kastali með alla reiti í kring fulla × {each}',
    'score.term.castle-tile': 'kastalaflísin × {each}',
    'score.term.castle-bonus': '{count, plural, one {# kastali} other {# kastalar}} × {each}',
  },
};
