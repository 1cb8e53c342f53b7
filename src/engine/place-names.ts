// A decision's answer names a place on the board (a tile and a place on it); any name of the same feature
// is the same answer: a road is the same road by any of its tiles and edges. Only a different or unoffered
// place is refused.
import { tileAt } from './board';
import { orientedOf } from './catalog';
import { featureAt, placeName } from './figures';
import type { DecisionChoice, GameState } from './types';
import { find } from './union-find';

/** The argument keys that name a place: a tile (x, y, or at: [x, y]) and a feature on it (feature, where). */
const PLACE_KEYS = new Set(['x', 'y', 'at', 'feature', 'where']);

type Args = Record<string, unknown> | undefined;

/** The tile an answer names: x and y, or at: [x, y]. */
function positionOf(args: Args): { x: number; y: number } | undefined {
  const at = Array.isArray(args?.at) ? args.at : [args?.x, args?.y];
  const [x, y] = at;
  return Number.isInteger(x) && Number.isInteger(y) ? { x: x as number, y: y as number } : undefined;
}

/**
 * The feature (its union-find root) an answer names, or undefined when it names none: a feature index
 * (`feature: 2`), or a place name (`where`) with the feature's kind (`feature: "road"`) or without it (the
 * one feature of the tile that touches that edge or half-edge).
 */
export function namedFeature(state: GameState, args: Args): number | undefined {
  return namedSpot(state, args)?.root;
}

/** The tile and feature index an answer names, with the feature's root. */
function namedSpot(state: GameState, args: Args): { x: number; y: number; index: number; root: number } | undefined {
  const at = positionOf(args);
  const placed = at && tileAt(state.board, at.x, at.y);
  if (!placed) return undefined;
  const tile = orientedOf(placed);
  const { feature, where } = args ?? {};
  let index = -1;
  if (typeof feature === 'number') index = feature;
  else if (typeof where === 'string' && typeof feature === 'string') index = featureAt(tile, feature, where);
  else if (typeof where === 'string') {
    index = tile.type.features.findIndex(
      (_, i) =>
        placeName(tile, i) === where ||
        (tile.edges[i] as string[]).includes(where) ||
        (tile.halves[i] as string[]).includes(where),
    );
  }
  const node = placed.nodes[index];
  return node === undefined ? undefined : { x: placed.x, y: placed.y, index, root: find(state.nodes, node) };
}

const withoutPlace = (args: Args): Record<string, unknown> =>
  Object.fromEntries(Object.entries(args ?? {}).filter(([key]) => !PLACE_KEYS.has(key)));

const samePosition = (a: Args, b: Args) => {
  const [p, q] = [positionOf(a), positionOf(b)];
  return p !== undefined && q !== undefined && p.x === q.x && p.y === q.y;
};

/**
 * The offered choice an answer means when it names its place otherwise (another tile or edge of the same
 * feature), its other arguments alike; null when it names no offered place. Where several offered
 * choices lie on that feature (two followers on one road, a portal's tiles), the tile named must be one of
 * theirs and hold just one of them. A tile where a figure stands on that feature names that figure's spot
 * (a follower the fairy goes beside, a knight the princess sends home): another tile only when none does.
 */
export function choiceForPlace(
  state: GameState,
  choices: readonly DecisionChoice[],
  action: string,
  args: Args,
  sameArgs: (a: Args, b: Args) => boolean,
): DecisionChoice | null {
  const named = namedSpot(state, args);
  if (!named) return null;
  const rest = withoutPlace(args);
  const same = choices.filter(
    (c) => c.action === action && sameArgs(withoutPlace(c.args), rest) && namedFeature(state, c.args) === named.root,
  );
  const onTile = same.filter((c) => samePosition(c.args, args));
  if (onTile.length === 1) return onTile[0] as DecisionChoice;
  // another tile of the feature: where a figure stands on that part, the name is that figure's own spot
  const figureThere = state.figures.some((f) => f.x === named.x && f.y === named.y && f.feature === named.index);
  return same.length === 1 && !onTile.length && !figureThere ? (same[0] as DecisionChoice) : null;
}
