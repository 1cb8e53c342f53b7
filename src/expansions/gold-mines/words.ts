// Gold Mines' words in every language (the glossaries' gold ingot: lingou de aur, златно кюлче,
// zelta gabals; Icelandic has no source, gullstöng is chosen like the glossary's gull).
import type { ExpansionWords } from '../../engine/expansion';

export const goldMinesWords: ExpansionWords = {
  en: {
    'expansion.gold-mines': 'Gold Mines',
    'decision.gold-mines.ingot': 'which tile next to the gold tile gets the second gold ingot?',
    'choice.gold-mines.placeIngot':
      '{direction, select, n {North tile} ne {North-east tile} e {East tile} se {South-east tile} s {South tile} sw {South-west tile} w {West tile} other {North-west tile}}',
    'points.gold-mines.ingots':
      '{player} scores {points, plural, one {# point} other {# points}} for {ingots, plural, one {# gold ingot} other {# gold ingots}} ({each} each).',
    'refusal.gold-mines.not-a-neighbour':
      'The second gold ingot goes on a tile next to the gold tile (diagonals count).',
    'event.gold-mines.ingot-placed': '{player} puts a gold ingot on the tile at {x},{y}.',
    'event.gold-mines.gold-taken': '{player} takes {ingots, plural, one {# gold ingot} other {# gold ingots}}.',
    'event.gold-mines.gold-removed':
      '{ingots, plural, one {# gold ingot nobody collected goes} other {# gold ingots nobody collected go}} back to the box.',
    'word.token.count.gold': '{count, plural, one {# gold ingot} other {# gold ingots}}',
  },
  ro: {
    'expansion.gold-mines': 'Minele de aur',
    'decision.gold-mines.ingot': 'pe care cartonaș vecin cu cartonașul cu aur pui al doilea lingou de aur?',
    'choice.gold-mines.placeIngot':
      '{direction, select, n {Cartonașul de la nord} ne {Cartonașul de la nord-est} e {Cartonașul de la est} se {Cartonașul de la sud-est} s {Cartonașul de la sud} sw {Cartonașul de la sud-vest} w {Cartonașul de la vest} other {Cartonașul de la nord-vest}}',
    'points.gold-mines.ingots':
      '{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}} pentru {ingots, plural, one {# lingou de aur} few {# lingouri de aur} other {# de lingouri de aur}} ({each} pe lingou).',
    'refusal.gold-mines.not-a-neighbour':
      'Al doilea lingou de aur merge pe un cartonaș vecin cu cartonașul cu aur (și pe diagonală).',
    'event.gold-mines.ingot-placed': '{player} pune un lingou de aur pe cartonașul de la {x},{y}.',
    'event.gold-mines.gold-taken':
      '{player} ia {ingots, plural, one {# lingou de aur} few {# lingouri de aur} other {# de lingouri de aur}}.',
    'event.gold-mines.gold-removed':
      '{ingots, plural, one {# lingou de aur nestrâns se întoarce} few {# lingouri de aur nestrânse se întorc} other {# de lingouri de aur nestrânse se întorc}} în cutie.',
    'word.token.count.gold':
      '{count, plural, one {# lingou de aur} few {# lingouri de aur} other {# de lingouri de aur}}',
  },
  bg: {
    'expansion.gold-mines': 'Златните мини',
    'decision.gold-mines.ingot': 'на коя съседна плочка слагаш второто златно кюлче?',
    'choice.gold-mines.placeIngot':
      '{direction, select, n {Плочката на север} ne {Плочката на североизток} e {Плочката на изток} se {Плочката на югоизток} s {Плочката на юг} sw {Плочката на югозапад} w {Плочката на запад} other {Плочката на северозапад}}',
    'points.gold-mines.ingots':
      '{player} получава {points, plural, one {# точка} other {# точки}} за {ingots, plural, one {# златно кюлче} other {# златни кюлчета}} (по {each} за всяко).',
    'refusal.gold-mines.not-a-neighbour':
      'Второто златно кюлче се слага върху съседна на плочката със злато плочка (може и по диагонал).',
    'event.gold-mines.ingot-placed': '{player} слага златно кюлче върху плочката на {x},{y}.',
    'event.gold-mines.gold-taken': '{player} взима {ingots, plural, one {# златно кюлче} other {# златни кюлчета}}.',
    'event.gold-mines.gold-removed':
      '{ingots, plural, one {# несъбрано златно кюлче се връща} other {# несъбрани златни кюлчета се връщат}} в кутията.',
    'word.token.count.gold': '{count, plural, one {# златно кюлче} other {# златни кюлчета}}',
  },
  lv: {
    'expansion.gold-mines': 'Zelta atradnes',
    'decision.gold-mines.ingot': 'uz kura blakus laučiņa liksi otro zelta gabalu?',
    'choice.gold-mines.placeIngot':
      '{direction, select, n {Ziemeļu laučiņš} ne {Ziemeļaustrumu laučiņš} e {Austrumu laučiņš} se {Dienvidaustrumu laučiņš} s {Dienvidu laučiņš} sw {Dienvidrietumu laučiņš} w {Rietumu laučiņš} other {Ziemeļrietumu laučiņš}}',
    'points.gold-mines.ingots':
      '{player} iegūst {points, plural, zero {# punktu} one {# punktu} other {# punktus}} par {ingots, plural, zero {# zelta gabaliem} one {# zelta gabalu} other {# zelta gabaliem}} (pa {each} par katru).',
    'refusal.gold-mines.not-a-neighbour':
      'Otrais zelta gabals jāliek uz laučiņa blakus zelta laučiņam (arī pa diagonāli).',
    'event.gold-mines.ingot-placed': '{player} uzliek zelta gabalu uz laučiņa {x},{y}.',
    'event.gold-mines.gold-taken':
      '{player} paņem {ingots, plural, zero {# zelta gabalu} one {# zelta gabalu} other {# zelta gabalus}}.',
    'event.gold-mines.gold-removed':
      '{ingots, plural, zero {# nesavākti zelta gabali atgriežas} one {# nesavākts zelta gabals atgriežas} other {# nesavākti zelta gabali atgriežas}} kastē.',
    'word.token.count.gold': '{count, plural, zero {# zelta gabalu} one {# zelta gabals} other {# zelta gabali}}',
  },
  is: {
    'expansion.gold-mines': 'Gullnámurnar',
    'decision.gold-mines.ingot': 'á hvaða nágrannaflís fer seinni gullstöngin?',
    'choice.gold-mines.placeIngot':
      '{direction, select, n {Flísin í norðri} ne {Flísin í norðaustri} e {Flísin í austri} se {Flísin í suðaustri} s {Flísin í suðri} sw {Flísin í suðvestri} w {Flísin í vestri} other {Flísin í norðvestri}}',
    'points.gold-mines.ingots':
      '{player} fær {points, plural, one {# stig} other {# stig}} fyrir {ingots, plural, one {# gullstöng} other {# gullstangir}} ({each} fyrir hverja).',
    'refusal.gold-mines.not-a-neighbour': 'Seinni gullstöngin fer á flís við hlið gullflísarinnar (líka á ská).',
    'event.gold-mines.ingot-placed': '{player} setur gullstöng á flísina á {x},{y}.',
    'event.gold-mines.gold-taken': '{player} tekur {ingots, plural, one {# gullstöng} other {# gullstangir}}.',
    'event.gold-mines.gold-removed':
      '{ingots, plural, one {# gullstöng sem enginn tók fer} other {# gullstangir sem enginn tók fara}} aftur í kassann.',
    'word.token.count.gold': '{count, plural, one {# gullstöng} other {# gullstangir}}',
  },
};
