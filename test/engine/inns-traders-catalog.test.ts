// The hand-written Inns & Cathedrals and Traders & Builders tiles against the reference facts
// (inns_and_cathedrals.xml, traders_and_builders.xml): features, edges, field-to-city links, pennants,
// inns, cathedrals, goods, and the counts of each set.
import { describe, expect, it } from 'vitest';
import { orientedTile, tileType } from '../../src/engine';
import type { TileType } from '../../src/engine/types';
import { IC_GARDEN_SET, IC_SET, IC_TILES } from '../../src/expansions/inns-cathedrals/tiles';
import { TB_GARDEN_SET, TB_SET, TB_TILES } from '../../src/expansions/traders-builders/tiles';
import { byReference, expectSameFeatures, total } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const innsReference = readReference('inns_and_cathedrals.xml');
const tradersReference = readReference('traders_and_builders.xml');

/** Marks that record an edition difference, not a reference fact (IC14's inn shared by two roads). */
const EDITION_NOTES = new Set(['sharedInn']);

/** Our marks on each feature equal the reference's markers on the feature of the same kind and edges. */
function expectSameMarks(type: TileType, theirs: ReferenceFeature[]) {
  const key = (kind: string, edges: readonly string[]) => `${kind}|${[...edges].sort().join(' ')}`;
  const ours = new Map(
    type.features.map((f) => {
      const marks = Object.entries(f.marks ?? {}).filter(([mark]) => !EDITION_NOTES.has(mark));
      return [key(f.kind, f.edges ?? f.halfEdges ?? []), Object.fromEntries(marks)];
    }),
  );
  for (const feature of theirs) {
    expect(ours.get(key(feature.kind, feature.edges)), `${type.id} ${feature.kind} ${feature.edges}`).toEqual(
      feature.marks ?? {},
    );
  }
}

/** Copies of the tiles in a set whose features satisfy `has`. */
function copiesWith(set: Record<string, number>, has: (f: TileType['features'][number]) => boolean): number {
  return Object.entries(set).reduce((n, [id, c]) => n + (tileType(id).features.some(has) ? c : 0), 0);
}

describe.each([
  ['inns-cathedrals', IC_TILES, innsReference],
  ['traders-builders', TB_TILES, tradersReference],
] as const)('%s tile catalog', (module, tiles, reference) => {
  it.each(tiles.map((t) => [t.id, t] as const))('tile %s matches its reference facts', (_, type) => {
    const theirs = reference.tiles.get(type.ref);
    expect(theirs, `reference ${type.ref}`).toBeDefined();
    expectSameFeatures(type, theirs as ReferenceFeature[]);
    expectSameMarks(type, theirs as ReferenceFeature[]);
    expect(type.module).toBe(module);
  });

  it('covers every tile of the reference file', () => {
    expect(new Set(tiles.map((t) => t.ref))).toEqual(new Set(reference.tiles.keys()));
  });
});

describe('Inns & Cathedrals sets', () => {
  it.each([
    ['inns-and-cathedrals:1', IC_SET],
    ['inns-and-cathedrals:2', IC_GARDEN_SET],
  ] as const)('counts of %s match the reference set: 18 tiles, 6 inns, 2 cathedrals', (setId, ours) => {
    expect(byReference(ours)).toEqual(Object.fromEntries(innsReference.sets.get(setId) as Map<string, number>));
    expect(total(ours)).toBe(18);
    expect(copiesWith(ours, (f) => f.marks?.inn === true)).toBe(6);
    expect(copiesWith(ours, (f) => f.marks?.cathedral === true)).toBe(2);
    expect(copiesWith(ours, (f) => (f.pennants ?? 0) > 0)).toBe(3);
  });

  it('the four-cities tile has a field touching no edge that borders all four cities', () => {
    const type = tileType('IC/CCCC');
    const field = type.features.find((f) => f.kind === 'field');
    expect(field).toMatchObject({ inner: true });
    expect(field?.borders?.map((i) => type.features[i]?.edges)).toEqual([['N'], ['W'], ['E'], ['S']]);
  });

  it('the road between two city caps ends twice and leaves four fields', () => {
    const type = tileType('IC/CRCR');
    expect(type.features.filter((f) => f.kind === 'road').map((f) => f.edges)).toEqual([['W'], ['E']]);
    expect(type.features.filter((f) => f.kind === 'field')).toHaveLength(4);
  });

  it('the T-junction inn stands by the east road, the west road shares it (current edition)', () => {
    const roads = tileType('IC/RRR.i').features.filter((f) => f.kind === 'road');
    expect(roads.map((r) => [r.edges, r.marks ?? {}])).toEqual([
      [['E'], { inn: true }],
      [['W'], { sharedInn: true }],
      [['S'], {}],
    ]);
  });
});

describe('Traders & Builders sets', () => {
  const goods = (set: Record<string, number>, good: string) => copiesWith(set, (f) => f.marks?.goods === good);

  it.each([
    ['traders-and-builders:1', TB_SET],
    ['traders-and-builders:2', TB_GARDEN_SET],
  ] as const)('counts of %s match the reference set: 24 tiles, goods 9 wine, 6 grain, 5 cloth', (setId, ours) => {
    expect(byReference(ours)).toEqual(Object.fromEntries(tradersReference.sets.get(setId) as Map<string, number>));
    expect(total(ours)).toBe(24);
    expect([goods(ours, 'wine'), goods(ours, 'grain'), goods(ours, 'cloth')]).toEqual([9, 6, 5]);
    expect(copiesWith(ours, (f) => f.marks?.goods !== undefined)).toBe(20);
  });

  it('the bridge tile crosses two roads without a junction, splitting the field in four', () => {
    const type = tileType('TB/RRrr');
    expect(type.features.filter((f) => f.kind === 'road').map((f) => f.edges)).toEqual([
      ['N', 'S'],
      ['W', 'E'],
    ]);
    expect(type.features.filter((f) => f.kind === 'field')).toHaveLength(4);
    expect(orientedTile(type, 90).edgeKind).toEqual({ N: 'road', E: 'road', S: 'road', W: 'road' });
  });

  it('fields inside city walls touch no edge and border the cities around them', () => {
    for (const ref of ['TB/CCc.c', 'TB/CCc.w', 'TB/CcCC.c', 'TB/CcCc.w']) {
      const inner = tileType(ref).features.filter((f) => f.inner);
      expect(inner, ref).toHaveLength(1);
      expect(inner[0]?.borders?.length, ref).toBeGreaterThanOrEqual(2);
    }
  });
});
