// Numbered badges on the positions where the drawn tile fits, and lettered badges on the figure spots of
// the tile just placed.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Point } from '../geometry/point';
import { halfIncentre, halfTriangle } from '../layout/half-shape';
import { LETTER_FILL, LETTER_RING, SPOT_CELL, SPOT_FILL, SPOT_RING, SPOT_TEXT } from '../palette';
import { drawBadge } from './badge';
import { type BoardFrame, cellRect } from './frame';
import type { LetterOnBoard, NumberedSpot } from './spots';

/**
 * Half the side of a numbered spot's badge, as a share of the tile size. The spot's cell is empty, so the
 * badge fills it: on a big board shrunk to a phone's width its number is as tall as a cell allows.
 */
export const SPOT_RADIUS = 0.45;
/** Half the side of a numbered spot's badge in a half tile's triangular gap. */
const GAP_SPOT_RADIUS = 0.2;

/** Radius of a figure spot's letter badge, as a share of the tile it is drawn on. */
export const LETTER_RADIUS = 0.125;

/** A label drawn on the image: what it says, where (its badge's centre and radius) and its font size. */
export interface DrawnLabel {
  /** A tile's spot number, a figure spot's letter, the number of a question's answer, or a region's name. */
  kind: 'spot' | 'letter' | 'choice' | 'region';
  text: string;
  x: number;
  y: number;
  radius: number;
  px: number;
}

export function drawNumberedSpots(
  ctx: SKRSContext2D,
  frame: BoardFrame,
  left: number,
  top: number,
  spots: readonly NumberedSpot[],
): DrawnLabel[] {
  for (const spot of spots) {
    const cell = cellRect(frame, left, top, spot.x, spot.y);
    ctx.fillStyle = SPOT_CELL;
    if (spot.gap === undefined) ctx.fillRect(cell.x, cell.y, cell.size, cell.size);
    else {
      // a half tile's gap: only its triangle is free
      ctx.beginPath();
      halfTriangle(spot.gap).forEach((p, i) => {
        if (i) ctx.lineTo(cell.x + p.x * cell.size, cell.y + p.y * cell.size);
        else ctx.moveTo(cell.x + p.x * cell.size, cell.y + p.y * cell.size);
      });
      ctx.closePath();
      ctx.fill();
    }
  }
  return spots.map((spot) => {
    const cell = cellRect(frame, left, top, spot.x, spot.y);
    // in a gap, the badge sits in the triangle's roomiest part, as large as it holds
    const at = spot.gap === undefined ? { x: 0.5, y: 0.5 } : halfIncentre(spot.gap);
    const x = cell.x + cell.size * at.x;
    const y = cell.y + cell.size * at.y;
    const radius = cell.size * (spot.gap === undefined ? SPOT_RADIUS : GAP_SPOT_RADIUS);
    const text = String(spot.number);
    const px = drawBadge(ctx, x, y, radius, text, {
      fill: SPOT_FILL,
      ring: SPOT_RING,
      text: SPOT_TEXT,
      shape: 'square',
    });
    return { kind: 'spot', text, x, y, radius, px };
  });
}

/**
 * Where each letter badge goes on the unit tile: on its spot's anchor, pushed apart where the squares
 * around two badges of this radius would overlap (a crossroads has eight spots close to its centre; two
 * badges apart on a diagonal may not touch corners either, as the panel's text boxes are squares) and
 * kept inside the tile.
 */
export function letterPositions(anchors: readonly Point[], radius: number): Point[] {
  const at = anchors.map((a) => ({ x: a.x, y: a.y }));
  const clamp = (v: number) => Math.min(1 - radius, Math.max(radius, v));
  const gap = 2 * radius * 1.04;
  for (let round = 0; round < 200; round++) {
    let moved = false;
    for (let i = 0; i < at.length; i++)
      for (let j = i + 1; j < at.length; j++) {
        const a = at[i] as Point;
        const b = at[j] as Point;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        const apart = Math.max(Math.abs(dx), Math.abs(dy));
        if (apart >= gap) continue;
        let d = Math.hypot(dx, dy);
        // Coincident anchors part along a fixed, index-based direction so the result stays deterministic.
        if (d < 1e-6) [dx, dy, d] = [Math.cos(i + j), Math.sin(i + j), 1];
        // moving along the line between them widens the larger of the two axis gaps by this share
        const along = Math.max(Math.abs(dx), Math.abs(dy)) / d;
        const push = ((gap - apart) / 2 + 1e-4) / along;
        a.x -= (dx / d) * push;
        a.y -= (dy / d) * push;
        b.x += (dx / d) * push;
        b.y += (dy / d) * push;
        moved = true;
      }
    for (const p of at) {
      p.x = clamp(p.x);
      p.y = clamp(p.y);
    }
    if (!moved) break;
  }
  return at;
}

/** Letters on a tile drawn at (x, y) with side `size` (on the board or enlarged in the panel). */
export function drawLetters(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  size: number,
  letters: readonly Pick<LetterOnBoard, 'letter' | 'anchor'>[],
  radius = size * LETTER_RADIUS,
): DrawnLabel[] {
  const places = letterPositions(
    letters.map((l) => l.anchor),
    radius / size,
  );
  return letters.map((spot, i) => {
    const p = places[i] as Point;
    const cx = x + p.x * size;
    const cy = y + p.y * size;
    const px = drawBadge(ctx, cx, cy, radius, spot.letter, { fill: LETTER_FILL, ring: LETTER_RING, text: SPOT_TEXT });
    return { kind: 'letter', text: spot.letter, x: cx, y: cy, radius, px };
  });
}
