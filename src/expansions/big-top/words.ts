// Under the Big Top's words in every language. Latvian from its rule book ("Zem cirka kupola": cirka telts,
// dzīvnieku žetoni, akrobāti, piramīda, cirka direktors, telts / akrobātu laučiņi; zilonis, tīģeris, lācis,
// ronis, mērkaķis, blusa); Romanian from the order of play (director de circ, artiști, piramidă, cort de
// circ, jeton cu animal); Bulgarian (цирковата шатра, акробати, пирамида, директор на цирка) and
// Icelandic (sirkustjaldið, loftfimleikamenn, pýramídi, sirkusstjóri) have no source and are chosen. Counts
// are plural selects and each animal a select over {animal}, never finished words put in.
import type { ExpansionWords } from '../../engine/expansion';
import { enA, figureSelect, roA } from '../../i18n/figure-words';
import { ANIMAL_NAMES, type Animal } from './circus';

type Forms = Record<Animal, string>;
const animal = (forms: Forms) =>
  `{animal, select, ${ANIMAL_NAMES.slice(0, -1)
    .map((a) => `${a} {${forms[a]}}`)
    .join(' ')} other {${forms.flea}}}`;

const ANIMAL = {
  en: animal({
    elephant: 'the elephant',
    tiger: 'a tiger',
    bear: 'a bear',
    seal: 'a seal',
    monkey: 'a monkey',
    flea: 'the flea',
  }),
  ro: animal({
    elephant: 'elefantul',
    tiger: 'un tigru',
    bear: 'un urs',
    seal: 'o focă',
    monkey: 'o maimuță',
    flea: 'puricele',
  }),
  bg: animal({ elephant: 'слонът', tiger: 'тигър', bear: 'мечка', seal: 'тюлен', monkey: 'маймуна', flea: 'бълхата' }),
  lv: animal({
    elephant: 'zilonis',
    tiger: 'tīģeris',
    bear: 'lācis',
    seal: 'ronis',
    monkey: 'mērkaķis',
    flea: 'blusa',
  }),
  is: animal({ elephant: 'fíllinn', tiger: 'tígrisdýr', bear: 'björn', seal: 'selur', monkey: 'api', flea: 'flóin' }),
};

const POINTS = {
  en: '{points, plural, one {# point} other {# points}}',
  ro: '{points, plural, one {# punct} few {# puncte} other {# de puncte}}',
  bg: '{points, plural, one {# точка} other {# точки}}',
  lv: '{points, plural, zero {# punktu} one {# punktu} other {# punktus}}',
  is: '{points, plural, one {# stig} other {# stig}}',
};

