// The Count of Carcassonne in every language: the count, the four quarters, the decisions to enter the
// city, to move the count, to join a completed feature and to move out at the end, and what happened.
// Quarter names from the rule books (ro seed 001 l.1116, lv seed 000 l.919); bg and is chosen.

import type { ExpansionWords } from '../../engine/expansion';
import { bgSubject, capital, enA, FIGURE_NAME, FIGURE_NAME_FIRST, figureSelect, roA } from '../../i18n/figure-words';

const QUARTER = {
  en: '{quarter, select, castle {the Castle} market {the Market} blacksmith {the Blacksmith} other {the Cathedral}}',
  ro: '{quarter, select, castle {Castel} market {Târg} blacksmith {Fierărie} other {Catedrală}}',
  bg: '{quarter, select, castle {Замъка} market {Пазара} blacksmith {Ковачницата} other {Катедралата}}',
  lv: '{quarter, select, castle {Pils} market {Tirgus} blacksmith {Kalves} other {Katedrāles}} kvartāl',
  is: '{quarter, select, castle {Kastalann} market {Markaðinn} blacksmith {Smiðjuna} other {Dómkirkjuna}}',
};

const FEATURE = {
  en: '{feature, select, city {city} road {road} monastery {monastery} other {field}}',
  ro: '{feature, select, city {oraș} road {drum} monastery {mănăstire} other {câmp}}',
  // with its demonstrative: the words differ in gender
  bg: '{feature, select, city {тази крепост} road {този път} monastery {този манастир} other {тази поляна}}',
  lv: '{feature, select, city {pilsētu} road {ceļu} monastery {klosteri} other {lauku}}',
  is: '{feature, select, city {borgina} road {veginn} monastery {klaustrið} other {akurinn}}',
};

