import type { Catalog } from '../catalog';

export const bg: Catalog = {
  'bot.restarting': 'Рестартирам. Опитай отново след минута.',
  'language.name': 'Български',
  'tiles.left': '{count, plural, one {# tile left} other {# tiles left}}',
  'settings.clockChoices':
    'Часовникът за ход не може да е {value} часа. Възможностите са {choices} часа на ход (0 = изключен).',
  'settings.optionChoices': 'Опцията {option} не може да е „{value}“. Възможностите са {choices}.',
  'host.passed': '{name} вече е домакин.',
};
