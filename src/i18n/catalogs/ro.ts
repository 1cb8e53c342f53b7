import type { Catalog } from '../catalog';

export const ro: Catalog = {
  'bot.restarting': 'Repornesc. Încearcă din nou peste un minut.',
  'language.name': 'Română',
  'tiles.left': '{count, plural, one {# tile left} other {# tiles left}}',
  'settings.clockChoices':
    'Ceasul de tură nu poate fi de {value} ore. Variantele sunt {choices} ore pe tură (0 = oprit).',
  'settings.optionChoices': 'Opțiunea {option} nu poate fi „{value}”. Variantele sunt {choices}.',
  'host.passed': '{name} este acum gazda.',
};
