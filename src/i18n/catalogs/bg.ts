import type { Catalog } from '../catalog';

export const bg: Catalog = {
  'language.name': 'Български',
  'tiles.left': '{count, plural, one {# tile left} other {# tiles left}}',
  'storage.unreadable':
    'Запазената игра в този канал не може да бъде прочетена, затова засега тук не може да се играе. Модератор може да я отдели с `/carcassonne abandon` (тя се пази, не се изтрива); след това може да започне нова игра.',
  'storage.setAside':
    '**{name}** отдели нечетимата запазена игра (тя се пази за операторите на бота). Каналът е свободен: започнете нова игра с `/carcassonne new`.',
  'storage.setAsideModeratorOnly':
    'Запазената игра тук не може да бъде прочетена. Само модератор (някой, който може да управлява съобщенията тук) може да я отдели с `/carcassonne abandon`.',
};
