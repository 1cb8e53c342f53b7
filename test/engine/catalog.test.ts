// The hand-written base catalog against the reference facts.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tileType } from '../../src/engine';
import { BASE_TILES, CLASSIC_SET, GARDEN_SET } from '../../src/engine/tiles/base';
import type { TileType } from '../../src/engine/types';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const reference = readReference('basic.xml');

/** Our features in the reference's terms: sorted edges, and fields' bordering cities by their edges. */
function asReference(type: TileType): ReferenceFeature[] {
  return type.features.map((f) => ({
    kind: f.kind,
    edges: [...(f.edges ?? f.halfEdges ?? [])].sort(),
    pennants: f.pennants ?? 0,
    cityEdges: (f.borders ?? []).flatMap((i) => type.features[i]?.edges ?? []).sort(),
  }));
}

/** The reference lists a city bordering a field by one of its edges; compare city by city. */
function sameFeatures(ours: ReferenceFeature[], theirs: ReferenceFeature[], type: TileType) {
  const key = (f: ReferenceFeature) => `${f.kind}|${f.edges.join(' ')}|${f.pennants}`;
  expect(ours.map(key).sort()).toEqual(theirs.map(key).sort());
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

describe('base tile catalog', () => {
  it.each(BASE_TILES.map((t) => [t.id, t] as const))('tile %s matches its reference facts', (_, type) => {
    const theirs = reference.tiles.get(type.ref);
    expect(theirs, `reference ${type.ref}`).toBeDefined();
    sameFeatures(asReference(type), theirs as ReferenceFeature[], type);
  });

  it('has the 72 classic tiles of 24 types, 10 with a pennant and 6 monasteries', () => {
    const counts = Object.entries(CLASSIC_SET);
    expect(counts).toHaveLength(24);
    expect(counts.reduce((n, [, c]) => n + c, 0)).toBe(72);
    const withKind = (pred: (t: TileType) => boolean) =>
      counts.reduce((n, [id, c]) => n + (pred(tileType(id)) ? c : 0), 0);
    expect(withKind((t) => t.features.some((f) => (f.pennants ?? 0) > 0))).toBe(10);
    expect(withKind((t) => t.features.some((f) => f.kind === 'monastery'))).toBe(6);
  });

  it.each([
    ['basic:1', CLASSIC_SET],
    ['basic:2', GARDEN_SET],
  ] as const)('counts of %s match the reference set', (setId, ours) => {
    const theirs = reference.sets.get(setId) as Map<string, number>;
    const byRef = Object.fromEntries(
      Object.entries(ours)
        .filter(([, n]) => n > 0)
        .map(([id, n]) => [tileType(id).ref, n]),
    );
    expect(byRef).toEqual(Object.fromEntries(theirs));
  });

  it('accepts reference ids wherever a tile id is accepted', () => {
    expect(tileType('BA/RCr').id).toBe('D');
  });

  it('prints the catalog as JSON from the command line', () => {
    const out = execFileSync('node_modules/.bin/tsx', ['src/cli/tiles.ts', '--json'], { encoding: 'utf8' });
    const rows = JSON.parse(out) as { id: string; ref: string; module: string; count: number; edges: string }[];
    expect(rows.find((r) => r.id === 'D')).toMatchObject({ ref: 'BA/RCr', count: 4, edges: 'city road field road' });
    const base = rows.filter((r) => r.module === 'base');
    expect(base.filter((r) => r.count > 0).reduce((n, r) => n + r.count, 0)).toBe(72);
  });
});
