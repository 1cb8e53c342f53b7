import type { Catalog } from '../catalog';

export const is: Catalog = {
  'language.name': 'Íslenska',
  'tiles.left': '{count, plural, one {# tile left} other {# tiles left}}',
};
