// The hand-written River tiles against the reference facts (river.xml, River I).
import { describe, expect, it } from 'vitest';
import { orientedTile, tileType } from '../../src/engine';
import type { HalfEdge, TileType } from '../../src/engine/types';
import { RIVER_GARDEN_SET, RIVER_SET, RIVER_TILES } from '../../src/expansions/river/tiles';
import { byReference, expectSameFeatures, total } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const reference = readReference('river.xml');

describe('river tile catalog', () => {
  it.each(RIVER_TILES.map((t) => [t.id, t] as const))('tile %s matches its reference facts', (_, type) => {
    const theirs = reference.tiles.get(type.ref);
    expect(theirs, `reference ${type.ref}`).toBeDefined();
    expectSameFeatures(type, theirs as ReferenceFeature[]);
    expect(type.module).toBe('river');
  });

  it.each([
    ['river/1:1', RIVER_SET],
    ['river/1:2', RIVER_GARDEN_SET],
  ] as const)('counts of %s match the reference set: 12 tiles', (setId, ours) => {
    expect(byReference(ours)).toEqual(Object.fromEntries(reference.sets.get(setId) as Map<string, number>));
    expect(total(ours)).toBe(12);
  });

  it('the garden set swaps one plain curve for the curve with a garden', () => {
    expect(RIVER_GARDEN_SET).toMatchObject({ RV: 1, RVG: 1 });
    expect(RIVER_SET.RVG).toBeUndefined();
  });

  it('a river crossing a tile splits its fields: the two halves of a river edge lie in different fields', () => {
    const halvesOf = (edge: string) => [`${edge}L`, `${edge}R`] as HalfEdge[];
    const crossing = RIVER_TILES.filter((t) => t.features.some((f) => f.kind === 'river' && f.edges?.length === 2));
    expect(crossing).toHaveLength(RIVER_TILES.length - 2);
    for (const type of crossing) {
      const river = type.features.find((f) => f.kind === 'river');
      for (const edge of river?.edges ?? []) {
        const [left, right] = halvesOf(edge);
        const fieldOf = (half: HalfEdge) => type.features.findIndex((f) => f.halfEdges?.includes(half));
        expect(fieldOf(left as HalfEdge), `${type.id} ${edge}`).not.toBe(fieldOf(right as HalfEdge));
      }
    }
  });

  it('around the spring and the lake the field stays one', () => {
    for (const id of ['RS', 'RL']) {
      const type = tileType(id) as TileType;
      expect(type.features.filter((f) => f.kind === 'field')).toHaveLength(1);
      expect(type.features.find((f) => f.kind === 'river')?.edges).toHaveLength(1);
    }
  });

  it('river edges show as "river" for edge matching, in the reference orientation at rotation 0', () => {
    expect(orientedTile(tileType('RI/s'), 0).edgeKind).toEqual({ N: 'field', E: 'river', S: 'field', W: 'field' });
    expect(orientedTile(tileType('RX'), 90).edgeKind).toEqual({ N: 'road', E: 'river', S: 'road', W: 'river' });
  });
});
