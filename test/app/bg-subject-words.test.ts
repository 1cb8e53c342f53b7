// A Bulgarian figure that is the subject of its sentence takes the full article ('мийпълът', 'големият
// мийпъл'), not the short one of an object ('мийпъла'): the plague's flight, the bathhouse, the follower
// arriving in Leipzig and the flier's landing.
import { describe, expect, it } from 'vitest';
import { installEveryExpansion } from '../../src/expansions';
import { type MessageKey, translate } from '../../src/i18n';

installEveryExpansion();

const bg = (key: string, params: Record<string, string | number>) =>
  translate('bg', key as MessageKey, { player: 'Ани', x: 1, y: 2, toX: 1, toY: 3, ...params });

describe('a Bulgarian figure as the subject', () => {
  it('the plague: the figure that flees', () => {
    expect(bg('event.plague.fled', { figure: 'meeple' })).toContain('Мийпълът на Ани бяга от 1,2 до 1,3.');
    expect(bg('event.plague.fled', { figure: 'big' })).toContain('Големият мийпъл на Ани бяга');
    expect(bg('choice.plague.plague-flee', { figure: 'meeple' })).toContain('Мийпълът от 1,2 бяга до 1,3');
    expect(bg('event.plague.fled', { figure: 'wagon' })).toContain('Каруцата на Ани бяга');
  });

  it('the barber-surgeons: the follower that scored alone', () => {
    expect(bg('event.barber-surgeons.sent', { figure: 'meeple' })).toContain('Мийпълът на Ани точкува сам');
    expect(bg('event.barber-surgeons.released', { figure: 'meeple' })).toContain(
      ': мийпълът на Ани се връща безплатно',
    );
    expect(bg('decision.barber-surgeons.bathhouse', { figure: 'meeple' })).toContain('само мийпълът ти точкува');
  });

  it('the Leipzig fair: the follower that arrives', () => {
    expect(bg('event.leipzig-fair.sent', { figure: 'meeple', quarter: 'tanners' })).toContain(
      'Мийпълът на Ани пристига в',
    );
  });

  it('the flier: the figure that lands', () => {
    expect(bg('decision.flier.landing', { figure: 'meeple' })).toContain('къде каца мийпълът ти след полета?');
  });
});
