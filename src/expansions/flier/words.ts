// Flying Machines' words in every language (glossaries: docs/glossary-*.md; Bulgarian from the Big Box
// rule book, seed 002).

import type { ExpansionWords } from '../../engine/expansion';
import { bgSubject, capital, figureSelect } from '../../i18n/figure-words';

export const flierWords: ExpansionWords = {
  en: {
    'expansion.flier': 'Flying Machines',
    'action.fly': 'Put your {figure, select, big {big follower} other {follower}} on the flying machine (roll the die)',
    'decision.flier.landing': `where does your flying ${figureSelect('en', (f) => f.word)} land?`,
    'choice.flier.land': `${figureSelect('en', (f) => capital('en', f.word))} {feature, select, road {on the road} city {in the city} monastery {in the monastery} other {on this feature}}`,
    'event.flier.flight':
      "{player}'s {figure, select, big {big follower} other {follower}} flies {roll, plural, one {# tile} other {# tiles}}.",
    'event.flier.no-landing':
      "{player}'s {figure, select, big {big follower} other {follower}} finds nowhere to land and goes back to the supply.",
  },
  ro: {
    'expansion.flier': 'Aparate de zbor',
    'action.fly': 'Pune-ți {figure, select, big {supusul mare} other {supusul}} pe aparatul de zbor (dai cu zarul)',
    'decision.flier.landing': `unde aterizează ${figureSelect('ro', (f) => (f.gender === 'f' ? `${f.def} ta zburătoare` : `${f.def} tău zburător`))}?`,
    'choice.flier.land': `${figureSelect('ro', (f) => capital('ro', f.def))} {feature, select, road {pe drum} city {în oraș} monastery {în mănăstire} other {pe acest teritoriu}}`,
    'event.flier.flight':
      '{figure, select, big {Supusul mare} other {Supusul}} jucătorului {player} zboară {roll, plural, one {# cartonaș} few {# cartonașe} other {# de cartonașe}}.',
    'event.flier.no-landing':
      '{figure, select, big {Supusul mare} other {Supusul}} jucătorului {player} nu are unde ateriza și se întoarce în rezervă.',
  },
  bg: {
    'expansion.flier': 'Летателни апарати',
    'action.fly': `Сложи ${figureSelect('bg', (f) => f.def)} върху летателния апарат (хвърли зарчето)`,
    'decision.flier.landing': `къде каца ${figureSelect('bg', (f) => bgSubject(f))} ти след полета?`,
    'choice.flier.land': `${figureSelect('bg', (f) => capital('bg', f.def))} {feature, select, road {на пътя} city {в крепостта} monastery {в манастира} other {на този обект}}`,
    'event.flier.flight': `${figureSelect('bg', (f) => capital('bg', bgSubject(f)))} на {player} полита {roll, plural, one {# плочка} other {# плочки}}.`,
    'event.flier.no-landing': `${figureSelect('bg', (f) => capital('bg', bgSubject(f)))} на {player} няма къде да кацне и се връща в свитата.`,
  },
  lv: {
    'expansion.flier': 'Lidoņi',
    'action.fly': 'Liec {figure, select, big {lielo pavalstnieku} other {pavalstnieku}} uz lidoņa (met kauliņu)',
    'decision.flier.landing': `kur pēc lidojuma nolaižas ${figureSelect('lv', (f) => `${f.gender === 'f' ? 'tava' : f.gender === 'mp' ? 'tavi' : 'tavs'} ${f.nom}`)}?`,
    'choice.flier.land': `${figureSelect('lv', (f) => capital('lv', f.nom))} {feature, select, road {uz ceļa} city {pilsētā} monastery {klosterī} other {uz šī objekta}}`,
    'event.flier.flight':
      '{player} sūta {figure, select, big {lielo pavalstnieku} other {pavalstnieku}} lidojumā {roll, plural, zero {# laučiņu} one {# laučiņu} other {# laučiņus}} tālu.',
    'event.flier.no-landing':
      '{figure, select, big {Lielajam pavalstniekam} other {Pavalstniekam}}, ko sūtīja {player}, nav kur nolaisties, un tas atgriežas krājumā.',
  },
  is: {
    'expansion.flier': 'Flugvélar',
    'action.fly': 'Settu {figure, select, big {stóra þegninn} other {þegn}} á flugvélina (kastaðu teningnum)',
    'decision.flier.landing': `hvar lendir ${figureSelect('is', (f) => `${f.nomDef} ${f.gender === 'kk' ? 'þinn' : f.gender === 'kvk' ? 'þín' : 'þitt'}`)} eftir flugið?`,
    'choice.flier.land': `${figureSelect('is', (f) => capital('is', f.nomDef))} {feature, select, road {á veginum} city {í borginni} monastery {í klaustrinu} other {á þessu svæði}}`,
    'event.flier.flight':
      '{player} lætur {figure, select, big {stóra þegninn} other {þegn}} fljúga {roll, plural, one {# flís} other {# flísar}}.',
    'event.flier.no-landing':
      '{figure, select, big {Stóri þegninn} other {Þegninn}} sem {player} sendi finnur engan lendingarstað og fer aftur í birgðirnar.',
  },
};
