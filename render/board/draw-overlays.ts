// Each enabled module's own board state (gold, ferries, neutral figures ...), drawn by its registered overlay.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { type GameState, orientedOf, rulesFor, tileAt } from '../../src/engine';
import { boardOverlay } from '../art/board-overlay';
import { featureAnchor } from '../layout/tile-layout';

export function drawOverlays(
  ctx: SKRSContext2D,
  state: GameState,
  cellOf: (x: number, y: number) => { x: number; y: number; size: number },
) {
  const featurePoint = (x: number, y: number, feature: number) => {
    const placed = tileAt(state.board, x, y);
    if (!placed) return undefined;
    const anchor = featureAnchor(orientedOf(placed), feature);
    const cell = cellOf(x, y);
    return { x: cell.x + anchor.x * cell.size, y: cell.y + anchor.y * cell.size };
  };
  for (const module of rulesFor(state.expansions).modules) {
    boardOverlay(module.id)?.({ ctx, state, cellOf, featurePoint });
  }
}
