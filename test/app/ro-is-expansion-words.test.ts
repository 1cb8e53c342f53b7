// Romanian and Icelandic sentences of the newer expansions read as grammatical sentences: words agree in
// gender and number with the figure or the count they go with, and the game's words are the glossary's.
import { describe, expect, it } from 'vitest';
import { installEveryExpansion } from '../../src/expansions';
import { type MessageKey, translate } from '../../src/i18n';

installEveryExpansion();

const say = (locale: 'ro' | 'is', key: string, params: Record<string, unknown> = {}) =>
  translate(locale, key as MessageKey, { player: 'Ann', x: 1, y: 2, ...params });

describe('Barber-Surgeons', () => {
  it('ro: "evaluat singur" agrees with the figure that scored alone', () => {
    expect(say('ro', 'event.barber-surgeons.sent', { figure: 'phantom' })).toContain(
      'Fantoma jucătorului Ann a fost evaluată singură și intră',
    );
    expect(say('ro', 'event.barber-surgeons.sent', { figure: 'meeple' })).toContain(
      'Supusul jucătorului Ann a fost evaluat singur și intră',
    );
    expect(say('ro', 'decision.barber-surgeons.bathhouse', { figure: 'phantom' })).toContain(
      'fantoma ta a fost evaluată singură: alege',
    );
  });

  it('is: "einn" agrees with the figure that scored alone', () => {
    expect(say('is', 'event.barber-surgeons.sent', { figure: 'meeple' })).toContain(
      'Þegninn leikmannsins Ann fékk stig einn og fer',
    );
    expect(say('is', 'event.barber-surgeons.sent', { figure: 'witch' })).toContain('fékk stig ein og fer');
    expect(say('is', 'decision.barber-surgeons.bathhouse', { figure: 'meeple' })).toContain(
      'þegninn þinn fékk stig einn: veldu',
    );
  });
});

describe('The Besiegers and the Cathars', () => {
  it('ro: the genitive article agrees with the counted tiles', () => {
    expect(say('ro', 'score.rule.besieged-unfinished', { tiles: 1 })).toContain('1 cartonaș al unui oraș asediat');
    expect(say('ro', 'score.rule.besieged-unfinished', { tiles: 3 })).toContain('3 cartonașe ale unui oraș asediat');
    expect(say('ro', 'score.rule.besieged-unfinished', { tiles: 20 })).toContain(
      '20 de cartonașe ale unui oraș asediat',
    );
  });
});

describe('Under the Big Top', () => {
  it('is: the verb agrees with the acrobats still standing', () => {
    const final = (count: number) => say('is', 'points.big-top.acrobats-final', { points: 5 * count, count, each: 5 });
    expect(final(1)).toContain('fyrir 1 loftfimleikamann sem enn stendur á 1,2');
    expect(final(2)).toContain('fyrir 2 loftfimleikamenn sem enn standa á 1,2');
  });
});

describe('Fruit Trees', () => {
  it('is: the verb agrees with the fruit tokens kept', () => {
    const kept = (tokens: number) => say('is', 'points.fruit-trees.tokens', { points: tokens, tokens });
    expect(kept(1)).toContain('fyrir 1 ávaxtatígul sem er eftir.');
    expect(kept(3)).toContain('fyrir 3 ávaxtatígla sem eru eftir.');
  });
});

describe('The Wheel of Fortune', () => {
  it('is: a sector is named after "geirinn", not declined after "á"; wheel tiles are flísar', () => {
    expect(say('is', 'event.wheel-of-fortune.turned', { steps: 2, sector: 'plague' })).toContain(
      'um 2 geira, í geirann Plágan.',
    );
    expect(say('is', 'panel.wheel-of-fortune.pig', { sector: 'fortuna' })).toBe(
      'Stóra svínið stendur í geiranum Gæfan.',
    );
    expect(say('is', 'option.wheelOfFortuneBox.expansion')).toContain('19 hjólflísar');
  });
});

