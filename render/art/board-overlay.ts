// The registry of board overlays: what a rule module keeps on the board outside the features (gold
// ingots on tiles, ferries on lakes, the mage and witch ...). Each module draws its own state; the
// renderer calls the overlays of a game's enabled modules after the figures, in module order.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { GameState } from '../../src/engine';

export interface OverlayView {
  ctx: SKRSContext2D;
  state: GameState;
  /** The pixel square of board position (x, y). */
  cellOf(x: number, y: number): { x: number; y: number; size: number };
  /** Where a figure stands on a feature of the tile at (x, y), in pixels (undefined off the board). */
  featurePoint(x: number, y: number, feature: number): { x: number; y: number } | undefined;
}

export type BoardOverlay = (view: OverlayView) => void;

const registry = new Map<string, BoardOverlay>();

/** Registers the drawing of a module's board state, under the module's id. */
export function registerBoardOverlay(module: string, overlay: BoardOverlay): void {
  registry.set(module, overlay);
}

export const boardOverlay = (module: string): BoardOverlay | undefined => registry.get(module);
