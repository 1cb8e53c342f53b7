// Crop Circles' own words in every language (the game words of docs/glossary-*.md: bg житен кръг,
// ro cerc în lan, lv aplis labības laukā, is kornhringur). {kind} is the feature kind the circle calls
// (city: knights, road: highwaymen, field: farmers); {figure} is any follower's id.

import type { ExpansionWords } from '../../engine/expansion';
import { enA, figureSelect, roA } from '../../i18n/figure-words';

export const cropCirclesWords: ExpansionWords = {
  en: {
    'expansion.crop-circles': 'Crop Circles',
    'decision.crop-circles.choose':
      "choose the crop circle's action for every player: A, add a follower of its kind, or B, take one back.",
    'decision.crop-circles.add': 'the crop circle lets you add a follower beside one of yours of its kind (or skip).',
    'decision.crop-circles.remove': 'the crop circle makes you take one of your followers of its kind back.',
    'choice.crop-circles.crop-add':
      'A: everyone may add a {kind, select, city {knight} road {highwayman} other {farmer}}',
    'choice.crop-circles.crop-remove':
      'B: everyone takes a {kind, select, city {knight} road {highwayman} other {farmer}} back',
    'choice.crop-circles.add-follower': `Add ${figureSelect('en', enA)} as a {kind, select, city {knight} road {highwayman} other {farmer}} beside yours`,
    'choice.crop-circles.remove-follower': `Take back your ${figureSelect('en', (f) => f.word)} ({kind, select, city {knight} road {highwayman} other {farmer}})`,
    'event.crop-circles.chosen':
      '{player} chose {action, select, add {A: everyone may add a {kind, select, city {knight} road {highwayman} other {farmer}}} other {B: everyone takes a {kind, select, city {knight} road {highwayman} other {farmer}} back}}.',
    'option.cropCircleTiles.I': 'Crop Circles I (the default; the Big Box holds II)',
    'option.cropCircleTiles.II': 'Crop Circles II (the six of the Big Box)',
    'option.cropCircleTiles.I+II': 'Crop Circles I and II (twelve tiles)',
  },
  ro: {
    'expansion.crop-circles': 'Cercurile în lan',
    'decision.crop-circles.choose':
      'alege acțiunea cercului în lan pentru toți jucătorii: A, adaugă un supus de tipul lui, sau B, retrage unul.',
    'decision.crop-circles.add':
      'cercul în lan îți permite să adaugi un supus lângă unul de-al tău de tipul lui (sau să renunți).',
    'decision.crop-circles.remove': 'cercul în lan te obligă să retragi în rezervă un supus de-al tău de tipul lui.',
    'choice.crop-circles.crop-add':
      'A: fiecare poate adăuga un {kind, select, city {cavaler} road {tâlhar} other {țăran}}',
    'choice.crop-circles.crop-remove':
      'B: fiecare își retrage un {kind, select, city {cavaler} road {tâlhar} other {țăran}}',
    'choice.crop-circles.add-follower': `Adaugă ${figureSelect('ro', roA)} ca {kind, select, city {cavaler} road {tâlhar} other {țăran}} lângă al tău`,
    'choice.crop-circles.remove-follower': `Retrage-ți ${figureSelect('ro', (f) => f.def)} ({kind, select, city {cavaler} road {tâlhar} other {țăran}})`,
    'event.crop-circles.chosen':
      '{player} a ales {action, select, add {A: fiecare poate adăuga un {kind, select, city {cavaler} road {tâlhar} other {țăran}}} other {B: fiecare își retrage un {kind, select, city {cavaler} road {tâlhar} other {țăran}}}}.',
    'option.cropCircleTiles.I': 'Cercurile în lan I (implicit; Cutia mare conține II)',
    'option.cropCircleTiles.II': 'Cercurile în lan II (cele șase din Cutia mare)',
    'option.cropCircleTiles.I+II': 'Cercurile în lan I și II (douăsprezece cartonașe)',
  },
  bg: {
    'expansion.crop-circles': 'Житните кръгове',
    'decision.crop-circles.choose':
      'избери действието на житния кръг за всички играчи: А – добавяне на мийпъл от неговия вид, или Б – връщане на един в свитата.',
    'decision.crop-circles.add':
      'житният кръг ти позволява да добавиш мийпъл при свой мийпъл от неговия вид (или да се откажеш).',
    'decision.crop-circles.remove': 'житният кръг те задължава да върнеш в свитата си един свой мийпъл от неговия вид.',
    'choice.crop-circles.crop-add':
      'А: всеки може да добави {kind, select, city {рицар} road {разбойник} other {селянин}}',
    'choice.crop-circles.crop-remove':
      'Б: всеки връща по един {kind, select, city {рицар} road {разбойник} other {селянин}} в свитата си',
    'choice.crop-circles.add-follower': `Добави ${figureSelect('bg', (f) => f.word)} като {kind, select, city {рицар} road {разбойник} other {селянин}} при своя`,
    'choice.crop-circles.remove-follower': `Върни ${figureSelect('bg', (f) => f.def)} ({kind, select, city {рицар} road {разбойник} other {селянин}})`,
    'event.crop-circles.chosen':
      '{player} избра {action, select, add {А: всеки може да добави {kind, select, city {рицар} road {разбойник} other {селянин}}} other {Б: всеки връща по един {kind, select, city {рицар} road {разбойник} other {селянин}} в свитата си}}.',
    'option.cropCircleTiles.I': 'Житните кръгове I (по подразбиране; Голямата кутия съдържа II)',
    'option.cropCircleTiles.II': 'Житните кръгове II (шестте от Голямата кутия)',
    'option.cropCircleTiles.I+II': 'Житните кръгове I и II (дванадесет плочки)',
  },
  lv: {
    'expansion.crop-circles': 'Apļi labības laukos',
    'decision.crop-circles.choose':
      'izvēlies apļa labības laukā darbību visiem spēlētājiem: A – pielikt tā veida pavalstnieku vai B – vienu noņemt.',
    'decision.crop-circles.add':
      'aplis labības laukā ļauj tev pielikt pavalstnieku blakus savam tā paša veida pavalstniekam (vari arī atteikties).',
    'decision.crop-circles.remove':
      'aplis labības laukā liek tev noņemt vienu savu tā veida pavalstnieku un atgriezt to krājumā.',
    'choice.crop-circles.crop-add':
      'A: katrs var pielikt {kind, select, city {bruņinieku} road {laupītāju} other {zemnieku}}',
    'choice.crop-circles.crop-remove':
      'B: katrs noņem vienu {kind, select, city {bruņinieku} road {laupītāju} other {zemnieku}}',
    'choice.crop-circles.add-follower': `Pieliec ${figureSelect('lv', (f) => f.acc)} kā {kind, select, city {bruņinieku} road {laupītāju} other {zemnieku}} blakus savējam`,
    'choice.crop-circles.remove-follower': `Noņem savu ${figureSelect('lv', (f) => f.acc)} ({kind, select, city {bruņinieks} road {laupītājs} other {zemnieks}})`,
    'event.crop-circles.chosen':
      '{player} izvēlējās {action, select, add {A: katrs var pielikt {kind, select, city {bruņinieku} road {laupītāju} other {zemnieku}}} other {B: katrs noņem vienu {kind, select, city {bruņinieku} road {laupītāju} other {zemnieku}}}}.',
    'option.cropCircleTiles.I': 'Apļi labības laukos I (pēc noklusējuma; Lielajā kastē ir II)',
    'option.cropCircleTiles.II': 'Apļi labības laukos II (seši no Lielās kastes)',
    'option.cropCircleTiles.I+II': 'Apļi labības laukos I un II (divpadsmit laučiņi)',
  },
  is: {
    'expansion.crop-circles': 'Kornhringir',
    'decision.crop-circles.choose':
      'veldu aðgerð kornhringsins fyrir alla leikmenn: A, bæta við þegni af hans tegund, eða B, taka einn til baka.',
    'decision.crop-circles.add':
      'kornhringurinn leyfir þér að bæta við þegni hjá einum þinna þegna af hans tegund (eða sleppa því).',
    'decision.crop-circles.remove': 'kornhringurinn lætur þig taka einn þinna þegna af hans tegund aftur í birgðirnar.',
    'choice.crop-circles.crop-add':
      'A: allir mega bæta við {kind, select, city {riddara} road {förumanni} other {bónda}}',
    'choice.crop-circles.crop-remove':
      'B: allir taka {kind, select, city {riddara} road {förumann} other {bónda}} til baka',
    'choice.crop-circles.add-follower': `Bættu við ${figureSelect('is', (f) => f.dat)} sem {kind, select, city {riddara} road {förumanni} other {bónda}} hjá þínum`,
    'choice.crop-circles.remove-follower': `Taktu ${figureSelect('is', (f) => f.accDef)} ({kind, select, city {riddari} road {förumaður} other {bóndi}}) til baka`,
    'event.crop-circles.chosen':
      '{player} valdi {action, select, add {A: allir mega bæta við {kind, select, city {riddara} road {förumanni} other {bónda}}} other {B: allir taka {kind, select, city {riddara} road {förumann} other {bónda}} til baka}}.',
    'option.cropCircleTiles.I': 'Kornhringir I (sjálfgefið; stóri kassinn hefur II)',
    'option.cropCircleTiles.II': 'Kornhringir II (sexan úr stóra kassanum)',
    'option.cropCircleTiles.I+II': 'Kornhringir I og II (tólf flísar)',
  },
};
