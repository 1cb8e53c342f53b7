// Latvian never declines a player's name, so where the sentence needs the name in the dative or after a
// preposition, 'spēlētājam' / 'spēlētāja' carries the case before it, as the catapult and the robbers
// already say ('met ķeršanas žetonu spēlētājam Bobs'): the bazaar's buyer pays 'spēlētājam Bobs', and a
// teacher or a prisoner comes back 'no spēlētāja Bobs' (it read 'no Bobs', 'no Dators 1').
import { describe, expect, it } from 'vitest';
import { installEveryExpansion } from '../../src/expansions';
import { type MessageKey, translate } from '../../src/i18n';

installEveryExpansion();

const lv = (key: string, params: Record<string, string | number>) => translate('lv', key as MessageKey, params);

describe('Latvian: a player named in another case', () => {
  it('the bazaar: paying or selling to the bidder', () => {
    const settle = lv('decision.bridges-castles-bazaars.bazaar-settle', { bidder: 'Dators 2', points: 57, number: 2 });
    expect(settle).toContain('nopērc to (tu maksā spēlētājam Dators 2 57 punktus)');
    expect(settle).toContain('vai pārdod to spēlētājam Dators 2 (tu saņem 57 punktus)');
    expect(lv('choice.bridges-castles-bazaars.bazaar-buy', { bidder: 'Bobs', points: 41 })).toBe(
      'Nopirkt: maksā spēlētājam Bobs 41 punktu',
    );
  });

  it("'no' (from) takes 'spēlētāja' before the name: the school's teacher, the tower's prisoners", () => {
    expect(lv('event.school.passed', { player: 'Anna', owner: 'Dators 1' })).toContain(
      'paņem skolotāju tieši no spēlētāja Dators 1:',
    );
    expect(lv('event.tower.ransomed', { player: 'Anna', target: 'Bobs', figure: 'meeple' })).toBe(
      'Anna izpērk savu pavalstnieku no spēlētāja Bobs.',
    );
    expect(lv('event.tower.exchanged', { player: 'Anna', target: 'Bobs', figure: 'meeple' })).toContain(
      'Anna saņem atpakaļ savu pavalstnieku no spēlētāja Bobs.',
    );
    expect(lv('action.ransom', { player: 'Bobs', figure: 'meeple', points: 3 })).toContain(
      'Izpērc savu pavalstnieku no spēlētāja Bobs (',
    );
  });
});
