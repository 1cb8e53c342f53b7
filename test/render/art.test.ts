// Figures do not hide the tile: a monk stands beside its church, not on it. Look-alikes differ: an inn
// from a road's end village, the river's spring from its lake, a city has roofs.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { featureAnchor } from '../../render';
import { emblemArt } from '../../render/art/emblem-art';
import { churchBox } from '../../render/art/features/monastery';
import { VILLAGE_RADIUS } from '../../render/art/features/road';
import { FIGURE_SIZE } from '../../render/board/draw-figures';
import { drawTile, EMBLEM_SIZE, emblemsOf, HALF_SYMBOL_SIZE } from '../../render/board/draw-tile';
import type { Point } from '../../render/geometry/point';
import { halfEdgeDistance, halfIncentre, inHalf, lineEnd } from '../../render/layout/half-shape';
import { tileLayout } from '../../render/layout/tile-layout';
import { BUILDING_ROOF, WATER } from '../../render/palette';
import { allTileTypes, orientedTile, type Rotation, tileType } from '../../src/engine';
import { HILL_GREEN } from '../../src/expansions/hills-sheep/art';
import { INN_PLATE } from '../../src/expansions/inns-cathedrals/emblems';
import { colourDistance, rgb } from './pixels';

const SIZE = 96;

/** How many pixels of a colour a tile shows, drawn unrotated at 96 px. */
function pixelsOf(id: string, colour: string): number {
  const canvas = createCanvas(SIZE, SIZE);
  const ctx = canvas.getContext('2d');
  drawTile(ctx, orientedTile(tileType(id), 0), 0, 0, SIZE);
  const data = ctx.getImageData(0, 0, SIZE, SIZE).data;
  const want = rgb(colour);
  let n = 0;
  for (let i = 0; i < data.length; i += 4)
    if (colourDistance([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0], want) <= 6) n++;
  return n;
}

describe('figures on the art', () => {
  it('leaves at least three quarters of a monastery church in sight under its monk', () => {
    const church = churchBox();
    const churchArea = (church.right - church.left) * (church.bottom - church.top);
    let monasteries = 0;
    for (const type of allTileTypes())
      type.features.forEach((feature, index) => {
        if (feature.kind !== 'monastery') return;
        monasteries++;
        const at = featureAnchor(orientedTile(type, 0), index);
        const half = FIGURE_SIZE / 2;
        const w = Math.max(0, Math.min(church.right, at.x + half) - Math.max(church.left, at.x - half));
        const h = Math.max(0, Math.min(church.bottom, at.y + half) - Math.max(church.top, at.y - half));
        expect((w * h) / churchArea, type.id).toBeLessThan(0.25);
      });
    expect(monasteries).toBeGreaterThan(2);
  });

  it("tells an inn (amber plate) from a road's end village", () => {
    expect(pixelsOf('IC16', INN_PLATE)).toBeGreaterThan(150);
    expect(pixelsOf('W', INN_PLATE)).toBe(0);
  });

  it('draws the spring as a small stone-ringed pool, far smaller than the lake', () => {
    expect(pixelsOf('RS', '#9a9a92')).toBeGreaterThan(50);
    expect(pixelsOf('RL', '#9a9a92')).toBe(0);
    expect(pixelsOf('RL', WATER)).toBeGreaterThan(2 * pixelsOf('RS', WATER));
  });

  it('puts roofs in a city', () => {
    expect(pixelsOf('C', BUILDING_ROOF)).toBeGreaterThan(100);
  });
});

describe('a symbol on a half tile', () => {
  it('draws the hill half’s hill inside its triangle, at its incentre, whatever its turn', () => {
    for (const rotation of [0, 90, 180, 270] as const) {
      const canvas = createCanvas(SIZE, SIZE);
      const ctx = canvas.getContext('2d');
      drawTile(ctx, orientedTile(tileType('H2-12'), rotation), 0, 0, SIZE);
      const data = ctx.getImageData(0, 0, SIZE, SIZE).data;
      const hill = rgb(HILL_GREEN);
      const centre = halfIncentre(rotation);
      let inside = 0;
      let near = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (colourDistance([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0], hill) > 6) continue;
        const p = { x: ((i / 4) % SIZE) / SIZE, y: Math.floor(i / 4 / SIZE) / SIZE };
        if (inHalf(p, rotation)) inside++;
        if (Math.hypot(p.x - centre.x, p.y - centre.y) < 0.18) near++;
      }
      // the hill shows, all of it on the half and round its incentre, none in the gap
      expect(near).toBeGreaterThan(100);
      expect(inside).toBe(near);
    }
  });
});

