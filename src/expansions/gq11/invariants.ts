// What must hold after every move with GQ11: its spring lies only at the start of the game (one spring a
// river), and its river tile only on a river.

import type { ModuleInvariant } from '../../engine/expansion';
import { GQ_RIVER, GQ_SPRING, isRiverTile } from './tiles';

const springOnlyAtTheStart: ModuleInvariant = (_before, after) => {
  const at = after.board.findIndex((p) => p.tile === GQ_SPRING);
  return at > 0 ? `GQ11's spring was placed as tile ${at}, not as the start` : null;
};

const riverTileOnlyWithARiver: ModuleInvariant = (_before, after) => {
  const placed = after.board.some((p) => p.tile === GQ_RIVER);
  const river = after.board.some((p) => p.tile !== GQ_RIVER && isRiverTile(p.tile));
  return placed && !river ? "GQ11's river tile is on a board with no other river tile" : null;
};

export const gq11Invariants: ModuleInvariant[] = [springOnlyAtTheStart, riverTileOnlyWithARiver];
