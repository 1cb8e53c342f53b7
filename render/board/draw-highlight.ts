// A bright frame around the tile placed last, so everyone sees at once what changed.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { GameState, PlacedTile } from '../../src/engine';
import { tileAt } from '../../src/engine';
import { HIGHLIGHT, INK } from '../palette';

/** The tile placed this turn, else the one placed most recently. */
export function lastPlacedTile(state: GameState): PlacedTile | undefined {
  const at = state.turn.placed;
  if (at) return tileAt(state.board, at.x, at.y);
  let last: PlacedTile | undefined;
  for (const placed of state.board) if (!last || placed.turn > last.turn) last = placed;
  return last;
}

export function drawHighlight(ctx: SKRSContext2D, cell: { x: number; y: number; size: number }) {
  const width = Math.max(2, Math.round(cell.size * 0.06));
  ctx.lineJoin = 'miter';
  ctx.strokeStyle = INK;
  ctx.lineWidth = width + 2;
  ctx.strokeRect(cell.x + width / 2, cell.y + width / 2, cell.size - width, cell.size - width);
  ctx.strokeStyle = HIGHLIGHT;
  ctx.lineWidth = width;
  ctx.strokeRect(cell.x + width / 2, cell.y + width / 2, cell.size - width, cell.size - width);
}