describe('The Leipzig Fair', () => {
  it('ro: the article agrees with the figure sent to Leipzig', () => {
    expect(say('ro', 'event.leipzig-fair.sending', { figure: 'phantom', quarter: 'minters' })).toContain(
      'Ann trimite o fantomă de pe drum',
    );
    expect(say('ro', 'event.leipzig-fair.sent', { figure: 'phantom', quarter: 'minters' })).toContain(
      'O fantomă a jucătorului Ann ajunge',
    );
    expect(say('ro', 'event.leipzig-fair.sent', { figure: 'meeple', quarter: 'minters' })).toContain(
      'Un supus al jucătorului Ann ajunge',
    );
  });
});

describe('coats of arms', () => {
  it('ro: a coat of arms is the glossary\'s "stemă", as in the base game', () => {
    expect(say('ro', 'points.leipzig-fair.minters', { points: 6, pennants: 2 })).toContain('2 steme × 3');
    expect(say('ro', 'points.watchtowers.pennant', { points: 2, count: 1, each: 2 })).toContain('1 stemă în jur');
  });
});

describe('road tiles', () => {
  it('is: a road tile is the glossary\'s "vegaflís"', () => {
    expect(say('is', 'points.leipzig-fair.wagoners', { points: 3, tiles: 3 })).toContain('3 vegaflísar × 1');
  });
});

describe('The Catapult', () => {
  it('is: the supply is "birgðirnar", and a player after "til" is "leikmannsins {name}"', () => {
    expect(say('is', 'choice.catapult.swap-supply', { figure: 'meeple' })).toBe('Þegn úr birgðunum þínum');
    expect(say('is', 'decision.catapult.throw', { catcher: 'Bob' })).toContain(
      'kastaðu gripskífunni til leikmannsins Bob:',
    );
  });
});

describe('The School', () => {
  it('ro: the dragon is "balaurul" and a feature "teritoriul", as in the other modules', () => {
    expect(say('ro', 'event.school.eaten')).toContain('Balaurul mănâncă profesorul');
    expect(say('ro', 'decision.school.teacher-first')).toContain('ai punctat mai multe teritorii deodată');
    expect(say('ro', 'option.teacherCopies.completed')).toContain('un teritoriu terminat');
  });

  it('is: a feature is "svæði", as in the other modules', () => {
    expect(say('is', 'decision.school.teacher-first')).toContain('fyrir fleiri en eitt svæði í einu');
    expect(say('is', 'option.teacherCopies.completed')).toContain('afritar klárað svæði');
  });
});

describe('The Catapult round', () => {
  it('is: the round is named after "valslöngva" (genitive "valslöngvu"), the expansion\'s word', () => {
    expect(say('is', 'event.catapult.round-over')).toContain('Valslöngvuumferðinni er lokið');
  });
});

describe('The Catapult, seduction', () => {
  it('is: no follower can be seduced (not "in order to seduce")', () => {
    expect(say('is', 'event.catapult.nobody-near')).toBe('Enginn þegn stendur á borðinu sem hægt er að tæla.');
  });
});

describe('The Tunnel', () => {
  it('is: the answer starts with a capital, as every answer does', () => {
    expect(say('is', 'choice.tunnel.tunnel-token', { colour: 'blue', completes: 'no' })).toBe(
      'Bláa merkið á munnann á 1,2',
    );
  });
});

describe('The Catapult, token names', () => {
  it('ro: a token\'s name is quoted, so "luptă" does not read as the verb of the sentence', () => {
    expect(say('ro', 'event.catapult.landed', { token: 'knockout' })).toBe(
      'Cartonașul „luptă cu prăjituri” al lui Ann cade pe 1,2.',
    );
    expect(say('ro', 'event.catapult.chosen', { token: 'seduction' })).toContain('Ann alege cartonașul „seducție”:');
  });
});
