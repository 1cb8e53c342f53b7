// Answers scattered over more of the board than one close-up shows legibly (the magic portal's or the
// mage's dozens of features, towers at both ends of a big board): the answers are split into regions in
// reading order, each drawn as its own close-up image (A, B, C ...) whose numbers keep their phone height;
// the board image then shows the whole board with the regions framed and named.
import type { Position } from '../../src/engine';
import { LEGIBLE_PX, PHONE_WIDTH } from '../phone';
import { LABEL_SCALE } from './badge';
import { answersByTile, choiceRadius } from './draw-choices';
import type { DecisionLabel } from './spots';

export interface DecisionRegion {
  /** 'A', 'B', ...: the frame's name on the board image and the close-up's title. */
  name: string;
  /** The answers' tiles, corner to corner: what the board image frames. */
  answers: [Position, Position];
  /** The tiles the close-up shows: the answers and, where the legible size leaves room, a ring around. */
  shown: [Position, Position];
  /** The numbers of the answers it shows (its own, and any on its ring), in the menu's order. */
  numbers: string[];
  /** The height its numbers were sized to read at phone width: LEGIBLE_PX, less only on a huge board. */
  sizedFor: number;
}

/** A close-up image's longer side, about: a phone shows it 400 px wide with a little to spare. */
export const CLOSE_UP_SIDE = 600;
/** Its tiles are never larger than this (a region of one tile and its ring). */
const LARGEST_TILE = 200;
/** Close-ups at most: with the board image, Discord's ten attachments a message. */
export const MOST_CLOSE_UPS = 9;
/** A close-up's margin, as a share of a tile (the board's: see frame.ts). */
const MARGIN = 0.12;

/** The tile side, in pixels, of a close-up `cols` × `rows` tiles. */
export const closeUpTile = (cols: number, rows: number) =>
  Math.min(LARGEST_TILE, Math.floor(CLOSE_UP_SIDE / Math.max(cols, rows)));

/** How tall a tag with this share of a tile reads, at phone width, on a close-up `cols` × `rows` tiles. */
export function closeUpTagPx(cols: number, rows: number, share: number): number {
  const tile = closeUpTile(cols, rows);
  const width = cols * tile + 2 * Math.round(tile * MARGIN);
  // a narrow close-up is shown no wider than it is
  return (Math.round(tile * share * LABEL_SCALE.square) * Math.min(PHONE_WIDTH, width)) / width;
}

/** The most tiles a square close-up may have across for tags with this share to read `px` tall. */
export function tilesAcross(share: number, px: number): number {
  let across = 1;
  while (across < 40 && closeUpTagPx(across + 1, across + 1, share) >= px) across++;
  return across;
}

const box = (tiles: readonly Position[]): [Position, Position] => [
  { x: Math.min(...tiles.map((t) => t.x)), y: Math.min(...tiles.map((t) => t.y)) },
  { x: Math.max(...tiles.map((t) => t.x)), y: Math.max(...tiles.map((t) => t.y)) },
];

/** The answers' box grown by up to a tile each way (westward and northward first), to at most `across`. */
function ringed([from, to]: [Position, Position], across: number): [Position, Position] {
  const grow = (low: number, high: number): [number, number] => {
    const room = Math.max(0, across - (high - low + 1));
    const before = Math.min(1, Math.ceil(room / 2));
    const after = Math.min(1, room - before);
    return [low - before, high + after];
  };
  const [x0, x1] = grow(from.x, to.x);
  const [y0, y1] = grow(from.y, to.y);
  return [
    { x: x0, y: y0 },
    { x: x1, y: y1 },
  ];
}

/** The answers cut by a grid of squares at most `across` tiles wide: the non-empty squares. */
function cut(labels: readonly DecisionLabel[], across: number): DecisionLabel[][] {
  const [from, to] = box(labels);
  const step = (span: number) => Math.ceil(span / Math.ceil(span / across));
  const stepX = step(to.x - from.x + 1);
  const stepY = step(to.y - from.y + 1);
  const cells = new Map<string, DecisionLabel[]>();
  for (const label of labels) {
    const key = `${Math.floor((label.y - from.y) / stepY)},${Math.floor((label.x - from.x) / stepX)}`;
    cells.set(key, [...(cells.get(key) ?? []), label]);
  }
  return [...cells.values()];
}

/** The smallest share of a tile any of these answers' tags gets. */
const shareOf = (labels: readonly DecisionLabel[]) =>
  Math.min(...answersByTile(labels).map((onTile) => choiceRadius(onTile.length)));

/**
 * The answers in groups, each within a square as wide as its own tags allow at `px`: cut by the widest
 * square, and a group with a crowded tile (smaller tags) cut again by its narrower one.
 */
function grouped(
  labels: readonly DecisionLabel[],
  px: number,
  across: number,
): { labels: DecisionLabel[]; across: number }[] {
  return cut(labels, across).flatMap((group) => {
    const own = tilesAcross(shareOf(group), px);
    const [from, to] = box(group);
    const span = Math.max(to.x - from.x, to.y - from.y) + 1;
    return own < across && span > own ? grouped(group, px, own) : [{ labels: group, across }];
  });
}

/**
 * The regions the answers are split into, each a close-up whose numbers read LEGIBLE_PX tall at phone
 * width, named in reading order; where a huge board would need more than MOST_CLOSE_UPS, fewer with
 * smaller numbers.
 */
export function decisionRegions(labels: readonly DecisionLabel[]): DecisionRegion[] {
  if (!labels.length) return [];
  // half a pixel to spare for the rounding of a tag's font size
  let px = LEGIBLE_PX + 0.5;
  const at = (height: number) => grouped(labels, height, tilesAcross(choiceRadius(1), height));
  let groups = at(px);
  while (groups.length > MOST_CLOSE_UPS && px > 4) {
    px -= 0.5;
    groups = at(px);
  }
  const within = ([from, to]: [Position, Position]) =>
    labels.filter((l) => l.x >= from.x && l.x <= to.x && l.y >= from.y && l.y <= to.y);
  const regions = groups.map((group) => {
    const answers = box(group.labels);
    const withRing = ringed(answers, group.across);
    // a ring crowded with other regions' answers (smaller tags) is left out rather than shrink them
    const [from, to] = withRing;
    const side = Math.max(to.x - from.x, to.y - from.y) + 1;
    const shown = tilesAcross(shareOf(within(withRing)), px) >= side ? withRing : answers;
    // the answers on its ring too: a close-up numbers every answer it shows
    const numbers = [...new Set(within(shown).map((l) => l.letter))].sort((a, b) => Number(a) - Number(b));
    return { answers, shown, numbers, sizedFor: Math.floor(px) };
  });
  return regions
    .sort((a, b) => a.answers[0].y - b.answers[0].y || a.answers[0].x - b.answers[0].x)
    .map((region, i) => ({ name: String.fromCharCode(65 + i), ...region }));
}
