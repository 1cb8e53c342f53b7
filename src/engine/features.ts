// Features as a union-find forest over per-tile feature nodes, merged incrementally as tiles are placed
// and rebuilt from the board when a module undoes a join (a ferry turned). addTileFeatures gives the
// draft a node list of its own and copies any node before changing it.
import { type Board, tileAt, withTileReplaced } from './board';
import { orientedOf } from './catalog';
import { EDGES, FACING_HALF_INDEX, parseKey, positionKey, SIDE_X, SIDE_Y, STEP } from './geometry';
import type { Rules } from './modules/registry';
import { longEdgePairs } from './tiles/joined-halves';
import type { NodeTemplate, OrientedTile } from './tiles/oriented';
import type { FeatureNode, GameState, PlacedTile, Position, TileFeature } from './types';
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
  // one concat of what is missing: a copy grown by a push is copied again, and kept with room to spare
  if (add.length === 1) return keep.includes(add[0] as string) ? keep : keep.concat(add);
  if (add.length <= 4) {
    // a plain loop, no closure: this runs at every join of every placed tile
    const missing: string[] = [];
    for (const tile of add) if (!keep.includes(tile)) missing.push(tile);
    return missing.length ? keep.concat(missing) : keep;
  }
  const seen = new Set(keep);
  return keep.concat(add.filter((t) => !seen.has(t)));
}

/**
 * While one tile is added, nodes that belong to no earlier state yet may be changed in place: the new
 * tile's own nodes (ids from `first` on) and copies already made. Any other node is copied first.
 */
interface Owned {
  first: number;
  copies: FeatureNode[];
}

/** A node copied field by field: a spread would give copies an object shape of their own. */
const copyOf = (node: FeatureNode): FeatureNode => ({
  parent: node.parent,
  size: node.size,
  kind: node.kind,
  tiles: node.tiles,
  openEdges: node.openEdges,
  pennants: node.pennants,
  borders: node.borders,
  marks: node.marks,
});

function writable(nodes: FeatureNode[], id: number, owned: Owned): FeatureNode {
  const node = nodes[id] as FeatureNode;
  if (id >= owned.first || owned.copies.includes(node)) return node;
  const copy = copyOf(node);
  owned.copies.push(copy);
  nodes[id] = copy;
  return copy;
}

/** Joins the features of two nodes; the larger tree's root stays the root. Returns the root. */
function union(nodes: FeatureNode[], a: number, b: number, owned: Owned): number {
  let big = find(nodes, a);
  let small = find(nodes, b);
  if (big === small) return big;
  if ((nodes[big] as FeatureNode).size < (nodes[small] as FeatureNode).size) {
    const smaller = big;
    big = small;
    small = smaller;
  }
  const keep = writable(nodes, big, owned);
  const gone = writable(nodes, small, owned);
  keep.size += gone.size;
  keep.tiles = mergeTiles(keep.tiles, gone.tiles);
  keep.openEdges += gone.openEdges;
  keep.pennants += gone.pennants;
  if (gone.borders.length) keep.borders = keep.borders.concat(gone.borders);
  keep.marks = mergeMarks(keep.marks, gone.marks);
  gone.parent = big;
  return big;
}

// Nodes are replaced, never edited, so nodes may share these values.
const NO_MARKS: Record<string, number> = {};
const NO_BORDERS: number[] = [];
const marksByFeature = new Map<TileFeature, Record<string, number>>();

/** A feature's marks as counts (a mark printed without a number counts 1), worked out once per feature. */
function marksOf(feature: TileFeature): Record<string, number> {
  if (!feature.marks) return NO_MARKS;
  let marks = marksByFeature.get(feature);
  if (!marks) {
    marks = {};
    for (const [mark, value] of Object.entries(feature.marks)) marks[mark] = typeof value === 'number' ? value : 1;
    marksByFeature.set(feature, marks);
  }
  return marks;
}

/** What fresh nodes of an oriented tile's features hold, worked out once and kept on the oriented tile. */
function templatesOf(tile: OrientedTile): readonly NodeTemplate[] {
  let made = tile.nodeTemplates;
  if (!made) {
    made = tile.type.features.map((feature, index) => ({
      kind: feature.kind,
      openEdges: (tile.edges[index]?.length ?? 0) + (feature.openEnds ?? 0),
      pennants: feature.pennants ?? 0,
      borders: feature.borders?.length ? feature.borders : NO_BORDERS,
      marks: marksOf(feature),
    }));
    tile.nodeTemplates = made;
  }
  return made;
}

