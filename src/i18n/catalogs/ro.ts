import type { Catalog } from '../catalog';

export const ro: Catalog = {
  'bot.restarting': 'Repornesc. Încearcă din nou peste un minut.',
  'language.name': 'Română',
  'tiles.left': '{count, plural, one {# tile left} other {# tiles left}}',
  'settings.clockChoices':
    'Ceasul de tură nu poate fi de {value} ore. Variantele sunt {choices} ore pe tură (0 = oprit).',
  'settings.optionChoices': 'Opțiunea {option} nu poate fi „{value}”. Variantele sunt {choices}.',
  'host.passed': '{name} este acum gazda.',
  'storage.unreadable':
    'Jocul salvat în acest canal nu poate fi citit, așa că deocamdată nu se poate juca aici. Un moderator îl poate pune deoparte cu `/carcassonne abandon` (este păstrat, nu șters); apoi se poate începe un joc nou.',
  'storage.setAside':
    '**{name}** a pus deoparte jocul salvat care nu putea fi citit (este păstrat pentru operatorii botului). Canalul este liber: începeți un joc nou cu `/carcassonne new`.',
  'storage.setAsideModeratorOnly':
    'Jocul salvat aici nu poate fi citit. Doar un moderator (cineva care poate gestiona mesajele aici) îl poate pune deoparte cu `/carcassonne abandon`.',
};
