// Cathedrals in Germany's words in every language. The rule books' own words: Latvian "Vācu katedrāles",
// a follower "uz pašu katedrāli kā arhibīskapu", "ceļa segments" (the Latvian compendium §38); English
// "Cathedrals in Germany", the archbishop, road segments (the English rule sheet as Wikicarpedia gives it).
// Romanian, Bulgarian and Icelandic use their catalogs' words for a cathedral (catedrală, катедрала,
// dómkirkja), a road (drum, път / пътна отсечка, vegur) and the churchman's usual title (arhiepiscop,
// архиепископ, erkibiskup), named like Monasteries in Germany in each.
import type { ExpansionWords } from '../../engine/expansion';
import { enA, figureSelect, roA } from '../../i18n/figure-words';

export const germanCathedralsWords: ExpansionWords = {
  en: {
    'expansion.german-cathedrals': 'Cathedrals in Germany',
    'word.feature.german-cathedral': 'cathedral, as archbishop',
    'event.figure-placed.german-cathedral': `{player} put ${figureSelect('en', enA)} on a cathedral as its archbishop.`,
    'score.what.rule.cathedral-road': 'road to a cathedral',
    'score.what.rule.archbishop': "cathedral's archbishop",
    'score.term.road-segment': '{count, plural, one {# road segment} other {# road segments}} × {each}',
    'score.term.inn-segment': '{count, plural, one {# segment} other {# segments}} of roads with an inn × {each}',
  },
  ro: {
    'expansion.german-cathedrals': 'Catedrale din Germania',
    'word.feature.german-cathedral': 'catedrală, ca arhiepiscop',
    'event.figure-placed.german-cathedral': `{player} a pus ${figureSelect('ro', roA)} pe o catedrală, ca arhiepiscop.`,
    'score.what.rule.cathedral-road': 'drum spre o catedrală',
    'score.what.rule.archbishop': 'arhiepiscopul catedralei',
    'score.term.road-segment':
      '{count, plural, one {# segment de drum} few {# segmente de drum} other {# de segmente de drum}} × {each}',
    'score.term.inn-segment':
      '{count, plural, one {# segment} few {# segmente} other {# de segmente}} de drumuri cu han × {each}',
  },
  bg: {
    'expansion.german-cathedrals': 'Катедрали в Германия',
    'word.feature.german-cathedral': 'катедрала, като архиепископ',
    'event.figure-placed.german-cathedral': `{player} постави ${figureSelect('bg', (f) => f.word)} на катедрала като архиепископ.`,
    'score.what.rule.cathedral-road': 'път до катедрала',
    'score.what.rule.archbishop': 'архиепископа на катедралата',
    'score.term.road-segment': '{count, plural, one {# пътна отсечка} other {# пътни отсечки}} × {each}',
    'score.term.inn-segment':
      '{count, plural, one {# отсечка} other {# отсечки}} от пътища със странноприемница × {each}',
  },
  lv: {
    'expansion.german-cathedrals': 'Vācu katedrāles',
    'word.feature.german-cathedral': 'katedrāle, kā arhibīskaps',
    'event.figure-placed.german-cathedral': `{player} uzlika ${figureSelect('lv', (f) => f.acc)} uz katedrāles kā arhibīskapu.`,
    'score.what.rule.cathedral-road': 'ceļu uz katedrāli',
    'score.what.rule.archbishop': 'katedrāles arhibīskapu',
    'score.term.road-segment':
      '{count, plural, zero {# ceļa segmentu} one {# ceļa segments} other {# ceļa segmenti}} × {each}',
    'score.term.inn-segment':
      '{count, plural, zero {# segmentu} one {# segments} other {# segmenti}} no ceļiem ar traktieri × {each}',
  },
  is: {
    'expansion.german-cathedrals': 'Dómkirkjur í Þýskalandi',
    'word.feature.german-cathedral': 'dómkirkja, sem erkibiskup',
    'event.figure-placed.german-cathedral': `{player} setti ${figureSelect('is', (f) => f.acc)} á dómkirkju sem erkibiskup.`,
    'score.what.rule.cathedral-road': 'veg að dómkirkju',
    'score.what.rule.archbishop': 'erkibiskup dómkirkjunnar',
    'score.term.road-segment': '{count, plural, one {# vegbútur} other {# vegbútar}} × {each}',
    'score.term.inn-segment': '{count, plural, one {# bútur} other {# bútar}} af vegum með gistikrá × {each}',
  },
};