/**
 * Fresh nodes for the features of a tile at `key`, the first with id `first` and the others following it,
 * or with the ids `ids` where they do not follow (a tile given a feature in play: retypePlacedTile). They
 * share one tiles list, the key alone: a merge makes a list anew, never changes one.
 */
function freshNodes(tile: OrientedTile, key: string, first: number, ids?: readonly number[]): FeatureNode[] {
  const made = templatesOf(tile);
  const tiles = [key];
  const fresh: FeatureNode[] = [];
  for (let index = 0; index < made.length; index++) {
    const template = made[index] as NodeTemplate;
    fresh.push({
      parent: ids ? (ids[index] as number) : first + index,
      size: 1,
      kind: template.kind,
      tiles,
      openEdges: template.openEdges,
      pennants: template.pennants,
      borders: template.borders.length ? bordersOf(template.borders, first, ids) : NO_BORDERS,
      marks: template.marks,
    });
  }
  return fresh;
}

/** The node ids of a tile's cities a field borders: a copy of the offsets, so exactly as long and packed. */
function bordersOf(cities: readonly number[], first: number, ids?: readonly number[]): number[] {
  const borders = cities.slice();
  for (let index = 0; index < borders.length; index++) {
    const city = borders[index] as number;
    borders[index] = ids ? (ids[city] as number) : first + city;
  }
  return borders;
}

/** The node ids of a placed tile when they do not all follow its first one (a feature given in play). */
const unevenIds = (placed: PlacedTile) => (placed.as === undefined ? undefined : placed.nodes);

// a module-level function: a closure made per tile would be named (a property write) at every call
const linked = (only: ReadonlySet<number> | undefined, id: number) => !only || only.has(id);

/**
 * Merges the features of the tile at (x, y), with node ids `ids`, with those of its neighbours on
 * `board` (with `earlier`, only those in it: a rebuild joins each tile to the ones rebuilt before it).
 */
function linkNeighbours(
  nodes: FeatureNode[],
  tile: OrientedTile,
  x: number,
  y: number,
  ids: readonly number[],
  owned: Owned,
  board: Board,
  earlier?: ReadonlySet<PlacedTile>,
  only?: ReadonlySet<number>,
) {
  for (let side = 0; side < 4; side++) {
    const other = tileAt(board, x + (SIDE_X[side] as number), y + (SIDE_Y[side] as number));
    if (!other || (earlier && !earlier.has(other))) continue;
    const theirs = orientedOf(other);
    const own = tile.sideFeatures[side] as number;
    const facing = theirs.sideFeatures[(side + 2) % 4] as number;
    // a wall (an abbey's edge) closes the feature that meets it
    if (tile.type.walled && facing >= 0 && linked(only, other.nodes[facing] as number)) {
      writable(nodes, find(nodes, other.nodes[facing] as number), owned).openEdges -= 1;
    }
    if (theirs.type.walled && own >= 0 && linked(only, ids[own] as number)) {
      writable(nodes, find(nodes, ids[own] as number), owned).openEdges -= 1;
    }
    if (own >= 0 && facing >= 0 && linked(only, ids[own] as number)) {
      // one matched edge pair of the joined feature is closed
      writable(nodes, union(nodes, ids[own] as number, other.nodes[facing] as number, owned), owned).openEdges -= 2;
    }
    // the side's two half-edges, and those of the neighbour's facing side they touch (NL meets SR ...)
    for (let half = 2 * side; half < 2 * side + 2; half++) {
      const ownField = tile.halfFeatures[half] as number;
      const theirField = theirs.halfFeatures[FACING_HALF_INDEX[half] as number] as number;
      if (ownField >= 0 && theirField >= 0 && linked(only, ids[ownField] as number)) {
        union(nodes, ids[ownField] as number, other.nodes[theirField] as number, owned);
      }
    }
  }
}

/** Pairs of a placed tile's features that modules join beyond its printing (a ferry across a lake). */
function joinsOf(rules: Rules, state: GameState, placed: PlacedTile): [number, number][] {
  const hooks = rules.hooks.featureJoins;
  if (!hooks.length) return [];
  return hooks.length === 1 ? (hooks[0]?.run(state, placed) ?? []) : hooks.flatMap((hook) => hook.run(state, placed));
}

function applyJoins(nodes: FeatureNode[], placed: PlacedTile, pairs: [number, number][], owned: Owned) {
  for (const [a, b] of pairs) union(nodes, placed.nodes[a] as number, placed.nodes[b] as number, owned);
}

const COUNTING: readonly number[] = Array.from({ length: 16 }, (_, index) => index);

