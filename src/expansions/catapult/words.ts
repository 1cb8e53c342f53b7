// The Catapult's words in every language. Token names from the rule books: the Romanian compilation's
// "Luptă cu prăjituri", "Seducție", "Sărbătoarea țintașilor", "Prindere", the Latvian compendium's "Kūku
// kaujas", "Kārdinājums", "Loka šaušanas sacensības", "Ķeršanas spēle"; the fair is the "târg" and the
// "gadatirgus". Bulgarian and Icelandic have no source: the names are chosen (Панаирът, Markaðurinn).
// {token} is a token's id, {power} gentle/firm/strong (none for tokens thrown without one), {lane}
// left/middle/right, {feature} the kind of feature a follower stands on (fair: the fair's middle).
import type { ExpansionWords } from '../../engine/expansion';
import { capital, figureSelect } from '../../i18n/figure-words';
import { POINTS, POINTS_OBJECT } from '../points-words';

const TOKEN = {
  en: '{token, select, knockout {knock-out} seduction {seduction} target {target practice} other {catch}}',
  ro: '{token, select, knockout {luptă cu prăjituri} seduction {seducție} target {sărbătoarea țintașilor} other {prindere}}',
  bg: '{token, select, knockout {бой с торти} seduction {съблазняване} target {стрелба по мишена} other {хващане}}',
  lv: '{token, select, knockout {kūku kaujas} seduction {kārdinājums} target {loka šaušanas sacensības} other {ķeršanas spēle}}',
  is: '{token, select, knockout {tertuslagur} seduction {tæling} target {skotkeppni} other {gripleikur}}',
};

const POWER = {
  en: '{power, select, gentle { · gentle} firm { · firm} strong { · strong} other {}}',
  ro: '{power, select, gentle { · ușor} firm { · ferm} strong { · tare} other {}}',
  bg: '{power, select, gentle { · леко} firm { · средно} strong { · силно} other {}}',
  lv: '{power, select, gentle { · viegli} firm { · stingri} strong { · spēcīgi} other {}}',
  is: '{power, select, gentle { · létt} firm { · ákveðið} strong { · fast} other {}}',
};

const AIM = {
  en: '{feature, select, fair {The fair at {x},{y}} city {The city at {x},{y}} road {The road at {x},{y}} field {The field at {x},{y}} monastery {The monastery at {x},{y}} other {The follower at {x},{y}}}',
  ro: '{feature, select, fair {Târgul de la {x},{y}} city {Orașul de la {x},{y}} road {Drumul de la {x},{y}} field {Câmpul de la {x},{y}} monastery {Mănăstirea de la {x},{y}} other {Supusul de la {x},{y}}}',
  bg: '{feature, select, fair {Панаирът на {x},{y}} city {Крепостта на {x},{y}} road {Пътят на {x},{y}} field {Поляната на {x},{y}} monastery {Манастирът на {x},{y}} other {Мийпълът на {x},{y}}}',
  lv: '{feature, select, fair {Gadatirgus {x},{y}} city {Pilsēta {x},{y}} road {Ceļš {x},{y}} field {Lauks {x},{y}} monastery {Klosteris {x},{y}} other {Pavalstnieks {x},{y}}}',
  is: '{feature, select, fair {Markaðurinn á {x},{y}} city {Borgin á {x},{y}} road {Vegurinn á {x},{y}} field {Akurinn á {x},{y}} monastery {Klaustrið á {x},{y}} other {Þegninn á {x},{y}}}',
};

