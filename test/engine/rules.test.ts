// The combined rules of a game: each step's chain of hooks, the placement rules per tile, and which
// figures may stand on which feature, all built once from the modules switched on.
import { describe, expect, it } from 'vitest';
import { tileType } from '../../src/engine';
import { rulesFor } from '../../src/engine/modules/registry';
import { RIVER_TILES } from '../../src/expansions/river/tiles';

describe('the rules of a game', () => {
  it('chains for each step only the modules that take part in it, in module order', () => {
    const rules = rulesFor(['farmers', 'abbot', 'traders-builders', 'inns-cathedrals']);
    const chain = (hook: keyof typeof rules.hooks) => rules.hooks[hook].map((link) => link.module);
    expect(chain('actions')).toEqual(['abbot']);
    expect(rules.chain.flatMap((l) => (l.kind === 'phase' ? [`${l.phase}:${l.module}`] : []))).toEqual([
      'score:base',
      'afterScoring:traders-builders',
      'turnEnd:traders-builders',
    ]);
    expect(chain('adjustScore')).toEqual(['inns-cathedrals']);
    expect(chain('checkTilePlacement')).toEqual([]);
    expect(chain('setupGame')).toEqual(['traders-builders']);
    expect(rulesFor(['farmers']).hooks.actions).toEqual([]);
  });

  it("asks a module's placement rule only about that module's own tiles", () => {
    const rules = rulesFor(['river', 'farmers']);
    for (const tile of RIVER_TILES) expect(rules.tileRules.get(tile)?.map((link) => link.module)).toEqual(['river']);
    expect(rules.tileRules.get(tileType('D'))).toBeUndefined();
    expect(rulesFor(['farmers']).tileRules.size).toBe(0);
  });

  it('lists the figures that may stand on each kind of feature, in the order figures are offered', () => {
    const rules = rulesFor(['farmers', 'abbot', 'inns-cathedrals', 'traders-builders']);
    const on = (kind: string) => rules.figuresOn.get(kind)?.map((figure) => figure.id);
    expect(on('field')).toEqual(['meeple', 'big', 'pig']);
    expect(on('road')).toEqual(['meeple', 'big', 'builder']);
    expect(on('monastery')).toEqual(['meeple', 'abbot', 'big']);
    expect(on('garden')).toEqual(['abbot']);
    expect(rulesFor([]).figuresOn.get('field')).toBeUndefined();
  });
});