export const countWords: ExpansionWords = {
  en: {
    'expansion.count': 'The Count of Carcassonne',
    'word.figure.count': 'count',
    'word.figure.count.count': '{count, plural, one {# count} other {# counts}}',
    'decision.count.enter':
      'your tile made only your opponents score: you may put a follower from your supply into a quarter of Carcassonne.',
    'decision.count.move-count': 'you may move the count to another quarter (nobody leaves the quarter he stands in).',
    'decision.count.join':
      'a feature was completed: before it scores you may move your followers from the matching quarter onto it.',
    'decision.count.final': 'the game is over: you may move one follower from Carcassonne onto a matching feature.',
    'decision.count.join-barn-field':
      "a barn's field scores now: before it scores you may move your followers from the Market onto it.",
    'choice.count.count-enter': `${FIGURE_NAME_FIRST.en} into ${QUARTER.en}`,
    'choice.count.count-move': `Count to ${QUARTER.en}`,
    'choice.count.count-join': `${FIGURE_NAME_FIRST.en} from ${QUARTER.en} onto this ${FEATURE.en}`,
    'choice.count.count-final': `${FIGURE_NAME_FIRST.en} from ${QUARTER.en} onto this ${FEATURE.en}`,
    'event.count.entered': `{player} puts ${figureSelect('en', enA)} into ${QUARTER.en} of Carcassonne.`,
    'event.count.count-moved': `{player} moves the count to ${QUARTER.en}.`,
    'event.count.left': `{player}'s ${FIGURE_NAME.en} leaves ${QUARTER.en} of Carcassonne.`,
    'panel.count.followers': 'in Carcassonne: {count}',
  },
  ro: {
    'expansion.count': 'Contele din Carcassonne',
    'word.figure.count': 'conte',
    'word.figure.count.count': '{count, plural, one {# conte} few {# conți} other {# de conți}}',
    'decision.count.enter':
      'cartonașul tău a adus puncte doar adversarilor: poți așeza un supus din rezervă pe un cartier din Carcassonne.',
    'decision.count.move-count': 'poți muta contele pe alt cartier (din cartierul lui nu pleacă nimeni).',
    'decision.count.join':
      's-a completat o regiune: înainte de evaluare îți poți muta supușii din cartierul corespunzător în ea.',
    'decision.count.final': 'jocul s-a terminat: poți muta un supus din Carcassonne într-o regiune corespunzătoare.',
    'decision.count.join-barn-field':
      'un câmp cu moșie se evaluează acum: înainte de evaluare îți poți muta supușii din cartierul Târg pe el.',
    'choice.count.count-enter': `${FIGURE_NAME_FIRST.ro} în cartierul ${QUARTER.ro}`,
    'choice.count.count-move': `Contele în cartierul ${QUARTER.ro}`,
    'choice.count.count-join': `${FIGURE_NAME_FIRST.ro} din cartierul ${QUARTER.ro} în acest ${FEATURE.ro}`,
    'choice.count.count-final': `${FIGURE_NAME_FIRST.ro} din cartierul ${QUARTER.ro} în acest ${FEATURE.ro}`,
    'event.count.entered': `{player} așază ${figureSelect('ro', roA)} în cartierul ${QUARTER.ro} din Carcassonne.`,
    'event.count.count-moved': `{player} mută contele în cartierul ${QUARTER.ro}.`,
    'event.count.left': `${figureSelect('ro', (f) => capital('ro', f.def))} jucătorului {player} pleacă din cartierul ${QUARTER.ro} din Carcassonne.`,
    'panel.count.followers': 'în Carcassonne: {count}',
  },
  bg: {
    'expansion.count': 'Графът на Каркасон',
    'word.figure.count': 'граф',
    'word.figure.count.count': '{count, plural, one {# граф} other {# графа}}',
    'decision.count.enter':
      'плочката ти донесе точки само на противниците: можеш да поставиш мийпъл от запаса си в квартал на Каркасон.',
    'decision.count.move-count': 'можеш да преместиш графа в друг квартал (от неговия квартал никой не излиза).',
    'decision.count.join':
      'завършен е терен: преди оценяването можеш да преместиш мийпълите си от съответния квартал на него.',
    'decision.count.final': 'играта свърши: можеш да преместиш един мийпъл от Каркасон на съответен терен.',
    'decision.count.join-barn-field':
      'поляна с хамбар се оценява сега: преди оценяването можеш да преместиш мийпълите си от квартала на Пазара на нея.',
    'choice.count.count-enter': `${FIGURE_NAME_FIRST.bg} в квартала на ${QUARTER.bg}`,
    'choice.count.count-move': `Графът в квартала на ${QUARTER.bg}`,
    'choice.count.count-join': `${FIGURE_NAME_FIRST.bg} от квартала на ${QUARTER.bg} на ${FEATURE.bg}`,
    'choice.count.count-final': `${FIGURE_NAME_FIRST.bg} от квартала на ${QUARTER.bg} на ${FEATURE.bg}`,
    'event.count.entered': `{player} поставя ${FIGURE_NAME.bg} в квартала на ${QUARTER.bg} в Каркасон.`,
    'event.count.count-moved': `{player} премества графа в квартала на ${QUARTER.bg}.`,
    'event.count.left': `${figureSelect('bg', (f) => capital('bg', bgSubject(f)))} на {player} излиза от квартала на ${QUARTER.bg} в Каркасон.`,
    'panel.count.followers': 'в Каркасон: {count}',
  },
  lv: {
    'expansion.count': 'Karkasonas grāfs',
    'word.figure.count': 'grāfs',
    'word.figure.count.count': '{count, plural, zero {# grāfu} one {# grāfs} other {# grāfi}}',
    'decision.count.enter':
      'tavs laukums deva punktus tikai pretiniekiem: vari novietot pavalstnieku no krājuma Karkasonas kvartālā.',
    'decision.count.move-count': 'vari pārvietot grāfu uz citu kvartālu (no viņa kvartāla neviens neiziet).',
    'decision.count.join':
      'objekts ir pabeigts: pirms punktu skaitīšanas vari pārvietot pavalstniekus no atbilstošā kvartāla uz to.',
    'decision.count.final':
      'spēle ir beigusies: vari pārvietot vienu pavalstnieku no Karkasonas uz atbilstošu objektu.',
    'decision.count.join-barn-field':
      'lauks ar klēti tiek skaitīts tagad: pirms punktu skaitīšanas vari pārvietot pavalstniekus no Tirgus kvartāla uz to.',
    'choice.count.count-enter': `${FIGURE_NAME_FIRST.lv} uz ${QUARTER.lv}u`,
    'choice.count.count-move': `Grāfs uz ${QUARTER.lv}u`,
    'choice.count.count-join': `${FIGURE_NAME_FIRST.lv} no ${QUARTER.lv}a uz šo ${FEATURE.lv}`,
    'choice.count.count-final': `${FIGURE_NAME_FIRST.lv} no ${QUARTER.lv}a uz šo ${FEATURE.lv}`,
    'event.count.entered': `{player} novieto: ${FIGURE_NAME.lv} uz ${QUARTER.lv}u.`,
    'event.count.count-moved': `{player} pārvieto grāfu uz ${QUARTER.lv}u.`,
    'event.count.left': `{player}: ${FIGURE_NAME.lv} iziet no ${QUARTER.lv}a.`,
    'panel.count.followers': 'Karkasonā: {count}',
  },
  is: {
    'expansion.count': 'Greifinn af Carcassonne',
    'word.figure.count': 'greifi',
    'word.figure.count.count': '{count, plural, one {# greifi} other {# greifar}}',
    'decision.count.enter':
      'flísin þín gaf aðeins andstæðingum stig: þú mátt setja þegn úr birgðunum í hverfi í Carcassonne.',
    'decision.count.move-count': 'þú mátt færa greifann í annað hverfi (enginn fer úr hverfinu hans).',
    'decision.count.join':
      'svæði var klárað: áður en það gefur stig máttu færa þegna þína úr samsvarandi hverfi á það.',
    'decision.count.final': 'leiknum er lokið: þú mátt færa einn þegn úr Carcassonne á samsvarandi svæði.',
    'decision.count.join-barn-field':
      'engi með hlöðu gefur stig núna: áður en það gefur stig máttu færa þegna þína úr hverfinu við Markaðinn á það.',
    'choice.count.count-enter': `${FIGURE_NAME_FIRST.is} í ${QUARTER.is}`,
    'choice.count.count-move': `Greifinn í ${QUARTER.is}`,
    'choice.count.count-join': `${FIGURE_NAME_FIRST.is} úr hverfinu við ${QUARTER.is} á ${FEATURE.is}`,
    'choice.count.count-final': `${FIGURE_NAME_FIRST.is} úr hverfinu við ${QUARTER.is} á ${FEATURE.is}`,
    'event.count.entered': `{player} setur ${FIGURE_NAME.is} í ${QUARTER.is} í Carcassonne.`,
    'event.count.count-moved': `{player} færir greifann í ${QUARTER.is}.`,
    'event.count.left': `${figureSelect('is', (f) => capital('is', f.nomDef))} sem {player} á fer úr hverfinu við ${QUARTER.is}.`,
    'panel.count.followers': 'í Carcassonne: {count}',
  },
};
