// Monasteries in Germany's words in every language. The rule books' own words: Latvian "Vācu klosteri",
// a follower "kā mūks" or "kā abats" (the Latvian compendium §34); English "as a monk" / "as an abbot"
// (the English rule sheet). Romanian, Bulgarian and Icelandic use their catalogs' words for the monk
// (călugăr, монах, munkur) and the Abbot expansion's word for an abbot (abate, абат, ábóti): the same
// word in print, but here always "the monastery's abbot", a follower lying down, never the Abbot figure
// (whose words are word.figure.abbot).
import type { ExpansionWords } from '../../engine/expansion';
import { enA, figureSelect, roA } from '../../i18n/figure-words';

export const germanMonasteriesWords: ExpansionWords = {
  en: {
    'expansion.german-monasteries': 'Monasteries in Germany',
    'word.feature.monastery-abbot': 'monastery, as abbot',
    'event.figure-placed.monastery-abbot': `{player} put ${figureSelect('en', enA)} on a monastery as its abbot.`,
    'score.what.rule.monastery-abbot': "monastery's abbot",
    'score.term.in-line': '{count, plural, one {# tile} other {# tiles}} in its row and column',
    'event.german-monasteries.abbot':
      "{player}'s follower lies on its side at {x},{y}: the monastery's abbot, scored only at the end of the game.",
  },
  ro: {
    'expansion.german-monasteries': 'Mănăstiri din Germania',
    'word.feature.monastery-abbot': 'mănăstire, ca abate',
    'event.figure-placed.monastery-abbot': `{player} a pus ${figureSelect('ro', roA)} pe o mănăstire, ca abate.`,
    'score.what.rule.monastery-abbot': 'abatele mănăstirii',
    'score.term.in-line':
      '{count, plural, one {# cartonaș} few {# cartonașe} other {# de cartonașe}} pe rândul și coloana ei',
    'event.german-monasteries.abbot':
      'Supusul lui {player} stă culcat la {x},{y}: abatele mănăstirii, punctat doar la sfârșitul jocului.',
  },
  bg: {
    'expansion.german-monasteries': 'Манастири в Германия',
    'word.feature.monastery-abbot': 'манастир, като абат',
    'event.figure-placed.monastery-abbot': `{player} постави ${figureSelect('bg', (f) => f.word)} на манастир като абат.`,
    'score.what.rule.monastery-abbot': 'абата на манастира',
    'score.term.in-line': '{count, plural, one {# плочка} other {# плочки}} в реда и колоната му',
    'event.german-monasteries.abbot':
      'Фигурката на {player} лежи на {x},{y}: абатът на манастира, точкуван едва в края на играта.',
  },
  lv: {
    'expansion.german-monasteries': 'Vācu klosteri',
    'word.feature.monastery-abbot': 'klosteris, kā abats',
    'event.figure-placed.monastery-abbot': `{player} uzlika ${figureSelect('lv', (f) => f.acc)} uz klostera kā abatu.`,
    'score.what.rule.monastery-abbot': 'klostera abatu',
    'score.term.in-line': '{count, plural, zero {# laučiņu} one {# laučiņš} other {# laučiņi}} tā rindā un kolonnā',
    'event.german-monasteries.abbot':
      'Spēlētāja {player} pavalstnieks guļ uz sāniem {x},{y}: klostera abats, par ko punktus saņem tikai spēles beigās.',
  },
  is: {
    'expansion.german-monasteries': 'Klaustur í Þýskalandi',
    'word.feature.monastery-abbot': 'klaustur, sem ábóti',
    'event.figure-placed.monastery-abbot': `{player} setti ${figureSelect('is', (f) => f.acc)} á klaustur sem ábóta.`,
    'score.what.rule.monastery-abbot': 'ábóta klaustursins',
    'score.term.in-line': '{count, plural, one {# flís} other {# flísar}} í röð þess og dálki',
    'event.german-monasteries.abbot':
      'Þegn leikmannsins {player} liggur á hliðinni á {x},{y}: ábóti klaustursins, sem fær stig aðeins í lok leiksins.',
  },
};
