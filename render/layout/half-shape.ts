// How a half tile (src/engine/half-tiles.ts) is drawn: as a square tile whose features run on into its
// gap, clipped to its triangle. A road across the long edge runs straight on through the centre (the
// long edge's middle), a city on the long edge also covers the two gap sides (so its part inside the
// triangle is a band along the long edge), and a field on the long edge is seeded just inside it. A
// square of two halves is drawn as both, each in its own triangle.
import type { Edge, OrientedTile, Rotation, TileFeature, TileType } from '../../src/engine';
import { GAP_SIDES, orientedTile } from '../../src/engine';
import { EDGE_MID, lerp, type Point } from '../geometry/point';

/** The triangle a half tile covers as printed (N and E sides): NW, NE, SE corners. */
const PRINTED_TRIANGLE: readonly Point[] = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
];

const OPPOSITE: Record<Edge, Edge> = { N: 'S', E: 'W', S: 'N', W: 'E' };

/** A point of the unit tile turned clockwise about the centre by `rotation`. */
export function turnPoint(p: Point, rotation: Rotation): Point {
  let { x, y } = p;
  for (let k = 0; k < rotation / 90; k++) [x, y] = [1 - y, x];
  return { x, y };
}

/** The triangle a half tile turned by `rotation` covers, as three corners of the unit tile. */
export const halfTriangle = (rotation: Rotation): Point[] => PRINTED_TRIANGLE.map((p) => turnPoint(p, rotation));

/** Whether p lies in the triangle a half turned by `rotation` covers (its long edge included). */
export function inHalf(p: Point, rotation: Rotation): boolean {
  const q = turnPoint(p, ((360 - rotation) % 360) as Rotation);
  return q.x >= q.y - 1e-9;
}

/**
 * How far p lies from the edges of the triangle a half turned by `rotation` covers, in tile units: from the
 * nearer of its two sides on the square's border, or from its long edge (negative beyond it).
 */
export function halfEdgeDistance(p: Point, rotation: Rotation): number {
  const q = turnPoint(p, ((360 - rotation) % 360) as Rotation);
  // as printed the triangle is NW, NE, SE: its sides on the border are the top (y = 0) and the right (x = 1)
  return Math.min(q.y, 1 - q.x, (q.x - q.y) / Math.SQRT2);
}

/** The point mirrored across the long edge of a half turned by `rotation`, into the triangle it covers. */
export function intoHalf(p: Point, rotation: Rotation): Point {
  if (inHalf(p, rotation)) return p;
  return rotation === 0 || rotation === 180 ? { x: p.y, y: p.x } : { x: 1 - p.y, y: 1 - p.x };
}

/**
 * The centre of the circle inscribed in a half's triangle (radius 0.29), where a building of the half
 * stands and a badge fits best: each corner weighted by the side facing it, the right-angle corner (the
 * second) by the long edge.
 */
export function halfIncentre(rotation: Rotation): Point {
  const [a, b, c] = halfTriangle(rotation) as [Point, Point, Point];
  const sum = 2 + Math.SQRT2;
  return { x: (a.x + Math.SQRT2 * b.x + c.x) / sum, y: (a.y + Math.SQRT2 * b.y + c.y) / sum };
}

/** How much smaller a building in the middle of a tile (a monastery) is drawn on a half, at its incentre. */
export const BUILDING_SCALE = 0.62;

/** Whether a feature of a half stands in the tile's middle (a monastery): no edge, no half-edge, no field. */
export const standsInTheMiddle = (feature: TileFeature | undefined) =>
  !!feature && feature.kind !== 'field' && !feature.edges?.length && !feature.halfEdges?.length && !feature.longEdge;

/**
 * How a building of the square drawing (a monastery at the centre, on the long edge) moves on a half: to
 * the triangle's incentre, smaller; and back.
 */
