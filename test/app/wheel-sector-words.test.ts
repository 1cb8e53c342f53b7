// A sector's name of the Wheel of Fortune stays in the nominative, so the sentence says 'sector' before it
// in the case the preposition needs: Latvian 'uz sektoru Bads' (it read 'uz Bads', a nominative after
// 'uz'), as 'sektorā Bads' and 'no sektora Bads' already do; Bulgarian 'до сектор Глад', 'е в сектор Данъци'
// (they read 'до Глад', 'е на Данъци', a common noun where the sector is meant).
import { describe, expect, it } from 'vitest';
import { installEveryExpansion } from '../../src/expansions';
import { type MessageKey, translate } from '../../src/i18n';

installEveryExpansion();

const turned = (locale: 'lv' | 'bg', steps: number, sector: string) =>
  translate(locale, 'event.wheel-of-fortune.turned' as MessageKey, { player: 'Anna', steps, sector });

describe('the big pig turns to a sector', () => {
  it('lv: onto the sector, in the accusative', () => {
    expect(turned('lv', 1, 'famine')).toBe('Anna pārvieto lielo cūku par 1 sektoru uz sektoru Bads.');
    expect(turned('lv', 3, 'inquisition')).toBe('Anna pārvieto lielo cūku par 3 sektoriem uz sektoru Inkvizīcija.');
  });

  it('bg: to the sector, and stands in it, as "в сектор Глад" elsewhere', () => {
    expect(turned('bg', 2, 'famine')).toBe('Anna завърта голямото прасе с 2 сектора до сектор Глад.');
    expect(translate('bg', 'panel.wheel-of-fortune.pig' as MessageKey, { sector: 'taxes' })).toBe(
      'Голямото прасе е в сектор Данъци.',
    );
  });

  it('bg: taxes are where the points come from („от данъци“), as the other sectors say „при бурята“', () => {
    expect(
      translate('bg', 'points.wheel-of-fortune.taxes' as MessageKey, { player: 'Ани', points: 3, knights: 2 }),
    ).toBe('Ани получава 3 точки от данъци за 2 рицаря.');
  });
});
