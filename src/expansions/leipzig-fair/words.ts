// The Leipzig Fair in every language: the four quarters, the decision to send a follower from a completed
// road to Leipzig, the quarters' bonuses and what happened. The Latvian rule book's own words (compendium
// §41, seed 000 l.4803–4901): "Leipcigas tirgi", "nosūtīt pavalstnieku uz Leipcigu", the Ratnieku,
// Monētkaļu, Grāmatsējēju and Ādmiņu kvartāls. The Romanian title is the order of play's ("Piețele din
// Leipzig", seed 004); the other quarter names, and the Bulgarian and Icelandic words, are chosen.
import type { ExpansionWords } from '../../engine/expansion';
import { bgSubject, capital, FIGURE_NAME, FIGURE_NAME_FIRST, figureSelect, roA, roOf } from '../../i18n/figure-words';
import { POINTS, POINTS_OBJECT } from '../points-words';

/** A quarter's name, as its own noun phrase. */
const QUARTER = {
  en: "{quarter, select, wagoners {the Wagoners' quarter} minters {the Minters' quarter} bookbinders {the Bookbinders' quarter} other {the Tanners' quarter}}",
  ro: '{quarter, select, wagoners {cartierul Căruțașilor} minters {cartierul Monetarilor} bookbinders {cartierul Legătorilor} other {cartierul Tăbăcarilor}}',
  bg: '{quarter, select, wagoners {квартала на каруцарите} minters {квартала на монетарите} bookbinders {квартала на книговезците} other {квартала на кожарите}}',
  // accusative after "uz" (uz Ratnieku kvartālu)
  lv: '{quarter, select, wagoners {Ratnieku} minters {Monētkaļu} bookbinders {Grāmatsējēju} other {Ādmiņu}} kvartālu',
  // accusative after "í" (motion: into the quarter)
  is: '{quarter, select, wagoners {hverfi vagnasmiða} minters {hverfi myntsláttumanna} bookbinders {hverfi bókbindara} other {hverfi sútara}}',
};

/** The same where it is in the locative (Latvian "Ratnieku kvartālā", Icelandic dative after "í"). */
const QUARTER_IN = {
  ...QUARTER,
  lv: '{quarter, select, wagoners {Ratnieku} minters {Monētkaļu} bookbinders {Grāmatsējēju} other {Ādmiņu}} kvartālā',
};