const SIDE = {
  en: '{side, select, north { (north)} south { (south)} east { (east)} west { (west)} northeast { (north-east)} northwest { (north-west)} southeast { (south-east)} southwest { (south-west)} other {}}',
  ro: '{side, select, north { (nord)} south { (sud)} east { (est)} west { (vest)} northeast { (nord-est)} northwest { (nord-vest)} southeast { (sud-est)} southwest { (sud-vest)} other {}}',
  bg: '{side, select, north { (север)} south { (юг)} east { (изток)} west { (запад)} northeast { (североизток)} northwest { (северозапад)} southeast { (югоизток)} southwest { (югозапад)} other {}}',
  lv: '{side, select, north { (ziemeļos)} south { (dienvidos)} east { (austrumos)} west { (rietumos)} northeast { (ziemeļaustrumos)} northwest { (ziemeļrietumos)} southeast { (dienvidaustrumos)} southwest { (dienvidrietumos)} other {}}',
  is: '{side, select, north { (norður)} south { (suður)} east { (austur)} west { (vestur)} northeast { (norðaustur)} northwest { (norðvestur)} southeast { (suðaustur)} southwest { (suðvestur)} other {}}',
};

const LANE = {
  en: '{lane, select, left {Left} middle {Middle} other {Right}}',
  ro: '{lane, select, left {Stânga} middle {Mijloc} other {Dreapta}}',
  bg: '{lane, select, left {Ляво} middle {Среда} other {Дясно}}',
  lv: '{lane, select, left {Pa kreisi} middle {Pa vidu} other {Pa labi}}',
  is: '{lane, select, left {Vinstri} middle {Miðja} other {Hægri}}',
};

