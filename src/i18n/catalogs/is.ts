import type { Catalog } from '../catalog';

export const is: Catalog = {
  'bot.restarting': 'Ég er að endurræsa mig. Reyndu aftur eftir mínútu.',
  'language.name': 'Íslenska',
  'tiles.left': '{count, plural, one {# tile left} other {# tiles left}}',
  'settings.clockChoices':
    'Umferðarklukkan getur ekki verið {value} klukkustundir. Valkostirnir eru {choices} klukkustundir á umferð (0 = slökkt).',
  'settings.optionChoices': 'Stillingin {option} getur ekki verið „{value}“. Valkostirnir eru {choices}.',
  'host.passed': '{name} er nú gestgjafi.',
  'storage.unreadable':
    'Ekki er hægt að lesa vistaða leikinn á þessari rás, svo ekki er hægt að spila hér í bili. Stjórnandi getur lagt hann til hliðar með `/carcassonne abandon` (hann er geymdur, ekki eytt); síðan má hefja nýjan leik.',
  'storage.setAside':
    '**{name}** lagði ólæsilega vistaða leikinn til hliðar (hann er geymdur fyrir umsjónarmenn vélmennisins). Rásin er laus: hefjið nýjan leik með `/carcassonne new`.',
  'storage.setAsideModeratorOnly':
    'Ekki er hægt að lesa vistaða leikinn hér. Aðeins stjórnandi (sá sem getur stjórnað skilaboðum hér) getur lagt hann til hliðar með `/carcassonne abandon`.',
};
