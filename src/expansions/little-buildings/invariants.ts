// What must hold after every move with Little Buildings: tokens are conserved (held + on tiles = those
// dealt, never more than the box's 18), each lies on a placed tile, one a tile at most (a key holds one),
// and a token once put down never moves or leaves.
import { tileAt } from '../../engine/board';
import type { ModuleInvariant } from '../../engine/expansion';
import { parseKey } from '../../engine/geometry';
import { BUILDING_KINDS, buildingsOf, heldCount, PER_KIND } from './rules';

const conserved: ModuleInvariant = (_, after) => {
  const slot = buildingsOf(after);
  const held = Object.keys(slot.held).reduce((sum, player) => sum + heldCount(slot, player), 0);
  const placed = Object.keys(slot.onTiles).length;
  if (held + placed !== slot.total) return `building tokens: ${held} held + ${placed} on tiles ≠ ${slot.total} dealt`;
  if (slot.total > PER_KIND * BUILDING_KINDS.length) return `${slot.total} building tokens dealt, the box holds 18`;
  const negative = Object.entries(slot.held).find(([, share]) => Object.values(share).some((n) => (n ?? 0) < 0));
  return negative ? `${negative[0]} holds fewer than no building tokens` : null;
};

const onPlacedTiles: ModuleInvariant = (_, after) => {
  const off = Object.keys(buildingsOf(after).onTiles).find((key) => {
    const { x, y } = parseKey(key);
    return !tileAt(after.board, x, y);
  });
  return off ? `a building token lies at ${off}, where no tile is` : null;
};

const neverMoved: ModuleInvariant = (before, after) => {
  const now = buildingsOf(after).onTiles;
  const moved = Object.entries(buildingsOf(before).onTiles).find(([key, kind]) => now[key] !== kind);
  return moved ? `the building token at ${moved[0]} moved or left` : null;
};

/** A token goes only on the tile placed this turn, and only in a turn where no figure was placed. */
const onlyInsteadOfAFigure: ModuleInvariant = (before, after) => {
  const was = buildingsOf(before).onTiles;
  const added = Object.keys(buildingsOf(after).onTiles).filter((key) => !was[key]);
  if (!added.length) return null;
  if (added.length > 1) return `${added.length} building tokens put down by one move`;
  if (after.figures.length > before.figures.length) return 'a building token and a figure put down by one move';
  return null;
};

export const littleBuildingsInvariants: ModuleInvariant[] = [
  conserved,
  onPlacedTiles,
  neverMoved,
  onlyInsteadOfAFigure,
];
