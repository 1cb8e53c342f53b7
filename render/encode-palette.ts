// A palette PNG (colour type 3, one byte a pixel) for the board: our art is flat colours with
// antialiased edges, so a few thousand distinct colours, of which the 256 most frequent cover ~97 % of
// the pixels. The palette takes the most frequent ones and then the shades that would be furthest off;
// every other colour (an edge pixel between two fills) takes its nearest entry. The file is about 40 % of
// the RGBA one (see README, "Board image"). Pixels come in runs: each run looks its colour up once, and
// the rows are written from the runs.
// An image with transparency, or too many colours to keep its look (a photograph), is left to the RGBA
// encoder: `encodePalettePng` then returns undefined.
import { deflateSync } from 'node:zlib';
import type { Canvas } from '@napi-rs/canvas';
import { chunk, PNG_LEVEL, SIGNATURE } from './encode-png';

const PALETTE_SIZE = 256;
/** Entries taken by frequency alone; the rest go where they cut the error most. */
const FREQUENT = 128;
/** Rounds of adding the worst-off colours (more rounds spread them better; each costs a sort). */
const ROUNDS = 4;
/** Colours of at most this many pixels take no part in choosing the palette (see choosePalette). */
const RARE = 2;
/** Beyond this many distinct colours the picture is not flat art: the RGBA encoder keeps it. */
const MAX_COLOURS = 1 << 15;
const TABLE_SIZE = 1 << 16; // open addressing, at most half full
const EMPTY = 0; // a colour key is the pixel with alpha 255, never 0

/** Distinct colours of an opaque image, counted; undefined when a pixel is not opaque or there are too many. */
class ColourTable {
  readonly keys = new Uint32Array(TABLE_SIZE);
  readonly counts = new Uint32Array(TABLE_SIZE);
  /** The palette index each colour maps to, once chosen. */
  readonly indexes = new Uint8Array(TABLE_SIZE);
  size = 0;

  slot(colour: number): number {
    let at = Math.imul(colour, 0x9e3779b1) >>> 16;
    for (;;) {
      const key = this.keys[at] as number;
      if (key === colour || key === EMPTY) return at;
      at = (at + 1) & (TABLE_SIZE - 1);
    }
  }

  /** Adds `run` pixels of `colour` and returns its slot; -1 when the table is full. */
  add(colour: number, run: number): number {
    const at = this.slot(colour);
    if (this.keys[at] === EMPTY) {
      if (this.size === MAX_COLOURS) return -1;
      this.keys[at] = colour;
      this.size++;
    }
    this.counts[at] = (this.counts[at] as number) + run;
    return at;
  }
}

/** Runs of one colour within a row: where each ends (a pixel index) and its colour's slot in the table. */
class Runs {
  ends = new Int32Array(1 << 16);
  slots = new Int32Array(1 << 16);
  length = 0;

  push(end: number, slot: number): void {
    if (this.length === this.ends.length) {
      const ends = new Int32Array(this.length * 2);
      const slots = new Int32Array(this.length * 2);
      ends.set(this.ends);
      slots.set(this.slots);
      this.ends = ends;
      this.slots = slots;
    }
    this.ends[this.length] = end;
    this.slots[this.length++] = slot;
  }
}

/**
 * Counts the colours run by run, and keeps the runs (so the rows are written without reading the pixels
 * again); undefined for a pixel that is not opaque or too many colours.
 */
function countColours(pixels: Uint32Array, width: number): { table: ColourTable; runs: Runs } | undefined {
  const table = new ColourTable();
  const runs = new Runs();
  for (let rowEnd = width; rowEnd <= pixels.length; rowEnd += width) {
    let i = rowEnd - width;
    while (i < rowEnd) {
      const colour = pixels[i] as number;
      if (colour >>> 24 !== 255) return undefined;
      let end = i + 1;
      while (end < rowEnd && pixels[end] === colour) end++;
      const slot = table.add(colour, end - i);
      if (slot < 0) return undefined;
      runs.push(end, slot);
      i = end;
    }
  }
  return { table, runs };
}

