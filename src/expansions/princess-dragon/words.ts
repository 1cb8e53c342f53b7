// Princess & Dragon in every language (glossaries: docs/glossary-*.md; Romanian from the compilation's
// "Prințesa și balaurul", seed 001: balaur, zână, vulcan, cărare magică; Latvian from the compendium, seed
// 000: pūķis, feja, maģiskais portāls). The figure step's actions carry raw figure ids (a select), the
// decisions' answers carry the figure's own word.

import type { ExpansionWords } from '../../engine/expansion';
import { bgYour, capital, figureSelect, isYour, lvYour, roYour } from '../../i18n/figure-words';
import { POINTS } from '../points-words';

const feature = {
  en: '{feature, select, road {road} city {city} monastery {monastery} field {field} garden {garden} tower {tower} other {feature}}',
  ro: '{feature, select, road {drum} city {oraș} monastery {mănăstire} field {câmp} garden {grădină} tower {turn} other {teritoriu}}',
  bg: '{feature, select, road {път} city {крепост} monastery {манастир} field {поляна} garden {градина} tower {кула} other {обект}}',
  lv: '{feature, select, road {ceļš} city {pilsēta} monastery {klosteris} field {lauks} garden {dārzs} tower {tornis} other {objekts}}',
  is: '{feature, select, road {vegur} city {borg} monastery {klaustur} field {akur} garden {garður} tower {turn} other {svæði}}',
};

const direction = {
  en: '{direction, select, N {North} E {East} S {South} other {West}}',
  ro: '{direction, select, N {Nord} E {Est} S {Sud} other {Vest}}',
  bg: '{direction, select, N {На север} E {На изток} S {На юг} other {На запад}}',
  lv: '{direction, select, N {Uz ziemeļiem} E {Uz austrumiem} S {Uz dienvidiem} other {Uz rietumiem}}',
  is: '{direction, select, N {Norður} E {Austur} S {Suður} other {Vestur}}',
};

