// A question's answers numbered on the board, readable on a phone: the board is a close-up of the area
// the answers lie in (a tile's ring around them), and each number is a dark tag as big as its tile's
// share allows, so it never looks like a tower's height or a figure spot's letter (white discs).
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Position } from '../../src/engine';
import type { Point } from '../geometry/point';
import { CHOICE_FILL, CHOICE_RING, CHOICE_TEXT } from '../palette';
import { drawBadge } from './badge';
import { type DrawnLabel, letterPositions } from './draw-spots';
import { MAX_TILE } from './frame';
import type { DecisionLabel } from './spots';

/**
 * Half the side of an answer's tag, as a share of its tile: large where a tile has one answer (a dragon's
 * step, a tower), smaller where several share the tile (the features a portal or the mage may take), so
 * that a square grid of them fits the tile without two touching.
 */
export function choiceRadius(onTile: number): number {
  return Math.min(0.3, 0.44 / Math.ceil(Math.sqrt(Math.max(1, onTile))));
}

/** The answers grouped by the tile they lie on. */
export function answersByTile(labels: readonly DecisionLabel[]): DecisionLabel[][] {
  const byTile = new Map<string, DecisionLabel[]>();
  for (const label of labels) {
    const key = `${label.x},${label.y}`;
    byTile.set(key, [...(byTile.get(key) ?? []), label]);
  }
  return [...byTile.values()];
}

/** The smallest share of a tile any answer's tag gets. */
export const smallestChoiceRadius = (labels: readonly DecisionLabel[]) =>
  Math.min(...answersByTile(labels).map((onTile) => choiceRadius(onTile.length)));

/**
 * The corners of the close-up: the answers' tiles with one tile around them, within the board's own
 * extent (the played tiles), so the numbers are as large as the answers' spread allows.
 */
export function closeUpCorners(labels: readonly DecisionLabel[], board: readonly Position[]): Position[] {
  const xs = labels.map((l) => l.x);
  const ys = labels.map((l) => l.y);
  const within = (value: number, values: number[]) =>
    Math.min(Math.max(value, Math.min(...values)), Math.max(...values));
  const boardXs = board.map((p) => p.x);
  const boardYs = board.map((p) => p.y);
  return [
    { x: within(Math.min(...xs) - 1, boardXs), y: within(Math.min(...ys) - 1, boardYs) },
    { x: within(Math.max(...xs) + 1, boardXs), y: within(Math.max(...ys) + 1, boardYs) },
  ];
}

/** A close-up's tiles: as wide as the panel above it (about 720 px), at most 200 px, never under 96. */
export function closeUpTileSize(corners: readonly Position[]): number {
  const span = Math.max(...corners.map((c) => c.x)) - Math.min(...corners.map((c) => c.x)) + 1;
  const rows = Math.max(...corners.map((c) => c.y)) - Math.min(...corners.map((c) => c.y)) + 1;
  return Math.max(MAX_TILE, Math.min(200, Math.floor(720 / Math.max(span, rows))));
}

/**
 * Where the tags go on the unit tile: on their anchors, pushed apart; where pushing leaves two touching (a
 * tile crowded with answers), on a grid of the tile in the anchors' reading order instead.
 */
export function choicePlaces(anchors: readonly Point[], share: number): Point[] {
  // a tenth of a tag's side stays free around it, so two tags never read as one number ("1" "41": "141")
  const room = share * 1.1;
  const pushed = letterPositions(anchors, room);
  const touch = pushed.some((a, i) =>
    pushed.slice(i + 1).some((b) => Math.abs(a.x - b.x) < 2 * room && Math.abs(a.y - b.y) < 2 * room),
  );
  if (!touch) return pushed;
  const side = Math.ceil(Math.sqrt(anchors.length));
  const order = anchors.map((a, i) => ({ a, i })).sort((p, q) => p.a.y - q.a.y || p.a.x - q.a.x);
  const places: Point[] = [];
  order.forEach(({ i }, k) => {
    places[i] = { x: (0.5 + (k % side)) / side, y: (0.5 + Math.floor(k / side)) / side };
  });
  return places;
}

/** The answers on one tile drawn at (x, y) with side `size`, pushed apart where they would overlap. */
export function drawChoices(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  size: number,
  onTile: readonly DecisionLabel[],
): DrawnLabel[] {
  const share = choiceRadius(onTile.length);
  const radius = size * share;
  const places = choicePlaces(
    onTile.map((l) => l.anchor),
    share,
  );
  return onTile.map((label, i) => {
    const p = places[i] as Point;
    const cx = x + p.x * size;
    const cy = y + p.y * size;
    const px = drawBadge(ctx, cx, cy, radius, label.letter, {
      fill: CHOICE_FILL,
      ring: CHOICE_RING,
      text: CHOICE_TEXT,
      shape: 'square',
    });
    return { kind: 'choice', text: label.letter, x: cx, y: cy, radius, px };
  });
}

/** The answers on one tile as small tags without numbers: where they lie, on a board too large to number. */
export function drawAnswerDots(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  size: number,
  onTile: readonly DecisionLabel[],
) {
  const places = choicePlaces(
    onTile.map((l) => l.anchor),
    choiceRadius(onTile.length),
  );
  const radius = Math.max(2.5, size * 0.07);
  for (const p of places) {
    ctx.beginPath();
    ctx.roundRect(x + p.x * size - radius, y + p.y * size - radius, 2 * radius, 2 * radius, radius * 0.3);
    ctx.fillStyle = CHOICE_FILL;
    ctx.fill();
    ctx.lineWidth = Math.max(1.5, radius * 0.3);
    ctx.strokeStyle = CHOICE_RING;
    ctx.stroke();
  }
}
