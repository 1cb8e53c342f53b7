// The Barber-Surgeons' words in every language. Latvian from the rule book ("Bārddzinis": pirts, pirts
// laučiņš, brīva pirts, pavalstnieks dodas uz pirti, pirts pabeigšana, krājums); Romanian from the order
// of play (casă-baie, a răscumpăra supusul); English from the English rules (bathhouse, buy out). Bulgarian
// and Icelandic have no source: баня / Бръснар-хирурзите and baðhús / Bartskerarnir are chosen. Every
// {figure} arrives as the figure's id: a select from the figure table names it.
import type { ExpansionWords } from '../../engine/expansion';
import { bgSubject, capital, figureSelect, isYour, lvYour, roYour } from '../../i18n/figure-words';
import { POINTS, POINTS_OBJECT } from '../points-words';

const figure = {
  en: figureSelect('en', (f) => f.word),
  ro: figureSelect('ro', (f) => f.def),
  roCap: figureSelect('ro', (f) => capital('ro', f.def)),
  bg: figureSelect('bg', (f) => f.def),
  bgCap: figureSelect('bg', (f) => capital('bg', f.def)),
  /** The subject of a verb: the full article ('мийпълът'). */
  bgSubject: figureSelect('bg', (f) => bgSubject(f)),
  bgSubjectCap: figureSelect('bg', (f) => capital('bg', bgSubject(f))),
  lvNom: figureSelect('lv', (f) => f.nom),
  lvAcc: figureSelect('lv', (f) => f.acc),
  isNom: figureSelect('is', (f) => f.nomDef),
  isNomCap: figureSelect('is', (f) => capital('is', f.nomDef)),
  isAcc: figureSelect('is', (f) => f.accDef),
  /** "a fost evaluat singur" / "evaluată singură": the participle agrees with the figure. */
  roAlone: figureSelect('ro', (f) => (f.gender === 'f' ? 'evaluată singură' : 'evaluat singur')),
  roYour: figureSelect('ro', roYour),
  /** "einn" / "ein" / "eitt": alone agrees with the figure. */
  isAlone: figureSelect('is', (f) => ({ kk: 'einn', kvk: 'ein', hk: 'eitt' })[f.gender]),
  isYour: figureSelect('is', (f) => isYour(f, 'nom')),
};

