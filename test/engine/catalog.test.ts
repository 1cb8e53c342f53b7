// The hand-written base catalog against the reference facts.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tileType } from '../../src/engine';
import { BASE_TILES, CLASSIC_SET, GARDEN_SET } from '../../src/engine/tiles/base';
import type { TileType } from '../../src/engine/types';
import { byReference, expectSameFeatures } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const reference = readReference('basic.xml');

describe('base tile catalog', () => {
  it.each(BASE_TILES.map((t) => [t.id, t] as const))('tile %s matches its reference facts', (_, type) => {
    const theirs = reference.tiles.get(type.ref);
    expect(theirs, `reference ${type.ref}`).toBeDefined();
    expectSameFeatures(type, theirs as ReferenceFeature[]);
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
    expect(byReference(ours)).toEqual(Object.fromEntries(reference.sets.get(setId) as Map<string, number>));
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
