import type { Catalog } from '../catalog';

export const ro: Catalog = {
  'language.name': 'Română',
  'tiles.left': '{count, plural, one {# tile left} other {# tiles left}}',
};