/** The ids `first`, `first + 1` ... (`count` of them) in an array exactly as long: a placed tile keeps it. */
function idsFrom(first: number, count: number): number[] {
  const ids = count <= COUNTING.length ? COUNTING.slice(0, count) : Array.from({ length: count }, (_, index) => index);
  for (let index = 0; index < ids.length; index++) ids[index] = first + (ids[index] as number);
  return ids;
}

/**
 * Adds the nodes of a tile being placed at (x, y) and merges them with the neighbours' features.
 * Returns the new tile's node ids, in feature order.
 */
export function addTileFeatures(draft: GameState, tile: OrientedTile, x: number, y: number): number[] {
  const first = draft.nodes.length;
  const fresh = freshNodes(tile, positionKey(x, y), first);
  const ids = idsFrom(first, fresh.length);
  // the draft's own node list: the earlier state keeps its list, and shares every node not changed below
  const nodes = draft.nodes.concat(fresh);
  draft.nodes = nodes;
  linkNeighbours(nodes, tile, x, y, ids, { first, copies: [] }, draft.board);
  return ids;
}

/**
 * A placed tile's features joined as modules join them (none without such modules): when it is put down
 * (`justAdded`: its nodes are the draft's own), or later when a module only adds a join to it.
 */
export function joinPlacedFeatures(draft: GameState, rules: Rules, placed: PlacedTile, justAdded = false) {
  const pairs = joinsOf(rules, draft, placed);
  if (!pairs.length) return;
  // a tile just put down came with the draft's own node list (addTileFeatures): no second copy
  const nodes = justAdded ? draft.nodes : draft.nodes.slice();
  draft.nodes = nodes;
  // nodes shared with earlier states are copied before they change
  const first = justAdded ? (placed.nodes[0] ?? nodes.length) : nodes.length;
  applyJoins(nodes, placed, pairs, { first, copies: [] });
}

/**
 * Builds every feature node again from the placed tiles, in the order they were placed, with the joins
 * modules declare now: for when a join is undone (a ferry turned away), which merging alone cannot do.
 * Node ids stay those of the tiles' `nodes`, so figures and fields' borders keep pointing right.
 */
export function rebuildFeatures(draft: GameState, rules: Rules) {
  const nodes: FeatureNode[] = [];
  const owned: Owned = { first: 0, copies: [] };
  const added = new Set<PlacedTile>();
  draft.nodes = nodes;
  for (const placed of draft.board) {
    const tile = orientedOf(placed);
    const fresh = freshNodes(tile, positionKey(placed.x, placed.y), placed.nodes[0] ?? nodes.length, unevenIds(placed));
    fresh.forEach((node, index) => {
      nodes[placed.nodes[index] as number] = node;
    });
    linkNeighbours(nodes, tile, placed.x, placed.y, placed.nodes, owned, draft.board, added);
    applyJoins(nodes, placed, joinsOf(rules, draft, placed), owned);
    closeLongEdge(nodes, placed, tile, owned);
    added.add(placed);
  }
  for (const [a, b] of boardJoinsOf(rules, draft)) closeAcross(nodes, a, b, owned);
}

/** A square two half tiles fill: their features meeting across the long edge join and close there. */
function closeLongEdge(nodes: FeatureNode[], placed: PlacedTile, tile: OrientedTile, owned: Owned, only?: Set<number>) {
  if (!tile.type.halves) return;
  for (const [a, b] of longEdgePairs(tile.type)) {
    const first = placed.nodes[a] as number;
    if (linked(only, first)) closeAcross(nodes, first, placed.nodes[b] as number, owned);
  }
}

/** Node pairs modules join across tiles (a tunnel's two portals), each closing one open end of either. */
function boardJoinsOf(rules: Rules, state: GameState): [number, number][] {
  const pairs: [number, number][] = [];
  // plain loops and no closure of its own: this runs at every rebuild around a tile (each ferry moved), and
  // a named closure made per call costs more than the rest (esbuild's keepNames names it at every call)
  for (const hook of rules.hooks.boardJoins) {
    for (const [a, b] of hook.run(state)) {
      const from = nodeAt(state, a);
      const to = nodeAt(state, b);
      if (from !== undefined && to !== undefined) pairs.push([from, to]);
    }
  }
  return pairs;
}

const nodeAt = (state: GameState, at: Position & { feature: number }) =>
  tileAt(state.board, at.x, at.y)?.nodes[at.feature];

/** Joins two nodes' features through two open ends inside their tiles, which close (a tunnel's portals). */
function closeAcross(nodes: FeatureNode[], a: number, b: number, owned: Owned) {
  writable(nodes, union(nodes, a, b, owned), owned).openEdges -= 2;
}

