// The Wheel of Fortune's scoring sectors (compendium §15): taxes, famine, storm and inquisition, each
// paying every player at once, one award a player, in seat order from the active player. Fortuna and the
// plague, which touch the turn (the drawer; questions), stay with the rules (rules.ts).
import { citiesPaidPerFarmer } from '../../engine/fields';
import { figureRoots } from '../../engine/figure-roots';
import type { TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import type { GameState } from '../../engine/types';
import { WHEEL } from './tiles';

/** A figure that counts in a majority (a follower, a big follower, a mayor ...): not a builder, pig or barn. */
export const isFollower = (rules: Rules, kind: string) => {
  const figure = rules.figures.get(kind);
  return !!figure && (figure.weight > 0 || !!figure.votes);
};

/** The feature kind under each figure, in figure order. */
function kindsUnder(state: GameState): (string | undefined)[] {
  const roots = figureRoots(state);
  return roots.map((root) => state.nodes[root]?.kind);
}

/** Points a player gets: one award each, in seat order from the active player. */
function pay(
  draft: GameState,
  ctx: TurnContext,
  why: string,
  points: Map<string, number>,
  params: (p: string) => Record<string, number>,
) {
  for (const player of fromActive(draft)) {
    const n = points.get(player) ?? 0;
    if (n > 0) ctx.award({ player, points: n, source: { module: WHEEL, why, params: params(player) } });
  }
}

/** The players in seat order from the active one, clockwise. */
export function fromActive(state: GameState): string[] {
  const count = state.players.length;
  return state.players.map((_, i) => state.players[(state.turn.player + i) % count]?.id as string);
}

/** Taxes: each knight scores the knights of its player in its city plus the city's coats of arms. */
export function taxes(draft: GameState, ctx: TurnContext) {
  const roots = figureRoots(draft);
  const byCity = new Map<number, Map<string, number>>();
  draft.figures.forEach((f, i) => {
    const root = roots[i] as number;
    if (draft.nodes[root]?.kind !== 'city' || !isFollower(ctx.rules, f.kind)) return;
    const knights = byCity.get(root) ?? new Map<string, number>();
    knights.set(f.player, (knights.get(f.player) ?? 0) + 1);
    byCity.set(root, knights);
  });
  const points = new Map<string, number>();
  const knightsOf = new Map<string, number>();
  for (const [root, knights] of byCity) {
    const pennants = draft.nodes[root]?.pennants ?? 0;
    for (const [player, n] of knights) {
      points.set(player, (points.get(player) ?? 0) + n * (n + pennants));
      knightsOf.set(player, (knightsOf.get(player) ?? 0) + n);
    }
  }
  pay(draft, ctx, 'taxes', points, (p) => ({ knights: knightsOf.get(p) ?? 0 }));
}

/** Famine: each farmer scores 1 for each completed city its field borders (as at the end, fn 177; a castle 2, fn 176). */
export function famine(draft: GameState, ctx: TurnContext) {
  const roots = figureRoots(draft);
  const points = new Map<string, number>();
  const farmers = new Map<string, number>();
  // a field's cities are counted once, however many farmers stand on it
  const citiesOf = new Map<number, number>();
  draft.figures.forEach((f, i) => {
    const root = roots[i] as number;
    const node = draft.nodes[root];
    if (node?.kind !== 'field' || !isFollower(ctx.rules, f.kind)) return;
    const cities = citiesOf.get(root) ?? citiesPaidPerFarmer({ root, node, state: draft }, ctx.rules);
    citiesOf.set(root, cities);
    points.set(f.player, (points.get(f.player) ?? 0) + cities);
    farmers.set(f.player, (farmers.get(f.player) ?? 0) + 1);
  });
  pay(draft, ctx, 'famine', points, (p) => ({ farmers: farmers.get(p) ?? 0 }));
}

/** Storm: 1 for each follower in the player's supply. */
export function storm(draft: GameState, ctx: TurnContext) {
  const points = new Map<string, number>();
  for (const p of draft.players) {
    const n = Object.entries(p.supply).reduce((sum, [kind, k]) => sum + (isFollower(ctx.rules, kind) ? k : 0), 0);
    points.set(p.id, n);
  }
  pay(draft, ctx, 'storm', points, (p) => ({ followers: points.get(p) ?? 0 }));
}

/** Feature kinds whose followers are monks (a Darmstadt church joins here once that expansion is in, fn 276). */
export const MONK_FEATURES: ReadonlySet<string> = new Set(['monastery']);

/** Inquisition: 2 for each monk. */
export function inquisition(draft: GameState, ctx: TurnContext) {
  const kinds = kindsUnder(draft);
  const monks = new Map<string, number>();
  draft.figures.forEach((f, i) => {
    if (MONK_FEATURES.has(kinds[i] ?? '') && isFollower(ctx.rules, f.kind))
      monks.set(f.player, (monks.get(f.player) ?? 0) + 1);
  });
  const points = new Map([...monks].map(([p, n]) => [p, 2 * n]));
  pay(draft, ctx, 'inquisition', points, (p) => ({ monks: monks.get(p) ?? 0 }));
}
