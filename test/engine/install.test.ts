// The engine knows the expansions it is handed, and only those: the composition root installs them, and a
// second install replaces the first (its tile catalog and rules with it).
import { afterAll, describe, expect, it } from 'vitest';
import { createGame, EXPANSION_IDS, findTileType, installExpansions, rulesFor } from '../../src/engine';
import { EXPANSIONS, installEveryExpansion } from '../../src/expansions';

const players = [{ id: 'a', name: 'A' }];

describe('installing expansions', () => {
  afterAll(() => installEveryExpansion());

  it('without expansions the engine plays the base game alone', () => {
    installExpansions([]);
    expect(EXPANSION_IDS).toEqual([]);
    expect(findTileType('RS')).toBeUndefined();
    expect(() => createGame({ players, expansions: ['river'], seed: 1 })).toThrow(/unknown-expansion/);
    expect(createGame({ players, seed: 1 }).state.supply.length).toBeGreaterThan(0);
  });

  it('a second install replaces the first, tiles and rules with it', () => {
    installExpansions(EXPANSIONS.filter((m) => m.id === 'river'));
    expect(EXPANSION_IDS).toEqual(['river']);
    expect(findTileType('RS')?.module).toBe('river');
    const rules = rulesFor(['river']);
    installEveryExpansion();
    expect(rulesFor(['river'])).not.toBe(rules);
    expect(EXPANSION_IDS).toEqual(EXPANSIONS.map((m) => m.id));
  });

  it('refuses a manifest whose module has another id, or an id twice', () => {
    const [first] = EXPANSIONS as [(typeof EXPANSIONS)[number]];
    expect(() => installExpansions([{ ...first, id: 'other' }])).toThrow(/brings the module/);
    expect(() => installExpansions([first, first])).toThrow(/repeat/);
  });
});
