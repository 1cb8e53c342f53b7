// Step "place a figure": which features of the tile just placed can take which figure kinds.

import { tileAt } from './board';
import { orientedOf } from './catalog';
import { placedSquares } from './double-tiles';
import { figuresOn } from './figure-roots';
import { firstOwnFeature } from './half-tiles';
import type { FigureKind } from './modules/module';
import type { Rules } from './modules/registry';
import type { Problem } from './placement';
import { updatePlayer } from './scoring';
import { type OrientedTile, placeNameOf } from './tiles/oriented';
import type {
  Figure,
  FigureSpot,
  GameEvent,
  GameState,
  Refusal as ModuleRefusal,
  PlacedTile,
  Player,
  Position,
} from './types';
import { find } from './union-find';

/**
 * How a place on a tile is named, as it lies on the board: "N", "EL", "center", "garden", "inner", or the
 * kind of a feature with no edge (a "tower" foundation).
 */
export const placeName = (tile: OrientedTile, feature: number): string =>
  tile.placeNames[feature] ?? placeNameOf(tile.type, tile.edges, tile.halves, feature);

/** The feature of a tile that a place name refers to (any edge or half-edge it touches), or -1. */
export function featureAt(tile: OrientedTile, kind: string, where: string): number {
  return tile.type.features.findIndex((feature, index) => {
    if (feature.kind !== kind) return false;
    if (where === 'center' || where === 'garden' || where === 'inner' || where === feature.kind)
      return placeName(tile, index) === where;
    return (tile.edges[index] as string[]).includes(where) || (tile.halves[index] as string[]).includes(where);
  });
}

/** What the modules' checkFigureAt say about a player's figure going onto the tile at `at` (null: nothing). */
export function figureAtRefusal(
  state: GameState,
  rules: Rules,
  at: Position,
  figure: string,
  player: string,
): ModuleRefusal | null {
  for (const hook of rules.hooks.checkFigureAt) {
    const refused = hook.run(state, at, figure, player, rules);
    if (refused) return refused;
  }
  return null;
}

/** A feature's part on one tile: where a figure stands. */
export interface FeatureSpot extends Position {
  feature: number;
}

/**
 * A tile of the feature rooted at `root` where the player's figure may stand (no module's checkFigureAt
 * refuses it), `first` tried first: a figure joining a feature from off the board (the Count's city, a
 * flight) must still keep off a tile a module forbids (the dragon's). Undefined when every tile is.
 */
export function standingSpot(
  state: GameState,
  rules: Rules,
  root: number,
  figure: string,
  player: string,
  first?: Position,
): FeatureSpot | undefined {
  const node = state.nodes[root];
  if (!node) return undefined;
  const keys = first ? [`${first.x},${first.y}`, ...node.tiles] : node.tiles;
  for (const key of keys) {
    const comma = key.indexOf(',');
    const x = Number(key.slice(0, comma));
    const y = Number(key.slice(comma + 1));
    const feature = tileAt(state.board, x, y)?.nodes.findIndex((n) => find(state.nodes, n) === root) ?? -1;
    if (feature >= 0 && !figureAtRefusal(state, rules, { x, y }, figure, player)) return { x, y, feature };
  }
  return undefined;
}

/** The figure step's facts about the tile just placed, worked out once for all its features and figures. */
interface FigureStep {
  state: GameState;
  rules: Rules;
  placed: PlacedTile;
  tile: OrientedTile;
  player: Player;
  /** Figures already on each feature's whole feature, filled in as they are asked for. */
  occupants: (Figure[] | undefined)[];
}

function figureStep(state: GameState, rules: Rules, on?: 1): FigureStep | undefined {
  // a double tile's second half (`on`: 1) is a tile of its own beside the placed one
  const at = on ? placedSquares(state)[on] : state.turn.placed;
  const placed = at && tileAt(state.board, at.x, at.y);
  const player = state.players[state.turn.player];
  if (!placed || !player) return undefined;
  return { state, rules, placed, tile: orientedOf(placed), player, occupants: [] };
}

/**
 * Figures already standing on the feature that this part of the tile belongs to, and on the features of
 * the tile that are one place with it (samePlaceAs: a German monastery's monk and abbot).
 */
function occupants(step: FigureStep, feature: number): Figure[] {
  let there = step.occupants[feature];
  if (!there) {
    const { state, placed } = step;
    there = figuresOn(state, find(state.nodes, placed.nodes[feature] as number));
    for (const twin of step.tile.type.features[feature]?.samePlaceAs ?? [])
      there = [...there, ...figuresOn(state, find(state.nodes, placed.nodes[twin] as number))];
    step.occupants[feature] = there;
  }
  return there;
}

/**
 * Which rule stops a figure, in the order they are checked; put into words only when a player is told
 * (figureSpots asks every figure about every feature and needs no words).
 */
type Refusal =
  | 'no-such-feature'
  | 'no-such-figure'
  | 'wrong-feature'
  | 'none-left'
  | 'needs-own-follower'
  | 'own-already-there'
  | 'occupied'
  | { module: ModuleRefusal };

function refusal(step: FigureStep, figure: string, feature: number): Refusal | null {
  const kind = step.tile.type.features[feature]?.kind;
  if (kind === undefined || feature < firstOwnFeature(step.state, step.placed)) return 'no-such-feature';
  const figureKind = step.rules.figures.get(figure);
  if (!figureKind) return 'no-such-figure';
  if (!step.rules.placements.get(figure)?.has(kind)) return 'wrong-feature';
  return placementRefusal(step, figureKind, feature);
}