export const princessDragonWords: ExpansionWords = {
  en: {
    'expansion.princess-dragon': 'Princess & Dragon',
    'word.figure.dragon': 'dragon',
    'word.figure.fairy': 'fairy',
    'word.figure.count.dragon': '{count, plural, one {# dragon} other {# dragons}}',
    'word.figure.count.fairy': '{count, plural, one {# fairy} other {# fairies}}',
    'action.fairy': 'Move the fairy beside one of your followers',
    'action.portal': `Magic portal: put your ${figureSelect('en', (f) => f.word)} on any free feature in play`,
    'action.princess': 'Princess: send a knight of this city home (then no figure)',
    'decision.princess-dragon.fairy': 'beside which of your followers does the fairy go?',
    'decision.princess-dragon.portal': `where does your ${figureSelect('en', (f) => f.word)} go through the magic portal? Any unoccupied, unfinished feature (numbered on the board).`,
    'decision.princess-dragon.princess': 'which knight does the princess send home?',
    'decision.princess-dragon.dragon-step':
      'the dragon flies: move it one tile (step {step} of 6). The tiles it may enter are numbered.',
    'choice.princess-dragon.fairy-beside': `Beside your ${figureSelect('en', (f) => f.word)} (${feature.en})`,
    'choice.princess-dragon.portal-spot': `Your ${figureSelect('en', (f) => f.word)} onto this ${feature.en}`,
    'choice.princess-dragon.princess-knight': `{owner}'s ${figureSelect('en', (f) => f.word)}`,
    'choice.princess-dragon.move-dragon': `${direction.en}{figures, plural, =0 {} one { (eats # figure)} other { (eats # figures)}}`,
    'refusal.princess-dragon.dragon-tile': `No ${figureSelect('en', (f) => f.word)} may stand on the dragon's tile.`,
    'points.princess-dragon.fairy-turn': `{player} starts the turn beside the fairy: ${POINTS.en}.`,
    'points.princess-dragon.fairy-feature': `The fairy's follower's feature scores: ${POINTS.en} for {player}.`,
    'event.princess-dragon.set-aside': 'A dragon tile is set aside until the dragon is in play; another tile is drawn.',
    'event.princess-dragon.volcano': '{player} places a volcano: the dragon lands on it.',
    'event.princess-dragon.tiles-back':
      'The dragon is in play: {count, plural, one {# set-aside dragon tile goes} other {# set-aside dragon tiles go}} back into the supply.',
    'event.princess-dragon.dragon-step': '{player} moves the dragon (step {step} of 6).',
    'event.princess-dragon.flight-over': 'The dragon has flown its 6 tiles.',
    'event.princess-dragon.dead-end':
      'The dragon is at a dead end: its flight ends after {steps, plural, one {# step} other {# steps}}.',
    'event.princess-dragon.fairy': '{player} moves the fairy beside one of their followers.',
    'event.princess-dragon.portal': '{player} puts a follower through the magic portal.',
    'event.princess-dragon.princess': "{player}'s princess sends {owner}'s knight home.",
  },
  ro: {
    'expansion.princess-dragon': 'Prințesa și balaurul',
    'word.figure.dragon': 'balaur',
    'word.figure.fairy': 'zână',
    'word.figure.count.dragon': '{count, plural, one {# balaur} few {# balauri} other {# de balauri}}',
    'word.figure.count.fairy': '{count, plural, one {# zână} few {# zâne} other {# de zâne}}',
    'action.fairy': 'Mută zâna lângă unul dintre supușii tăi',
    'action.portal': `Cărare magică: pune ${figureSelect('ro', (f) => f.def)} pe orice teritoriu liber din joc`,
    'action.princess': 'Prințesa: trimite acasă un cavaler din acest oraș (apoi niciun pion)',
    'decision.princess-dragon.fairy': 'lângă care dintre supușii tăi merge zâna?',
    'decision.princess-dragon.portal': `unde merge ${figureSelect('ro', (f) => f.def)} prin cărarea magică? Pe orice teritoriu neocupat și neterminat (numerotat pe tablă).`,
    'decision.princess-dragon.princess': 'pe care cavaler îl trimite prințesa acasă?',
    'decision.princess-dragon.dragon-step':
      'balaurul zboară: mută-l cu un cartonaș (pasul {step} din 6). Cartonașele pe care poate intra sunt numerotate.',
    'choice.princess-dragon.fairy-beside': `Lângă ${figureSelect('ro', roYour)} (${feature.ro})`,
    'choice.princess-dragon.portal-spot': `${figureSelect('ro', (f) => capital('ro', f.def))} {feature, select, road {pe acest drum} city {în acest oraș} monastery {în această mănăstire} field {pe acest câmp} other {pe acest teritoriu}}`,
    'choice.princess-dragon.princess-knight': `${figureSelect('ro', (f) => capital('ro', f.def))} jucătorului {owner}`,
    'choice.princess-dragon.move-dragon': `${direction.ro}{figures, plural, =0 {} one { (mănâncă # pion)} few { (mănâncă # pioni)} other { (mănâncă # de pioni)}}`,
    'refusal.princess-dragon.dragon-tile': `${figureSelect('ro', (f) => `${f.gender === 'f' ? 'Nicio' : 'Niciun'} ${f.word}`)} nu poate sta pe cartonașul balaurului.`,
    'points.princess-dragon.fairy-turn': `{player} începe turul lângă zână: ${POINTS.ro}.`,
    'points.princess-dragon.fairy-feature': `Teritoriul supusului cu zâna e punctat: ${POINTS.ro} pentru {player}.`,
    'event.princess-dragon.set-aside':
      'Un cartonaș cu balaur e pus deoparte până intră balaurul în joc; se trage alt cartonaș.',
    'event.princess-dragon.volcano': '{player} pune un vulcan: balaurul se așază pe el.',
    'event.princess-dragon.tiles-back':
      'Balaurul e în joc: {count, plural, one {# cartonaș cu balaur pus deoparte revine} few {# cartonașe cu balaur puse deoparte revin} other {# de cartonașe cu balaur puse deoparte revin}} în teanc.',
    'event.princess-dragon.dragon-step': '{player} mută balaurul (pasul {step} din 6).',
    'event.princess-dragon.flight-over': 'Balaurul a zburat cele 6 cartonașe.',
    'event.princess-dragon.dead-end':
      'Balaurul a ajuns într-un drum fără ieșire: zborul se termină după {steps, plural, one {# pas} few {# pași} other {# de pași}}.',
    'event.princess-dragon.fairy': '{player} mută zâna lângă unul dintre supușii săi.',
    'event.princess-dragon.portal': '{player} pune un supus prin cărarea magică.',
    'event.princess-dragon.princess':
      'Prințesa jucătorului {player} îl trimite acasă pe cavalerul jucătorului {owner}.',
  },
  bg: {
    'expansion.princess-dragon': 'Принцесата и драконът',
    'word.figure.dragon': 'дракон',
    'word.figure.fairy': 'фея',
    'word.figure.count.dragon': '{count, plural, one {# дракон} other {# дракона}}',
    'word.figure.count.fairy': '{count, plural, one {# фея} other {# феи}}',
    'action.fairy': 'Премести феята до един от своите мийпъли',
    'action.portal': `Магически портал: постави ${figureSelect('bg', (f) => f.def)} на който и да е свободен обект в игра`,
    'action.princess': 'Принцеса: изпрати вкъщи рицар от тази крепост (след това без фигурка)',
    'decision.princess-dragon.fairy': 'до кой от твоите мийпъли отива феята?',
    'decision.princess-dragon.portal': `къде да изпратиш ${figureSelect('bg', (f) => f.def)} през магическия портал? Всеки незает и незавършен обект (номерирани на полето).`,
    'decision.princess-dragon.princess': 'кой рицар изпраща принцесата вкъщи?',
    'decision.princess-dragon.dragon-step':
      'драконът лети: премести го с една плочка (стъпка {step} от 6). Плочките, на които може да влезе, са номерирани.',
    'choice.princess-dragon.fairy-beside': `До ${figureSelect('bg', bgYour)} (${feature.bg})`,
    'choice.princess-dragon.portal-spot': `${figureSelect('bg', (f) => capital('bg', f.def))} {feature, select, road {на този път} city {в тази крепост} monastery {в този манастир} field {на тази поляна} other {на този обект}}`,
    'choice.princess-dragon.princess-knight': `${figureSelect('bg', (f) => capital('bg', f.def))} на {owner}`,
    'choice.princess-dragon.move-dragon': `${direction.bg}{figures, plural, =0 {} one { (изяжда # фигурка)} other { (изяжда # фигурки)}}`,
    'refusal.princess-dragon.dragon-tile': `${figureSelect('bg', (f) => `${{ m: 'Никакъв', f: 'Никаква', n: 'Никакво' }[f.gender]} ${f.word}`)} не може да стои на плочката на дракона.`,
    'points.princess-dragon.fairy-turn': `{player} започва хода си до феята: ${POINTS.bg}.`,
    'points.princess-dragon.fairy-feature': `Обектът на мийпъла с феята се оценява: ${POINTS.bg} за {player}.`,
    'event.princess-dragon.set-aside':
      'Плочка с дракон се оставя настрана, докато драконът влезе в игра; тегли се друга плочка.',
    'event.princess-dragon.volcano': '{player} поставя вулкан: драконът каца на него.',
    'event.princess-dragon.tiles-back':
      'Драконът е в игра: {count, plural, one {# оставена настрана плочка с дракон се връща} other {# оставени настрана плочки с дракон се връщат}} в купчината.',
    'event.princess-dragon.dragon-step': '{player} мести дракона (стъпка {step} от 6).',
    'event.princess-dragon.flight-over': 'Драконът прелетя своите 6 плочки.',
    'event.princess-dragon.dead-end':
      'Драконът е в задънена улица: полетът свършва след {steps, plural, one {# стъпка} other {# стъпки}}.',
    'event.princess-dragon.fairy': '{player} премества феята до един от своите мийпъли.',
    'event.princess-dragon.portal': '{player} поставя мийпъл през магическия портал.',
    'event.princess-dragon.princess': 'Принцесата на {player} изпраща вкъщи рицаря на {owner}.',
  },
  lv: {
    'expansion.princess-dragon': 'Princese un pūķis',
    'word.figure.dragon': 'pūķis',
    'word.figure.fairy': 'feja',
    'word.figure.count.dragon': '{count, plural, zero {# pūķu} one {# pūķis} other {# pūķi}}',
    'word.figure.count.fairy': '{count, plural, zero {# feju} one {# feja} other {# fejas}}',
    'action.fairy': 'Pārvieto feju blakus vienam no saviem pavalstniekiem',
    'action.portal': `Maģiskais portāls: noliec ${figureSelect('lv', (f) => f.acc)} uz jebkura brīva objekta spēlē`,
    'action.princess': 'Princese: sūti mājās šīs pilsētas bruņinieku (tad bez figūriņas)',
    'decision.princess-dragon.fairy': 'blakus kuram no taviem pavalstniekiem iet feja?',
    'decision.princess-dragon.portal': `kur caur maģisko portālu iet ${figureSelect('lv', (f) => lvYour(f, 'nom'))}? Jebkurš neaizņemts un nepabeigts objekts (numurēti laukumā).`,
    'decision.princess-dragon.princess': 'kuru bruņinieku princese sūta mājās?',
    'decision.princess-dragon.dragon-step':
      'pūķis lido: pārvieto to par vienu laučiņu ({step}. solis no 6). Laučiņi, uz kuriem tas var iet, ir numurēti.',
    'choice.princess-dragon.fairy-beside': `Blakus ${figureSelect('lv', (f) => lvYour(f, 'dat'))} (${feature.lv})`,
    'choice.princess-dragon.portal-spot': `${figureSelect('lv', (f) => capital('lv', f.acc))} uz {feature, select, road {šī ceļa} city {šīs pilsētas} monastery {šī klostera} field {šī lauka} other {šī objekta}}`,
    'choice.princess-dragon.princess-knight': `{owner}: ${figureSelect('lv', (f) => f.nom)}`,
    'choice.princess-dragon.move-dragon': `${direction.lv}{figures, plural, =0 {} zero { (apēd # figūriņu)} one { (apēd # figūriņu)} other { (apēd # figūriņas)}}`,
    'refusal.princess-dragon.dragon-tile': `Uz pūķa laučiņa nedrīkst stāvēt ${figureSelect('lv', (f) => f.nom)}.`,
    'points.princess-dragon.fairy-turn': `{player} sāk gājienu blakus fejai: ${POINTS.lv}.`,
    'points.princess-dragon.fairy-feature': `Fejas pavalstnieka objekts tiek novērtēts: ${POINTS.lv} spēlētājam {player}.`,
    'event.princess-dragon.set-aside': 'Pūķa laučiņš tiek nolikts malā, līdz pūķis ir spēlē; tiek vilkts cits laučiņš.',
    'event.princess-dragon.volcano': '{player} noliek vulkānu: pūķis nolaižas uz tā.',
    'event.princess-dragon.tiles-back':
      'Pūķis ir spēlē: {count, plural, zero {# malā nolikto pūķa laučiņu atgriežas} one {# malā nolikts pūķa laučiņš atgriežas} other {# malā nolikti pūķa laučiņi atgriežas}} kaudzē.',
    'event.princess-dragon.dragon-step': '{player} pārvieto pūķi ({step}. solis no 6).',
    'event.princess-dragon.flight-over': 'Pūķis ir nolidojis savus 6 laučiņus.',
    'event.princess-dragon.dead-end':
      'Pūķis ir strupceļā: lidojums beidzas pēc {steps, plural, zero {# soļiem} one {# soļa} other {# soļiem}}.',
    'event.princess-dragon.fairy': '{player} pārvieto feju blakus savam pavalstniekam.',
    'event.princess-dragon.portal': '{player} noliek pavalstnieku caur maģisko portālu.',
    'event.princess-dragon.princess': 'Spēlētāja {player} princese sūta mājās spēlētāja {owner} bruņinieku.',
  },
  is: {
    'expansion.princess-dragon': 'Prinsessan og drekinn',
    'word.figure.dragon': 'dreki',
    'word.figure.fairy': 'álfkona',
    'word.figure.count.dragon': '{count, plural, one {# dreki} other {# drekar}}',
    'word.figure.count.fairy': '{count, plural, one {# álfkona} other {# álfkonur}}',
    'action.fairy': 'Færðu álfkonuna að einum þegna þinna',
    'action.portal': `Töfragátt: settu ${figureSelect('is', (f) => isYour(f, 'acc'))} á hvaða laust svæði sem er í spilinu`,
    'action.princess': 'Prinsessa: sendu riddara úr þessari borg heim (þá engin fígúra)',
    'decision.princess-dragon.fairy': 'að hvaða þegni þínum fer álfkonan?',
    'decision.princess-dragon.portal': `hvert fer ${figureSelect('is', (f) => isYour(f, 'nom'))} í gegnum töfragáttina? Hvaða óhernumda og ólokna svæði sem er (númeruð á borðinu).`,
    'decision.princess-dragon.princess': 'hvaða riddara sendir prinsessan heim?',
    'decision.princess-dragon.dragon-step':
      'drekinn flýgur: færðu hann um eina flís (skref {step} af 6). Flísarnar sem hann má fara á eru númeraðar.',
    'choice.princess-dragon.fairy-beside': `Að ${figureSelect('is', (f) => isYour(f, 'dat'))} (${feature.is})`,
    'choice.princess-dragon.portal-spot': `${figureSelect('is', (f) => capital('is', isYour(f, 'acc')))} á þetta svæði: ${feature.is}`,
    'choice.princess-dragon.princess-knight': `${figureSelect('is', (f) => capital('is', f.nomDef))} hjá {owner}`,
    'choice.princess-dragon.move-dragon': `${direction.is}{figures, plural, =0 {} one { (étur # fígúru)} other { (étur # fígúrur)}}`,
    'refusal.princess-dragon.dragon-tile': `${figureSelect('is', (f) => `${{ kk: 'Enginn', kvk: 'Engin', hk: 'Ekkert' }[f.gender]} ${f.nom}`)} má standa á flís drekans.`,
    'points.princess-dragon.fairy-turn': `{player} byrjar umferðina hjá álfkonunni: ${POINTS.is}.`,
    'points.princess-dragon.fairy-feature': `Svæði þegnsins hjá álfkonunni er metið: ${POINTS.is} til leikmannsins {player}.`,
    'event.princess-dragon.set-aside':
      'Drekaflís er lögð til hliðar þar til drekinn er kominn í spilið; önnur er dregin.',
    'event.princess-dragon.volcano': '{player} leggur eldfjall: drekinn lendir á því.',
    'event.princess-dragon.tiles-back':
      'Drekinn er kominn í spilið: {count, plural, one {# drekaflís sem var lögð til hliðar fer} other {# drekaflísar sem voru lagðar til hliðar fara}} aftur í bunkann.',
    'event.princess-dragon.dragon-step': '{player} færir drekann (skref {step} af 6).',
    'event.princess-dragon.flight-over': 'Drekinn hefur flogið sínar 6 flísar.',
    'event.princess-dragon.dead-end':
      'Drekinn er kominn í blindgötu: flugið endar eftir {steps, plural, one {# skref} other {# skref}}.',
    'event.princess-dragon.fairy': '{player} færir álfkonuna að einum þegna sinna.',
    'event.princess-dragon.portal': '{player} setur þegn í gegnum töfragáttina.',
    'event.princess-dragon.princess': 'Prinsessa leikmannsins {player} sendir riddara leikmannsins {owner} heim.',
  },
};
