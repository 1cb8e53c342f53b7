import type { Catalog } from '../catalog';

export const is: Catalog = {
  'bot.restarting': 'Ég er að endurræsa mig. Reyndu aftur eftir mínútu.',
  'language.name': 'Íslenska',
  'tiles.left': '{count, plural, one {# tile left} other {# tiles left}}',
  'settings.clockChoices':
    'Umferðarklukkan getur ekki verið {value} klukkustundir. Valkostirnir eru {choices} klukkustundir á umferð (0 = slökkt).',
  'settings.optionChoices': 'Stillingin {option} getur ekki verið „{value}“. Valkostirnir eru {choices}.',
  'host.passed': '{name} er nú gestgjafi.',
};
