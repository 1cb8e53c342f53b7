// What must hold after every move with Hills & Sheep: the 18 tokens are conserved (the bag and the live
// flocks together hold each kind's count, and no flock holds the wolf); every shepherd on the board has
// a flock, but for one put down on this turn's tile whose first draw comes after the figure step; a
// hidden tile lies only under a hill.

import { tileAt } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import { placedSquares } from '../../engine/double-tiles';
import type { ModuleInvariant } from '../../engine/expansion';
import { parseKey } from '../../engine/geometry';
import { BAG, bagOf, liveFlocks, sheepSlot, shepherds, TOKEN_COUNT, WOLF } from './flock';
import { HILL } from './tiles';

const tokensConserved: ModuleInvariant = (_, after) => {
  const flocks = liveFlocks(after);
  const inFlocks = Object.values(flocks).flat();
  if (inFlocks.includes(WOLF)) return 'a flock holds the wolf';
  const count: Record<string, number> = {};
  for (const token of [...inFlocks, ...bagOf(after)]) count[token] = (count[token] ?? 0) + 1;
  for (const [token, n] of Object.entries(BAG)) {
    if (count[token] !== n) return `${count[token] ?? 0} "${token}" tokens in the bag and flocks, not ${n}`;
  }
  const total = inFlocks.length + bagOf(after).length;
  return total === TOKEN_COUNT ? null : `${total} tokens in the bag and flocks, not ${TOKEN_COUNT}`;
};

const everyShepherdHasAFlock: ModuleInvariant = (_, after) => {
  const flocks = liveFlocks(after);
  // a shepherd just put on this turn's tile (either square of a double tile) draws its first token later
  const squares = placedSquares(after);
  for (const shepherd of shepherds(after)) {
    if (flocks[shepherd.id]?.length) continue;
    const justPut = squares.some((s) => s.x === shepherd.x && s.y === shepherd.y);
    if (!justPut)
      return `the shepherd ${shepherd.id} of ${shepherd.player} at ${shepherd.x},${shepherd.y} has no flock`;
  }
  return null;
};

const hiddenOnlyUnderHills: ModuleInvariant = (_, after) => {
  for (const key of Object.keys(sheepSlot(after).underHills)) {
    const { x, y } = parseKey(key);
    const placed = tileAt(after.board, x, y);
    if (!placed || !orientedOf(placed).type.symbols?.[HILL]) return `a tile is hidden at ${key}, which is no hill`;
  }
  return null;
};

export const hillsSheepInvariants: ModuleInvariant[] = [tokensConserved, everyShepherdHasAFlock, hiddenOnlyUnderHills];
