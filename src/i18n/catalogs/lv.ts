import type { Catalog } from '../catalog';

export const lv: Catalog = {
  'bot.restarting': 'Es restartējos. Mēģini vēlreiz pēc minūtes.',
  'language.name': 'Latviešu',
  'tiles.left': '{count, plural, one {# tile left} other {# tiles left}}',
  'settings.clockChoices':
    'Gājiena pulkstenis nevar būt {value} stundas. Iespējas ir {choices} stundas gājienam (0 = izslēgts).',
  'settings.optionChoices': 'Opcija {option} nevar būt “{value}”. Iespējas ir {choices}.',
  'host.passed': '{name} tagad ir saimnieks.',
};
