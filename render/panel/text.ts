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

export function wrapText(ctx: SKRSContext2D, text: string, width: number): string[] {
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
  return lines.map((l) => fitText(ctx, l, width));
}

export function fitText(ctx: SKRSContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}