/**
 * The palette: the most frequent colours (the flat fills), then, in a few rounds, the colours whose
 * pixels are furthest off in sum (count × squared distance to their nearest entry so far), so the rarer
 * shades of an edge spread over the ramp between its fills: no pixel is more than ~24 off in a channel
 * but a few in ten thousand (test/render/palette.test.ts). Sets each slot's index to its nearest entry.
 * Colours find their nearest frequent entry by a search ordered by green (EntriesByGreen), then each
 * round compares them with its new entries only; colours of one or two pixels (a third of them) take no
 * part in the rounds and find their nearest entry at the end.
 */
function choosePalette(table: ColourTable): number[] {
  const slots: number[] = [];
  for (let at = 0; at < TABLE_SIZE; at++) if (table.keys[at] !== EMPTY) slots.push(at);
  slots.sort((a, b) => (table.counts[b] as number) - (table.counts[a] as number));
  const palette: number[] = [];
  const reds = new Int32Array(PALETTE_SIZE);
  const greens = new Int32Array(PALETTE_SIZE);
  const blues = new Int32Array(PALETTE_SIZE);
  const add = (colour: number) => {
    reds[palette.length] = colour & 255;
    greens[palette.length] = (colour >>> 8) & 255;
    blues[palette.length] = (colour >>> 16) & 255;
    palette.push(colour);
  };
  for (let rank = 0; rank < Math.min(FREQUENT, slots.length); rank++) {
    table.indexes[slots[rank] as number] = rank;
    add(table.keys[slots[rank] as number] as number);
  }
  // the other colours of more than RARE pixels: channels, pixel counts, nearest entry so far
  let common = FREQUENT;
  while (common < slots.length && (table.counts[slots[common] as number] as number) > RARE) common++;
  const rest = slots.slice(FREQUENT, common);
  const n = rest.length;
  const r = Int32Array.from(rest, (at) => (table.keys[at] as number) & 255);
  const g = Int32Array.from(rest, (at) => ((table.keys[at] as number) >>> 8) & 255);
  const b = Int32Array.from(rest, (at) => ((table.keys[at] as number) >>> 16) & 255);
  const distance = new Int32Array(n).fill(0x7fffffff);
  const nearest = new Uint8Array(n);
  const compare = (from: number) => {
    const end = palette.length;
    for (let i = 0; i < n; i++) {
      const red = r[i] as number;
      const green = g[i] as number;
      const blue = b[i] as number;
      let best = distance[i] as number;
      let index = -1;
      for (let p = from; p < end; p++) {
        const dr = red - (reds[p] as number);
        const dg = green - (greens[p] as number);
        const db = blue - (blues[p] as number);
        const d = dr * dr + dg * dg + db * db;
        if (d < best) {
          best = d;
          index = p;
        }
      }
      if (index >= 0) {
        distance[i] = best;
        nearest[i] = index;
      }
    }
  };
  // against the frequent entries, each colour searches them in order of green rather than all 128
  const byGreenFirst = new EntriesByGreen(reds, greens, blues, palette.length);
  for (let i = 0; i < n; i++) {
    nearest[i] = byGreenFirst.nearest((r[i] as number) | ((g[i] as number) << 8) | ((b[i] as number) << 16));
    distance[i] = byGreenFirst.distance;
  }
  const perRound = Math.ceil((PALETTE_SIZE - FREQUENT) / ROUNDS);
  // (error, colour) pairs in one number each, so a native numeric sort ranks them
  const ranked = new Float64Array(n);
  while (palette.length < PALETTE_SIZE && n > 0) {
    for (let i = 0; i < n; i++)
      ranked[i] = -((distance[i] as number) * (table.counts[rest[i] as number] as number) * n + i);
    ranked.sort();
    const from = palette.length;
    for (let k = 0; k < Math.min(perRound, n) && palette.length < PALETTE_SIZE; k++) {
      const i = -(ranked[k] as number) % n;
      if (distance[i] === 0) break;
      add((r[i] as number) | ((g[i] as number) << 8) | ((b[i] as number) << 16));
    }
    if (palette.length === from) break;
    compare(from);
  }
  rest.forEach((at, i) => {
    table.indexes[at] = nearest[i] as number;
  });
  const byGreen = new EntriesByGreen(reds, greens, blues, palette.length);
  for (let k = common; k < slots.length; k++) {
    const at = slots[k] as number;
    table.indexes[at] = byGreen.nearest(table.keys[at] as number);
  }
  return palette;
}

