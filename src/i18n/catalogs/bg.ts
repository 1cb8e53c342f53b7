import type { Catalog } from '../catalog';

export const bg: Catalog = {
  'bot.restarting': 'Рестартирам. Опитай отново след минута.',
  'language.name': 'Български',
  'tiles.left': '{count, plural, one {# tile left} other {# tiles left}}',
};
