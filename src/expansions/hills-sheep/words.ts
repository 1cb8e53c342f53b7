// Hills & Sheep's words in every language: the Latvian rule book's gans, aitas, ganāmpulks, vilks, stallis,
// pakalns, vīna dārzs; the Romanian order of play's oier, turmă, jeton de oi, staul, deal, vii; Bulgarian
// (овчар, стадо, вълк, кошара, хълм, лозе) and Icelandic (hirðir, hjörð, úlfur, fjárhús, hæð, víngarður)
// have no source and are chosen. Counts of sheep and points are plural selects, never finished words.
import type { ExpansionWords } from '../../engine/expansion';

const SHEEP = {
  en: '{sheep, plural, one {# sheep} other {# sheep}}',
  ro: '{sheep, plural, one {# oaie} few {# oi} other {# de oi}}',
  bg: '{sheep, plural, one {# овца} other {# овце}}',
  lv: '{sheep, plural, zero {# aitu} one {# aita} other {# aitas}}',
  is: '{sheep, plural, one {# kind} other {# kindur}}',
};
const FLOCK = {
  en: '{flock, plural, one {# sheep} other {# sheep}}',
  ro: '{flock, plural, one {# oaie} few {# oi} other {# de oi}}',
  bg: '{flock, plural, one {# овца} other {# овце}}',
  lv: '{flock, plural, zero {# aitu} one {# aita} other {# aitas}}',
};