export const barberSurgeonsWords: ExpansionWords = {
  en: {
    'expansion.barber-surgeons': 'The Barber-Surgeons',
    'action.buy-out': `Buy your ${figure.en} out of the bathhouse at {x},{y} (${POINTS.en})`,
    'decision.barber-surgeons.order':
      'more followers scored alone than there are free bathhouses: whose follower goes into a bathhouse next?',
    'decision.barber-surgeons.bathhouse': `your ${figure.en} scored alone: which free bathhouse does it go into?`,
    'choice.barber-surgeons.send': `{player}'s ${figure.en} from {x},{y}`,
    'choice.barber-surgeons.enter': 'The bathhouse at {x},{y} (value {value})',
    'event.barber-surgeons.sent': `{player}'s ${figure.en} scored alone and goes into the bathhouse at {x},{y}.`,
    'event.barber-surgeons.released': `The bathhouse at {x},{y} is surrounded: {player}'s ${figure.en} goes back to the supply for free.`,
    'event.barber-surgeons.bought-out': `{player} buys their ${figure.en} out of the bathhouse at {x},{y}.`,
    'points.barber-surgeons.buy-out': `{player} pays ${POINTS.en} to leave the bathhouse.`,
    'score.term.bathhouse': '{count, plural, one {# bathhouse} other {# bathhouses}} × {each}',
    'word.token.count.bathhouse': '{count, plural, one {# follower in a bathhouse} other {# followers in bathhouses}}',
    'refusal.barber-surgeons.not-waiting': 'That follower is not waiting for a bathhouse.',
    'refusal.barber-surgeons.not-free': 'That bathhouse is not free.',
    'refusal.barber-surgeons.no-follower-there': 'You have no follower in that bathhouse.',
  },
  ro: {
    'expansion.barber-surgeons': 'Bărbierii-chirurgi',
    'action.buy-out': `Răscumpără-ți ${figure.ro} din casa-baie de la {x},{y} (${POINTS.ro})`,
    'decision.barber-surgeons.order':
      'mai mulți supuși au fost evaluați singuri decât case-baie libere: al cui supus merge acum într-o casă-baie?',
    'decision.barber-surgeons.bathhouse': `${figure.roYour} a fost ${figure.roAlone}: alege o casă-baie liberă.`,
    'choice.barber-surgeons.send': `${figure.roCap} jucătorului {player} de la {x},{y}`,
    'choice.barber-surgeons.enter': 'Casa-baie de la {x},{y} (valoare {value})',
    'event.barber-surgeons.sent': `${figure.roCap} jucătorului {player} a fost ${figure.roAlone} și intră în casa-baie de la {x},{y}.`,
    'event.barber-surgeons.released': `Casa-baie de la {x},{y} este înconjurată: ${figure.ro} jucătorului {player} se întoarce gratuit în rezervă.`,
    'event.barber-surgeons.bought-out': `{player} își răscumpără ${figure.ro} din casa-baie de la {x},{y}.`,
    'points.barber-surgeons.buy-out': `{player} pierde ${POINTS.ro} ca să iasă din casa-baie.`,
    'score.term.bathhouse': '{count, plural, one {# casă-baie} few {# case-baie} other {# de case-baie}} × {each}',
    'word.token.count.bathhouse':
      '{count, plural, one {# supus într-o casă-baie} few {# supuși în case-baie} other {# de supuși în case-baie}}',
    'refusal.barber-surgeons.not-waiting': 'Supusul acela nu așteaptă o casă-baie.',
    'refusal.barber-surgeons.not-free': 'Casa-baie aceea nu este liberă.',
    'refusal.barber-surgeons.no-follower-there': 'Nu ai niciun supus în casa-baie aceea.',
  },
  bg: {
    'expansion.barber-surgeons': 'Бръснар-хирурзите',
    'action.buy-out': `Откупи ${figure.bg} си от банята на {x},{y} (${POINTS.bg})`,
    'decision.barber-surgeons.order':
      'повече мийпъли са точкували сами, отколкото има свободни бани: чий мийпъл отива следващ в баня?',
    'decision.barber-surgeons.bathhouse': `само ${figure.bgSubject} ти точкува: избери свободна баня.`,
    'choice.barber-surgeons.send': `${figure.bgCap} на {player} от {x},{y}`,
    'choice.barber-surgeons.enter': 'Банята на {x},{y} (стойност {value})',
    'event.barber-surgeons.sent': `${figure.bgSubjectCap} на {player} точкува сам и отива в банята на {x},{y}.`,
    'event.barber-surgeons.released': `Банята на {x},{y} е заобиколена: ${figure.bgSubject} на {player} се връща безплатно в свитата.`,
    'event.barber-surgeons.bought-out': `{player} откупува ${figure.bg} си от банята на {x},{y}.`,
    'points.barber-surgeons.buy-out': `{player} плаща ${POINTS.bg}, за да излезе от банята.`,
    'score.term.bathhouse': '{count, plural, one {# баня} other {# бани}} × {each}',
    'word.token.count.bathhouse': '{count, plural, one {# мийпъл в баня} other {# мийпъла в бани}}',
    'refusal.barber-surgeons.not-waiting': 'Този мийпъл не чака баня.',
    'refusal.barber-surgeons.not-free': 'Тази баня не е свободна.',
    'refusal.barber-surgeons.no-follower-there': 'Нямаш мийпъл в тази баня.',
  },
  lv: {
    'expansion.barber-surgeons': 'Bārddzinis',
    'action.buy-out': `Izpirkt savu ${figure.lvAcc} no pirts {x},{y} (${POINTS.lv})`,
    'decision.barber-surgeons.order':
      'vieni paši punktus saņēmuši vairāk pavalstnieku, nekā ir brīvu pirtu: kura pavalstnieks tagad dodas uz pirti?',
    'decision.barber-surgeons.bathhouse': `${figureSelect('lv', (f) => `${lvYour(f, 'nom')} punktus saņēma ${{ m: 'viens pats', f: 'viena pati', mp: 'vieni paši' }[f.gender]}`)}: izvēlies brīvu pirti.`,
    'choice.barber-surgeons.send': `Spēlētāja {player} ${figure.lvNom} no {x},{y}`,
    'choice.barber-surgeons.enter': 'Pirts {x},{y} (vērtība {value})',
    'event.barber-surgeons.sent': `Spēlētāja {player} ${figure.lvNom} saņēma punktus viens pats un dodas uz pirti {x},{y}.`,
    'event.barber-surgeons.released': `Pirts {x},{y} ir pabeigta: spēlētāja {player} ${figure.lvNom} bez maksas atgriežas krājumā.`,
    'event.barber-surgeons.bought-out': `{player} izpērk savu ${figure.lvAcc} no pirts {x},{y}.`,
    'points.barber-surgeons.buy-out': `{player} atdod ${POINTS_OBJECT.lv}, lai atstātu pirti.`,
    'score.term.bathhouse': '{count, plural, zero {# pirtis} one {# pirts} other {# pirtis}} × {each}',
    'word.token.count.bathhouse':
      '{count, plural, zero {# pavalstnieku pirtīs} one {# pavalstnieks pirtī} other {# pavalstnieki pirtīs}}',
    'refusal.barber-surgeons.not-waiting': 'Šis pavalstnieks negaida pirti.',
    'refusal.barber-surgeons.not-free': 'Šī pirts nav brīva.',
    'refusal.barber-surgeons.no-follower-there': 'Tev šajā pirtī nav pavalstnieka.',
  },
  is: {
    'expansion.barber-surgeons': 'Bartskerarnir',
    'action.buy-out': `Kauptu ${figure.isAcc} út úr baðhúsinu á {x},{y} (${POINTS.is})`,
    'decision.barber-surgeons.order':
      'fleiri þegnar fengu stig einir en baðhús eru laus: hvers þegn fer næst í baðhús?',
    'decision.barber-surgeons.bathhouse': `${figure.isYour} fékk stig ${figure.isAlone}: veldu laust baðhús.`,
    'choice.barber-surgeons.send': `${figure.isNomCap} leikmannsins {player} frá {x},{y}`,
    'choice.barber-surgeons.enter': 'Baðhúsið á {x},{y} (gildi {value})',
    'event.barber-surgeons.sent': `${figure.isNomCap} leikmannsins {player} fékk stig ${figure.isAlone} og fer í baðhúsið á {x},{y}.`,
    'event.barber-surgeons.released': `Baðhúsið á {x},{y} er umkringt: ${figure.isNom} leikmannsins {player} fer ókeypis aftur í birgðirnar.`,
    'event.barber-surgeons.bought-out': `{player} kaupir ${figure.isAcc} út úr baðhúsinu á {x},{y}.`,
    'points.barber-surgeons.buy-out': `{player} greiðir ${POINTS.is} til að yfirgefa baðhúsið.`,
    'score.term.bathhouse': '{count, plural, one {# baðhús} other {# baðhús}} × {each}',
    'word.token.count.bathhouse': '{count, plural, one {# þegn í baðhúsi} other {# þegnar í baðhúsum}}',
    'refusal.barber-surgeons.not-waiting': 'Sá þegn bíður ekki eftir baðhúsi.',
    'refusal.barber-surgeons.not-free': 'Það baðhús er ekki laust.',
    'refusal.barber-surgeons.no-follower-there': 'Þú átt engan þegn í því baðhúsi.',
  },
};
