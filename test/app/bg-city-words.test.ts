// Bulgarian says „крепост“ for a city everywhere, as the rule book and docs/glossary-bg.md do („град“ is
// only a word players may type): the small city that becomes a castle, the bazaar's tiles, the plague's
// flight and the half tiles' edges.
import { describe, expect, it } from 'vitest';
import { installEveryExpansion } from '../../src/expansions';
import { type MessageKey, translate } from '../../src/i18n';

installEveryExpansion();

const bg = (key: string, params: Record<string, string | number> = {}) =>
  translate('bg', key as MessageKey, { player: 'Ани', x: 1, y: 2, x2: 1, y2: 3, ...params });

describe('a Bulgarian city is a крепост', () => {
  it('Bridges, Castles & Bazaars', () => {
    expect(bg('decision.bridges-castles-bazaars.castle')).toContain(
      'малката ти крепост от два полукръга е завършена: превърни я в замък',
    );
    expect(bg('event.bridges-castles-bazaars.castle-built')).toContain('превръща малката крепост на 1,2 и 1,3');
    expect(bg('refusal.bridges-castles-bazaars.no-castle')).toBe('Тази крепост не може да стане замък сега.');
    expect(
      bg('choice.bridges-castles-bazaars.bazaar-tile', { number: 2, cities: 1, roads: 3, monastery: 'no' }),
    ).toContain('(крепости 1, пътища 3)');
    expect(bg('choice.bridges-castles-bazaars.castle-score-from', { kind: 'city', points: 4 })).toContain(
      'За крепостта на 1,2',
    );
  });

  it('the Plague and the Halflings', () => {
    expect(bg('decision.plague.flee')).toContain('по пътя, крепостта или поляната си');
    expect(bg('refusal.halflings.long-edge')).toContain('път, крепост или поляна');
  });

  it('no Bulgarian sentence of these modules says град', () => {
    for (const key of [
      'decision.bridges-castles-bazaars.castle',
      'event.bridges-castles-bazaars.castle-built',
      'refusal.bridges-castles-bazaars.no-castle',
      'decision.plague.flee',
      'refusal.halflings.long-edge',
    ])
      expect(bg(key), key).not.toMatch(/град/);
  });
});