export const leipzigWords: ExpansionWords = {
  en: {
    'expansion.leipzig-fair': 'The Leipzig Fair',
    'decision.leipzig-fair.send':
      'you hold the majority on a completed road that leads to Leipzig: send one of your followers from it to a quarter of Leipzig (if it is your only one there, the road scores you nothing), or decline to score the road as usual.',
    'choice.leipzig-fair.leipzig-send': `${FIGURE_NAME_FIRST.en} to ${QUARTER.en}`,
    'refusal.leipzig-fair.not-now': 'That follower cannot go to that quarter now.',
    'event.leipzig-fair.sending': `{player} sends a ${FIGURE_NAME.en} from the road to ${QUARTER.en} of Leipzig.`,
    'event.leipzig-fair.sent': `{player}'s ${FIGURE_NAME.en} arrives in ${QUARTER_IN.en} of Leipzig and stays there.`,
    'points.leipzig-fair.wagoners': `{player} scores ${POINTS.en} in the Wagoners' quarter: {tiles, plural, one {# road tile} other {# road tiles}} × 1.`,
    'points.leipzig-fair.minters': `{player} scores ${POINTS.en} in the Minters' quarter: {pennants, plural, one {# coat of arms} other {# coats of arms}} × 3.`,
    'points.leipzig-fair.bookbinders': `{player} scores ${POINTS.en} in the Bookbinders' quarter: a monastery was scored.`,
    'score.what.rule.leipzig-sent': 'the follower sent to Leipzig',
    'option.leipzigExtraFollower.false': 'Leipzig Fair: no extra follower',
    'panel.leipzig-fair.followers': 'in Leipzig: {count}',
  },
  ro: {
    'expansion.leipzig-fair': 'Piețele din Leipzig',
    'decision.leipzig-fair.send':
      'ai majoritatea pe un drum completat care duce la Leipzig: trimite unul dintre supușii tăi de pe el într-un cartier din Leipzig (dacă e singurul tău acolo, drumul nu-ți aduce nimic) sau dă pas ca să primești punctele drumului.',
    'choice.leipzig-fair.leipzig-send': `${FIGURE_NAME_FIRST.ro} în ${QUARTER.ro}`,
    'refusal.leipzig-fair.not-now': 'Supusul acesta nu poate merge acum în acel cartier.',
    'event.leipzig-fair.sending': `{player} trimite ${figureSelect('ro', roA)} de pe drum în ${QUARTER.ro} din Leipzig.`,
    'event.leipzig-fair.sent': `${figureSelect('ro', (f) => `${capital('ro', roA(f))} ${roOf(f)}`)} jucătorului {player} ajunge în ${QUARTER_IN.ro} din Leipzig și rămâne acolo.`,
    'points.leipzig-fair.wagoners': `{player} primește ${POINTS.ro} în cartierul Căruțașilor: {tiles, plural, one {# cartonaș de drum} few {# cartonașe de drum} other {# de cartonașe de drum}} × 1.`,
    'points.leipzig-fair.minters': `{player} primește ${POINTS.ro} în cartierul Monetarilor: {pennants, plural, one {# stemă} few {# steme} other {# de steme}} × 3.`,
    'points.leipzig-fair.bookbinders': `{player} primește ${POINTS.ro} în cartierul Legătorilor: s-a evaluat o mănăstire.`,
    'score.what.rule.leipzig-sent': 'supusul trimis la Leipzig',
    'option.leipzigExtraFollower.false': 'Piețele din Leipzig: fără supus în plus',
    'panel.leipzig-fair.followers': 'în Leipzig: {count}',
  },
  bg: {
    'expansion.leipzig-fair': 'Панаирът в Лайпциг',
    'decision.leipzig-fair.send':
      'имаш мнозинство на завършен път, който води до Лайпциг: изпрати един от мийпълите си от него в квартал на Лайпциг (ако е единственият ти там, пътят не ти носи нищо) или се откажи, за да получиш точките за пътя.',
    'choice.leipzig-fair.leipzig-send': `${FIGURE_NAME_FIRST.bg} в ${QUARTER.bg}`,
    'refusal.leipzig-fair.not-now': 'Тази фигурка не може да отиде сега в този квартал.',
    'event.leipzig-fair.sending': `{player} изпраща ${FIGURE_NAME.bg} от пътя в ${QUARTER.bg} на Лайпциг.`,
    'event.leipzig-fair.sent': `${figureSelect('bg', (f) => capital('bg', bgSubject(f)))} на {player} пристига в ${QUARTER_IN.bg} на Лайпциг и остава там.`,
    'points.leipzig-fair.wagoners': `{player} получава ${POINTS.bg} в квартала на каруцарите: {tiles, plural, one {# плочка път} other {# плочки път}} × 1.`,
    'points.leipzig-fair.minters': `{player} получава ${POINTS.bg} в квартала на монетарите: {pennants, plural, one {# герб} other {# герба}} × 3.`,
    'points.leipzig-fair.bookbinders': `{player} получава ${POINTS.bg} в квартала на книговезците: оценен е манастир.`,
    'score.what.rule.leipzig-sent': 'мийпъла, изпратен в Лайпциг',
    'option.leipzigExtraFollower.false': 'Панаирът в Лайпциг: без допълнителен мийпъл',
    'panel.leipzig-fair.followers': 'в Лайпциг: {count}',
  },
  lv: {
    'expansion.leipzig-fair': 'Leipcigas tirgi',
    'decision.leipzig-fair.send':
      'tev ir vairākums uz pabeigta ceļa, kas ved uz Leipcigu: nosūti vienu savu pavalstnieku no tā uz Leipcigas kvartālu (ja tas ir tavs vienīgais uz ceļa, tu par ceļu punktus nesaņem) vai izlaid, lai saņemtu punktus par ceļu.',
    'choice.leipzig-fair.leipzig-send': `${FIGURE_NAME_FIRST.lv} uz ${QUARTER.lv}`,
    'refusal.leipzig-fair.not-now': 'Šo pavalstnieku tagad nevar nosūtīt uz šo kvartālu.',
    'event.leipzig-fair.sending': `{player} nosūta ${figureSelect('lv', (f) => f.acc)} no ceļa uz Leipcigas ${QUARTER.lv}.`,
    'event.leipzig-fair.sent': `Spēlētāja {player} ${FIGURE_NAME.lv} ierodas Leipcigas ${QUARTER_IN.lv} un paliek tur līdz spēles beigām.`,
    'points.leipzig-fair.wagoners': `{player} saņem ${POINTS_OBJECT.lv} Ratnieku kvartālā: {tiles, plural, zero {# ceļa laučiņu} one {# ceļa laučiņš} other {# ceļa laučiņi}} × 1.`,
    'points.leipzig-fair.minters': `{player} saņem ${POINTS_OBJECT.lv} Monētkaļu kvartālā: {pennants, plural, zero {# ģerboņu} one {# ģerbonis} other {# ģerboņi}} × 3.`,
    'points.leipzig-fair.bookbinders': `{player} saņem ${POINTS_OBJECT.lv} Grāmatsējēju kvartālā: tika skaitīts klosteris.`,
    'score.what.rule.leipzig-sent': 'pavalstnieku, kas nosūtīts uz Leipcigu',
    'option.leipzigExtraFollower.false': 'Leipcigas tirgi: bez papildus pavalstnieka',
    'panel.leipzig-fair.followers': 'Leipcigā: {count}',
  },
  is: {
    'expansion.leipzig-fair': 'Kaupstefnan í Leipzig',
    'decision.leipzig-fair.send':
      'þú ert með meirihluta á kláruðum vegi sem liggur til Leipzig: sendu einn þegna þinna af honum í hverfi í Leipzig (ef hann er sá eini þinn þar gefur vegurinn þér ekkert) eða pass til að fá stigin fyrir veginn.',
    'choice.leipzig-fair.leipzig-send': `${FIGURE_NAME_FIRST.is} í ${QUARTER.is}`,
    'refusal.leipzig-fair.not-now': 'Þessi þegn getur ekki farið í þetta hverfi núna.',
    'event.leipzig-fair.sending': `{player} sendir ${FIGURE_NAME.is} af veginum í ${QUARTER.is} í Leipzig.`,
    'event.leipzig-fair.sent': `${FIGURE_NAME_FIRST.is} sem {player} á kemur í ${QUARTER_IN.is} í Leipzig og verður þar.`,
    'points.leipzig-fair.wagoners': `{player} fær ${POINTS.is} í hverfi vagnasmiða: {tiles, plural, one {# vegaflís} other {# vegaflísar}} × 1.`,
    'points.leipzig-fair.minters': `{player} fær ${POINTS.is} í hverfi myntsláttumanna: {pennants, plural, one {# skjaldarmerki} other {# skjaldarmerki}} × 3.`,
    'points.leipzig-fair.bookbinders': `{player} fær ${POINTS.is} í hverfi bókbindara: klaustur gaf stig.`,
    'score.what.rule.leipzig-sent': 'þegninn sem fór til Leipzig',
    'option.leipzigExtraFollower.false': 'Kaupstefnan í Leipzig: enginn aukaþegn',
    'panel.leipzig-fair.followers': 'í Leipzig: {count}',
  },
};
