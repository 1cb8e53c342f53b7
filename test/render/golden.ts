// Golden images: compares a rendered image with the stored one, pixel by pixel with a tolerance.
// UPDATE_GOLDEN=1 writes the current images as the new goldens (look at them before committing).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode } from './pixels';

const GOLDEN_DIR = fileURLToPath(new URL('./golden/', import.meta.url));
/** A pixel differs when one channel is off by more than this (antialiasing may move slightly). */
const CHANNEL_TOLERANCE = 24;

export interface GoldenResult {
  /** Share of pixels that differ. */
  differing: number;
  sizeMatches: boolean;
  updated: boolean;
}

export async function compareWithGolden(name: string, image: Buffer): Promise<GoldenResult> {
  const path = join(GOLDEN_DIR, `${name}.png`);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(path)) {
    if (process.env.UPDATE_GOLDEN !== '1' && process.env.CI) throw new Error(`golden image ${path} is missing`);
    mkdirSync(GOLDEN_DIR, { recursive: true });
    writeFileSync(path, image);
    return { differing: 0, sizeMatches: true, updated: true };
  }
  const [actual, expected] = await Promise.all([decode(image), decode(await readFile(path))]);
  if (actual.width !== expected.width || actual.height !== expected.height)
    return { differing: 1, sizeMatches: false, updated: false };
  let differing = 0;
  for (let i = 0; i < actual.data.length; i += 4) {
    for (let c = 0; c < 3; c++) {
      if (Math.abs((actual.data[i + c] ?? 0) - (expected.data[i + c] ?? 0)) > CHANNEL_TOLERANCE) {
        differing++;
        break;
      }
    }
  }
  return { differing: differing / (actual.width * actual.height), sizeMatches: true, updated: false };
}
