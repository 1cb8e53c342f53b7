// Which feature each figure stands on, as the root of its union-find tree. Imports no catalog, so rule
// modules may use it.
import { tileAt } from './board';
import type { Figure, GameState, PlacedTile } from './types';
import { find } from './union-find';

/** The union-find root of the feature a figure stands on. */
export function figureRoot(state: GameState, figure: Figure): number {
  const placed = tileAt(state.board, figure.x, figure.y) as PlacedTile;
  return find(state.nodes, placed.nodes[figure.feature] as number);
}

// The roots of all figures for the last (figures, nodes) pair asked about: both lists are replaced,
// never edited, so the roots stay right for as long as both are the same objects.
let recent: { figures: Figure[]; nodes: GameState['nodes']; roots: number[] } | undefined;

/** The root of the feature under each figure, in figure order. */
export function figureRoots(state: GameState): number[] {
  if (recent?.figures === state.figures && recent.nodes === state.nodes) return recent.roots;
  // plain loops, no closures: asked by many modules, again after every tile and figure
  const { figures } = state;
  const roots: number[] = [];
  for (let i = 0; i < figures.length; i++) roots.push(figureRoot(state, figures[i] as Figure));
  recent = { figures, nodes: state.nodes, roots };
  return roots;
}

/** The figures standing on the feature rooted at `root`. */
export function figuresOn(state: GameState, root: number): Figure[] {
  const roots = figureRoots(state);
  const on: Figure[] = [];
  for (let i = 0; i < roots.length; i++) if (roots[i] === root) on.push(state.figures[i] as Figure);
  return on;
}