/** Palette entries in order of green, for a nearest search that stops once green alone is further off. */
class EntriesByGreen {
  private readonly order: Int32Array;
  private readonly sortedGreens: Int32Array;

  constructor(
    private readonly reds: Int32Array,
    greens: Int32Array,
    private readonly blues: Int32Array,
    size: number,
  ) {
    this.order = Int32Array.from({ length: size }, (_, i) => i).sort(
      (x, y) => (greens[x] as number) - (greens[y] as number),
    );
    this.sortedGreens = Int32Array.from(this.order, (i) => greens[i] as number);
  }

  /** The squared distance of the entry the last `nearest` found. */
  distance = 0;

  /** The index of the entry nearest to the colour (squared RGB distance). */
  nearest(colour: number): number {
    const red = colour & 255;
    const green = (colour >>> 8) & 255;
    const blue = (colour >>> 16) & 255;
    const greens = this.sortedGreens;
    let lo = 0;
    let hi = greens.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((greens[mid] as number) < green) lo = mid + 1;
      else hi = mid;
    }
    let best = 0x7fffffff;
    let index = 0;
    // walk outwards from the colour's green in both directions while green alone could still be nearer
    for (let up = lo, down = lo - 1; up < greens.length || down >= 0; ) {
      const upGap = up < greens.length ? (greens[up] as number) - green : 0x7fff;
      const downGap = down >= 0 ? green - (greens[down] as number) : 0x7fff;
      const k = upGap <= downGap ? up++ : down--;
      const gap = Math.min(upGap, downGap);
      if (gap * gap >= best) break;
      const p = this.order[k] as number;
      const dr = red - (this.reds[p] as number);
      const db = blue - (this.blues[p] as number);
      const d = dr * dr + gap * gap + db * db;
      if (d < best) {
        best = d;
        index = p;
      }
    }
    this.distance = best;
    return index;
  }
}

/** PNG scanlines (filter 0) of palette indexes, a run of one colour at a time. */
function indexedRows(runs: Runs, width: number, height: number, table: ColourTable): Buffer {
  const raw = Buffer.allocUnsafe((width + 1) * height);
  const bytes = new Uint8Array(raw.buffer, raw.byteOffset, raw.length); // the typed array's own fill is cheap
  let start = 0; // the run's first pixel
  let shift = 0; // pixel i goes to byte i + shift (one filter byte before each row)
  let rowEnd = 0;
  for (let k = 0; k < runs.length; k++) {
    if (start === rowEnd) {
      bytes[start + shift] = 0; // the row's filter type
      shift++;
      rowEnd += width;
    }
    const end = runs.ends[k] as number;
    const index = table.indexes[runs.slots[k] as number] as number;
    if (end - start > 8) bytes.fill(index, start + shift, end + shift);
    else for (let j = start; j < end; j++) bytes[j + shift] = index;
    start = end;
  }
  return raw;
}

function paletteChunk(palette: number[]): Buffer {
  const data = Buffer.alloc(palette.length * 3);
  palette.forEach((colour, i) => {
    data[i * 3] = colour & 255;
    data[i * 3 + 1] = (colour >>> 8) & 255;
    data[i * 3 + 2] = (colour >>> 16) & 255;
  });
  return chunk('PLTE', data);
}

/** The canvas as an 8-bit palette PNG, or undefined when it needs RGBA (see the file's head). */
export function encodePalettePng(canvas: Canvas): Buffer | undefined {
  const { width, height } = canvas;
  const data = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const pixels = new Uint32Array(data.buffer, data.byteOffset, width * height);
  const counted = countColours(pixels, width);
  if (!counted) return undefined;
  const { table, runs } = counted;
  const palette = choosePalette(table);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per index
  header[9] = 3; // colour type: palette
  const compressed = deflateSync(indexedRows(runs, width, height, table), { level: PNG_LEVEL });
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    paletteChunk(palette),
    chunk('IDAT', compressed),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