export function buildingMove(rotation: Rotation) {
  const g = halfIncentre(rotation);
  return {
    to: (p: Point): Point => ({ x: g.x + BUILDING_SCALE * (p.x - 0.5), y: g.y + BUILDING_SCALE * (p.y - 0.5) }),
    back: (p: Point): Point => ({ x: 0.5 + (p.x - g.x) / BUILDING_SCALE, y: 0.5 + (p.y - g.y) / BUILDING_SCALE }),
  };
}

/** Where a field on the long edge is seeded (printed frame): just inside the middle of each half of it. */
const LONG_SEEDS: Record<string, Point[]> = {
  L: [
    { x: 0.8, y: 0.72 },
    { x: 0.66, y: 0.58 },
  ],
  R: [
    { x: 0.34, y: 0.26 },
    { x: 0.2, y: 0.12 },
  ],
};

/** The long-edge seeds of a half's field, as the half lies. */
export const longEdgeSeeds = (feature: TileFeature | undefined, rotation: Rotation): Point[] =>
  (feature?.longEdge ?? []).flatMap((part) => LONG_SEEDS[part] ?? []).map((p) => turnPoint(p, rotation));

function drawnFeature(feature: TileFeature): TileFeature {
  if (!feature.longEdge?.includes('M')) return feature;
  const edges = feature.edges ?? [];
  if (feature.kind === 'city') return { ...feature, edges: [...edges, ...GAP_SIDES.filter((e) => !edges.includes(e))] };
  // a road (or any line) across the long edge runs straight on; one from the long edge alone ends in the gap
  const [edge] = edges;
  return { ...feature, edges: edges.length === 1 && edge ? [edge, OPPOSITE[edge]] : edges.length ? edges : ['S'] };
}

const drawnTypes = new Map<TileType, TileType>();
/** The square types halves are drawn as, for the art to tell them from square tiles. */
const drawnHalves = new WeakSet<TileType>();

/** The square tile type a half is drawn as (its own id with a mark, for the renderer's caches). */
export function drawnAsSquare(type: TileType): TileType {
  let drawn = drawnTypes.get(type);
  if (!drawn) {
    const { half: _half, ...rest } = type;
    drawn = { ...rest, id: `${type.id}#drawn`, features: type.features.map(drawnFeature) };
    drawnTypes.set(type, drawn);
    drawnHalves.add(drawn);
  }
  return drawn;
}

/** A half as it lies, drawn as a square tile: the oriented tile its features' art draws. */
export const drawnHalf = (type: TileType, rotation: Rotation): OrientedTile =>
  orientedTile(drawnAsSquare(type), rotation);

/**
 * How far from its edge towards the centre a half's only dead-end road runs: its village (radius 0.13)
 * then keeps 0.03 clear of the long edge (the centre itself lies on it).
 */
const LONE_DEAD_END_REACH = 0.55;

/** Whether a feature of a tile is a road that ends on it: one edge, none across the long edge. */
const endsOnTile = (tile: OrientedTile, index: number) =>
  tile.type.features[index]?.kind === 'road' && (tile.edges[index]?.length ?? 0) === 1;

/**
 * Where a line (a road) that ends on a tile ends, at its village or under a building: the centre of a
 * square tile. On a half, whose centre lies on its long edge: still the centre where a city or road
 * crosses the long edge's middle (the road runs into it, no village); the triangle's incentre where a
 * building stands or several roads meet (as at a square's centre); else a lone road's stops short on its
 * way in, its village inside the triangle.
 */
export function lineEnd(tile: OrientedTile, index: number): Point {
  const centre = { x: 0.5, y: 0.5 };
  if (!drawnHalves.has(tile.type)) return centre;
  const features = tile.type.features;
  if (features.some((feature) => feature.longEdge?.includes('M'))) return centre;
  const deadEnds = features.filter((_, i) => endsOnTile(tile, i)).length;
  const [edge] = tile.edges[index] ?? [];
  if (features.some(standsInTheMiddle) || deadEnds > 1 || !edge) return halfIncentre(tile.rotation);
  return lerp(EDGE_MID[edge], centre, LONE_DEAD_END_REACH);
}