/**
 * The pixels an emblem inks when drawn alone where the tile draws it, unclipped, at 192 px a tile side: what
 * the triangle's clip would cut off shows here.
 */
function inkedPoints(mark: string, value: string | number | boolean, at: Point, size: number): Point[] {
  const side = 192;
  const canvas = createCanvas(side, side);
  const ctx = canvas.getContext('2d');
  ctx.scale(side, side);
  emblemArt(mark)?.({ ctx, at, size, value, pixel: 1 / side });
  const data = ctx.getImageData(0, 0, side, side).data;
  const points: Point[] = [];
  // faint antialiasing at the rim does not count
  for (let i = 3; i < data.length; i += 4)
    if ((data[i] ?? 0) > 64)
      points.push({ x: ((((i - 3) / 4) % side) + 0.5) / side, y: (Math.floor((i - 3) / 4 / side) + 0.5) / side });
  return points;
}

describe('icons on a half tile', () => {
  const halves = allTileTypes().filter((type) => type.half);
  const rotations = [0, 90, 180, 270] as Rotation[];
  /** The farthest an inked pixel lies beyond the half's triangle (its long edge or the square's border). */
  const overflow = (points: Point[], rotation: Rotation) =>
    Math.max(0, ...points.map((p) => -halfEdgeDistance(p, rotation)));

  it('draws every emblem (a pennant, a printed sheep) whole inside its triangle, whatever its turn', () => {
    const drawn = new Set<string>();
    for (const type of halves)
      for (const rotation of rotations) {
        const layout = tileLayout(orientedTile(type, rotation));
        layout.tile.type.features.forEach((_, index) => {
          const emblems = emblemsOf(layout.tile, index, {});
          const spots = layout.emblemSpots(index, emblems.length);
          emblems.forEach(([mark, value], k) => {
            const points = inkedPoints(mark, value, spots[k] as Point, EMBLEM_SIZE);
            expect(points.length, `${type.id} ${mark}`).toBeGreaterThan(100);
            // one pixel of 192 is antialiasing's
            expect(overflow(points, rotation), `${type.id} at ${rotation}: ${mark}`).toBeLessThanOrEqual(1 / 192);
            drawn.add(mark);
          });
        });
      }
    expect([...drawn].sort()).toEqual(['pennant', 'sheep']);
  });

  it('ends a road that ends on a half at a village whole inside its triangle (its centre is on the long edge)', () => {
    const villages: string[] = [];
    for (const type of halves)
      for (const rotation of rotations) {
        const layout = tileLayout(orientedTile(type, rotation));
        layout.tile.type.features.forEach((feature, index) => {
          const end = lineEnd(layout.tile, index);
          // the road art draws the village where the road's own disc is not under another feature
          if (feature.kind !== 'road' || layout.tile.edges[index]?.length !== 1) return;
          if (layout.ownerAt(end) !== index) return;
          // the disc and half its ring
          expect(halfEdgeDistance(end, rotation), `${type.id} at ${rotation}`).toBeGreaterThanOrEqual(
            VILLAGE_RADIUS + 0.0125,
          );
          villages.push(`${type.id}@${rotation}`);
        });
      }
    // H1-5's lone road and H2-5's two roads meeting, at every turn (H2-4's road ends under its monastery)
    expect(new Set(villages.map((v) => v.split('@')[0]))).toEqual(new Set(['H1-5', 'H2-5']));
    expect(villages).toHaveLength(8);
  });

  it('draws every symbol of a half (a crop circle, a hill) whole inside its triangle, at its incentre', () => {
    let symbols = 0;
    for (const type of halves)
      for (const [name, value] of Object.entries(type.symbols ?? {}))
        for (const rotation of rotations) {
          if (!emblemArt(name) || value === false) continue;
          const points = inkedPoints(name, value, halfIncentre(rotation), HALF_SYMBOL_SIZE);
          expect(overflow(points, rotation), `${type.id} at ${rotation}: ${name}`).toBeLessThanOrEqual(1 / 192);
          symbols++;
        }
    expect(symbols).toBeGreaterThan(0);
  });
});
