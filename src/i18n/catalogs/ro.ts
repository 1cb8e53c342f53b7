import type { Catalog } from '../catalog';

export const ro: Catalog = {
  'bot.restarting': 'Repornesc. Încearcă din nou peste un minut.',
  'language.name': 'Română',
  'tiles.left': '{count, plural, one {# tile left} other {# tiles left}}',
};
