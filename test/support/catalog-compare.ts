// Compares a hand-written tile type with its reference facts: features by kind, edges and pennants, and
// each field's bordering cities (the reference names a city by one of its edges).
import { expect } from 'vitest';
import { tileType } from '../../src/engine';
import type { TileType } from '../../src/engine/types';
import type { ReferenceFeature } from './reference-tiles';

/** Our features in the reference's terms: sorted edges, and fields' bordering cities by their edges. */
export function asReference(type: TileType): ReferenceFeature[] {
  return type.features.map((f) => ({
    kind: f.kind,
    edges: [...(f.edges ?? f.halfEdges ?? [])].sort(),
    pennants: f.pennants ?? 0,
    cityEdges: (f.borders ?? []).flatMap((i) => type.features[i]?.edges ?? []).sort(),
  }));
}

export function expectSameFeatures(type: TileType, theirs: ReferenceFeature[]) {
  const key = (f: ReferenceFeature) => `${f.kind}|${f.edges.join(' ')}|${f.pennants}`;
  expect(asReference(type).map(key).sort()).toEqual(theirs.map(key).sort());
  for (const field of theirs.filter((f) => f.kind === 'field')) {
    const mine = type.features.find(
      (f) => f.kind === 'field' && [...(f.halfEdges ?? [])].sort().join(' ') === field.edges.join(' '),
    );
    const borderedCities = (mine?.borders ?? []).map((i) => type.features[i]?.edges ?? []);
    // each reference city edge names exactly one of our bordered cities, and nothing is extra
    expect(borderedCities.length).toBe(field.cityEdges.length);
    for (const edge of field.cityEdges)
      expect(borderedCities.some((edges) => edges.includes(edge as never))).toBe(true);
  }
}

/** A tile set keyed by reference id (tiles with no copy left out), to compare with a reference set. */
export function byReference(set: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(set)
      .filter(([, n]) => n > 0)
      .map(([id, n]) => [tileType(id).ref, n]),
  );
}

export const total = (set: Record<string, number>) => Object.values(set).reduce((n, c) => n + c, 0);
