// The registry of figure drawings, keyed by figure kind ('meeple', 'big', 'abbot', 'builder', 'pig' ...).
// Each draws in a unit box centred on the origin (x, y in -0.5..0.5, y down); the board scales it.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Figure, GameState } from '../../src/engine';
import type { PlayerPaint } from '../palette';

export interface FigureView {
  ctx: SKRSContext2D;
  paint: PlayerPaint;
  /** Kind of feature the figure stands on: a follower on a field lies down as a farmer. */
  onKind: string;
  /** A follower lies on its side there: a farmer in a field, an abbot (the feature's art says followersLie). */
  lying: boolean;
  /** Width of the outline in box units. */
  outline: number;
}

export interface FigureArt {
  /** Height of the figure relative to a standard follower. */
  scale: number;
  /** A neutral figure's own colours (the mage's purple ...); players' figures take their colour. */
  paint?: PlayerPaint;
  draw(view: FigureView): void;
}

const registry = new Map<string, FigureArt>();

export function registerFigureArt(kind: string, art: FigureArt): void {
  registry.set(kind, art);
}

export const figureArt = (kind: string): FigureArt | undefined => registry.get(kind);

/**
 * Where a figure of a kind stands on its tile, in tile units (0–1 from the north-west corner), when not on
 * its feature's usual spot: a barn on the corner where four tiles meet. Undefined: the usual spot.
 */
export type FigureAnchor = (state: GameState, figure: Figure) => { x: number; y: number } | undefined;

// by kind, then by the module that registered it: several modules may place the same kind (a follower in
// a pyramid, another on a module's own spot), each saying where for the figures it knows
const anchors = new Map<string, Map<string, FigureAnchor>>();

export function registerFigureAnchor(module: string, kind: string, anchor: FigureAnchor): void {
  const byModule = anchors.get(kind) ?? new Map<string, FigureAnchor>();
  byModule.set(module, anchor);
  anchors.set(kind, byModule);
}

/** Where a figure stands when a module places it off its feature's usual spot (the first module that says). */
export function figureAnchorOf(state: GameState, figure: Figure): { x: number; y: number } | undefined {
  const byModule = anchors.get(figure.kind);
  if (!byModule) return undefined;
  for (const anchor of byModule.values()) {
    const at = anchor(state, figure);
    if (at) return at;
  }
  return undefined;
}
