// The registry of emblems: small symbols printed on a feature (a city's pennant, an inn by a road, a
// cathedral, goods ...). Keyed by the feature's mark name (TileFeature.marks) or 'pennant'.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Point } from '../geometry/point';
import { INK } from '../palette';
import { drawRingedDisc } from './ringed-disc';

export interface EmblemView {
  ctx: SKRSContext2D;
  /** Centre of the emblem in unit-tile coordinates. */
  at: Point;
  /** Emblem height in tile units. */
  size: number;
  /** The mark's value (true, a count, or a name such as 'wine'). */
  value: string | number | boolean;
  pixel: number;
}

export type EmblemArt = (view: EmblemView) => void;

const registry = new Map<string, EmblemArt>();

export function registerEmblemArt(mark: string, art: EmblemArt): void {
  registry.set(mark, art);
}

export const emblemArt = (mark: string): EmblemArt | undefined => registry.get(mark);

/**
 * An emblem a feature shows because of its marks and the game's options rather than a mark of its own (the
 * T-junction's inn on the second road it counts for), as [emblem, value], or null.
 */
export type DerivedEmblem = (
  marks: Readonly<Record<string, string | number | boolean>>,
  options: Readonly<Record<string, unknown>>,
) => [string, string | number | boolean] | null;

const derived = new Map<string, DerivedEmblem>();

/** Registers a module's derived emblems, under the module's id. */
export function registerDerivedEmblem(module: string, derive: DerivedEmblem): void {
  derived.set(module, derive);
}

export const derivedEmblems = (): Iterable<DerivedEmblem> => derived.values();

/** A light round plate that makes an emblem stand out on any ground. */
export function drawPlate({ ctx, at, size, pixel }: EmblemView, fill = '#fdf6e3') {
  ctx.beginPath();
  ctx.arc(at.x, at.y, size * 0.55, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(0.012, pixel);
  ctx.strokeStyle = '#1d1f22';
  ctx.stroke();
}

/** A filled disc at (dx, dy) from the emblem's centre, radius r, all in emblem sizes (grapes, pigs of a herd). */
export function drawDot(view: EmblemView, dx: number, dy: number, r: number, fill: string) {
  const { ctx, at, size } = view;
  ctx.beginPath();
  ctx.arc(at.x + dx * size, at.y + dy * size, r * size, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
}

/**
 * A round ground in tile units for a building drawn on it (the Cult's shrine, Darmstadt's churches), ringed
 * in `ring`; leaves the context set for the building's ink lines, `line` wide.
 */
export function drawRoundGround(
  ctx: SKRSContext2D,
  centre: Point,
  radius: number,
  fill: string,
  ring: string,
  line: number,
) {
  drawRingedDisc(ctx, centre, radius, fill, ring, 0.02);
  ctx.lineJoin = 'round';
  ctx.lineWidth = line;
  ctx.strokeStyle = INK;
}
