// Image encoding: PNG through our fast encoder (encode-png.ts), or lossless WebP. WebP at quality 100 is
// lossless in @napi-rs/canvas (decoded pixels equal the canvas), so both show exactly the same picture;
// PNG is the default because it encodes 3-4x faster here and every client shows it (see README).
import type { Canvas } from '@napi-rs/canvas';
import { encodePng } from './encode-png';

export type ImageFormat = 'png' | 'webp';

export const DEFAULT_FORMAT: ImageFormat = 'png';

export function encodeCanvas(canvas: Canvas, format: ImageFormat): Promise<Buffer> {
  return format === 'webp' ? canvas.encode('webp', 100) : encodePng(canvas);
}
