// The Besiegers: the 6 tiles against the reference facts, the camp drawn on the besieged city's tile and
// nowhere else, and random games with both siege sets (the Cathars lead the shared rules) holding every
// invariant.
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../render';
import { rulesFor } from '../../src/engine';
import { BESIEGED } from '../../src/engine/siege';
import { CAMP_FLAG, CAMP_PLATE } from '../../src/expansions/besiegers/art';
import { BESIEGER_CAMP, BESIEGER_SET, BESIEGER_TILES, BESIEGERS } from '../../src/expansions/besiegers/tiles';
import { CATHARS } from '../../src/expansions/cathars/tiles';
import { simulate } from '../../src/sim/simulate';
import { playTurns, scriptedGame } from '../engine/support/scripted-game';
import { decode, decodedTileCounter } from '../render/pixels';
import { expectSameFeatures } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const reference = readReference('siege.xml');

describe('besiegers tiles', () => {
  it.each(BESIEGER_TILES.map((t) => [t.id, t] as const))(
    '%s matches its reference facts, its city besieged',
    (_, type) => {
      const theirs = reference.tiles.get(type.ref) as ReferenceFeature[];
      expect(theirs, type.ref).toBeDefined();
      expectSameFeatures(type, theirs);
      const ours = type.features.filter((f) => f.marks?.[BESIEGED]).map((f) => [...(f.edges ?? [])].sort().join(' '));
      expect(ours).toEqual(theirs.filter((f) => f.marks?.besieged).map((f) => f.edges.join(' ')));
      expect(type.features.filter((f) => f.marks?.[BESIEGER_CAMP])).toHaveLength(1);
    },
  );

  it('are the 6 of set siege/besiegers, one of each', () => {
    const set = reference.sets.get('siege/besiegers') as Map<string, number>;
    expect(Object.fromEntries(BESIEGER_TILES.map((t) => [t.ref, BESIEGER_SET[t.id]]))).toEqual(Object.fromEntries(set));
  });
});

describe('the besiegers’ camp on the board', () => {
  it('is drawn on the besiegers’ tile and not on the start tile of the same city', async () => {
    const tile = 128;
    const state = playTurns(scriptedGame({ expansions: [BESIEGERS] }), [
      { player: 'red', tile: 'BE5', at: [0, -1], rotation: 180, place: { feature: 'city', where: 'S' } },
    ]).state;
    const board = await renderBoard(state, { tileSize: tile });
    const count = decodedTileCounter(await decode(board.image), board.grid);
    expect(count(0, -1, CAMP_PLATE)).toBeGreaterThan(100);
    expect(count(0, -1, CAMP_FLAG)).toBeGreaterThan(5);
    expect(count(0, 0, CAMP_PLATE)).toBe(0);
  });
});

describe('both siege sets together', () => {
  it('play the siege rules once, under the Cathars (the first in the composition root)', () => {
    const rules = rulesFor([BESIEGERS, CATHARS]);
    expect(rules.modules.map((m) => m.id).filter((id) => id === CATHARS || id === BESIEGERS)).toEqual([
      CATHARS,
      BESIEGERS,
    ]);
  });

  it('hold every invariant over random games with farmers, traders & builders and abbey & mayor', () => {
    const outcome = simulate({
      games: 20,
      seed: 9,
      players: 3,
      expansions: ['farmers', 'traders-builders', 'abbey-mayor', CATHARS, BESIEGERS],
    });
    expect(outcome).not.toHaveProperty('violation');
    expect(outcome).toMatchObject({ games: 20 });
  });
});
