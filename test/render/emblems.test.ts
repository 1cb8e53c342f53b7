// Emblems that depend on the game's rules: the T-junction tile's inn (IC14) shows on every road that
// counts it, as the option crossroadsInn says.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { drawTile } from '../../render/board/draw-tile';
import { findTileType, orientedTile } from '../../src/engine';
import { INN_PLATE as INN_PLATE_COLOUR } from '../../src/expansions/inns-cathedrals/emblems';
import { colourDistance, rgb } from './pixels';

const SIZE = 160;
const INN_PLATE = rgb(INN_PLATE_COLOUR);

/** Pixels of the inn's amber plate in the west and east halves of IC14 drawn as it is printed. */
function innPixels(options: Record<string, unknown>): { west: number; east: number } {
  const canvas = createCanvas(SIZE, SIZE);
  const type = findTileType('IC14');
  if (!type) throw new Error('IC14 is missing from the catalog');
  drawTile(canvas.getContext('2d'), orientedTile(type, 0), 0, 0, SIZE, { options });
  const data = canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data;
  const count = { west: 0, east: 0 };
  for (let i = 0; i < data.length; i += 4) {
    if (colourDistance([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0], INN_PLATE) > 6) continue;
    if ((i / 4) % SIZE < SIZE / 2) count.west++;
    else count.east++;
  }
  return count;
}

describe('the T-junction inn', () => {
  it('shows on the west and east roads when both count it (the current rules)', () => {
    const { west, east } = innPixels({});
    expect(east).toBeGreaterThan(200);
    expect(west).toBeGreaterThan(200);
  });

  it("shows on the east road only with the first printing's rule", () => {
    const { west, east } = innPixels({ crossroadsInn: 'one-road' });
    expect(east).toBeGreaterThan(200);
    expect(west).toBeLessThan(20);
  });
});
