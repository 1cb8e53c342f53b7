// What must hold after every move with The River II (and The River, whose tiles share its course):
// the river is laid before any other tile, every river tile continued exactly one open end of the
// river (so no branch was ever joined to another), and no figure stands on the water.
import { tileAt } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import { courseEdges } from '../../engine/course';
import type { ModuleInvariant } from '../../engine/expansion';
import { neighbour } from '../../engine/geometry';
import { isRiverTile, RIVER } from './water';

/** While river tiles wait in the queue, every tile placed is a river tile. */
const riverFirst: ModuleInvariant = (before, after) => {
  if (!(before.queue ?? []).some(isRiverTile)) return null;
  const placed = after.board.slice(before.board.length);
  const other = placed.find((p) => !isRiverTile(p.tile));
  return other ? `tile ${other.tile} placed at ${other.x},${other.y} while river tiles wait` : null;
};

/** A river tile laid after the start meets earlier water over exactly one of its river edges (its first tile, none). */
const oneEndContinued: ModuleInvariant = (before, after) => {
  for (let slot = Math.max(1, before.board.length); slot < after.board.length; slot++) {
    const placed = after.board[slot];
    if (!placed) continue;
    const edges = courseEdges(orientedOf(placed), RIVER);
    if (!edges.length) continue;
    const earlier = after.board.slice(0, slot);
    const met = edges.filter((edge) => {
      const p = neighbour(placed, edge);
      return tileAt(earlier, p.x, p.y) !== undefined;
    });
    // the river's first tile laid beside another start (the city of Carcassonne) flows away from it
    if (!met.length && !earlier.some((t) => isRiverTile(t.tile))) continue;
    if (met.length !== 1) return `river tile ${placed.tile} at ${placed.x},${placed.y} meets ${met.length} river ends`;
  }
  return null;
};

const noFigureOnWater: ModuleInvariant = (_, after) => {
  const wet = after.figures.find((figure) => {
    const placed = tileAt(after.board, figure.x, figure.y);
    return placed && orientedOf(placed).type.features[figure.feature]?.kind === RIVER;
  });
  return wet ? `${wet.kind} of ${wet.player} stands on the river at ${wet.x},${wet.y}` : null;
};

export const river2Invariants: ModuleInvariant[] = [riverFirst, oneEndContinued, noFigureOnWater];
