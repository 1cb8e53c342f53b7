import type { Catalog } from '../catalog';

export const bg: Catalog = {
  'language.name': 'Български',
  'tiles.left': '{count, plural, one {# tile left} other {# tiles left}}',
};
