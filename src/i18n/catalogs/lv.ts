import type { Catalog } from '../catalog';

export const lv: Catalog = {
  'bot.restarting': 'Es restartējos. Mēģini vēlreiz pēc minūtes.',
  'language.name': 'Latviešu',
  'tiles.left': '{count, plural, one {# tile left} other {# tiles left}}',
};