/** A module joins two features across tiles now (a tunnel completed): see closeAcross. */
export function joinAcross(draft: GameState, a: Position & { feature: number }, b: Position & { feature: number }) {
  const from = tileAt(draft.board, a.x, a.y)?.nodes[a.feature];
  const to = tileAt(draft.board, b.x, b.y)?.nodes[b.feature];
  if (from === undefined || to === undefined) return;
  const nodes = draft.nodes.slice();
  draft.nodes = nodes;
  closeAcross(nodes, from, to, { first: nodes.length, copies: [] });
}

/**
 * Builds again only the features holding `features` of one placed tile (a ferry's lake roads), as a full
 * rebuild would, leaving the rest of the forest as it is: what a join undone or changed on that tile can
 * touch, at the cost of those features' size rather than the board's.
 */
export function rebuildFeaturesAt(draft: GameState, rules: Rules, placed: PlacedTile, features: readonly number[]) {
  const nodes = draft.nodes.slice();
  const roots = new Set(features.map((f) => find(nodes, placed.nodes[f] as number)));
  const affected = new Set<number>();
  const tiles: PlacedTile[] = [];
  for (const root of roots) {
    for (const key of (nodes[root] as FeatureNode).tiles) {
      const { x, y } = parseKey(key);
      const tile = tileAt(draft.board, x, y);
      if (!tile || tiles.includes(tile)) continue;
      tiles.push(tile);
      for (const id of tile.nodes) if (roots.has(find(nodes, id))) affected.add(id);
    }
  }
  // in the order the tiles were placed, each joined to the earlier ones, as rebuildFeatures does
  tiles.sort((a, b) => (a.nodes[0] ?? 0) - (b.nodes[0] ?? 0));
  const owned: Owned = { first: nodes.length, copies: [] };
  for (const tile of tiles) {
    const fresh = freshNodes(orientedOf(tile), positionKey(tile.x, tile.y), tile.nodes[0] as number, unevenIds(tile));
    tile.nodes.forEach((id, index) => {
      if (!affected.has(id)) return;
      nodes[id] = fresh[index] as FeatureNode;
      owned.copies.push(fresh[index] as FeatureNode);
    });
  }
  draft.nodes = nodes;
  const done = new Set<PlacedTile>();
  // a walled tile (an abbey) beside them is never rebuilt, but its walls still close them: it counts as done
  for (const tile of tiles) {
    for (const edge of EDGES) {
      const other = tileAt(draft.board, tile.x + STEP[edge].x, tile.y + STEP[edge].y);
      if (other && !tiles.includes(other) && orientedOf(other).type.walled) done.add(other);
    }
  }
  for (const tile of tiles) {
    linkNeighbours(nodes, orientedOf(tile), tile.x, tile.y, tile.nodes, owned, draft.board, done, affected);
    const pairs = joinsOf(rules, draft, tile).filter(([a]) => affected.has(tile.nodes[a] as number));
    applyJoins(nodes, tile, pairs, owned);
    closeLongEdge(nodes, tile, orientedOf(tile), owned, affected);
    done.add(tile);
  }
  for (const [a, b] of boardJoinsOf(rules, draft)) if (affected.has(a)) closeAcross(nodes, a, b, owned);
}

/**
 * Turns the placed tile at `at` into a type derived from it (RuleModule.tileVariant: its printed features
 * first, then those added, such as a bridge's road): the board gets the tile anew, the added features
 * fresh nodes, joined with what lies beside them. The printed features' nodes stay as they are, so the
 * figures on them and the fields' borders keep pointing right. Returns the tile as it now lies.
 */
export function retypePlacedTile(draft: GameState, at: Position, typeId: string): PlacedTile | undefined {
  const placed = tileAt(draft.board, at.x, at.y);
  if (!placed) return undefined;
  const retyped: PlacedTile = { ...placed, as: typeId };
  const tile = orientedOf(retyped);
  const first = draft.nodes.length;
  const added: number[] = [];
  for (let index = placed.nodes.length; index < tile.type.features.length; index++)
    added.push(first + index - placed.nodes.length);
  retyped.nodes = placed.nodes.concat(added);
  draft.board = withTileReplaced(draft.board, retyped);
  const fresh = freshNodes(tile, positionKey(at.x, at.y), first, retyped.nodes).slice(placed.nodes.length);
  const nodes = draft.nodes.concat(fresh);
  draft.nodes = nodes;
  linkNeighbours(nodes, tile, at.x, at.y, retyped.nodes, { first, copies: [] }, draft.board, undefined, new Set(added));
  return retyped;
}
