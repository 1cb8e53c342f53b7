import type { Catalog } from '../catalog';

export const bg: Catalog = {
  'bot.restarting': 'Рестартирам. Опитай отново след минута.',
  'language.name': 'Български',
  'tiles.left': '{count, plural, one {# tile left} other {# tiles left}}',
  'settings.clockChoices':
    'Часовникът за ход не може да е {value} часа. Възможностите са {choices} часа на ход (0 = изключен).',
  'settings.optionChoices': 'Опцията {option} не може да е „{value}“. Възможностите са {choices}.',
  'host.passed': '{name} вече е домакин.',
  'storage.unreadable':
    'Запазената игра в този канал не може да бъде прочетена, затова засега тук не може да се играе. Модератор може да я отдели с `/carcassonne abandon` (тя се пази, не се изтрива); след това може да започне нова игра.',
  'storage.setAside':
    '**{name}** отдели нечетимата запазена игра (тя се пази за операторите на бота). Каналът е свободен: започнете нова игра с `/carcassonne new`.',
  'storage.setAsideModeratorOnly':
    'Запазената игра тук не може да бъде прочетена. Само модератор (някой, който може да управлява съобщенията тук) може да я отдели с `/carcassonne abandon`.',
};
