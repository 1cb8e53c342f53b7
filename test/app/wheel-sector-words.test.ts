// A sector's name of the Wheel of Fortune stays in the nominative, so the sentence says 'sector' before it
// in the case the preposition needs: Latvian 'uz sektoru Bads' (it read 'uz Bads', a nominative after
// 'uz'), as 'sektorā Bads' and 'no sektora Bads' already do.
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
});
