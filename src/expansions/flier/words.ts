// Flying Machines' words in every language (glossaries: docs/glossary-*.md; Bulgarian from the Big Box
// rule book, seed 002).

import type { ExpansionWords } from '../../engine/expansion';
import { bgSubject, capital, figureSelect } from '../../i18n/figure-words';

// Icelandic names a follower about to fly without its article ("þegn"), every other figure with it
const isFlier = figureSelect('is', (f, kind) => (kind === 'meeple' ? f.acc : f.accDef));

export const flierWords: ExpansionWords = {
  en: {
    'expansion.flier': 'Flying Machines',
    'action.fly': `Put your ${figureSelect('en', (f) => f.word)} on the flying machine (roll the die)`,
    'decision.flier.landing': `where does your flying ${figureSelect('en', (f) => f.word)} land?`,
    'choice.flier.land': `${figureSelect('en', (f) => capital('en', f.word))} {feature, select, road {on the road} city {in the city} monastery {in the monastery} other {on this feature}}`,
    'event.flier.flight': `{player}'s ${figureSelect('en', (f) => f.word)} flies {roll, plural, one {# tile} other {# tiles}}.`,
    'event.flier.no-landing': `{player}'s ${figureSelect('en', (f) => f.word)} finds nowhere to land and goes back to the supply.`,
  },
  ro: {
    'expansion.flier': 'Aparate de zbor',
    'action.fly': `Pune-ți ${figureSelect('ro', (f) => f.def)} pe aparatul de zbor (dai cu zarul)`,
    'decision.flier.landing': `unde aterizează ${figureSelect('ro', (f) => (f.gender === 'f' ? `${f.def} ta zburătoare` : `${f.def} tău zburător`))}?`,
    'choice.flier.land': `${figureSelect('ro', (f) => capital('ro', f.def))} {feature, select, road {pe drum} city {în oraș} monastery {în mănăstire} other {pe acest teritoriu}}`,
    'event.flier.flight': `${figureSelect('ro', (f) => capital('ro', f.def))} jucătorului {player} zboară {roll, plural, one {# cartonaș} few {# cartonașe} other {# de cartonașe}}.`,
    'event.flier.no-landing': `${figureSelect('ro', (f) => capital('ro', f.def))} jucătorului {player} nu are unde ateriza și se întoarce în rezervă.`,
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
    'action.fly': `Liec ${figureSelect('lv', (f) => f.acc)} uz lidoņa (met kauliņu)`,
    'decision.flier.landing': `kur pēc lidojuma nolaižas ${figureSelect('lv', (f) => `${f.gender === 'f' ? 'tava' : f.gender === 'mp' ? 'tavi' : 'tavs'} ${f.nom}`)}?`,
    'choice.flier.land': `${figureSelect('lv', (f) => capital('lv', f.nom))} {feature, select, road {uz ceļa} city {pilsētā} monastery {klosterī} other {uz šī objekta}}`,
    'event.flier.flight': `{player} sūta ${figureSelect('lv', (f) => f.acc)} lidojumā {roll, plural, zero {# laučiņu} one {# laučiņu} other {# laučiņus}} tālu.`,
    'event.flier.no-landing': `${figureSelect('lv', (f) => `${capital('lv', f.dat)}, ko sūtīja {player}, nav kur nolaisties, un ${f.gender === 'f' ? 'tā' : f.gender === 'mp' ? 'tie' : 'tas'} atgriežas krājumā.`)}`,
  },
  is: {
    'expansion.flier': 'Flugvélar',
    'action.fly': `Settu ${isFlier} á flugvélina (kastaðu teningnum)`,
    'decision.flier.landing': `hvar lendir ${figureSelect('is', (f) => `${f.nomDef} ${f.gender === 'kk' ? 'þinn' : f.gender === 'kvk' ? 'þín' : 'þitt'}`)} eftir flugið?`,
    'choice.flier.land': `${figureSelect('is', (f) => capital('is', f.nomDef))} {feature, select, road {á veginum} city {í borginni} monastery {í klaustrinu} other {á þessu svæði}}`,
    'event.flier.flight': `{player} lætur ${isFlier} fljúga {roll, plural, one {# flís} other {# flísar}}.`,
    'event.flier.no-landing': `${figureSelect('is', (f) => capital('is', f.nomDef))} sem {player} sendi finnur engan lendingarstað og fer aftur í birgðirnar.`,
  },
};
