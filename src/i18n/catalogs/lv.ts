import type { Catalog } from '../catalog';

export const lv: Catalog = {
  'language.name': 'Latviešu',
  'tiles.left': '{count, plural, one {# tile left} other {# tiles left}}',
};
