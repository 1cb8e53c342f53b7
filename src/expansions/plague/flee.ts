// Fleeing the plague (§19): once a turn the active player may move one of their figures along its own
// road, city or field, any distance, to another tile of it; never onto or across a tile with a flea (red
// or pink) or an active source, never across a gap (the walk goes tile to tile over the feature's own
// edges, so a highwayman stops at junctions and a farmer keeps to its field). A monk has nowhere to go (its
// monastery lies on one tile); a barn stays (fn 202: it stands on no one tile).
import { tileAt } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import { figureAtRefusal, placeName } from '../../engine/figures';
import { FACING_HALF, halfEdgeSide, neighbour, OPPOSITE } from '../../engine/geometry';
import type { Rules } from '../../engine/modules/registry';
import type { DecisionChoice, Figure, GameState, Position } from '../../engine/types';
import { find } from '../../engine/union-find';
import { infested, type PlagueSlot } from './state';

export const FLEE = 'plague-flee';

interface Spot extends Position {
  feature: number;
}

/** The parts of the same feature on the tiles beside a part, over its edges and half-edges. */
function nextParts(state: GameState, at: Spot): Spot[] {
  const placed = tileAt(state.board, at.x, at.y);
  if (!placed) return [];
  const tile = orientedOf(placed);
  const out: Spot[] = [];
  for (const edge of tile.edges[at.feature] ?? []) {
    const to = neighbour(at, edge);
    const there = tileAt(state.board, to.x, to.y);
    const feature = there ? orientedOf(there).edgeFeature[OPPOSITE[edge]] : -1;
    if (feature !== undefined && feature >= 0) out.push({ ...to, feature });
  }
  for (const half of tile.halves[at.feature] ?? []) {
    const to = neighbour(at, halfEdgeSide(half));
    const there = tileAt(state.board, to.x, to.y);
    const feature = there ? orientedOf(there).halfFeature[FACING_HALF[half]] : -1;
    if (feature !== undefined && feature >= 0) out.push({ ...to, feature });
  }
  return out;
}

/** Every part of its feature a figure may flee to: reached tile by tile through clean tiles only. */
export function fleeSpots(state: GameState, rules: Rules, slot: PlagueSlot, figure: Figure): Spot[] {
  const out: Spot[] = [];
  findFleeSpot(state, rules, slot, figure, (spot) => {
    out.push(spot);
    return false;
  });
  return out;
}

/** Hands each spot the figure may flee to to `found`, nearest first, until it says stop; says whether it did. */
function findFleeSpot(
  state: GameState,
  rules: Rules,
  slot: PlagueSlot,
  figure: Figure,
  found: (spot: Spot) => boolean,
): boolean {
  const placed = tileAt(state.board, figure.x, figure.y);
  const node = placed?.nodes[figure.feature];
  if (node === undefined) return false;
  const root = find(state.nodes, node);
  const start: Spot = { x: figure.x, y: figure.y, feature: figure.feature };
  const seen = new Set([`${start.x},${start.y},${start.feature}`]);
  const queue = [start];
  while (queue.length) {
    const here = queue.shift() as Spot;
    for (const next of nextParts(state, here)) {
      const k = `${next.x},${next.y},${next.feature}`;
      if (seen.has(k) || infested(slot, next)) continue;
      const there = tileAt(state.board, next.x, next.y);
      if (!there || find(state.nodes, there.nodes[next.feature] as number) !== root) continue;
      seen.add(k);
      queue.push(next);
      const elsewhere = next.x !== start.x || next.y !== start.y;
      if (elsewhere && !figureAtRefusal(state, rules, next, figure.kind, figure.player) && found(next)) return true;
    }
  }
  return false;
}

/** The player's figures that may flee at all (a fixed figure stays; a shepherd is no follower). */
const fleeing = (state: GameState, rules: Rules, player: string) =>
  // a figure that leaves its feature free (a shepherd) is no follower: it does not flee
  state.figures.filter(
    (f) => f.player === player && !rules.figures.get(f.kind)?.fixed && rules.figures.get(f.kind)?.occupies !== false,
  );

/** Whether one of the player's figures has somewhere to flee (fleeChoices, up to the first found). */
export const canFlee = (state: GameState, rules: Rules, slot: PlagueSlot, player: string): boolean =>
  fleeing(state, rules, player).some((figure) => findFleeSpot(state, rules, slot, figure, () => true));

/** The answers to the fleeing question: each of the player's figures that can move, to each spot. */
export function fleeChoices(state: GameState, rules: Rules, slot: PlagueSlot, player: string): DecisionChoice[] {
  return fleeing(state, rules, player).flatMap((figure) => {
    const placed = tileAt(state.board, figure.x, figure.y);
    if (!placed) return [];
    const where = placeName(orientedOf(placed), figure.feature);
    return fleeSpots(state, rules, slot, figure).map((to) => {
      const toTile = tileAt(state.board, to.x, to.y);
      const toWhere = toTile ? placeName(orientedOf(toTile), to.feature) : '';
      return {
        action: FLEE,
        args: { figure: figure.kind, x: figure.x, y: figure.y, where, toX: to.x, toY: to.y, toWhere },
        params: { figure: figure.kind, x: figure.x, y: figure.y, toX: to.x, toY: to.y },
        at: to,
      };
    });
  });
}
