// Figures do not hide the tile: a monk stands beside its church, not on it. Look-alikes differ: an inn
// from a road's end village, the river's spring from its lake, a city has roofs.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { featureAnchor } from '../../render';
import { churchBox } from '../../render/art/features/monastery';
import { FIGURE_SIZE } from '../../render/board/draw-figures';
import { drawTile } from '../../render/board/draw-tile';
import { halfIncentre, inHalf } from '../../render/layout/half-shape';
import { BUILDING_ROOF, WATER } from '../../render/palette';
import { allTileTypes, orientedTile, tileType } from '../../src/engine';
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
