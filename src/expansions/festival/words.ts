// The Festival's words in every language: the Latvian rule book's Dzīres ("atgriezt vienu savu figūriņu
// ... krājumā"), the Romanian order of play's festivalul ("retrage un pion de-al tău de pe suprafața de
// joc"); Bulgarian and Icelandic have no source: Празникът and Hátíðin are chosen. {figure} is any
// figure's id (fn 204: every figure, builders, pigs and barns too); {place} a quarter of Carcassonne,
// `wheel`: a crown space of the Wheel of Fortune, or `bathhouse`: a bathhouse of the Barber-Surgeons.
import type { ExpansionWords } from '../../engine/expansion';
import { capital, figureSelect } from '../../i18n/figure-words';

/** A quarter of the city of Carcassonne (or the Wheel of Fortune's crown spaces), as "from <place>" needs it. */
const FROM_QUARTER = {
  en: '{place, select, wheel {from a crown space of the Wheel of Fortune} bathhouse {from a bathhouse} other {from {place, select, castle {the Castle} market {the Market} blacksmith {the Blacksmith} other {the Cathedral}} quarter of Carcassonne}}',
  ro: '{place, select, wheel {de pe un spațiu cu coroană al Roții Destinului} bathhouse {dintr-o casă-baie} other {din cartierul {place, select, castle {Castel} market {Târg} blacksmith {Fierărie} other {Catedrală}} al Carcassonnei}}',
  bg: '{place, select, wheel {от поле с корона на Колелото на съдбата} bathhouse {от баня} other {от квартала на {place, select, castle {Замъка} market {Пазара} blacksmith {Ковачницата} other {Катедралата}} в Каркасон}}',
  lv: '{place, select, wheel {no Laimes rata kroņa laučiņa} bathhouse {no pirts} other {no Karkasonas {place, select, castle {Pils} market {Tirgus} blacksmith {Kalves} other {Katedrāles}} kvartāla}}',
  is: '{place, select, wheel {af krónureit Gæfuhjólsins} bathhouse {úr baðhúsi} other {úr hverfinu við {place, select, castle {Kastalann} market {Markaðinn} blacksmith {Smiðjuna} other {Dómkirkjuna}} í Carcassonne}}',
};

export const festivalWords: ExpansionWords = {
  en: {
    'expansion.festival': 'The Festival',
    'action.festival': 'Festival: take a figure back',
    'decision.festival.return': 'the festival lets you take one of your figures back to your supply (or decline).',
    'choice.festival.return-figure': `Your ${figureSelect('en', (f) => f.word)} at {x},{y}`,
    'choice.festival.return-held': `Your ${figureSelect('en', (f) => f.word)} ${FROM_QUARTER.en}`,
    'event.festival.returned': `{player} celebrates the festival and takes their ${figureSelect('en', (f) => f.word)} at {x},{y} back to their supply.`,
    'event.festival.returned-held': `{player} celebrates the festival and takes their ${figureSelect('en', (f) => f.word)} back ${FROM_QUARTER.en}.`,
    'event.festival.declined': '{player} celebrates the festival without taking a figure back.',
    'refusal.festival.figure-not-there': 'That figure is no longer there.',
  },
  ro: {
    'expansion.festival': 'Festivalul',
    'action.festival': 'Festival: retrage un pion',
    'decision.festival.return':
      'festivalul îți permite să retragi în rezervă un pion de-al tău de pe suprafața de joc (sau să renunți).',
    'choice.festival.return-figure': `${figureSelect('ro', (f) => capital('ro', f.def))} de la {x},{y}`,
    'choice.festival.return-held': `${figureSelect('ro', (f) => capital('ro', f.def))} ${FROM_QUARTER.ro}`,
    'event.festival.returned': `{player} sărbătorește festivalul și își retrage în rezervă ${figureSelect('ro', (f) => f.def)} de la {x},{y}.`,
    'event.festival.returned-held': `{player} sărbătorește festivalul și își retrage în rezervă ${figureSelect('ro', (f) => f.def)} ${FROM_QUARTER.ro}.`,
    'event.festival.declined': '{player} sărbătorește festivalul fără să retragă vreun pion.',
    'refusal.festival.figure-not-there': 'Pionul acela nu mai este acolo.',
  },
  bg: {
    'expansion.festival': 'Празникът',
    'action.festival': 'Празник: върни фигурка',
    'decision.festival.return': 'празникът ти позволява да върнеш една своя фигурка в свитата си (или да се откажеш).',
    'choice.festival.return-figure': `${figureSelect('bg', (f) => capital('bg', f.def))} на {x},{y}`,
    'choice.festival.return-held': `${figureSelect('bg', (f) => capital('bg', f.def))} ${FROM_QUARTER.bg}`,
    'event.festival.returned': `{player} празнува и връща ${figureSelect('bg', (f) => f.def)} си от {x},{y} в свитата си.`,
    'event.festival.returned-held': `{player} празнува и връща ${figureSelect('bg', (f) => f.def)} си ${FROM_QUARTER.bg} в свитата си.`,
    'event.festival.declined': '{player} празнува, без да връща фигурка.',
    'refusal.festival.figure-not-there': 'Тази фигурка вече не е там.',
  },
  lv: {
    'expansion.festival': 'Dzīres',
    'action.festival': 'Dzīres: atgriezt figūriņu',
    'decision.festival.return':
      'dzīres ļauj tev atgriezt vienu savu figūriņu no spēles laukuma krājumā (vari arī atteikties).',
    'choice.festival.return-figure': `${figureSelect('lv', (f) => capital('lv', f.nom))} {x},{y}`,
    'choice.festival.return-held': `${figureSelect('lv', (f) => capital('lv', f.nom))} ${FROM_QUARTER.lv}`,
    'event.festival.returned': `{player} svin dzīres un atgriež krājumā savu ${figureSelect('lv', (f) => f.acc)} no {x},{y}.`,
    'event.festival.returned-held': `{player} svin dzīres un atgriež krājumā savu ${figureSelect('lv', (f) => f.acc)} ${FROM_QUARTER.lv}.`,
    'event.festival.declined': '{player} svin dzīres, neatgriežot nevienu figūriņu.',
    'refusal.festival.figure-not-there': 'Šīs figūriņas tur vairs nav.',
  },
  is: {
    'expansion.festival': 'Hátíðin',
    'action.festival': 'Hátíð: taktu fígúru til baka',
    'decision.festival.return':
      'hátíðin leyfir þér að taka eina af fígúrunum þínum aftur í birgðirnar (eða sleppa því).',
    'choice.festival.return-figure': `${figureSelect('is', (f) => capital('is', f.nomDef))} á {x},{y}`,
    'choice.festival.return-held': `${figureSelect('is', (f) => capital('is', f.nomDef))} ${FROM_QUARTER.is}`,
    'event.festival.returned': `{player} heldur hátíð og tekur ${figureSelect('is', (f) => f.accDef)} á {x},{y} aftur í birgðirnar.`,
    'event.festival.returned-held': `{player} heldur hátíð og tekur ${figureSelect('is', (f) => f.accDef)} ${FROM_QUARTER.is} aftur í birgðirnar.`,
    'event.festival.declined': '{player} heldur hátíð án þess að taka fígúru til baka.',
    'refusal.festival.figure-not-there': 'Sú fígúra er ekki þar lengur.',
  },
};
