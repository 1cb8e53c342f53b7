// Little Buildings' words in every language (the Latvian compendium's mājiņas: mājas, torņi, šķūņi; the
// Romanian order of play's construcții mici; Bulgarian and Icelandic have no source: малки постройки
// (къща, кула, барака) and litlar byggingar (hús, turn, skúr) are chosen).
import type { ExpansionWords } from '../../engine/expansion';

export const littleBuildingsWords: ExpansionWords = {
  en: {
    'expansion.little-buildings': 'Little Buildings',
    'action.placeBuilding':
      'Put a {kind, select, house {house} tower {tower} other {shed}} on this tile (+{points} whenever it is scored, {left} left)',
    'refusal.little-buildings.no-token': 'You have no little building of that kind left.',
    'event.little-buildings.building-placed':
      '{player} puts a little {kind, select, house {house} tower {tower} other {shed}} on the tile at {x},{y}.',
    'score.term.building': '{count, plural, one {# little building} other {# little buildings}} × {each}',
    'score.term.building-house': '{count, plural, one {# house} other {# houses}} × {each}',
    'score.term.building-tower': '{count, plural, one {# tower} other {# towers}} × {each}',
    'score.term.building-shed': '{count, plural, one {# shed} other {# sheds}} × {each}',
    'word.token.count.building.house': '{count, plural, one {# house} other {# houses}}',
    'word.token.count.building.tower': '{count, plural, one {# tower} other {# towers}}',
    'word.token.count.building.shed': '{count, plural, one {# shed} other {# sheds}}',
    'option.buildingValues.equal': 'Little Buildings: 1 point a building (the rules)',
    'option.buildingValues.by-kind': 'Little Buildings: tower 3, house 2, shed 1',
  },
  ro: {
    'expansion.little-buildings': 'Construcții mici',
    'action.placeBuilding':
      'Pune {kind, select, house {o casă} tower {un turn} other {un șopron}} pe acest cartonaș (+{points} la evaluare, îți mai rămân {left})',
    'refusal.little-buildings.no-token': 'Nu mai ai nicio construcție mică de acest fel.',
    'event.little-buildings.building-placed':
      '{player} pune {kind, select, house {o casă} tower {un turn} other {un șopron}} pe cartonașul de la {x},{y}.',
    'score.term.building':
      '{count, plural, one {# construcție mică} few {# construcții mici} other {# de construcții mici}} × {each}',
    'score.term.building-house': '{count, plural, one {# casă} few {# case} other {# de case}} × {each}',
    'score.term.building-tower': '{count, plural, one {# turn} few {# turnuri} other {# de turnuri}} × {each}',
    'score.term.building-shed': '{count, plural, one {# șopron} few {# șoproane} other {# de șoproane}} × {each}',
    'word.token.count.building.house': '{count, plural, one {# casă} few {# case} other {# de case}}',
    'word.token.count.building.tower': '{count, plural, one {# turn} few {# turnuri} other {# de turnuri}}',
    'word.token.count.building.shed': '{count, plural, one {# șopron} few {# șoproane} other {# de șoproane}}',
    'option.buildingValues.equal': 'Construcții mici: 1 punct de construcție (regulile)',
    'option.buildingValues.by-kind': 'Construcții mici: turn 3, casă 2, șopron 1',
  },
  bg: {
    'expansion.little-buildings': 'Малки постройки',
    'action.placeBuilding':
      'Сложи {kind, select, house {къща} tower {кула} other {барака}} на тази плочка (+{points} при оценяване, остават ти {left})',
    'refusal.little-buildings.no-token': 'Нямаш повече малки постройки от този вид.',
    'event.little-buildings.building-placed':
      '{player} слага {kind, select, house {къща} tower {кула} other {барака}} на плочката на {x},{y}.',
    'score.term.building': '{count, plural, one {# малка постройка} other {# малки постройки}} × {each}',
    'score.term.building-house': '{count, plural, one {# къща} other {# къщи}} × {each}',
    'score.term.building-tower': '{count, plural, one {# кула} other {# кули}} × {each}',
    'score.term.building-shed': '{count, plural, one {# барака} other {# бараки}} × {each}',
    'word.token.count.building.house': '{count, plural, one {# къща} other {# къщи}}',
    'word.token.count.building.tower': '{count, plural, one {# кула} other {# кули}}',
    'word.token.count.building.shed': '{count, plural, one {# барака} other {# бараки}}',
    'option.buildingValues.equal': 'Малки постройки: 1 точка за постройка (правилата)',
    'option.buildingValues.by-kind': 'Малки постройки: кула 3, къща 2, барака 1',
  },
  lv: {
    'expansion.little-buildings': 'Mazās mājiņas',
    'action.placeBuilding':
      'Uzliec {kind, select, house {māju} tower {torni} other {šķūni}} uz šī laučiņa (+{points} punktu skaitīšanā, atlikuši: {left})',
    'refusal.little-buildings.no-token': 'Tev vairs nav šāda veida mājiņu žetonu.',
    'event.little-buildings.building-placed':
      '{player} uzliek {kind, select, house {māju} tower {torni} other {šķūni}} uz laučiņa {x},{y}.',
    'score.term.building': '{count, plural, zero {# mājiņu} one {# mājiņa} other {# mājiņas}} × {each}',
    'score.term.building-house': '{count, plural, zero {# māju} one {# māja} other {# mājas}} × {each}',
    'score.term.building-tower': '{count, plural, zero {# torņu} one {# tornis} other {# torņi}} × {each}',
    'score.term.building-shed': '{count, plural, zero {# šķūņu} one {# šķūnis} other {# šķūņi}} × {each}',
    'word.token.count.building.house': '{count, plural, zero {# māju} one {# māja} other {# mājas}}',
    'word.token.count.building.tower': '{count, plural, zero {# torņu} one {# tornis} other {# torņi}}',
    'word.token.count.building.shed': '{count, plural, zero {# šķūņu} one {# šķūnis} other {# šķūņi}}',
    'option.buildingValues.equal': 'Mazās mājiņas: 1 punkts par mājiņu (noteikumi)',
    'option.buildingValues.by-kind': 'Mazās mājiņas: tornis 3, māja 2, šķūnis 1',
  },
  is: {
    'expansion.little-buildings': 'Litlar byggingar',
    'action.placeBuilding':
      'Settu {kind, select, house {hús} tower {turn} other {skúr}} á þessa flís (+{points} við stigagjöf, {left} eftir)',
    'refusal.little-buildings.no-token': 'Þú átt enga litla byggingu af þessari gerð eftir.',
    'event.little-buildings.building-placed':
      '{player} setur {kind, select, house {hús} tower {turn} other {skúr}} á flísina á {x},{y}.',
    'score.term.building': '{count, plural, one {# lítil bygging} other {# litlar byggingar}} × {each}',
    'score.term.building-house': '{count, plural, one {# hús} other {# hús}} × {each}',
    'score.term.building-tower': '{count, plural, one {# turn} other {# turnar}} × {each}',
    'score.term.building-shed': '{count, plural, one {# skúr} other {# skúrar}} × {each}',
    'word.token.count.building.house': '{count, plural, one {# hús} other {# hús}}',
    'word.token.count.building.tower': '{count, plural, one {# turn} other {# turnar}}',
    'word.token.count.building.shed': '{count, plural, one {# skúr} other {# skúrar}}',
    'option.buildingValues.equal': 'Litlar byggingar: 1 stig á byggingu (reglurnar)',
    'option.buildingValues.by-kind': 'Litlar byggingar: turn 3, hús 2, skúr 1',
  },
};
