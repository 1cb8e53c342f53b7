// A fast PNG encoder for the board. Skia's own PNG encoder spends about 50 ms per megapixel even on a
// blank canvas; our flat-colour art compresses as well with no row filter and zlib's fastest matching
// (level 3, the last "fast" level), in about a quarter of the time.
// Deflated synchronously: the bot renders on worker threads, one job at a time (render-pool.ts), and a
// whole turn with zlib's asynchronous deflate measured 34-43 ms against 25 ms, with three times the full
// garbage collections (docs/performance.md, "Issue 30, sixth session").
import { crc32, deflateSync } from 'node:zlib';
import type { Canvas } from '@napi-rs/canvas';
export const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
export const PNG_LEVEL = 3;

export function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(type)), 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes the canvas as an 8-bit RGBA PNG (filter type 0 on every row). */
export function encodePng(canvas: Canvas): Buffer {
  const { width, height } = canvas;
  const pixels = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const source = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  const rowBytes = width * 4;
  const raw = Buffer.allocUnsafe((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    const at = y * (rowBytes + 1);
    raw[at] = 0;
    source.copy(raw, at + 1, y * rowBytes, (y + 1) * rowBytes);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // colour type: RGBA
  const compressed = deflateSync(raw, { level: PNG_LEVEL });
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', compressed), chunk('IEND', Buffer.alloc(0))]);
}