export const catapultWords: ExpansionWords = {
  en: {
    'expansion.catapult': 'The Catapult',
    'decision.catapult.choose': 'a fair! Choose the catapult token everyone launches this round.',
    'decision.catapult.aim': `aim your ${TOKEN.en} token (the catapult stands on the fair at {x},{y}; the farther the aim, the more it strays).`,
    'decision.catapult.swap':
      'your seduction token came down nearest a follower: take its place with one of yours (or decline).',
    'decision.catapult.throw': 'throw the catch token to {catcher}: choose a lane (they do not see it).',
    'decision.catapult.guess': '{thrower} throws you the catch token: guess the lane to catch it.',
    'choice.catapult.token': `${TOKEN.en.replace('{knock-out}', '{Knock-out}').replace('{seduction}', '{Seduction}').replace('{target practice}', '{Target practice}').replace('{catch}', '{Catch}')}`,
    'choice.catapult.aim': `${AIM.en}${SIDE.en}${POWER.en}`,
    'choice.catapult.swap-supply': `A ${figureSelect('en', (f) => f.word)} from your supply`,
    'choice.catapult.swap-move': `Your ${figureSelect('en', (f) => f.word)} from {x},{y}${SIDE.en}`,
    'choice.catapult.throw': LANE.en,
    'choice.catapult.guess': LANE.en,
    'event.catapult.chosen': `{player} picks the ${TOKEN.en} token: everyone launches it in turn.`,
    'event.catapult.landed': `{player}'s ${TOKEN.en} token comes down on {x},{y}.`,
    'event.catapult.knocked':
      '{player} knocks over {count, plural, =0 {no follower} one {# follower} other {# followers}}.',
    'event.catapult.off-the-board': "{player}'s seduction token lies off the tiles: it does nothing.",
    'event.catapult.nobody-near': 'No follower stands on the board to be seduced.',
    'event.catapult.nearest': "The nearest follower is {owner}'s at {x},{y}.",
    'event.catapult.swapped': "{player} seduces {owner}'s follower at {x},{y} and takes its place.",
    'event.catapult.swap-declined': '{player} leaves the follower where it is.',
    'event.catapult.target-distance':
      "{player}'s token lies {hundredths, plural, one {# hundredth} other {# hundredths}} of a tile from the fair.",
    'event.catapult.thrown': '{player} throws the catch token to {target}.',
    'event.catapult.catch':
      "{outcome, select, caught {{target} catches {player}'s throw.} short {{player}'s throw falls short of the ruler.} touched {{target} touches {player}'s throw but drops it.} other {{player}'s throw flies past {target}.}}",
    'event.catapult.round-over': 'The catapult round is over: the tokens go back.',
    'points.catapult.target': `{player} scores ${POINTS.en}: closest to the fair at {x},{y}.`,
    'points.catapult.caught': `{player} scores ${POINTS.en}: caught.`,
    'points.catapult.short': `{player} scores ${POINTS.en}: the throw did not reach the ruler.`,
    'points.catapult.touched': `{player} scores ${POINTS.en}: touched but not caught.`,
    'points.catapult.missed': `{player} scores ${POINTS.en}: not caught, and far enough.`,
    'refusal.catapult.figure-not-there': 'That follower is no longer there.',
  },
  ro: {
    'expansion.catapult': 'Catapulta',
    'decision.catapult.choose': 'un târg! Alege cartonașul „catapultă” pe care îl aruncă toți în această rundă.',
    'decision.catapult.aim': `țintește cu cartonașul „${TOKEN.ro}” (catapulta stă pe târgul de la {x},{y}; cu cât ținta e mai departe, cu atât se abate mai mult).`,
    'decision.catapult.swap':
      'cartonașul de seducție a căzut cel mai aproape de un supus: înlocuiește-l cu unul de-al tău (sau renunță).',
    'decision.catapult.throw': 'aruncă-i cartonașul de prindere lui {catcher}: alege o direcție (nu o vede).',
    'decision.catapult.guess': '{thrower} îți aruncă cartonașul de prindere: ghicește direcția ca să-l prinzi.',
    'choice.catapult.token': TOKEN.ro
      .replace('{luptă', '{Luptă')
      .replace('{seducție}', '{Seducție}')
      .replace('{sărbătoarea', '{Sărbătoarea')
      .replace('{prindere}', '{Prindere}'),
    'choice.catapult.aim': `${AIM.ro}${SIDE.ro}${POWER.ro}`,
    'choice.catapult.swap-supply': `${figureSelect('ro', (f) => capital('ro', f.word))} din rezerva ta`,
    'choice.catapult.swap-move': `${figureSelect('ro', (f) => capital('ro', f.def))} de la {x},{y}${SIDE.ro}`,
    'choice.catapult.throw': LANE.ro,
    'choice.catapult.guess': LANE.ro,
    'event.catapult.chosen': `{player} alege cartonașul „${TOKEN.ro}”: îl aruncă toți, pe rând.`,
    'event.catapult.landed': `Cartonașul „${TOKEN.ro}” al lui {player} cade pe {x},{y}.`,
    'event.catapult.knocked':
      '{player} {count, plural, =0 {nu doboară niciun supus} one {doboară # supus} few {doboară # supuși} other {doboară # de supuși}}.',
    'event.catapult.off-the-board':
      'Cartonașul de seducție al lui {player} a căzut în afara cartonașelor: nu are efect.',
    'event.catapult.nobody-near': 'Niciun supus nu stă pe suprafața de joc ca să fie sedus.',
    'event.catapult.nearest': 'Cel mai apropiat supus este al lui {owner}, la {x},{y}.',
    'event.catapult.swapped': '{player} îl seduce pe supusul lui {owner} de la {x},{y} și îi ia locul.',
    'event.catapult.swap-declined': '{player} lasă supusul unde este.',
    'event.catapult.target-distance': 'Cartonașul lui {player} e la {hundredths} sutimi de cartonaș de târg.',
    'event.catapult.thrown': '{player} îi aruncă lui {target} cartonașul de prindere.',
    'event.catapult.catch':
      '{outcome, select, caught {{target} prinde aruncarea lui {player}.} short {Aruncarea lui {player} nu ajunge până la riglă.} touched {{target} atinge aruncarea lui {player}, dar n-o prinde.} other {Aruncarea lui {player} trece de {target}.}}',
    'event.catapult.round-over': 'Runda cu catapultă s-a încheiat: cartonașele se restituie.',
    'points.catapult.target': `{player} primește ${POINTS.ro}: cel mai aproape de târgul de la {x},{y}.`,
    'points.catapult.caught': `{player} primește ${POINTS.ro}: prins.`,
    'points.catapult.short': `{player} primește ${POINTS.ro}: aruncarea n-a ajuns până la riglă.`,
    'points.catapult.touched': `{player} primește ${POINTS.ro}: atins, dar neprins.`,
    'points.catapult.missed': `{player} primește ${POINTS.ro}: neprins și aruncat destul de departe.`,
    'refusal.catapult.figure-not-there': 'Supusul acela nu mai este acolo.',
  },
  bg: {
    'expansion.catapult': 'Катапултът',
    'decision.catapult.choose': 'панаир! Избери жетона, който всички ще изстрелят в този рунд.',
    'decision.catapult.aim': `прицели жетона „${TOKEN.bg}“ (катапултът стои на панаира на {x},{y}; колкото по-далеч е целта, толкова повече се отклонява).`,
    'decision.catapult.swap':
      'жетонът за съблазняване падна най-близо до мийпъл: заеми мястото му със свой (или се откажи).',
    'decision.catapult.throw': 'хвърли на {catcher} жетона за хващане: избери посока (той не я вижда).',
    'decision.catapult.guess': '{thrower} ти хвърля жетона за хващане: познай посоката, за да го хванеш.',
    'choice.catapult.token': TOKEN.bg
      .replace('{бой', '{Бой')
      .replace('{съблазняване}', '{Съблазняване}')
      .replace('{стрелба', '{Стрелба')
      .replace('{хващане}', '{Хващане}'),
    'choice.catapult.aim': `${AIM.bg}${SIDE.bg}${POWER.bg}`,
    'choice.catapult.swap-supply': `${figureSelect('bg', (f) => capital('bg', f.word))} от свитата ти`,
    'choice.catapult.swap-move': `${figureSelect('bg', (f) => capital('bg', f.def))} от {x},{y}${SIDE.bg}`,
    'choice.catapult.throw': LANE.bg,
    'choice.catapult.guess': LANE.bg,
    'event.catapult.chosen': `{player} избира жетона „${TOKEN.bg}“: всички го изстрелват поред.`,
    'event.catapult.landed': `Жетонът „${TOKEN.bg}“ на {player} пада на {x},{y}.`,
    'event.catapult.knocked':
      '{player} {count, plural, =0 {не събаря нито един мийпъл} one {събаря # мийпъл} other {събаря # мийпъла}}.',
    'event.catapult.off-the-board': 'Жетонът за съблазняване на {player} е извън плочките: няма ефект.',
    'event.catapult.nobody-near': 'Няма мийпъл на игралното поле, който да бъде съблазнен.',
    'event.catapult.nearest': 'Най-близкият мийпъл е на {owner}, на {x},{y}.',
    'event.catapult.swapped': '{player} съблазнява мийпъла на {owner} на {x},{y} и заема мястото му.',
    'event.catapult.swap-declined': '{player} оставя мийпъла, където е.',
    'event.catapult.target-distance':
      'Жетонът на {player} е на {hundredths, plural, one {# стотна} other {# стотни}} от плочка от панаира.',
    'event.catapult.thrown': '{player} хвърля на {target} жетона за хващане.',
    'event.catapult.catch':
      '{outcome, select, caught {{target} хваща хвърлянето на {player}.} short {Хвърлянето на {player} не стига до линийката.} touched {{target} докосва хвърлянето на {player}, но го изпуска.} other {Хвърлянето на {player} прелита покрай {target}.}}',
    'event.catapult.round-over': 'Рундът с катапулта свърши: жетоните се връщат.',
    'points.catapult.target': `{player} получава ${POINTS.bg}: най-близо до панаира на {x},{y}.`,
    'points.catapult.caught': `{player} получава ${POINTS.bg}: хванат.`,
    'points.catapult.short': `{player} получава ${POINTS.bg}: хвърлянето не стигна до линийката.`,
    'points.catapult.touched': `{player} получава ${POINTS.bg}: докоснат, но не хванат.`,
    'points.catapult.missed': `{player} получава ${POINTS.bg}: не е хванат и е хвърлен достатъчно далеч.`,
    'refusal.catapult.figure-not-there': 'Този мийпъл вече не е там.',
  },
  lv: {
    'expansion.catapult': 'Katapulta',
    'decision.catapult.choose': 'gadatirgus! Izvēlies katapultas žetonu, ko šajā posmā met visi.',
    'decision.catapult.aim': `notēmē žetonu “${TOKEN.lv}” (katapulta stāv uz gadatirgus {x},{y}; jo tālāks mērķis, jo vairāk tas novirzās).`,
    'decision.catapult.swap':
      'kārdinājuma žetons nokrita vistuvāk pavalstniekam: ieņem tā vietu ar savējo (vai atsakies).',
    'decision.catapult.throw': 'met ķeršanas žetonu spēlētājam {catcher}: izvēlies virzienu (viņš to neredz).',
    'decision.catapult.guess': '{thrower} met tev ķeršanas žetonu: uzmini virzienu, lai to noķertu.',
    'choice.catapult.token': TOKEN.lv
      .replace('{kūku', '{Kūku')
      .replace('{kārdinājums}', '{Kārdinājums}')
      .replace('{loka', '{Loka')
      .replace('{ķeršanas', '{Ķeršanas'),
    'choice.catapult.aim': `${AIM.lv}${SIDE.lv}${POWER.lv}`,
    'choice.catapult.swap-supply': `${figureSelect('lv', (f) => capital('lv', f.nom))} no tava krājuma`,
    'choice.catapult.swap-move': `${figureSelect('lv', (f) => capital('lv', f.nom))} no {x},{y}${SIDE.lv}`,
    'choice.catapult.throw': LANE.lv,
    'choice.catapult.guess': LANE.lv,
    'event.catapult.chosen': `{player} izvēlas žetonu “${TOKEN.lv}”: visi to met pēc kārtas.`,
    'event.catapult.landed': `Spēlētāja {player} žetons “${TOKEN.lv}” nokrīt uz {x},{y}.`,
    'event.catapult.knocked':
      '{player} {count, plural, =0 {nenotriec nevienu pavalstnieku} zero {notriec # pavalstniekus} one {notriec # pavalstnieku} other {notriec # pavalstniekus}}.',
    'event.catapult.off-the-board': 'Spēlētāja {player} kārdinājuma žetons nokrita ārpus laučiņiem: tam nav efekta.',
    'event.catapult.nobody-near': 'Spēles laukumā nav neviena pavalstnieka, ko kārdināt.',
    'event.catapult.nearest': 'Tuvākais pavalstnieks pieder spēlētājam {owner}, {x},{y}.',
    'event.catapult.swapped': '{player} kārdina spēlētāja {owner} pavalstnieku {x},{y} un ieņem tā vietu.',
    'event.catapult.swap-declined': '{player} atstāj pavalstnieku, kur tas ir.',
    'event.catapult.target-distance':
      'Spēlētāja {player} žetons ir {hundredths, plural, one {# simtdaļas} other {# simtdaļu}} laučiņa attālumā no gadatirgus.',
    'event.catapult.thrown': '{player} met ķeršanas žetonu spēlētājam {target}.',
    'event.catapult.catch':
      '{outcome, select, caught {{target} noķer spēlētāja {player} metienu.} short {Spēlētāja {player} metiens nesasniedz lineālu.} touched {{target} pieskaras spēlētāja {player} metienam, bet nenoķer.} other {Spēlētāja {player} metiens aizlido garām spēlētājam {target}.}}',
    'event.catapult.round-over': 'Katapultas posms beidzies: žetoni tiek atdoti.',
    'points.catapult.target': `{player} saņem ${POINTS_OBJECT.lv}: vistuvāk gadatirgum {x},{y}.`,
    'points.catapult.caught': `{player} saņem ${POINTS_OBJECT.lv}: noķerts.`,
    'points.catapult.short': `{player} saņem ${POINTS_OBJECT.lv}: metiens nesasniedza lineālu.`,
    'points.catapult.touched': `{player} saņem ${POINTS_OBJECT.lv}: pieskārās, bet nenoķēra.`,
    'points.catapult.missed': `{player} saņem ${POINTS_OBJECT.lv}: nenoķēra, un metiens pietiekami tāls.`,
    'refusal.catapult.figure-not-there': 'Tā pavalstnieka tur vairs nav.',
  },
  is: {
    'expansion.catapult': 'Valslöngvan',
    'decision.catapult.choose': 'markaður! Veldu skífuna sem allir skjóta í þessari umferð.',
    'decision.catapult.aim': `miðaðu skífunni „${TOKEN.is}“ (valslöngvan stendur á markaðnum á {x},{y}; því fjær sem miðið er, því meira víkur hún af leið).`,
    'decision.catapult.swap': 'tælingarskífan lenti næst þegni: taktu sæti hans með einum af þínum (eða slepptu því).',
    'decision.catapult.throw': 'kastaðu gripskífunni til leikmannsins {catcher}: veldu stefnu (hann sér hana ekki).',
    'decision.catapult.guess': '{thrower} kastar gripskífunni til þín: giskaðu á stefnuna til að grípa hana.',
    'choice.catapult.token': TOKEN.is
      .replace('{tertuslagur}', '{Tertuslagur}')
      .replace('{tæling}', '{Tæling}')
      .replace('{skotkeppni}', '{Skotkeppni}')
      .replace('{gripleikur}', '{Gripleikur}'),
    'choice.catapult.aim': `${AIM.is}${SIDE.is}${POWER.is}`,
    'choice.catapult.swap-supply': `${figureSelect('is', (f) => capital('is', f.nom))} úr birgðunum þínum`,
    'choice.catapult.swap-move': `${figureSelect('is', (f) => capital('is', f.nomDef))} af {x},{y}${SIDE.is}`,
    'choice.catapult.throw': LANE.is,
    'choice.catapult.guess': LANE.is,
    'event.catapult.chosen': `{player} velur skífuna „${TOKEN.is}“: allir skjóta henni í röð.`,
    'event.catapult.landed': `Skífan „${TOKEN.is}“ hjá {player} lendir á {x},{y}.`,
    'event.catapult.knocked': '{player} fellir {count, plural, =0 {engan þegn} one {# þegn} other {# þegna}}.',
    'event.catapult.off-the-board': 'Tælingarskífa leikmannsins {player} lenti utan flísanna: hún gerir ekkert.',
    'event.catapult.nobody-near': 'Enginn þegn stendur á borðinu sem hægt er að tæla.',
    'event.catapult.nearest': 'Næsti þegn er í eigu leikmannsins {owner}, á {x},{y}.',
    'event.catapult.swapped': '{player} tælir þegn leikmannsins {owner} á {x},{y} og tekur sæti hans.',
    'event.catapult.swap-declined': '{player} lætur þegninn vera.',
    'event.catapult.target-distance':
      'Skífa leikmannsins {player} liggur {hundredths} hundraðshluta úr flís frá markaðnum.',
    'event.catapult.thrown': '{player} kastar gripskífunni til leikmannsins {target}.',
    'event.catapult.catch':
      '{outcome, select, caught {{target} grípur kast leikmannsins {player}.} short {Kast leikmannsins {player} nær ekki að reglustikunni.} touched {{target} snertir kast leikmannsins {player} en missir það.} other {Kast leikmannsins {player} flýgur fram hjá {target}.}}',
    'event.catapult.round-over': 'Valslöngvuumferðinni er lokið: skífunum er skilað.',
    'points.catapult.target': `{player} fær ${POINTS.is}: næst markaðnum á {x},{y}.`,
    'points.catapult.caught': `{player} fær ${POINTS.is}: gripið.`,
    'points.catapult.short': `{player} fær ${POINTS.is}: kastið náði ekki að reglustikunni.`,
    'points.catapult.touched': `{player} fær ${POINTS.is}: snert en ekki gripið.`,
    'points.catapult.missed': `{player} fær ${POINTS.is}: ekki gripið, og nógu langt.`,
    'refusal.catapult.figure-not-there': 'Sá þegn er ekki lengur þar.',
  },
};
