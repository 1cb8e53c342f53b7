// Features as a union-find forest over per-tile feature nodes, merged incrementally as tiles are placed.
// Functions here write only to a draft state whose `nodes` array is already a private copy.
import { tileAt } from './board';
import { orientedOf } from './catalog';
import { EDGES, FACING_HALF, HALF_EDGES, halfEdgeSide, neighbour, OPPOSITE, positionKey } from './geometry';
import type { OrientedTile } from './tiles/oriented';
import type { FeatureNode, GameState, PlacedTile } from './types';
import { find } from './union-find';

function mergeMarks(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  if (isEmpty(b)) return a;
  if (isEmpty(a)) return b;
  const merged = { ...a };
  for (const [mark, count] of Object.entries(b)) merged[mark] = (merged[mark] ?? 0) + count;
  return merged;
}

function isEmpty(record: Record<string, number>): boolean {
  for (const _ in record) return false;
  return true;
}

/** Tiles of both lists, each once (the second list is usually a single new tile). */
function mergeTiles(keep: string[], add: string[]): string[] {
  if (add.length <= 4) {
    const extra = add.filter((t) => !keep.includes(t));
    return extra.length ? keep.concat(extra) : keep;
  }
  const seen = new Set(keep);
  return keep.concat(add.filter((t) => !seen.has(t)));
}

/** Joins the features of two nodes; the larger tree's root stays the root. Returns the root. */
function union(nodes: FeatureNode[], a: number, b: number): number {
  let big = find(nodes, a);
  let small = find(nodes, b);
  if (big === small) return big;
  if ((nodes[big] as FeatureNode).size < (nodes[small] as FeatureNode).size) [big, small] = [small, big];
  const keep = nodes[big] as FeatureNode;
  const gone = nodes[small] as FeatureNode;
  nodes[big] = {
    ...keep,
    size: keep.size + gone.size,
    tiles: mergeTiles(keep.tiles, gone.tiles),
    openEdges: keep.openEdges + gone.openEdges,
    pennants: keep.pennants + gone.pennants,
    borders: keep.borders.length || gone.borders.length ? keep.borders.concat(gone.borders) : keep.borders,
    marks: mergeMarks(keep.marks, gone.marks),
  };
  nodes[small] = { ...gone, parent: big };
  return big;
}

/** Closes one matched edge pair of the feature rooted at `root`. */
function closeEdgePair(nodes: FeatureNode[], root: number) {
  const node = nodes[root] as FeatureNode;
  nodes[root] = { ...node, openEdges: node.openEdges - 2 };
}

/**
 * Adds the nodes of a tile being placed at (x, y) and merges them with the neighbours' features.
 * Returns the new tile's node ids, in feature order.
 */
export function addTileFeatures(draft: GameState, tile: OrientedTile, x: number, y: number): number[] {
  const nodes = draft.nodes;
  const key = positionKey(x, y);
  const ids = tile.type.features.map((feature, index) => {
    const id = nodes.length;
    const marks: Record<string, number> = {};
    for (const [mark, value] of Object.entries(feature.marks ?? {}))
      marks[mark] = typeof value === 'number' ? value : 1;
    nodes.push({
      parent: id,
      size: 1,
      kind: feature.kind,
      tiles: [key],
      openEdges: tile.edges[index]?.length ?? 0,
      pennants: feature.pennants ?? 0,
      borders: [],
      marks,
    });
    return id;
  });
  tile.type.features.forEach((feature, index) => {
    if (feature.borders?.length) {
      const id = ids[index] as number;
      nodes[id] = { ...(nodes[id] as FeatureNode), borders: feature.borders.map((city) => ids[city] as number) };
    }
  });

  const at = { x, y };
  for (const edge of EDGES) {
    const own = tile.edgeFeature[edge];
    if (own < 0) continue;
    const p = neighbour(at, edge);
    const other = tileAt(draft.board, p.x, p.y);
    if (!other) continue;
    const theirs = placedEdgeNode(other, OPPOSITE[edge]);
    if (theirs === undefined) continue;
    closeEdgePair(nodes, union(nodes, ids[own] as number, theirs));
  }
  for (const half of HALF_EDGES) {
    const own = tile.halfFeature[half];
    if (own < 0) continue;
    const p = neighbour(at, halfEdgeSide(half));
    const other = tileAt(draft.board, p.x, p.y);
    if (!other) continue;
    const theirs = placedHalfNode(other, FACING_HALF[half]);
    if (theirs !== undefined) union(nodes, ids[own] as number, theirs);
  }
  return ids;
}

function placedEdgeNode(placed: PlacedTile, edge: (typeof EDGES)[number]): number | undefined {
  const index = orientedOf(placed).edgeFeature[edge];
  return index >= 0 ? placed.nodes[index] : undefined;
}

function placedHalfNode(placed: PlacedTile, half: (typeof HALF_EDGES)[number]): number | undefined {
  const index = orientedOf(placed).halfFeature[half];
  return index >= 0 ? placed.nodes[index] : undefined;
}
