// The bridges' words in every language (bridges.ts): the Latvian rule book's tilts, the Romanian order of
// play's pod; Bulgarian мост and Icelandic brú are chosen. {axis} is the board direction a bridge runs.
import type { ExpansionWords } from '../../engine/expansion';

const AXIS = {
  en: '{axis, select, NS {north–south} other {west–east}}',
  ro: '{axis, select, NS {nord–sud} other {vest–est}}',
  bg: '{axis, select, NS {север–юг} other {запад–изток}}',
  lv: '{axis, select, NS {ziemeļi–dienvidi} other {rietumi–austrumi}}',
  is: '{axis, select, NS {norður–suður} other {vestur–austur}}',
};

export const bridgeWords: ExpansionWords = {
  en: {
    'decision.bridges-castles-bazaars.bridge':
      'you may lay one of your bridges across the tile you placed or a tile beside it (a road from field edge to field edge), or decline.',
    'choice.bridges-castles-bazaars.build-bridge': `Bridge at {x},{y}, ${AXIS.en}`,
    'event.bridges-castles-bazaars.bridge-built': `{player} lays a bridge at {x},{y}, ${AXIS.en}.`,
    'refusal.bridges-castles-bazaars.no-bridge': 'No bridge can be laid there now.',
    'panel.bridges-castles-bazaars.bridges': '{tokens, plural, one {# bridge} other {# bridges}}',
    'word.token.count.bridges-castles-bazaars.bridges': '{count, plural, one {# bridge} other {# bridges}}',
  },
  ro: {
    'decision.bridges-castles-bazaars.bridge':
      'poți pune unul dintre podurile tale peste cartonașul pus sau peste unul vecin (un drum de la o margine de câmp la alta) sau poți refuza.',
    'choice.bridges-castles-bazaars.build-bridge': `Pod la {x},{y}, ${AXIS.ro}`,
    'event.bridges-castles-bazaars.bridge-built': `{player} pune un pod la {x},{y}, ${AXIS.ro}.`,
    'refusal.bridges-castles-bazaars.no-bridge': 'Acolo nu se poate pune un pod acum.',
    'panel.bridges-castles-bazaars.bridges': '{tokens, plural, one {# pod} few {# poduri} other {# de poduri}}',
    'word.token.count.bridges-castles-bazaars.bridges':
      '{count, plural, one {# pod} few {# poduri} other {# de poduri}}',
  },
  bg: {
    'decision.bridges-castles-bazaars.bridge':
      'можеш да поставиш един от мостовете си през сложената плочка или през съседна (път от ръб с поляна до ръб с поляна) или да откажеш.',
    'choice.bridges-castles-bazaars.build-bridge': `Мост на {x},{y}, ${AXIS.bg}`,
    'event.bridges-castles-bazaars.bridge-built': `{player} поставя мост на {x},{y}, ${AXIS.bg}.`,
    'refusal.bridges-castles-bazaars.no-bridge': 'Там не може да се постави мост сега.',
    'panel.bridges-castles-bazaars.bridges': '{tokens, plural, one {# мост} other {# моста}}',
    'word.token.count.bridges-castles-bazaars.bridges': '{count, plural, one {# мост} other {# моста}}',
  },
  lv: {
    'decision.bridges-castles-bazaars.bridge':
      'vari novietot vienu no saviem tiltiem pāri noliktajam laučiņam vai blakus laučiņam (ceļš no lauka malas līdz lauka malai) vai atteikties.',
    'choice.bridges-castles-bazaars.build-bridge': `Tilts {x},{y}, ${AXIS.lv}`,
    'event.bridges-castles-bazaars.bridge-built': `{player} novieto tiltu {x},{y}, ${AXIS.lv}.`,
    'refusal.bridges-castles-bazaars.no-bridge': 'Tur tagad nevar novietot tiltu.',
    'panel.bridges-castles-bazaars.bridges': '{tokens, plural, zero {# tiltu} one {# tilts} other {# tilti}}',
    'word.token.count.bridges-castles-bazaars.bridges': '{count, plural, zero {# tiltu} one {# tilts} other {# tilti}}',
  },
  is: {
    'decision.bridges-castles-bazaars.bridge':
      'þú mátt leggja eina af brúnum þínum yfir flísina sem þú lagðir eða flís við hlið hennar (veg frá akurbrún að akurbrún), eða hafna.',
    'choice.bridges-castles-bazaars.build-bridge': `Brú á {x},{y}, ${AXIS.is}`,
    'event.bridges-castles-bazaars.bridge-built': `{player} leggur brú á {x},{y}, ${AXIS.is}.`,
    'refusal.bridges-castles-bazaars.no-bridge': 'Þar er ekki hægt að leggja brú núna.',
    'panel.bridges-castles-bazaars.bridges': '{tokens, plural, one {# brú} other {# brýr}}',
    'word.token.count.bridges-castles-bazaars.bridges': '{count, plural, one {# brú} other {# brýr}}',
  },
};
