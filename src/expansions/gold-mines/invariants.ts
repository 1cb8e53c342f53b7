// What must hold after every move with Gold Mines: every ingot put on the board is on a tile, held by a
// player or back in the box at the end, never more than the box holds, and nothing is taken back.
import { tileAt } from '../../engine/board';
import type { ModuleInvariant } from '../../engine/expansion';
import { parseKey } from '../../engine/geometry';
import { goldOf, goldOnBoard, INGOTS } from './rules';

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
const whole = (counts: Record<string, number>) => Object.values(counts).every((n) => Number.isInteger(n) && n > 0);

const conserved: ModuleInvariant = (_, after) => {
  const gold = goldOf(after);
  const accounted = goldOnBoard(gold) + sum(gold.held) + gold.removed;
  if (accounted !== gold.placed) {
    return `ingots not conserved: ${goldOnBoard(gold)} on tiles + ${sum(gold.held)} held + ${gold.removed} removed ≠ ${gold.placed} placed`;
  }
  if (gold.placed > INGOTS) return `${gold.placed} ingots placed, the box holds ${INGOTS}`;
  if (!whole(gold.onTiles) || !Object.values(gold.held).every((n) => Number.isInteger(n) && n >= 0)) {
    return 'an ingot count is not a whole number above zero';
  }
  return null;
};

const onPlacedTiles: ModuleInvariant = (_, after) => {
  const off = Object.keys(goldOf(after).onTiles).find((key) => {
    const { x, y } = parseKey(key);
    return !tileAt(after.board, x, y);
  });
  return off ? `ingots lie at ${off}, where no tile is` : null;
};

const neverTakenBack: ModuleInvariant = (before, after) => {
  const was = goldOf(before);
  const now = goldOf(after);
  if (now.placed < was.placed || now.removed < was.removed) return 'placed or removed ingots went down';
  const lost = Object.entries(was.held).find(([player, n]) => (now.held[player] ?? 0) < n);
  return lost ? `${lost[0]} lost ingots they held` : null;
};

/** Claims wait only inside a turn's scoring; at a tile or figure step, or at the end, all gold is handed out. */
const handedOut: ModuleInvariant = (_, after) => {
  const gold = goldOf(after);
  if (['placeTile', 'placeFigure', 'ended'].includes(after.turn.step) && gold.claims) {
    return `gold claims still waiting at step ${after.turn.step}`;
  }
  if (after.turn.step === 'ended' && goldOnBoard(gold)) return 'gold left on the board after the game ended';
  return null;
};

export const GOLD_MINES_INVARIANTS: ModuleInvariant[] = [conserved, onPlacedTiles, neverTakenBack, handedOut];