/** What stops a figure from going on a feature of a kind it may stand on. */
function placementRefusal(step: FigureStep, figureKind: FigureKind, feature: number): Refusal | null {
  const { rules, player } = step;
  const figure = figureKind.id;
  if ((player.supply[figure] ?? 0) < 1) return 'none-left';
  const there = occupants(step, feature);
  if (figureKind.placement === 'own') {
    let votes = false;
    let already = false;
    for (const f of there) {
      if (f.player !== player.id) continue;
      already ||= f.kind === figure;
      votes ||= (rules.figures.get(f.kind)?.weight ?? 0) > 0;
    }
    if (!votes) return 'needs-own-follower';
    if (already) return 'own-already-there';
  } else if (figureKind.placement !== 'any' && there.some((f) => rules.figures.get(f.kind)?.occupies !== false)) {
    return 'occupied';
  }
  for (const hook of rules.hooks.checkFigure) {
    const refused = hook.run(step.state, step.placed, figure, feature, player.id, rules);
    if (refused) return { module: refused };
  }
  const refused = figureAtRefusal(step.state, rules, step.placed, figure, player.id);
  return refused ? { module: refused } : null;
}

function explain(step: FigureStep, figure: string, feature: number, refused: Refusal): Problem {
  if (typeof refused === 'object') return { code: 'figure-not-allowed', ...refused.module };
  const kind = step.tile.type.features[feature]?.kind as string;
  switch (refused) {
    case 'no-such-feature':
      return { code: 'no-such-feature', why: 'no-such-feature', params: { feature } };
    case 'no-such-figure':
      return { code: 'figure-not-allowed', why: 'no-such-figure', params: { figure } };
    case 'wrong-feature':
      return { code: 'figure-not-allowed', why: 'wrong-feature', params: { figure, kind } };
    case 'none-left':
      return { code: 'no-figure-left', why: 'no-figure-left', params: { figure } };
    case 'needs-own-follower':
      return { code: 'figure-not-allowed', why: 'needs-own-follower', params: { figure } };
    case 'own-already-there':
      return { code: 'feature-occupied', why: 'own-already-there', params: { figure, kind } };
    case 'occupied':
      return { code: 'feature-occupied', why: 'feature-occupied', params: { kind } };
  }
}

export function figureProblem(state: GameState, rules: Rules, figure: string, feature: number, on?: 1): Problem | null {
  const step = figureStep(state, rules, on);
  if (!step) return { code: 'wrong-step', why: 'place-tile-first' };
  const refused = refusal(step, figure, feature);
  return refused && explain(step, figure, feature, refused);
}

/** Every feature of the tile just placed where the active player may put at least one figure. */
export function figureSpots(state: GameState, rules: Rules): FigureSpot[] {
  const step = figureStep(state, rules);
  if (!step) return [];
  const spots: FigureSpot[] = [];
  addSpots(step, spots);
  // a double tile's second half: its own features, not those that run on from the first (the castle)
  const second = step.tile.type.double && figureStep(state, rules, 1);
  if (second) {
    const offered = step.placed.nodes.map((node) => find(state.nodes, node));
    addSpots(second, spots, offered, 1);
  }
  return spots;
}

function addSpots(step: FigureStep, spots: FigureSpot[], offered: readonly number[] = [], on?: 1) {
  const features = step.tile.type.features;
  // a square this turn's half tile filled: only that half's features (half-tiles.ts)
  for (let index = firstOwnFeature(step.state, step.placed); index < features.length; index++) {
    if (on && offered.includes(find(step.state.nodes, step.placed.nodes[index] as number))) continue;
    const kind = (features[index] as (typeof features)[number]).kind;
    const figures: string[] = [];
    for (const figureKind of step.rules.figuresOn.get(kind) ?? []) {
      if (!placementRefusal(step, figureKind, index)) figures.push(figureKind.id);
    }
    if (!figures.length) continue;
    const spot: FigureSpot = { feature: index, kind, where: placeName(step.tile, index), figures };
    if (on) spot.on = on;
    spots.push(spot);
  }
}

/**
 * Puts a player's figure onto a feature of a placed tile (the figure step, a flight, the Count's city ...),
 * from their supply unless it comes from elsewhere. Where a module forbids that tile (the dragon's), the
 * figure stands on another tile of the same feature; where it forbids all of them, nothing happens and
 * the answer is false. `by` names the module whose own rule placed it outside the figure step; the event
 * says so, as such a figure may join an occupied feature (its module's invariants check it instead).
 */
export function placeFigure(
  draft: GameState,
  rules: Rules,
  figure: { player: string; kind: string; at: FeatureSpot },
  events: GameEvent[],
  how: { by?: string; fromSupply?: boolean } = {},
): boolean {
  const { player, kind } = figure;
  const root = find(draft.nodes, tileAt(draft.board, figure.at.x, figure.at.y)?.nodes[figure.at.feature] ?? -1);
  const at = figureAtRefusal(draft, rules, figure.at, kind, player)
    ? standingSpot(draft, rules, root, kind, player)
    : figure.at;
  if (!at) return false;
  if (how.fromSupply !== false)
    updatePlayer(draft, player, (p) => ({ ...p, supply: { ...p.supply, [kind]: (p.supply[kind] ?? 0) - 1 } }));
  const { x, y, feature } = at;
  // whole numbers as small integers, as a tile's (see putTile)
  draft.figures = [...draft.figures, { id: `f${draft.nextFigure}`, player, kind, x: x | 0, y: y | 0, feature }];
  draft.nextFigure += 1;
  const placed = tileAt(draft.board, x, y);
  const featureKind = placed ? (orientedOf(placed).type.features[feature]?.kind ?? '') : '';
  const by = how.by ? { by: how.by } : {};
  events.push({ type: 'figurePlaced', player, figure: kind, x, y, feature, featureKind, ...by });
  return true;
}
