// Step "place a figure": which features of the tile just placed can take which figure kinds.

import { tileAt } from './board';
import { orientedOf } from './catalog';
import { EDGES, HALF_EDGES } from './geometry';
import type { Rules } from './modules/registry';
import type { Problem } from './placement';
import type { OrientedTile } from './tiles/oriented';
import type { Figure, FigureSpot, GameState, PlacedTile } from './types';
import { find } from './union-find';

/** The union-find root of the feature a figure stands on. */
export function figureRoot(state: GameState, figure: Figure): number {
  const placed = tileAt(state.board, figure.x, figure.y) as PlacedTile;
  return find(state.nodes, placed.nodes[figure.feature] as number);
}

// The roots of all figures, per (figures, nodes) pair: both are replaced, never edited, so the roots
// stay right for as long as both lists are the same objects.
const rootsCache = new WeakMap<Figure[], { nodes: GameState['nodes']; roots: number[] }>();

function figureRoots(state: GameState): number[] {
  const known = rootsCache.get(state.figures);
  if (known && known.nodes === state.nodes) return known.roots;
  const roots = state.figures.map((figure) => figureRoot(state, figure));
  rootsCache.set(state.figures, { nodes: state.nodes, roots });
  return roots;
}

export function figuresOn(state: GameState, root: number): Figure[] {
  const roots = figureRoots(state);
  return state.figures.filter((_, i) => roots[i] === root);
}

/** How a place on a tile is named, as it lies on the board: "N", "EL", "center", "garden", "inner". */
export function placeName(tile: OrientedTile, feature: number): string {
  const kind = tile.type.features[feature]?.kind;
  if (kind === 'monastery') return 'center';
  if (kind === 'garden') return 'garden';
  const edges = tile.edges[feature] ?? [];
  if (edges.length) return EDGES.find((e) => edges.includes(e)) as string;
  const halves = tile.halves[feature] ?? [];
  if (halves.length) return HALF_EDGES.find((h) => halves.includes(h)) as string;
  return 'inner';
}

/** The feature of a tile that a place name refers to (any edge or half-edge it touches), or -1. */
export function featureAt(tile: OrientedTile, kind: string, where: string): number {
  return tile.type.features.findIndex((feature, index) => {
    if (feature.kind !== kind) return false;
    if (where === 'center' || where === 'garden' || where === 'inner') return placeName(tile, index) === where;
    return (tile.edges[index] as string[]).includes(where) || (tile.halves[index] as string[]).includes(where);
  });
}

function justPlaced(state: GameState): PlacedTile | undefined {
  const placed = state.turn.placed;
  return placed ? tileAt(state.board, placed.x, placed.y) : undefined;
}

/** Figures already standing on the feature that this part of the tile belongs to. */
function figuresThere(state: GameState, placed: PlacedTile, feature: number): Figure[] {
  return figuresOn(state, find(state.nodes, placed.nodes[feature] as number));
}

/** "A follower", "An abbot". */
const article = (word: string, a = 'A') => `${/^[aeiou]/i.test(word) ? `${a}n` : a} ${word}`;

export function figureProblem(state: GameState, rules: Rules, figure: string, feature: number): Problem | null {
  const placed = justPlaced(state);
  const player = state.players[state.turn.player];
  if (!placed || !player) return { code: 'wrong-step', reason: 'Place your tile first.' };
  const kind = orientedOf(placed).type.features[feature]?.kind;
  if (kind === undefined) return { code: 'no-such-feature', reason: `The tile has no place number ${feature}.` };
  const figureKind = rules.figures.get(figure);
  if (!figureKind) return { code: 'figure-not-allowed', reason: `There is no "${figure}" figure in this game.` };
  if (!rules.placements.get(figure)?.has(kind)) {
    return { code: 'figure-not-allowed', reason: `${article(figureKind.name)} cannot go on ${article(kind, 'a')}.` };
  }
  if ((player.supply[figure] ?? 0) < 1) {
    return { code: 'no-figure-left', reason: `You have no ${figureKind.name} left in your supply.` };
  }
  const there = figuresThere(state, placed, feature);
  if (figureKind.placement === 'own') {
    const votes = (f: Figure) => f.player === player.id && (rules.figures.get(f.kind)?.weight ?? 0) > 0;
    if (!there.some(votes)) {
      return {
        code: 'figure-not-allowed',
        reason: `${article(figureKind.name)} goes only where you already have a follower.`,
      };
    }
    if (there.some((f) => f.kind === figure && f.player === player.id)) {
      return { code: 'feature-occupied', reason: `Your ${figureKind.name} is already on that ${kind}.` };
    }
  } else if (there.length) {
    return { code: 'feature-occupied', reason: `That ${kind} is already occupied by a figure further along.` };
  }
  for (const hooks of rules.hooks) {
    const refused = hooks.checkFigure?.(state, figure, feature, player.id);
    if (refused) return { code: 'figure-not-allowed', reason: refused };
  }
  return null;
}

/** Every feature of the tile just placed where the active player may put at least one figure. */
export function figureSpots(state: GameState, rules: Rules): FigureSpot[] {
  const placed = justPlaced(state);
  const player = state.players[state.turn.player];
  if (!placed || !player) return [];
  const tile = orientedOf(placed);
  const spots: FigureSpot[] = [];
  tile.type.features.forEach((feature, index) => {
    const figures = [...rules.figures.keys()].filter((figure) => !figureProblem(state, rules, figure, index));
    if (!figures.length) return;
    spots.push({ feature: index, kind: feature.kind, where: placeName(tile, index), figures });
  });
  return spots;
}
