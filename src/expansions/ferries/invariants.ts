// What must hold for the Ferries after every move: every lake has its ferry once its turn has moved
// on, a ferry joins two roads of a lake tile, and the board's features are those a rebuild from the
// placed tiles gives (joins nowhere but on lakes, none lost when a ferry turns).

import { tileAt } from '../../engine/board';
import { findTileType } from '../../engine/catalog';
import { squaresOf } from '../../engine/double-tiles';
import type { ModuleInvariant } from '../../engine/expansion';
import { rebuildFeatures } from '../../engine/features';
import { positionKey, STEP } from '../../engine/geometry';
import type { Rules } from '../../engine/modules/registry';
import type { GameEvent, GameState } from '../../engine/types';
import { find } from '../../engine/union-find';
import { ferriesOf } from './rules';
import { lakeTile, MODULE } from './tiles';

/** Every lake placed before this turn (or whose turn is over) has a ferry across two of its roads. */
function lakesHaveFerries(_before: GameState, after: GameState): string | null {
  const { ferries, waiting } = ferriesOf(after);
  for (const placed of after.board) {
    const type = lakeTile(placed.tile);
    const key = positionKey(placed.x, placed.y);
    if (!type || placed.turn >= after.turn.number || key === waiting) continue;
    if (!ferries[key]) return `the lake at ${key} has no ferry`;
  }
  for (const [key, pair] of Object.entries(ferries)) {
    const [x, y] = key.split(',').map(Number) as [number, number];
    const placed = after.board.find((p) => p.x === x && p.y === y);
    const type = placed && lakeTile(placed.tile);
    if (!type) return `a ferry at ${key}, where there is no lake`;
    const [a, b] = pair;
    if (a === b || type.features[a]?.kind !== 'road' || type.features[b]?.kind !== 'road') {
      return `the ferry at ${key} joins features ${a} and ${b}, not two roads`;
    }
  }
  return null;
}

/** Whether a lake took part in this move: a ferry turned, or a tile was placed on or beside a lake. */
function touchesALake(after: GameState, events: GameEvent[]): boolean {
  return events.some((e) => {
    if (e.type === 'expansion' && e.module === MODULE) return true;
    if (e.type !== 'tilePlaced') return false;
    const type = findTileType(e.tile);
    // both squares of a double tile: a lake may lie beside its second half only
    const squares = type ? squaresOf(type, e, e.rotation) : [e];
    return squares.some((square) =>
      [{ x: 0, y: 0 }, ...Object.values(STEP)].some((step) => {
        const placed = tileAt(after.board, square.x + step.x, square.y + step.y);
        return placed !== undefined && lakeTile(placed.tile) !== undefined;
      }),
    );
  });
}

/** The features kept move by move are the features a rebuild from the board gives. */
function featuresMatchRebuild(_before: GameState, after: GameState, events: GameEvent[], rules: Rules): string | null {
  // only a lake joins what the engine's own merge would not; a rebuild of a 400-tile board on every
  // placement was most of a 10,000-game run's time with every expansion
  if (!touchesALake(after, events)) return null;
  const rebuilt: GameState = { ...after, nodes: [] };
  rebuildFeatures(rebuilt, rules);
  const pairing = new Map<number, number>();
  const back = new Map<number, number>();
  for (const placed of after.board) {
    for (const id of placed.nodes) {
      const kept = find(after.nodes, id);
      const fresh = find(rebuilt.nodes, id);
      if ((pairing.get(kept) ?? fresh) !== fresh || (back.get(fresh) ?? kept) !== kept) {
        return `feature of node ${id} at ${placed.x},${placed.y} differs from a rebuild of the board`;
      }
      pairing.set(kept, fresh);
      back.set(fresh, kept);
      const [k, f] = [after.nodes[kept], rebuilt.nodes[fresh]];
      if (k?.openEdges !== f?.openEdges || k?.tiles.length !== f?.tiles.length) {
        return `feature of node ${id} at ${placed.x},${placed.y} has other open edges or tiles than a rebuild`;
      }
    }
  }
  return null;
}

export const ferriesInvariants: ModuleInvariant[] = [lakesHaveFerries, featuresMatchRebuild];
