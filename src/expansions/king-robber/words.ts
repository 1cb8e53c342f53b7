// King & Robber Baron's words in every language (the Romanian rule book's regele and cavalerul jefuitor,
// the Latvian Ķēniņš and Laupītājs; Bulgarian and Icelandic have no source: крал / барон разбойник and
// konungur / ræningjabarón are chosen).
import type { ExpansionWords } from '../../engine/expansion';

export const kingRobberWords: ExpansionWords = {
  en: {
    'expansion.king-robber': 'King & Robber Baron',
    'event.king-robber.king-taken':
      '{player} completed the largest city so far ({size, plural, one {# tile} other {# tiles}}) and takes the King.',
    'event.king-robber.robber-baron-taken':
      '{player} completed the longest road so far ({size, plural, one {# tile} other {# tiles}}) and takes the Robber Baron.',
    'points.king-robber.king':
      '{player} scores {points, plural, one {# point} other {# points}} with the King: {count, plural, one {# completed city} other {# completed cities}}.',
    'points.king-robber.robber-baron':
      '{player} scores {points, plural, one {# point} other {# points}} with the Robber Baron: {count, plural, one {# completed road} other {# completed roads}}.',
    'panel.king-robber.king': 'King: city of {size, plural, one {# tile} other {# tiles}}',
    'panel.king-robber.robber-baron': 'Robber Baron: road of {size, plural, one {# tile} other {# tiles}}',
  },
  ro: {
    'expansion.king-robber': 'Regele și cavalerul jefuitor',
    'event.king-robber.king-taken':
      '{player} a terminat cel mai mare oraș de până acum ({size, plural, one {# cartonaș} few {# cartonașe} other {# de cartonașe}}) și ia regele.',
    'event.king-robber.robber-baron-taken':
      '{player} a terminat cel mai lung drum de până acum ({size, plural, one {# cartonaș} few {# cartonașe} other {# de cartonașe}}) și ia cavalerul jefuitor.',
    'points.king-robber.king':
      '{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} cu regele: {count, plural, one {# oraș terminat} few {# orașe terminate} other {# de orașe terminate}}.',
    'points.king-robber.robber-baron':
      '{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} cu cavalerul jefuitor: {count, plural, one {# drum terminat} few {# drumuri terminate} other {# de drumuri terminate}}.',
    'panel.king-robber.king':
      'Regele: oraș de {size, plural, one {# cartonaș} few {# cartonașe} other {# de cartonașe}}',
    'panel.king-robber.robber-baron':
      'Cavalerul jefuitor: drum de {size, plural, one {# cartonaș} few {# cartonașe} other {# de cartonașe}}',
  },
  bg: {
    'expansion.king-robber': 'Кралят и баронът разбойник',
    'event.king-robber.king-taken':
      '{player} завърши най-голямата досега крепост ({size, plural, one {# плочка} other {# плочки}}) и взима краля.',
    'event.king-robber.robber-baron-taken':
      '{player} завърши най-дългия досега път ({size, plural, one {# плочка} other {# плочки}}) и взима барона разбойник.',
    'points.king-robber.king':
      '{player} получава {points, plural, one {# точка} other {# точки}} с краля: {count, plural, one {# завършена крепост} other {# завършени крепости}}.',
    'points.king-robber.robber-baron':
      '{player} получава {points, plural, one {# точка} other {# точки}} с барона разбойник: {count, plural, one {# завършен път} other {# завършени пътя}}.',
    'panel.king-robber.king': 'Крал: крепост от {size, plural, one {# плочка} other {# плочки}}',
    'panel.king-robber.robber-baron': 'Барон разбойник: път от {size, plural, one {# плочка} other {# плочки}}',
  },
  lv: {
    'expansion.king-robber': 'Ķēniņš un Laupītājs',
    'event.king-robber.king-taken':
      '{player} pabeidza līdz šim lielāko pilsētu ({size, plural, zero {# laučiņi} one {# laučiņš} other {# laučiņi}}) un saņem Ķēniņu.',
    'event.king-robber.robber-baron-taken':
      '{player} pabeidza līdz šim garāko ceļu ({size, plural, zero {# laučiņi} one {# laučiņš} other {# laučiņi}}) un saņem Laupītāju.',
    'points.king-robber.king':
      '{player} iegūst {points, plural, zero {# punktu} one {# punktu} other {# punktus}} ar Ķēniņu: {count, plural, zero {# pabeigtas pilsētas} one {# pabeigta pilsēta} other {# pabeigtas pilsētas}}.',
    'points.king-robber.robber-baron':
      '{player} iegūst {points, plural, zero {# punktu} one {# punktu} other {# punktus}} ar Laupītāju: {count, plural, zero {# pabeigti ceļi} one {# pabeigts ceļš} other {# pabeigti ceļi}}.',
    'panel.king-robber.king':
      'Ķēniņš: pilsēta no {size, plural, zero {# laučiņiem} one {# laučiņa} other {# laučiņiem}}',
    'panel.king-robber.robber-baron':
      'Laupītājs: ceļš no {size, plural, zero {# laučiņiem} one {# laučiņa} other {# laučiņiem}}',
  },
  is: {
    'expansion.king-robber': 'Konungurinn og ræningjabaróninn',
    'event.king-robber.king-taken':
      '{player} kláraði stærstu borgina til þessa ({size, plural, one {# flís} other {# flísar}}) og tekur konunginn.',
    'event.king-robber.robber-baron-taken':
      '{player} kláraði lengsta veginn til þessa ({size, plural, one {# flís} other {# flísar}}) og tekur ræningjabaróninn.',
    'points.king-robber.king':
      '{player} fær {points, plural, one {# stig} other {# stig}} með konunginum: {count, plural, one {# kláruð borg} other {# kláraðar borgir}}.',
    'points.king-robber.robber-baron':
      '{player} fær {points, plural, one {# stig} other {# stig}} með ræningjabaróninum: {count, plural, one {# kláraður vegur} other {# kláraðir vegir}}.',
    'panel.king-robber.king': 'Konungur: borg úr {size, plural, one {# flís} other {# flísum}}',
    'panel.king-robber.robber-baron': 'Ræningjabarón: vegur úr {size, plural, one {# flís} other {# flísum}}',
  },
};
