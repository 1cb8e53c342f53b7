// Wind Roses' words in every language (the Latvian compendium's vēju roze, ceturtdaļa, sektors; the
// Romanian order of play's roză a vântului, sfert, cvadrant; Bulgarian and Icelandic have no source:
// роза на ветровете / четвърт / сектор and vindrós / fjórðungur / geiri are chosen).
import type { ExpansionWords } from '../../engine/expansion';

const SECTOR = {
  en: '{sector, select, NE {north-east} SE {south-east} SW {south-west} other {north-west}}',
  ro: '{sector, select, NE {nord-est} SE {sud-est} SW {sud-vest} other {nord-vest}}',
  bg: '{sector, select, NE {североизточния} SE {югоизточния} SW {югозападния} other {северозападния}}',
  lv: '{sector, select, NE {ziemeļaustrumu} SE {dienvidaustrumu} SW {dienvidrietumu} other {ziemeļrietumu}}',
  is: '{sector, select, NE {norðaustur} SE {suðaustur} SW {suðvestur} other {norðvestur}}',
};

export const windRosesWords: ExpansionWords = {
  en: {
    'expansion.wind-roses': 'Wind Roses',
    'points.wind-roses.quadrant': `{player} scores {points, plural, one {# point} other {# points}}: the wind-rose quarter at {x},{y} lies in the ${SECTOR.en} sector it shows.`,
    'event.wind-roses.rose-placed':
      'The {rose, select, orange {orange} other {blue}} wind rose at {x},{y} now divides the board into four sectors.',
  },
  ro: {
    'expansion.wind-roses': 'Rozele vântului',
    'points.wind-roses.quadrant': `{player} primește {points, plural, one {# punct} few {# puncte} other {# de puncte}}: sfertul de roză a vântului de la {x},{y} este în cvadrantul ${SECTOR.ro} pe care îl arată.`,
    'event.wind-roses.rose-placed':
      'Roza vântului {rose, select, orange {portocalie} other {albastră}} de la {x},{y} împarte acum suprafața de joc în patru cvadrante.',
  },
  bg: {
    'expansion.wind-roses': 'Розите на ветровете',
    'points.wind-roses.quadrant': `{player} получава {points, plural, one {# точка} other {# точки}}: четвъртта роза на ветровете на {x},{y} е в ${SECTOR.bg} сектор, който показва.`,
    'event.wind-roses.rose-placed':
      '{rose, select, orange {Оранжевата} other {Синята}} роза на ветровете на {x},{y} вече дели полето на четири сектора.',
  },
  lv: {
    'expansion.wind-roses': 'Vēju rozes',
    'points.wind-roses.quadrant': `{player} saņem {points, plural, zero {# punktu} one {# punktu} other {# punktus}}: vēju rozes ceturtdaļa {x},{y} atrodas ${SECTOR.lv} sektorā, ko tā rāda.`,
    'event.wind-roses.rose-placed':
      '{rose, select, orange {Oranžā} other {Zilā}} vēju roze {x},{y} tagad sadala spēles laukumu četros sektoros.',
  },
  is: {
    'expansion.wind-roses': 'Vindrósir',
    'points.wind-roses.quadrant': `{player} fær {points, plural, one {# stig} other {# stig}}: vindrósarfjórðungurinn á {x},{y} liggur í ${SECTOR.is}-geiranum sem hann sýnir.`,
    'event.wind-roses.rose-placed':
      '{rose, select, orange {Appelsínugula} other {Bláa}} vindrósin á {x},{y} skiptir nú borðinu í fjóra geira.',
  },
};
