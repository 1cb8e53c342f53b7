// Image encoding. `encodeCanvas` is lossless: PNG through our fast RGBA encoder (encode-png.ts), or WebP
// (quality 100 is lossless in @napi-rs/canvas: decoded pixels equal the canvas). The board posted every
// turn goes through `encodeBoardImage`: as a palette PNG where its colours allow (encode-palette.ts: well
// under half the bytes, no pixel more than ~24 off in a channel). PNG is the default: it encodes several
// times faster than WebP here and every client shows it (see README, "Board image").
import type { Canvas } from '@napi-rs/canvas';
import { encodePalettePng } from './encode-palette';
import { encodePng } from './encode-png';

export type ImageFormat = 'png' | 'webp';

export const DEFAULT_FORMAT: ImageFormat = 'png';

export function encodeCanvas(canvas: Canvas, format: ImageFormat): Promise<Buffer> {
  return format === 'webp' ? canvas.encode('webp', 100) : Promise.resolve(encodePng(canvas));
}

/** A board image: a palette PNG when PNG is asked for and the picture allows it, else as `encodeCanvas`. */
export async function encodeBoardImage(canvas: Canvas, format: ImageFormat): Promise<Buffer> {
  return (format === 'png' && encodePalettePng(canvas)) || encodeCanvas(canvas, format);
}
