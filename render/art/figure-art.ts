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

const anchors = new Map<string, FigureAnchor>();

export function registerFigureAnchor(kind: string, anchor: FigureAnchor): void {
  anchors.set(kind, anchor);
}

export const figureAnchor = (kind: string): FigureAnchor | undefined => anchors.get(kind);
