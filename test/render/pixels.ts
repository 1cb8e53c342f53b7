// Decoding rendered images back to pixels for the render tests.
import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import type { BoardGrid } from '../../render/render-board';

export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export async function decode(image: Buffer): Promise<Pixels> {
  const picture = await loadImage(image);
  const canvas = createCanvas(picture.width, picture.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(picture, 0, 0);
  return { width: canvas.width, height: canvas.height, data: ctx.getImageData(0, 0, canvas.width, canvas.height).data };
}

export function pixelAt(pixels: Pixels, x: number, y: number): [number, number, number] {
  const i = (Math.round(y) * pixels.width + Math.round(x)) * 4;
  return [pixels.data[i] ?? 0, pixels.data[i + 1] ?? 0, pixels.data[i + 2] ?? 0];
}

export function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Largest difference of one channel between two colours. */
export const colourDistance = (a: readonly number[], b: readonly number[]) =>
  Math.max(...a.map((v, i) => Math.abs(v - (b[i] ?? 0))));

/** Pixels within 8 of `hex` in each channel, in a square of the canvas. */
export function pixelsOf(ctx: SKRSContext2D, hex: string, left: number, top: number, side: number): number {
  const data = ctx.getImageData(left, top, side, side).data;
  const wanted = rgb(hex);
  let found = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (colourDistance([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0], wanted) <= 8) found++;
  }
  return found;
}

/**
 * Counts pixels of a colour in the square of a board position, or in its top-left quarter-side corner
 * only (where a tile's symbol plate is drawn), on a board drawn by drawBoard.
 */
export const tileColourCounter =
  (ctx: SKRSContext2D, grid: BoardGrid) =>
  (hex: string, x: number, y: number, corner = false): number => {
    const side = corner ? Math.round(grid.tileSize * 0.25) : grid.tileSize;
    const left = grid.left + (x - grid.minX) * grid.tileSize;
    const top = grid.top + (y - grid.minY) * grid.tileSize;
    return pixelsOf(ctx, hex, left, top, side);
  };

/**
 * Counts pixels within 6 of a colour in each channel in the square of a board position, on a decoded
 * board image (renderBoard's PNG) and its grid: what a player sees on that tile.
 */
export const decodedTileCounter =
  (pixels: Pixels, grid: BoardGrid) =>
  (x: number, y: number, hex: string): number => {
    const wanted = rgb(hex);
    const left = grid.left + (x - grid.minX) * grid.tileSize;
    const top = grid.top + (y - grid.minY) * grid.tileSize;
    let found = 0;
    for (let py = top; py < top + grid.tileSize; py++)
      for (let px = left; px < left + grid.tileSize; px++)
        if (colourDistance(pixelAt(pixels, px, py), wanted) <= 6) found++;
    return found;
  };
