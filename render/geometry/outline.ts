// A small path vocabulary in unit-tile coordinates: traced onto a canvas to draw, flattened to polygons
// to lay out anchors and test which feature covers a point.
import { lerp, type Point } from './point';

export type PathCommand =
  | { op: 'move'; to: Point }
  | { op: 'line'; to: Point }
  | { op: 'quad'; c: Point; to: Point }
  | { op: 'cubic'; c1: Point; c2: Point; to: Point }
  | { op: 'close' };

export type Outline = PathCommand[];

/** The part of a 2D context an outline needs (a canvas context or a Path2D). */
export interface PathSink {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  quadraticCurveTo(cx: number, cy: number, x: number, y: number): void;
  bezierCurveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): void;
  closePath(): void;
}

export function traceOutline(sink: PathSink, outline: Outline): void {
  for (const cmd of outline) {
    if (cmd.op === 'move') sink.moveTo(cmd.to.x, cmd.to.y);
    else if (cmd.op === 'line') sink.lineTo(cmd.to.x, cmd.to.y);
    else if (cmd.op === 'quad') sink.quadraticCurveTo(cmd.c.x, cmd.c.y, cmd.to.x, cmd.to.y);
    else if (cmd.op === 'cubic') sink.bezierCurveTo(cmd.c1.x, cmd.c1.y, cmd.c2.x, cmd.c2.y, cmd.to.x, cmd.to.y);
    else sink.closePath();
  }
}

function quadAt(a: Point, c: Point, b: Point, t: number): Point {
  return lerp(lerp(a, c, t), lerp(c, b, t), t);
}

function cubicAt(a: Point, c1: Point, c2: Point, b: Point, t: number): Point {
  return lerp(quadAt(a, c1, c2, t), quadAt(c1, c2, b, t), t);
}

/** Point lists approximating the outline: one per sub-path (a polygon when closed, else a polyline). */
export function flattenOutline(outline: Outline, steps = 16): Point[][] {
  const parts: Point[][] = [];
  let current: Point[] = [];
  let at: Point = { x: 0, y: 0 };
  for (const cmd of outline) {
    if (cmd.op === 'move') {
      if (current.length) parts.push(current);
      current = [cmd.to];
      at = cmd.to;
    } else if (cmd.op === 'line') {
      current.push(cmd.to);
      at = cmd.to;
    } else if (cmd.op === 'quad' || cmd.op === 'cubic') {
      for (let i = 1; i <= steps; i++) {
        const t = i / steps;
        current.push(cmd.op === 'quad' ? quadAt(at, cmd.c, cmd.to, t) : cubicAt(at, cmd.c1, cmd.c2, cmd.to, t));
      }
      at = cmd.to;
    }
  }
  if (current.length) parts.push(current);
  return parts;
}

/** The point halfway along a single-segment curve (where a road's figure stands). */
export function midpointOf(outline: Outline): Point {
  return pointAlong(outline, 0.5);
}

/** The point `fraction` of the way along a single-segment curve. */
export function pointAlong(outline: Outline, fraction: number): Point {
  const [line] = flattenOutline(outline, 32);
  if (!line?.length) return { x: 0.5, y: 0.5 };
  let total = 0;
  for (let i = 1; i < line.length; i++) total += Math.hypot(line[i]!.x - line[i - 1]!.x, line[i]!.y - line[i - 1]!.y);
  const goal = total * fraction;
  let walked = 0;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    const step = Math.hypot(b.x - a.x, b.y - a.y);
    if (walked + step >= goal) return lerp(a, b, step ? (goal - walked) / step : 0);
    walked += step;
  }
  return line[line.length - 1]!;
}
