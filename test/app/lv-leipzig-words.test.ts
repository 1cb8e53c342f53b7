// Latvian: the follower sent to Leipzig is the verb's object, in the accusative ('nosūta pavalstnieku'),
// and the one who arrives is the player's, with 'Spēlētāja' before the name as a possessor; they read as a
// name followed by a colon and a bare noun ('Anna nosūta: pavalstnieks ...', 'Anna: pavalstnieks ierodas').
import { describe, expect, it } from 'vitest';
import { installEveryExpansion } from '../../src/expansions';
import { type MessageKey, translate } from '../../src/i18n';

installEveryExpansion();

const lv = (key: string, figure: string) =>
  translate('lv', key as MessageKey, { player: 'Anna', figure, quarter: 'tanners' });

describe('Latvian: a follower sent to Leipzig', () => {
  it('is sent in the accusative', () => {
    expect(lv('event.leipzig-fair.sending', 'meeple')).toBe(
      'Anna nosūta pavalstnieku no ceļa uz Leipcigas Ādmiņu kvartālu.',
    );
    expect(lv('event.leipzig-fair.sending', 'big')).toContain('Anna nosūta lielo pavalstnieku no ceļa');
  });

  it("arrives as the player's follower", () => {
    expect(lv('event.leipzig-fair.sent', 'meeple')).toBe(
      'Spēlētāja Anna pavalstnieks ierodas Leipcigas Ādmiņu kvartālā un paliek tur līdz spēles beigām.',
    );
  });
});
