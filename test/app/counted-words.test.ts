// Things counted into a sentence take the case and agreement of the words around them. Sheep: the Romanian
// participle agrees with one sheep ('1 oaie dusă', not 'duse'), Latvian 'par' takes the accusative and
// dative ('par 1 aitu', 'par 4 aitām', not 'par 4 aitas'), a drawn sheep is the accusative ('izvelk 1
// aitu') and the Icelandic verb agrees with the flock ('er nú 1 kind', 'eru nú 3 kindur'). Darmstadt's
// church names what its count counts ('(2 followers)', not '(2)').
import { describe, expect, it } from 'vitest';
import { installEveryExpansion } from '../../src/expansions';
import { type MessageKey, translate } from '../../src/i18n';

installEveryExpansion();

const stable = (locale: 'ro' | 'lv', sheep: number) =>
  translate(locale, 'points.hills-sheep.stable' as MessageKey, { player: 'Ann', points: sheep, sheep });
const drawn = (locale: 'lv' | 'is', sheep: number, flock: number) =>
  translate(locale, 'event.hills-sheep.sheep' as MessageKey, { player: 'Ann', x: 1, y: 2, sheep, flock });

describe('sheep in a sentence', () => {
  it('ro: the sheep driven into the stable agree in number', () => {
    expect(stable('ro', 1)).toContain('pentru 1 oaie dusă la staul');
    expect(stable('ro', 3)).toContain('pentru 3 oi duse la staul');
    expect(stable('ro', 20)).toContain('pentru 20 de oi duse la staul');
  });

  it('lv: points are for sheep in the accusative or dative, a drawn sheep is the accusative', () => {
    expect(stable('lv', 1)).toContain('par 1 aitu stallī');
    expect(stable('lv', 4)).toContain('par 4 aitām stallī');
    expect(drawn('lv', 1, 3)).toContain('izvelk 1 aitu:');
    expect(drawn('lv', 2, 3)).toContain('izvelk 2 aitas:');
  });

  it('is: the verb agrees with the flock', () => {
    expect(drawn('is', 1, 1)).toContain('í hjörðinni er nú 1 kind.');
    expect(drawn('is', 1, 3)).toContain('í hjörðinni eru nú 3 kindur.');
  });
});

describe('followers around a Darmstadt church', () => {
  const church = (locale: 'en' | 'ro' | 'bg' | 'lv' | 'is', followers: number) =>
    translate(locale, 'points.darmstadt.church' as MessageKey, { player: 'Ann', points: 3, x: 4, y: 0, followers });
  it('says what the count counts', () => {
    expect(church('en', 1)).toContain('around the church at 4,0 (1 follower).');
    expect(church('en', 2)).toContain('around the church at 4,0 (2 followers).');
    expect(church('ro', 20)).toContain('(20 de supuși).');
    expect(church('is', 3)).toContain('(3 þegnar).');
    expect(church('bg', 2)).toContain('(2 мийпъла).');
    expect(church('lv', 2)).toContain('(2 pavalstnieki).');
  });
});
