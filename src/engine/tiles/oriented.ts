// A tile type turned by a rotation: which feature lies on each board edge and half-edge. Derived data,
// computed once per (tile, rotation) and cached; never stored in the game state.
import { EDGES, HALF_EDGES, rotateEdge, rotateHalfEdge } from '../geometry';
import type { Edge, HalfEdge, Rotation, TileFeature, TileType } from '../types';

export interface OrientedTile {
  type: TileType;
  rotation: Rotation;
  /** What each board edge carries: 'city', 'road', 'river' or 'field'. */
  edgeKind: Record<Edge, string>;
  /** The four edge kinds packed in one number (6 bits per edge, EDGES order) for fast matching. */
  edgeCode: number;
  /** Index of the feature on each edge (-1 where a field edge is split between field parts). */
  edgeFeature: Record<Edge, number>;
  /** Index of the field on each half-edge (-1 where a road or city covers it). */
  halfFeature: Record<HalfEdge, number>;
  /** edgeFeature and halfFeature by position in EDGES and HALF_EDGES: hot loops index them by number. */
  sideFeatures: readonly number[];
  halfFeatures: readonly number[];
  /** Each feature's edges and half-edges as the tile lies on the board. */
  edges: Edge[][];
  halves: HalfEdge[][];
  /** How each feature's place is named as the tile lies (see placeName in figures.ts). */
  placeNames: readonly string[];
  /**
   * What fresh nodes of its features hold, worked out by features.ts on first use and kept here: read at
   * every placement, where a table keyed by the oriented tile cost a look-up each time.
   */
  nodeTemplates: readonly NodeTemplate[] | undefined;
}

/** What a fresh node of a tile's feature holds besides its id and place. */
export interface NodeTemplate {
  kind: string;
  openEdges: number;
  pennants: number;
  /** The cities it borders, as offsets from the tile's first node id. */
  borders: readonly number[];
  marks: Record<string, number>;
}

/**
 * How a place on a tile is named, as it lies on the board: "N", "EL", "center", "garden", "inner", or the
 * kind of a feature with no edge (a "tower" foundation).
 */
export function placeNameOf(type: TileType, edges: Edge[][], halves: HalfEdge[][], feature: number): string {
  const kind = type.features[feature]?.kind;
  if (kind === 'monastery') return 'center';
  if (kind === 'garden') return 'garden';
  const touched = edges[feature] ?? [];
  if (touched.length) return EDGES.find((e) => touched.includes(e)) as string;
  const halvesTouched = halves[feature] ?? [];
  if (halvesTouched.length) return HALF_EDGES.find((h) => halvesTouched.includes(h)) as string;
  // a field touching no edge is 'inner'; another kind with no edge (a tower foundation) goes by its kind
  return kind === 'field' || kind === undefined ? 'inner' : kind;
}

// tile types are a fixed set, so a plain map: weak tables cost more to look up and to collect
const cache = new Map<TileType, OrientedTile[]>();

function orient(type: TileType, rotation: Rotation): OrientedTile {
  const edges = type.features.map((f) => (f.edges ?? []).map((e) => rotateEdge(e, rotation)));
  const halves = type.features.map((f) => (f.halfEdges ?? []).map((h) => rotateHalfEdge(h, rotation)));
  const edgeKind = {} as Record<Edge, string>;
  const edgeFeature = {} as Record<Edge, number>;
  // a half tile's two sides as printed S and W are its gap (half-tiles.ts)
  const gaps = type.half ? GAP_SIDES.map((edge) => rotateEdge(edge, rotation)) : [];
  for (const edge of EDGES) {
    const index = edges.findIndex((list) => list.includes(edge));
    edgeKind[edge] = index >= 0 ? (type.features[index] as TileFeature).kind : gaps.includes(edge) ? GAP : 'field';
    edgeFeature[edge] = index;
  }
  const halfFeature = {} as Record<HalfEdge, number>;
  for (const half of HALF_EDGES) halfFeature[half] = halves.findIndex((list) => list.includes(half));
  const edgeCode = EDGES.reduce((code, edge, i) => code | (edgeKindCode(edgeKind[edge]) << (6 * i)), 0);
  const sideFeatures = EDGES.map((edge) => edgeFeature[edge]);
  const halfFeatures = HALF_EDGES.map((half) => halfFeature[half]);
  const placeNames = type.features.map((_, index) => placeNameOf(type, edges, halves, index));
  return {
    type,
    rotation,
    edgeKind,
    edgeCode,
    edgeFeature,
    halfFeature,
    sideFeatures,
    halfFeatures,
    edges,
    halves,
    placeNames,
    nodeTemplates: undefined,
  };
}

/** The tile in its four rotations, in ROTATIONS order. */
export function orientations(type: TileType): OrientedTile[] {
  let turns = cache.get(type);
  if (!turns) {
    turns = [0, 90, 180, 270].map((r) => orient(type, r as Rotation));
    cache.set(type, turns);
  }
  return turns;
}

export function orientedTile(type: TileType, rotation: Rotation): OrientedTile {
  return orientations(type)[rotation / 90] as OrientedTile;
}

/** The edge kind of a half tile's uncovered side: no edge at all (code 0: it matches nothing and asks nothing). */
export const GAP = 'gap';
/** A half tile's uncovered sides as printed (it covers N and E). */
export const GAP_SIDES: readonly Edge[] = ['S', 'W'];

// Small numbers for edge kinds ('field', 'road', 'city', 'river', and any an expansion adds).
const kindCodes = new Map<string, number>();

/** The number (1–63) standing for an edge kind in edge codes; 0 for a half tile's gap. */
function edgeKindCode(kind: string): number {
  if (kind === GAP) return 0;
  let code = kindCodes.get(kind);
  if (code === undefined) {
    code = kindCodes.size + 1;
    if (code > 63) throw new Error('too many edge kinds');
    kindCodes.set(kind, code);
  }
  return code;
}
