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
    'points.king-robber.king-completed':
      '{player} scores {points, plural, one {# point} other {# points}} with the King for the city just completed.',
    'points.king-robber.robber-baron-completed':
      '{player} scores {points, plural, one {# point} other {# points}} with the Robber Baron for the road just completed.',
    'points.king-robber.king-title': '{player} scores {points, plural, one {# point} other {# points}} with the King.',
    'points.king-robber.robber-baron-title':
      '{player} scores {points, plural, one {# point} other {# points}} with the Robber Baron.',
    'points.king-robber.both-titles':
      '{player} scores {points, plural, one {# point} other {# points}} with the King and the Robber Baron together.',
    'option.kingRobberScoring.board': 'King & Robber Baron: 1 a completed city or road (the rules)',
    'option.kingRobberScoring.10/20': 'King & Robber Baron: 10 a title',
    'option.kingRobberScoring.15/40': 'King & Robber Baron: 15 a title, 40 for both',
    'option.kingRobberScoring.continuously': 'King & Robber Baron: 1 for each completion, as it happens',
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
    'points.king-robber.king-completed':
      '{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} cu regele pentru orașul tocmai terminat.',
    'points.king-robber.robber-baron-completed':
      '{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} cu cavalerul jefuitor pentru drumul tocmai terminat.',
    'points.king-robber.king-title':
      '{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} cu regele.',
    'points.king-robber.robber-baron-title':
      '{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} cu cavalerul jefuitor.',
    'points.king-robber.both-titles':
      '{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} cu regele și cavalerul jefuitor împreună.',
    'option.kingRobberScoring.board': 'Regele și cavalerul jefuitor: 1 pe oraș sau drum terminat (regulile)',
    'option.kingRobberScoring.10/20': 'Regele și cavalerul jefuitor: 10 pe titlu',
    'option.kingRobberScoring.15/40': 'Regele și cavalerul jefuitor: 15 pe titlu, 40 pentru amândouă',
    'option.kingRobberScoring.continuously': 'Regele și cavalerul jefuitor: 1 la fiecare terminare, pe loc',
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
    'points.king-robber.king-completed':
      '{player} получава {points, plural, one {# точка} other {# точки}} с краля за току-що завършената крепост.',
    'points.king-robber.robber-baron-completed':
      '{player} получава {points, plural, one {# точка} other {# точки}} с барона разбойник за току-що завършения път.',
    'points.king-robber.king-title': '{player} получава {points, plural, one {# точка} other {# точки}} с краля.',
    'points.king-robber.robber-baron-title':
      '{player} получава {points, plural, one {# точка} other {# точки}} с барона разбойник.',
    'points.king-robber.both-titles':
      '{player} получава {points, plural, one {# точка} other {# точки}} с краля и барона разбойник заедно.',
    'option.kingRobberScoring.board': 'Кралят и баронът разбойник: 1 за завършена крепост или път (правилата)',
    'option.kingRobberScoring.10/20': 'Кралят и баронът разбойник: 10 за титла',
    'option.kingRobberScoring.15/40': 'Кралят и баронът разбойник: 15 за титла, 40 за двете',
    'option.kingRobberScoring.continuously': 'Кралят и баронът разбойник: 1 за всяко завършване, веднага',
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
    'points.king-robber.king-completed':
      '{player} iegūst {points, plural, zero {# punktu} one {# punktu} other {# punktus}} ar Ķēniņu par tikko pabeigto pilsētu.',
    'points.king-robber.robber-baron-completed':
      '{player} iegūst {points, plural, zero {# punktu} one {# punktu} other {# punktus}} ar Laupītāju par tikko pabeigto ceļu.',
    'points.king-robber.king-title':
      '{player} iegūst {points, plural, zero {# punktu} one {# punktu} other {# punktus}} ar Ķēniņu.',
    'points.king-robber.robber-baron-title':
      '{player} iegūst {points, plural, zero {# punktu} one {# punktu} other {# punktus}} ar Laupītāju.',
    'points.king-robber.both-titles':
      '{player} iegūst {points, plural, zero {# punktu} one {# punktu} other {# punktus}} ar Ķēniņu un Laupītāju kopā.',
    'option.kingRobberScoring.board': 'Ķēniņš un Laupītājs: 1 par pabeigtu pilsētu vai ceļu (noteikumi)',
    'option.kingRobberScoring.10/20': 'Ķēniņš un Laupītājs: 10 par titulu',
    'option.kingRobberScoring.15/40': 'Ķēniņš un Laupītājs: 15 par titulu, 40 par abiem',
    'option.kingRobberScoring.continuously': 'Ķēniņš un Laupītājs: 1 par katru pabeigšanu uzreiz',
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
    'points.king-robber.king-completed':
      '{player} fær {points, plural, one {# stig} other {# stig}} með konunginum fyrir borgina sem var að klárast.',
    'points.king-robber.robber-baron-completed':
      '{player} fær {points, plural, one {# stig} other {# stig}} með ræningjabaróninum fyrir veginn sem var að klárast.',
    'points.king-robber.king-title': '{player} fær {points, plural, one {# stig} other {# stig}} með konunginum.',
    'points.king-robber.robber-baron-title':
      '{player} fær {points, plural, one {# stig} other {# stig}} með ræningjabaróninum.',
    'points.king-robber.both-titles':
      '{player} fær {points, plural, one {# stig} other {# stig}} með konunginum og ræningjabaróninum saman.',
    'option.kingRobberScoring.board':
      'Konungurinn og ræningjabaróninn: 1 fyrir hverja kláraða borg eða veg (reglurnar)',
    'option.kingRobberScoring.10/20': 'Konungurinn og ræningjabaróninn: 10 fyrir hvern titil',
    'option.kingRobberScoring.15/40': 'Konungurinn og ræningjabaróninn: 15 fyrir hvern titil, 40 fyrir báða',
    'option.kingRobberScoring.continuously': 'Konungurinn og ræningjabaróninn: 1 fyrir hverja klárun, jafnóðum',
  },
};
