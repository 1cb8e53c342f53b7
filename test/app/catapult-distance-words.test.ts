// The catapult's words in a sentence. Its token lies some hundredths of a tile from the fair: Latvian says the distance in the
// genitive before 'attālumā' ('7 simtdaļu laučiņa attālumā', '1 simtdaļas'), where it read '7 simtdaļas
// laučiņa no gadatirgus' and '0 simtdaļas' (no distance word, and a count in the wrong form).
import { describe, expect, it } from 'vitest';
import { installEveryExpansion } from '../../src/expansions';
import { type MessageKey, translate } from '../../src/i18n';

installEveryExpansion();

const distance = (locale: 'en' | 'lv' | 'bg', hundredths: number) =>
  translate(locale, 'event.catapult.target-distance' as MessageKey, { player: 'Anna', hundredths });

describe("the catapult token's distance from the fair", () => {
  it('lv: a distance in the genitive before attālumā', () => {
    expect(distance('lv', 7)).toBe('Spēlētāja Anna žetons ir 7 simtdaļu laučiņa attālumā no gadatirgus.');
    expect(distance('lv', 1)).toContain('ir 1 simtdaļas laučiņa attālumā');
    expect(distance('lv', 0)).toContain('ir 0 simtdaļu laučiņa attālumā');
    expect(distance('lv', 21)).toContain('ir 21 simtdaļas laučiņa attālumā');
  });

  it('bg: one hundredth is „1 стотна“', () => {
    expect(distance('bg', 1)).toBe('Жетонът на Anna е на 1 стотна от плочка от панаира.');
    expect(distance('bg', 7)).toBe('Жетонът на Anna е на 7 стотни от плочка от панаира.');
  });

  it('bg: the catch token is thrown to a player, said before the token so it is not read as theirs', () => {
    expect(translate('bg', 'event.catapult.thrown' as MessageKey, { player: 'Ани', target: 'Боби' })).toBe(
      'Ани хвърля на Боби жетона за хващане.',
    );
    expect(translate('bg', 'decision.catapult.throw' as MessageKey, { catcher: 'Боби' })).toContain(
      'хвърли на Боби жетона за хващане:',
    );
  });

  it('en: one hundredth, as the count of a plural the Latvian one follows', () => {
    expect(distance('en', 1)).toBe("Anna's token lies 1 hundredth of a tile from the fair.");
    expect(distance('en', 7)).toBe("Anna's token lies 7 hundredths of a tile from the fair.");
  });
});
