// Which characters the shipped font can draw, read from its cmap table: a name with emoji or CJK
// characters (which DejaVu Sans lacks) would otherwise show empty boxes, so those characters are left out.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_FONT_DIR, FONT_FILES } from './fonts';

/** The code points a TrueType font maps to a glyph (cmap formats 4 and 12). */
export function fontCodePoints(font: Buffer): Set<number> {
  const points = new Set<number>();
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    if (font.toString('latin1', record, record + 4) === 'cmap') cmap = font.readUInt32BE(record + 8);
  }
  if (cmap < 0) return points;
  const subtables = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const at = cmap + font.readUInt32BE(cmap + 4 + i * 8 + 4);
    const format = font.readUInt16BE(at);
    if (format === 4) {
      const segments = font.readUInt16BE(at + 6) / 2;
      const ends = at + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const offsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const end = font.readUInt16BE(ends + s * 2);
        const start = font.readUInt16BE(starts + s * 2);
        const delta = font.readUInt16BE(deltas + s * 2);
        const offset = font.readUInt16BE(offsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let glyph: number;
          if (offset === 0) glyph = (c + delta) & 0xffff;
          else {
            const g = font.readUInt16BE(offsets + s * 2 + offset + (c - start) * 2);
            glyph = g === 0 ? 0 : (g + delta) & 0xffff;
          }
          if (glyph !== 0) points.add(c);
        }
      }
    } else if (format === 12) {
      const groups = font.readUInt32BE(at + 12);
      for (let g = 0; g < groups; g++) {
        const start = font.readUInt32BE(at + 16 + g * 12);
        const end = font.readUInt32BE(at + 20 + g * 12);
        const glyph = font.readUInt32BE(at + 24 + g * 12);
        for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) points.add(c);
      }
    }
  }
  return points;
}

let coverage: Set<number> | null = null;

/** Code points every shipped font file (regular and bold) can draw. */
export function shippedCoverage(): Set<number> {
  if (!coverage) {
    const [first, ...rest] = FONT_FILES.map((file) => fontCodePoints(readFileSync(join(DEFAULT_FONT_DIR, file))));
    coverage = new Set([...(first ?? [])].filter((c) => rest.every((set) => set.has(c))));
  }
  return coverage;
}

/**
 * The text with every character the shipped font cannot draw left out (emoji, CJK, their joiners and
 * variation selectors), spaces tidied; `fallback` when nothing drawable is left.
 */
export function drawableText(text: string, fallback = '?'): string {
  const fonts = shippedCoverage();
  const kept = [...text]
    .map((ch) => (/\s/.test(ch) || fonts.has(ch.codePointAt(0) ?? 0) ? ch : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return kept || fallback;
}
