// Text helpers for the panel: a scratch context to measure with before the canvas exists, word wrap,
// and truncation with an ellipsis.
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

let scratch: SKRSContext2D | null = null;

export function measureContext(): SKRSContext2D {
  if (!scratch) {
    scratch = createCanvas(1, 1).getContext('2d');
    scratch.lang = 'en';
  }
  return scratch;
}

/** What joins the parts of a panel line ("meeple 3 · messenger 5"): lines break between parts first. */
const PART_SEPARATOR = ' · ';

/**
 * Lines no wider than `width`: broken between the parts of a dotted list where the parts fit whole (so
 * "sieviešu pavalstnieks 0" is never split across lines), else between words.
 */
export function wrapText(ctx: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const part of text.split(PART_SEPARATOR)) {
    const candidate = line ? `${line}${PART_SEPARATOR}${part}` : part;
    if (ctx.measureText(candidate).width <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    // the part starts a line; one too wide alone is broken between its words
    const words = wrapWords(ctx, part, width);
    line = words.pop() ?? '';
    lines.push(...words);
  }
  if (line) lines.push(line);
  return lines.map((l) => fitText(ctx, l, width));
}

function wrapWords(ctx: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(candidate).width > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export function fitText(ctx: SKRSContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}
