// An answer in a menu or a numbered list starts with a capital letter, as every other answer does ("Flea on
// -4,-14", "Let one of your figures flee first"): the Tunnel's token answers began with the colour in lower
// case in English, Bulgarian and Latvian ("red token on the portal at 1,2").
import { describe, expect, it } from 'vitest';
import { installEveryExpansion } from '../../src/expansions';
import { LOCALES, type MessageKey, translate } from '../../src/i18n';

installEveryExpansion();

const COLOURS = ['red', 'blue', 'yellow', 'green', 'black', 'pink'];

describe('a tunnel token answer', () => {
  it.each(LOCALES)('%s: starts with a capital letter in every colour', (locale) => {
    for (const colour of COLOURS) {
      const answer = translate(locale, 'choice.tunnel.tunnel-token' as MessageKey, {
        colour,
        x: 1,
        y: 2,
        completes: 'no',
      });
      expect(answer.charAt(0), answer).toBe(answer.charAt(0).toLocaleUpperCase(locale));
      expect(answer.charAt(0), answer).not.toBe(answer.charAt(0).toLocaleLowerCase(locale));
    }
  });
});
