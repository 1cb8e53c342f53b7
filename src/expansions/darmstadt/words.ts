// The Darmstadt promo's words in every language (the Latvian compendium's Darmštate, Darmštatijs and
// baznīca; the Romanian order of play's biserică Darmstadt and Darmstadtium; Bulgarian and Icelandic have
// no source: Дармщат / дармщатий / църква and Darmstadt / darmstadtín / kirkja are chosen).
import type { ExpansionWords } from '../../engine/expansion';
import { POINTS, POINTS_OBJECT } from '../points-words';

export const darmstadtWords: ExpansionWords = {
  en: {
    'expansion.darmstadt': 'Darmstadt',
    'score.term.darmstadtium': '{count, plural, one {the Darmstadtium} other {# Darmstadtiums}} × {each}',
    'points.darmstadt.church': `{player} scores ${POINTS.en} for the most followers around the church at {x},{y} ({followers, plural, one {# follower} other {# followers}}).`,
  },
  ro: {
    'expansion.darmstadt': 'Darmstadt',
    'score.term.darmstadtium':
      '{count, plural, one {Darmstadtium} few {# Darmstadtium} other {# de Darmstadtium}} × {each}',
    'points.darmstadt.church': `{player} primește ${POINTS.ro} pentru cei mai mulți supuși în jurul bisericii de la {x},{y} ({followers, plural, one {# supus} few {# supuși} other {# de supuși}}).`,
  },
  bg: {
    'expansion.darmstadt': 'Дармщат',
    'score.term.darmstadtium': '{count, plural, one {дармщатият} other {# дармщатия}} × {each}',
    'points.darmstadt.church': `{player} получава ${POINTS.bg} за най-много мийпъли около църквата на {x},{y} ({followers, plural, one {# мийпъл} other {# мийпъла}}).`,
  },
  lv: {
    'expansion.darmstadt': 'Darmštate',
    'score.term.darmstadtium': '{count, plural, zero {# Darmštatiju} one {Darmštatijs} other {# Darmštatiji}} × {each}',
    'points.darmstadt.church': `{player} saņem ${POINTS_OBJECT.lv} par visvairāk pavalstniekiem ap baznīcu {x},{y} ({followers, plural, zero {# pavalstnieku} one {# pavalstnieks} other {# pavalstnieki}}).`,
  },
  is: {
    'expansion.darmstadt': 'Darmstadt',
    'score.term.darmstadtium': '{count, plural, one {darmstadtínið} other {# darmstadtín}} × {each}',
    'points.darmstadt.church': `{player} fær ${POINTS.is} fyrir flesta þegna í kringum kirkjuna á {x},{y} ({followers, plural, one {# þegn} other {# þegnar}}).`,
  },
};
