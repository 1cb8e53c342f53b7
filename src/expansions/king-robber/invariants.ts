// What must hold after every move with King & Robber Baron: a title, once out, stays out with a record
// that never shrinks; the King's record is at least every completed city (cities never change once
// complete, so a larger one would have taken it), a city made a castle aside (no city for the King, fn 39).

import type { ModuleInvariant } from '../../engine/expansion';
import { takenOutOfPlay } from '../../engine/scoring';
import { titlesOf } from './rules';

const recordsGrow: ModuleInvariant = (before, after) => {
  const was = titlesOf(before);
  const now = titlesOf(after);
  for (const title of ['king', 'robberBaron'] as const) {
    const old = was[title];
    const held = now[title];
    if (old && !held) return `the ${title} went back beside the board`;
    if (old && held && held.size < old.size) return `the ${title}'s record fell from ${old.size} to ${held.size}`;
    if (held && old && held.player !== old.player && held.size === old.size) {
      return `the ${title} changed hands for an equal size ${held.size}`;
    }
  }
  return null;
};

// checked between turns: mid-scoring (a messenger's question) a later city may wait for its turn
const kingHoldsLargest: ModuleInvariant = (_, after, __, rules) => {
  if (after.turn.step !== 'placeTile' && after.turn.step !== 'ended') return null;
  const king = titlesOf(after).king;
  let largest = 0;
  // each root is one feature on the board (as completedCounts reads them)
  after.nodes.forEach((node, id) => {
    if (node.parent !== id || node.kind !== 'city' || node.openEdges > 0) return;
    if (!takenOutOfPlay(after, rules, id)) largest = Math.max(largest, node.tiles.length);
  });
  if (largest && (!king || king.size < largest))
    return `a completed city of ${largest} tiles, King's record ${king?.size}`;
  return null;
};

export const kingRobberInvariants: ModuleInvariant[] = [recordsGrow, kingHoldsLargest];
