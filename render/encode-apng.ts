// An animated PNG (APNG) from same-size RGBA frames, written with zlib only. Every frame after the first
// stores just the rectangle that changed since the one before (kept as it was: dispose none, blend
// source), so a replay where one tile appears per frame stays small. Colour type 2 (RGB): the frames are
// opaque. The PNG's default image (IDAT, not part of the animation) is the LAST frame: a viewer that does
// not animate APNG shows a plain PNG of the final board, not the first frame.
import { promisify } from 'node:util';
import { deflate } from 'node:zlib';
import { chunk, SIGNATURE } from './encode-png';

const deflateAsync = promisify(deflate);

export interface ApngFrame {
  /** width × height × 4 bytes, RGBA (alpha ignored). */
  rgba: Uint8Array;
  delayMs: number;
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest rectangle holding every pixel that differs between two frames (undefined: none). */
function changedRect(before: Uint8Array, after: Uint8Array, width: number, height: number): Rect | undefined {
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    for (let x = 0; x < width; x++) {
      const i = row + x * 4;
      if (before[i] !== after[i] || before[i + 1] !== after[i + 1] || before[i + 2] !== after[i + 2]) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  return maxX < 0 ? undefined : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/** The rectangle's pixels as PNG scanlines (filter 0, RGB), deflated. */
function scanlines(rgba: Uint8Array, frameWidth: number, rect: Rect): Promise<Buffer> {
  const rowBytes = rect.width * 3;
  const raw = Buffer.alloc((rowBytes + 1) * rect.height);
  for (let y = 0; y < rect.height; y++) {
    let at = y * (rowBytes + 1) + 1;
    let from = ((rect.y + y) * frameWidth + rect.x) * 4;
    for (let x = 0; x < rect.width; x++, from += 4) {
      raw[at++] = rgba[from] as number;
      raw[at++] = rgba[from + 1] as number;
      raw[at++] = rgba[from + 2] as number;
    }
  }
  return deflateAsync(raw, { level: 9 });
}

function frameControl(sequence: number, rect: Rect, delayMs: number): Buffer {
  const data = Buffer.alloc(26);
  data.writeUInt32BE(sequence, 0);
  data.writeUInt32BE(rect.width, 4);
  data.writeUInt32BE(rect.height, 8);
  data.writeUInt32BE(rect.x, 12);
  data.writeUInt32BE(rect.y, 16);
  data.writeUInt16BE(Math.min(65535, Math.round(delayMs)), 20); // delay numerator
  data.writeUInt16BE(1000, 22); // delay denominator: milliseconds
  data[24] = 0; // dispose op: none (the next frame draws over this one)
  data[25] = 0; // blend op: source (the rectangle replaces what was there)
  return chunk('fcTL', data);
}

/** Encodes the frames as an APNG that loops forever. */
export async function encodeApng(frames: ApngFrame[], width: number, height: number): Promise<Buffer> {
  if (!frames.length) throw new Error('an animation needs at least one frame');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // colour type: RGB
  // frames identical to the one before only lengthen it
  const kept: { rect: Rect; frame: ApngFrame; delayMs: number }[] = [];
  frames.forEach((frame, index) => {
    const previous = kept.at(-1);
    const rect =
      index === 0 || !previous
        ? { x: 0, y: 0, width, height }
        : changedRect(frames[index - 1]?.rgba as Uint8Array, frame.rgba, width, height);
    if (rect) kept.push({ rect, frame, delayMs: frame.delayMs });
    else if (previous) previous.delayMs += frame.delayMs;
  });
  const animation = Buffer.alloc(8);
  animation.writeUInt32BE(kept.length, 0);
  animation.writeUInt32BE(0, 4); // plays: forever
  const whole = { x: 0, y: 0, width, height };
  const still = scanlines((frames.at(-1) as ApngFrame).rgba, width, whole);
  const compressed = await Promise.all(kept.map(({ frame, rect }) => scanlines(frame.rgba, width, rect)));
  // no fcTL before IDAT: the default image stands apart from the animation
  const parts = [SIGNATURE, chunk('IHDR', header), chunk('acTL', animation), chunk('IDAT', await still)];
  let sequence = 0;
  kept.forEach(({ rect, delayMs }, index) => {
    parts.push(frameControl(sequence++, rect, delayMs));
    const data = compressed[index] as Buffer;
    const numbered = Buffer.alloc(4 + data.length);
    numbered.writeUInt32BE(sequence++, 0);
    data.copy(numbered, 4);
    parts.push(chunk('fdAT', numbered));
  });
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}
