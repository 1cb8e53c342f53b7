// Features printed on one tile as one place for who stands there, though each scores in its own way
// (TileFeature.samePlaceAs: a German monastery's monk and abbot). Who may come to stand on a feature asks
// here rather than of the feature alone: a figure on either keeps any other figure off both.
import { tileAt } from './board';
import { tileType } from './catalog';
import { figuresOn } from './figure-roots';
import type { Figure, GameState } from './types';
import { find } from './union-find';

const NONE: readonly number[] = [];

/** The roots of the features that share their place with the feature rooted at `root` (none for most). */
export function samePlaceRoots(state: GameState, root: number): readonly number[] {
  const node = state.nodes[root];
  // only features that stay on their one tile share a place
  if (node?.tiles.length !== 1) return NONE;
  const key = node.tiles[0] as string;
  const comma = key.indexOf(',');
  const placed = tileAt(state.board, Number(key.slice(0, comma)), Number(key.slice(comma + 1)));
  if (!placed) return NONE;
  const features = tileType(placed.tile).features;
  const index = placed.nodes.findIndex((id) => find(state.nodes, id) === root);
  const twins = features[index]?.samePlaceAs;
  if (!twins?.length) return NONE;
  return twins.map((twin) => find(state.nodes, placed.nodes[twin] as number));
}

/** The figures on a feature and on the features that share its place. */
export function figuresAtPlace(state: GameState, root: number): Figure[] {
  const here = figuresOn(state, root);
  const twins = samePlaceRoots(state, root);
  return twins.length ? [...here, ...twins.flatMap((twin) => figuresOn(state, twin))] : here;
}

/** Whether a figure stands on a feature that shares its place with this one (not on the feature itself). */
export const samePlaceTaken = (state: GameState, root: number): boolean =>
  samePlaceRoots(state, root).some((twin) => figuresOn(state, twin).length > 0);
