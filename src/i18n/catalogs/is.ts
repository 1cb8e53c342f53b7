import type { Catalog } from '../catalog';

export const is: Catalog = {
  'bot.restarting': 'Ég er að endurræsa mig. Reyndu aftur eftir mínútu.',
  'language.name': 'Íslenska',
  'tiles.left': '{count, plural, one {# tile left} other {# tiles left}}',
};
