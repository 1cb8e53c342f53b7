// The Cult Place's words in every language (the Romanian rule book's secta and ereticul, the Latvian
// svētnīca, ķeceris and izaicinājums; Bulgarian and Icelandic have no source: светилище / еретик and
// helgidómur / villutrúarmaður are chosen).
import type { ExpansionWords } from '../../engine/expansion';

export const cultWords: ExpansionWords = {
  en: {
    'expansion.cult': 'The Cult Place',
    'refusal.cult.shrine-beside-two-monasteries':
      'A shrine may not end up next to more than one monastery (diagonals count).',
    'refusal.cult.monastery-beside-two-shrines':
      'A monastery may not end up next to more than one shrine (diagonals count).',
    'event.cult.challenge-lost':
      '{victim} loses the challenge: the follower on the {building, select, shrine {shrine} other {monastery}} at {x},{y} goes home without points.',
  },
  ro: {
    'expansion.cult': 'Secta și ereticul',
    'refusal.cult.shrine-beside-two-monasteries':
      'O sectă nu poate ajunge vecină cu mai multe mănăstiri (și pe diagonală).',
    'refusal.cult.monastery-beside-two-shrines':
      'O mănăstire nu poate ajunge vecină cu mai multe secte (și pe diagonală).',
    'event.cult.challenge-lost':
      '{victim} pierde provocarea: supusul de pe {building, select, shrine {secta} other {mănăstirea}} de la {x},{y} se întoarce fără puncte.',
  },
  bg: {
    'expansion.cult': 'Светилището',
    'refusal.cult.shrine-beside-two-monasteries':
      'Светилище не може да се окаже до повече от един манастир (и по диагонал).',
    'refusal.cult.monastery-beside-two-shrines':
      'Манастир не може да се окаже до повече от едно светилище (и по диагонал).',
    'event.cult.challenge-lost':
      '{victim} губи предизвикателството: мийпълът в {building, select, shrine {светилището} other {манастира}} на {x},{y} се връща без точки.',
  },
  lv: {
    'expansion.cult': 'Kulta vieta',
    'refusal.cult.shrine-beside-two-monasteries':
      'Svētnīca nedrīkst nonākt blakus vairāk nekā vienam klosterim (arī pa diagonāli).',
    'refusal.cult.monastery-beside-two-shrines':
      'Klosteris nedrīkst nonākt blakus vairāk nekā vienai svētnīcai (arī pa diagonāli).',
    'event.cult.challenge-lost':
      '{victim} zaudē izaicinājumu: pavalstnieks uz {building, select, shrine {svētnīcas} other {klostera}} {x},{y} atgriežas bez punktiem.',
  },
  is: {
    'expansion.cult': 'Helgidómurinn',
    'refusal.cult.shrine-beside-two-monasteries':
      'Helgidómur má ekki lenda við hlið fleiri en eins klausturs (líka á ská).',
    'refusal.cult.monastery-beside-two-shrines':
      'Klaustur má ekki lenda við hlið fleiri en eins helgidóms (líka á ská).',
    'event.cult.challenge-lost':
      '{victim} tapar áskoruninni: þegninn á {building, select, shrine {helgidóminum} other {klaustrinu}} á {x},{y} fer heim án stiga.',
  },
};
