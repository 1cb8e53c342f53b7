// Tile layout: every feature's anchor lies on that feature; cities run flush along their edges so parts
// on neighbouring tiles join; separate city parts on one tile stay separate.
import { describe, expect, it } from 'vitest';
import { featureAnchor } from '../../render';
import { cellAt, GRID } from '../../render/geometry/grid';
import { EDGE_MID, lerp } from '../../render/geometry/point';
import { tileLayout } from '../../render/layout/tile-layout';
import type { Edge } from '../../src/engine';
import { allTileTypes, orientedTile, tileType } from '../../src/engine';

const ROTATIONS = [0, 90, 180, 270] as const;

describe('tile layout', () => {
  it('puts every anchor on its own feature (or one that is the same place), inside the tile', () => {
    for (const type of allTileTypes())
      for (const rotation of ROTATIONS) {
        const tile = orientedTile(type, rotation);
        const layout = tileLayout(tile);
        type.features.forEach((feature, index) => {
          const at = featureAnchor(tile, index);
          expect(at.x > 0 && at.x < 1 && at.y > 0 && at.y < 1).toBe(true);
          // two features that are one place (a German monastery's monk and abbot) share their ground
          const place = [index, ...(feature.samePlaceAs ?? [])];
          expect(place, `${type.id}@${rotation} feature ${index}`).toContain(layout.ownerAt(at));
        });
      }
  });

  it('keeps the anchors of different features on a tile apart', () => {
    for (const type of allTileTypes())
      for (const rotation of ROTATIONS) {
        const tile = orientedTile(type, rotation);
        const anchors = type.features.map((_, i) => featureAnchor(tile, i));
        for (let i = 0; i < anchors.length; i++)
          for (let j = i + 1; j < anchors.length; j++) {
            const a = anchors[i]!;
            const b = anchors[j]!;
            expect(Math.hypot(a.x - b.x, a.y - b.y), `${type.id}@${rotation} ${i}/${j}`).toBeGreaterThan(0.12);
          }
      }
  });

  it('runs cities and roads up to the middle of every edge they touch', () => {
    for (const type of allTileTypes())
      for (const rotation of ROTATIONS) {
        const tile = orientedTile(type, rotation);
        const layout = tileLayout(tile);
        tile.edges.forEach((edges, index) => {
          for (const edge of edges as Edge[]) {
            const inside = lerp(EDGE_MID[edge], { x: 0.5, y: 0.5 }, 0.5 / GRID);
            expect(layout.owner[cellAt(inside)], `${type.id}@${rotation} ${edge}`).toBe(index);
          }
        });
      }
  });

  it('covers a whole edge with a city, corner to corner, so neighbouring parts join', () => {
    const layout = tileLayout(orientedTile(tileType('E'), 0));
    for (let x = 1; x < GRID - 1; x++) expect(layout.owner[x]).toBe(0);
  });

  it('keeps two city caps on one tile separate (H: north and south; I: north and west)', () => {
    const h = tileLayout(orientedTile(tileType('H'), 0));
    expect(h.ownerAt({ x: 0.5, y: 0.05 })).toBe(0);
    expect(h.ownerAt({ x: 0.5, y: 0.95 })).toBe(1);
    expect(h.ownerAt({ x: 0.5, y: 0.5 })).toBe(2);
    const i = tileLayout(orientedTile(tileType('I'), 0));
    expect(i.ownerAt({ x: 0.5, y: 0.05 })).toBe(0);
    expect(i.ownerAt({ x: 0.05, y: 0.5 })).toBe(1);
    // Between the two caps, on the diagonal from their shared corner, lies the field.
    expect(i.ownerAt({ x: 0.3, y: 0.3 })).toBe(2);
  });

  it('draws a diagonal city as one piece across its corner', () => {
    const n = tileLayout(orientedTile(tileType('N'), 0));
    for (const p of [
      { x: 0.05, y: 0.5 },
      { x: 0.2, y: 0.2 },
      { x: 0.5, y: 0.05 },
    ])
      expect(n.ownerAt(p)).toBe(0);
    expect(n.ownerAt({ x: 0.8, y: 0.8 })).toBe(1);
  });
});
