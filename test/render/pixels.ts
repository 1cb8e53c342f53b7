// Decoding rendered images back to pixels for the render tests.
import { createCanvas, loadImage } from '@napi-rs/canvas';

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