export const hillsSheepWords: ExpansionWords = {
  en: {
    'expansion.hills-sheep': 'Hills & Sheep',
    'word.figure.shepherd': 'shepherd',
    'word.figure.count.shepherd': '{count, plural, one {# shepherd} other {# shepherds}}',
    'decision.hills-sheep.flock': `your tile extends your shepherd's field (flock: ${SHEEP.en}): grow the flock or drive it into the stable?`,
    'choice.hills-sheep.drive-flock': `Drive into the stable: ${SHEEP.en}, 1 point each`,
    'choice.hills-sheep.grow-flock': 'Grow the flock: draw a token (beware the wolf)',
    'event.hills-sheep.sheep': `{player}'s shepherd at {x},{y} draws ${SHEEP.en}: the flock now has ${FLOCK.en}.`,
    'event.hills-sheep.wolf':
      '{player} draws the wolf at {x},{y}: the flock is lost, every shepherd in that field goes home without points.',
    'event.hills-sheep.driven': `{player} drives a flock of ${SHEEP.en} into the stable.`,
    'event.hills-sheep.enclosed': `A field is enclosed: its flock of ${SHEEP.en} goes into the stable.`,
    'event.hills-sheep.hill': 'A tile is hidden under the hill at {x},{y}.',
    'points.hills-sheep.stable': `{player} scores {points, plural, one {# point} other {# points}} for ${SHEEP.en} in the stable.`,
    'refusal.hills-sheep.field-has-shepherd': 'That field already has a shepherd.',
    'score.term.vineyard': '{count, plural, one {# vineyard} other {# vineyards}} × {each}',
    'word.token.count.sheep': '{count, plural, one {# sheep} other {# sheep}}',
  },
  ro: {
    'expansion.hills-sheep': 'Dealuri și oi',
    'word.figure.shepherd': 'oier',
    'word.figure.count.shepherd': '{count, plural, one {# oier} few {# oieri} other {# de oieri}}',
    'decision.hills-sheep.flock': `cartonașul tău extinde câmpul oierului tău (turma: ${SHEEP.ro}): mărești turma sau o duci la staul?`,
    'choice.hills-sheep.drive-flock': `Du turma la staul: ${SHEEP.ro}, câte 1 punct`,
    'choice.hills-sheep.grow-flock': 'Mărește turma: trage un jeton (atenție la lup)',
    'event.hills-sheep.sheep': `Oierul lui {player} de la {x},{y} trage ${SHEEP.ro}: turma are acum ${FLOCK.ro}.`,
    'event.hills-sheep.wolf':
      '{player} trage lupul la {x},{y}: turma e pierdută, toți oierii din acel câmp se întorc fără puncte.',
    'event.hills-sheep.driven': `{player} duce o turmă de ${SHEEP.ro} la staul.`,
    'event.hills-sheep.enclosed': `Un câmp s-a închis: turma lui, de ${SHEEP.ro}, merge la staul.`,
    'event.hills-sheep.hill': 'Sub dealul de la {x},{y} se ascunde un cartonaș.',
    'points.hills-sheep.stable': `{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} pentru {sheep, plural, one {# oaie dusă} few {# oi duse} other {# de oi duse}} la staul.`,
    'refusal.hills-sheep.field-has-shepherd': 'Câmpul acela are deja un oier.',
    'score.term.vineyard': '{count, plural, one {# vie} few {# vii} other {# de vii}} × {each}',
    'word.token.count.sheep': '{count, plural, one {# oaie} few {# oi} other {# de oi}}',
  },
  bg: {
    'expansion.hills-sheep': 'Хълмове и овце',
    'word.figure.shepherd': 'овчар',
    'word.figure.count.shepherd': '{count, plural, one {# овчар} other {# овчари}}',
    'decision.hills-sheep.flock': `плочката ти разширява поляната на овчаря ти (стадо: ${SHEEP.bg}): да увеличиш ли стадото или да го прибереш в кошарата?`,
    'choice.hills-sheep.drive-flock': `Прибери в кошарата: ${SHEEP.bg}, по 1 точка`,
    'choice.hills-sheep.grow-flock': 'Увеличи стадото: изтегли жетон (пази се от вълка)',
    'event.hills-sheep.sheep': `Овчарят на {player} на {x},{y} изтегля ${SHEEP.bg}: стадото вече има ${FLOCK.bg}.`,
    'event.hills-sheep.wolf':
      '{player} изтегля вълка на {x},{y}: стадото е изгубено, всички овчари на тази поляна се връщат без точки.',
    'event.hills-sheep.driven': `{player} прибира стадо от ${SHEEP.bg} в кошарата.`,
    'event.hills-sheep.enclosed': `Една поляна е оградена: стадото ѝ от ${SHEEP.bg} отива в кошарата.`,
    'event.hills-sheep.hill': 'Под хълма на {x},{y} е скрита плочка.',
    'points.hills-sheep.stable': `{player} получава {points, plural, one {# точка} other {# точки}} за ${SHEEP.bg} в кошарата.`,
    'refusal.hills-sheep.field-has-shepherd': 'На тази поляна вече има овчар.',
    'score.term.vineyard': '{count, plural, one {# лозе} other {# лозя}} × {each}',
    'word.token.count.sheep': '{count, plural, one {# овца} other {# овце}}',
  },
  lv: {
    'expansion.hills-sheep': 'Aitas un Pakalni',
    'word.figure.shepherd': 'gans',
    'word.figure.count.shepherd': '{count, plural, zero {# ganu} one {# gans} other {# gani}}',
    'decision.hills-sheep.flock': `tavs laučiņš paplašina tava gana lauku (ganāmpulks: ${SHEEP.lv}): paplašināt ganāmpulku vai sadzīt to stallī?`,
    'choice.hills-sheep.drive-flock': `Sadzīt stallī: ${SHEEP.lv}, 1 punkts par katru`,
    'choice.hills-sheep.grow-flock': 'Paplašināt ganāmpulku: izvilkt žetonu (uzmanies no vilka)',
    'event.hills-sheep.sheep': `Spēlētāja {player} gans {x},{y} izvelk {sheep, plural, zero {# aitu} one {# aitu} other {# aitas}}: ganāmpulkā tagad ${FLOCK.lv}.`,
    'event.hills-sheep.wolf':
      '{player} izvelk vilku {x},{y}: ganāmpulks ir zaudēts, visi šī lauka gani atgriežas bez punktiem.',
    'event.hills-sheep.driven': `{player} sadzen stallī ganāmpulku: ${SHEEP.lv}.`,
    'event.hills-sheep.enclosed': `Lauks ir noslēgts: tā ganāmpulks (${SHEEP.lv}) tiek sadzīts stallī.`,
    'event.hills-sheep.hill': 'Zem pakalna {x},{y} ir paslēpts laučiņš.',
    'points.hills-sheep.stable': `{player} saņem {points, plural, zero {# punktu} one {# punktu} other {# punktus}} par {sheep, plural, zero {# aitu} one {# aitu} other {# aitām}} stallī.`,
    'refusal.hills-sheep.field-has-shepherd': 'Uz šī lauka jau ir gans.',
    'score.term.vineyard': '{count, plural, zero {# vīna dārzu} one {# vīna dārzs} other {# vīna dārzi}} × {each}',
    'word.token.count.sheep': '{count, plural, zero {# aitu} one {# aita} other {# aitas}}',
  },
  is: {
    'expansion.hills-sheep': 'Hæðir og kindur',
    'word.figure.shepherd': 'hirðir',
    'word.figure.count.shepherd': '{count, plural, one {# hirðir} other {# hirðar}}',
    'decision.hills-sheep.flock': `flísin þín stækkar akur hirðisins þíns (hjörð: ${SHEEP.is}): stækka hjörðina eða reka hana í fjárhúsið?`,
    'choice.hills-sheep.drive-flock': `Reka í fjárhúsið: ${SHEEP.is}, 1 stig hver`,
    'choice.hills-sheep.grow-flock': 'Stækka hjörðina: draga tákn (varastu úlfinn)',
    'event.hills-sheep.sheep': `Hirðirinn hjá {player} á {x},{y} dregur ${SHEEP.is}: í hjörðinni {flock, plural, one {er nú # kind} other {eru nú # kindur}}.`,
    'event.hills-sheep.wolf':
      '{player} dregur úlfinn á {x},{y}: hjörðin tapast, allir hirðar á þeim akri fara heim stigalausir.',
    'event.hills-sheep.driven': `{player} rekur hjörð, ${SHEEP.is}, í fjárhúsið.`,
    'event.hills-sheep.enclosed': `Akur er lokaður: hjörð hans, ${SHEEP.is}, fer í fjárhúsið.`,
    'event.hills-sheep.hill': 'Flís er falin undir hæðinni á {x},{y}.',
    'points.hills-sheep.stable': `{player} fær {points, plural, one {# stig} other {# stig}} fyrir ${SHEEP.is} í fjárhúsinu.`,
    'refusal.hills-sheep.field-has-shepherd': 'Á þeim akri er þegar hirðir.',
    'score.term.vineyard': '{count, plural, one {# víngarður} other {# víngarðar}} × {each}',
    'word.token.count.sheep': '{count, plural, one {# kind} other {# kindur}}',
  },
};
