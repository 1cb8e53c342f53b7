// The eight orders of the Messengers (big-box.md §8.3) and what carrying one out is worth: the orders that
// score features score them as at final scoring, for the player alone.
import { figureRoots } from '../../engine/figure-roots';
import type { Rules } from '../../engine/modules/registry';
import type { Figure, GameState } from '../../engine/types';

/** The orders by number (DepA–DepH = 1–8), as the words name them: choice and event words use these. */
export const ORDERS = {
  1: 'road',
  2: 'city',
  3: 'monastery',
  4: 'tile',
  5: 'shields',
  6: 'knights',
  7: 'farmers',
  8: 'recall',
} as const;
export type OrderNumber = keyof typeof ORDERS;
export const ORDER_NUMBERS = Object.keys(ORDERS).map(Number) as OrderNumber[];

/** Points instead of carrying an order out (printed on every order). */
export const ORDER_INSTEAD = 2;
/** Points for each shield, knight or farmer (orders 5 to 7). */
export const ORDER_EACH = 2;

/** Followers vote in a majority (a big one too, an abbot); builders and pigs are no meeples. */
const isFollower = (rules: Rules, figure: Figure) => {
  const kind = rules.figures.get(figure.kind);
  return !!kind && kind.weight > 0 && kind.placement !== 'own';
};

/** A player's followers on the board with the root and kind of the feature each stands on. */
export function followersOf(state: GameState, rules: Rules, player: string) {
  const roots = figureRoots(state);
  const found: { figure: Figure; root: number; kind: string }[] = [];
  // a plain loop: every order's choices ask this of every figure on the board
  for (let i = 0; i < state.figures.length; i++) {
    const figure = state.figures[i] as Figure;
    if (figure.player !== player || !isFollower(rules, figure)) continue;
    const root = roots[i] as number;
    found.push({ figure, root, kind: state.nodes[root]?.kind ?? '' });
  }
  return found;
}

/** What a feature would pay `player` at final scoring, with every module's changes (an inn road: 0). */
export function finalWorth(state: GameState, rules: Rules, root: number, player: string): number {
  const node = state.nodes[root];
  const rule = node && rules.features.get(node.kind);
  if (!node || !rule) return 0;
  const view = { root, node, state };
  const score = rules.hooks.adjustScore.reduce((s, hook) => hook.run(view, true, s), rule.scoreFinal(view));
  return rules.hooks.adjustShare.reduce((s, hook) => hook.run(view, true, player, s), score).points;
}

/** Orders 1–3: the player's feature of that kind worth least to them (they must take it), or none. */
export function smallestFeature(state: GameState, rules: Rules, player: string, kind: string) {
  // one pass keeping the first of the least worth, each feature weighed once, with no set nor sort: asked
  // as an order's choices are listed and again as it is carried out
  let smallest: { root: number; points: number } | undefined;
  const weighed: number[] = [];
  for (const { kind: under, root } of followersOf(state, rules, player)) {
    if (under !== kind || weighed.includes(root)) continue;
    weighed.push(root);
    const points = finalWorth(state, rules, root, player);
    if (!smallest || points < smallest.points) smallest = { root, points };
  }
  return smallest;
}

/** Orders 5–7: the points the order pays the player now. */
export function countedPoints(state: GameState, rules: Rules, player: string, order: 5 | 6 | 7): number {
  const followers = followersOf(state, rules, player);
  if (order === 5) {
    const cities = new Set(followers.filter((f) => f.kind === 'city').map((f) => f.root));
    return [...cities].reduce((sum, root) => sum + (state.nodes[root]?.pennants ?? 0), 0) * ORDER_EACH;
  }
  // a big follower counts as one knight or farmer (§8.6)
  const kind = order === 6 ? 'city' : 'field';
  return followers.filter((f) => f.kind === kind).length * ORDER_EACH;
}

/** The points an order that scores at once would pay the player now (orders 1–3 and 5–7). */
export function orderPoints(state: GameState, rules: Rules, player: string, order: OrderNumber): number {
  if (order === 1 || order === 2 || order === 3) {
    return smallestFeature(state, rules, player, ORDERS[order])?.points ?? 0;
  }
  if (order === 5 || order === 6 || order === 7) return countedPoints(state, rules, player, order);
  return 0;
}