export const bigTopWords: ExpansionWords = {
  en: {
    'expansion.big-top': 'Under the Big Top',
    'word.figure.ringmaster': 'ringmaster',
    'word.figure.count.ringmaster': '{count, plural, one {# ringmaster} other {# ringmasters}}',
    'word.figure.big-top': 'big top',
    'word.feature.acrobats': 'acrobat pyramid',
    'event.figure-placed.acrobats': `{player} put ${figureSelect('en', enA)} on an acrobat pyramid.`,
    'action.acrobat': 'Acrobat: put a follower into the pyramid at {x},{y} (acrobat {count} of 3)',
    'action.score-pyramid': `Score the pyramid at {x},{y}: 5 for each acrobat (${POINTS.en})`,
    'points.big-top.circus': `{player} scores ${POINTS.en} at the circus at {x},{y}: ${ANIMAL.en} ({each}) × {count, plural, one {# follower} other {# followers}}.`,
    'points.big-top.acrobats': `{player} scores ${POINTS.en} for the pyramid at {x},{y}: {count, plural, one {# acrobat} other {# acrobats}} × {each}.`,
    'points.big-top.acrobats-final': `{player} scores ${POINTS.en} at the end for {count, plural, one {# acrobat} other {# acrobats}} still standing at {x},{y} × {each}.`,
    'points.big-top.ringmaster': `{player} scores ${POINTS.en} for the ringmaster at {x},{y}: {count, plural, one {# tent or acrobat tile} other {# tent and acrobat tiles}} around him × {each}.`,
    'event.big-top.circus': `The animal under the big top at {x},{y} is ${ANIMAL.en}: {each} for every follower around it.`,
    'event.big-top.raised': 'The big top goes up over a face-down animal at {x},{y}.',
    'event.big-top.pyramid': 'The acrobats of the pyramid at {x},{y} take their bow.',
    'refusal.big-top.pyramid-incomplete': 'That pyramid has fewer than three acrobats.',
    'refusal.big-top.no-pyramid-here': 'No acrobat can go there.',
    'refusal.big-top.ringmaster-not-here':
      'The ringmaster goes only where a normal follower may: a road, city, monastery or field.',
    'option.ringmasterFinalBonus.false': 'ringmaster: no tent bonus at the end',
  },
  ro: {
    'expansion.big-top': 'Sub cortul circului',
    'word.figure.ringmaster': 'director de circ',
    'word.figure.count.ringmaster':
      '{count, plural, one {# director de circ} few {# directori de circ} other {# de directori de circ}}',
    'word.figure.big-top': 'cort de circ',
    'word.feature.acrobats': 'piramidă de artiști',
    'event.figure-placed.acrobats': `{player} a pus ${figureSelect('ro', roA)} pe o piramidă de artiști.`,
    'action.acrobat': 'Artist: pune un supus în piramida de la {x},{y} (artistul {count} din 3)',
    'action.score-pyramid': `Punctează piramida de la {x},{y}: câte 5 pentru fiecare artist (${POINTS.ro})`,
    'points.big-top.circus': `{player} primește ${POINTS.ro} la circul de la {x},{y}: ${ANIMAL.ro} ({each}) × {count, plural, one {# supus} few {# supuși} other {# de supuși}}.`,
    'points.big-top.acrobats': `{player} primește ${POINTS.ro} pentru piramida de la {x},{y}: {count, plural, one {# artist} few {# artiști} other {# de artiști}} × {each}.`,
    'points.big-top.acrobats-final': `{player} primește ${POINTS.ro} la final pentru {count, plural, one {# artist rămas} few {# artiști rămași} other {# de artiști rămași}} la {x},{y} × {each}.`,
    'points.big-top.ringmaster': `{player} primește ${POINTS.ro} pentru directorul de circ de la {x},{y}: {count, plural, one {# cartonaș cu cort sau artiști} few {# cartonașe cu cort sau artiști} other {# de cartonașe cu cort sau artiști}} în jur × {each}.`,
    'event.big-top.circus': `Sub cortul de circ de la {x},{y} este ${ANIMAL.ro}: {each} pentru fiecare supus din jur.`,
    'event.big-top.raised': 'Cortul de circ se ridică peste un jeton cu animal cu fața în jos la {x},{y}.',
    'event.big-top.pyramid': 'Artiștii piramidei de la {x},{y} se înclină.',
    'refusal.big-top.pyramid-incomplete': 'Piramida aceea are mai puțin de trei artiști.',
    'refusal.big-top.no-pyramid-here': 'Acolo nu poate merge niciun artist.',
    'refusal.big-top.ringmaster-not-here':
      'Directorul de circ merge doar unde poate merge un supus obișnuit: drum, oraș, mănăstire sau câmp.',
    'option.ringmasterFinalBonus.false': 'director de circ: fără bonus la final',
  },
  bg: {
    'expansion.big-top': 'Под цирковата шатра',
    'word.figure.ringmaster': 'директор на цирка',
    'word.figure.count.ringmaster': '{count, plural, one {# директор на цирка} other {# директори на цирка}}',
    'word.figure.big-top': 'циркова шатра',
    'word.feature.acrobats': 'пирамида от акробати',
    'event.figure-placed.acrobats': `{player} постави ${figureSelect('bg', (f) => f.word)} в пирамида от акробати.`,
    'action.acrobat': 'Акробат: постави мийпъл в пирамидата на {x},{y} (акробат {count} от 3)',
    'action.score-pyramid': `Оцени пирамидата на {x},{y}: по 5 за всеки акробат (${POINTS.bg})`,
    'points.big-top.circus': `{player} получава ${POINTS.bg} от цирка на {x},{y}: ${ANIMAL.bg} ({each}) × {count, plural, one {# мийпъл} other {# мийпъла}}.`,
    'points.big-top.acrobats': `{player} получава ${POINTS.bg} за пирамидата на {x},{y}: {count, plural, one {# акробат} other {# акробата}} × {each}.`,
    'points.big-top.acrobats-final': `{player} получава ${POINTS.bg} в края за {count, plural, one {# останал акробат} other {# останали акробата}} на {x},{y} × {each}.`,
    'points.big-top.ringmaster': `{player} получава ${POINTS.bg} за директора на цирка на {x},{y}: {count, plural, one {# плочка с шатра или акробати} other {# плочки с шатра или акробати}} наоколо × {each}.`,
    'event.big-top.circus': `Под цирковата шатра на {x},{y} е ${ANIMAL.bg}: по {each} за всеки мийпъл наоколо.`,
    'event.big-top.raised': 'Цирковата шатра се издига над обърнат жетон с животно на {x},{y}.',
    'event.big-top.pyramid': 'Акробатите от пирамидата на {x},{y} се покланят.',
    'refusal.big-top.pyramid-incomplete': 'Тази пирамида има по-малко от трима акробати.',
    'refusal.big-top.no-pyramid-here': 'Там не може да отиде акробат.',
    'refusal.big-top.ringmaster-not-here':
      'Директорът на цирка отива само където може обикновен мийпъл: път, крепост, манастир или поляна.',
    'option.ringmasterFinalBonus.false': 'директор на цирка: без бонус в края',
  },
  lv: {
    'expansion.big-top': 'Zem cirka kupola',
    'word.figure.ringmaster': 'cirka direktors',
    'word.figure.count.ringmaster':
      '{count, plural, zero {# cirka direktoru} one {# cirka direktors} other {# cirka direktori}}',
    'word.figure.big-top': 'cirka telts',
    'word.feature.acrobats': 'akrobātu piramīda',
    'event.figure-placed.acrobats': `{player} uzlika ${figureSelect('lv', (f) => f.acc)} akrobātu piramīdā.`,
    'action.acrobat': 'Akrobāts: uzliec pavalstnieku piramīdā {x},{y} ({count}. akrobāts no 3)',
    'action.score-pyramid': `Saņem punktus par piramīdu {x},{y}: 5 par katru akrobātu (${POINTS.lv})`,
    'points.big-top.circus': `{player} saņem ${POINTS.lv} par cirku {x},{y}: ${ANIMAL.lv} ({each}) × {count, plural, zero {# pavalstnieku} one {# pavalstnieks} other {# pavalstnieki}}.`,
    'points.big-top.acrobats': `{player} saņem ${POINTS.lv} par piramīdu {x},{y}: {count, plural, zero {# akrobātu} one {# akrobāts} other {# akrobāti}} × {each}.`,
    'points.big-top.acrobats-final': `{player} spēles beigās saņem ${POINTS.lv} par {count, plural, zero {# akrobātu} one {# akrobātu} other {# akrobātiem}}, kas palika stāvēt {x},{y} × {each}.`,
    'points.big-top.ringmaster': `{player} saņem ${POINTS.lv} par cirka direktoru {x},{y}: {count, plural, zero {# telts vai akrobātu laučiņu} one {# telts vai akrobātu laučiņš} other {# telts un akrobātu laučiņi}} apkārt × {each}.`,
    'event.big-top.circus': `Zem cirka telts {x},{y} ir ${ANIMAL.lv}: {each} par katru pavalstnieku apkārt.`,
    'event.big-top.raised': 'Cirka telts tiek uzlikta virs dzīvnieku žetona ar attēlu uz leju {x},{y}.',
    'event.big-top.pyramid': 'Piramīdas {x},{y} akrobāti paklanās.',
    'refusal.big-top.pyramid-incomplete': 'Tajā piramīdā ir mazāk par trim akrobātiem.',
    'refusal.big-top.no-pyramid-here': 'Tur nevar uzlikt akrobātu.',
    'refusal.big-top.ringmaster-not-here':
      'Cirka direktoru var likt tikai parasta pavalstnieka vietā: uz ceļu, pilsētu, klosteri vai lauku.',
    'option.ringmasterFinalBonus.false': 'cirka direktors: bez papildpunktiem spēles beigās',
  },
  is: {
    'expansion.big-top': 'Undir sirkustjaldinu',
    'word.figure.ringmaster': 'sirkusstjóri',
    'word.figure.count.ringmaster': '{count, plural, one {# sirkusstjóri} other {# sirkusstjórar}}',
    'word.figure.big-top': 'sirkustjald',
    'word.feature.acrobats': 'pýramídi loftfimleikamanna',
    'event.figure-placed.acrobats': `{player} setti ${figureSelect('is', (f) => f.acc)} í pýramída loftfimleikamanna.`,
    'action.acrobat': 'Loftfimleikamaður: settu þegn í pýramídann á {x},{y} ({count}. af 3)',
    'action.score-pyramid': `Fáðu stig fyrir pýramídann á {x},{y}: 5 fyrir hvern loftfimleikamann (${POINTS.is})`,
    'points.big-top.circus': `{player} fær ${POINTS.is} í sirkusnum á {x},{y}: ${ANIMAL.is} ({each}) × {count, plural, one {# þegn} other {# þegnar}}.`,
    'points.big-top.acrobats': `{player} fær ${POINTS.is} fyrir pýramídann á {x},{y}: {count, plural, one {# loftfimleikamaður} other {# loftfimleikamenn}} × {each}.`,
    'points.big-top.acrobats-final': `{player} fær ${POINTS.is} í lokin fyrir {count, plural, one {# loftfimleikamann sem enn stendur} other {# loftfimleikamenn sem enn standa}} á {x},{y} × {each}.`,
    'points.big-top.ringmaster': `{player} fær ${POINTS.is} fyrir sirkusstjórann á {x},{y}: {count, plural, one {# tjald- eða fimleikaflís} other {# tjald- og fimleikaflísar}} í kring × {each}.`,
    'event.big-top.circus': `Undir sirkustjaldinu á {x},{y} er ${ANIMAL.is}: {each} fyrir hvern þegn í kring.`,
    'event.big-top.raised': 'Sirkustjaldið rís yfir dýramerki sem snýr niður á {x},{y}.',
    'event.big-top.pyramid': 'Loftfimleikamenn pýramídans á {x},{y} hneigja sig.',
    'refusal.big-top.pyramid-incomplete': 'Sá pýramídi hefur færri en þrjá loftfimleikamenn.',
    'refusal.big-top.no-pyramid-here': 'Enginn loftfimleikamaður kemst þangað.',
    'refusal.big-top.ringmaster-not-here':
      'Sirkusstjórinn fer aðeins þangað sem venjulegur þegn má: á veg, borg, klaustur eða akur.',
    'option.ringmasterFinalBonus.false': 'sirkusstjóri: enginn bónus í lokin',
  },
};
