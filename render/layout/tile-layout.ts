// Lays out one tile as it lies on the board: which feature covers each cell of a coarse grid, where
// placed features (gardens) go, the fields between roads and cities, and each feature's anchor: the
// point where a figure or a spot letter sits. Computed once per (tile type, rotation).
import type { HalfEdge, OrientedTile, Rotation, TileType } from '../../src/engine';
import { orientedTile, tileType } from '../../src/engine';
import '../art/builtin';
import { featureArtOf, layerOf } from '../art/feature-art';
import { borderDistance, cellAt, cellCentre, flood, GRID, regionDepth } from '../geometry/grid';
import { average, CENTRE, distance, HALF_EDGE_MID, lerp, type Point } from '../geometry/point';
import { coverTest } from './cover-test';
import {
  buildingMove,
  drawnHalf,
  halfEdgeDistance,
  inHalf,
  intoHalf,
  longEdgeSeeds,
  standsInTheMiddle,
} from './half-shape';
import { argmax, nearest } from './pick-cell';

export const FREE = -1;
/** Emblems keep this far from the tile edges (a half's long edge too), so they are never cut. */
const EMBLEM_MARGIN = 0.12;

export interface TileLayout {
  tile: OrientedTile;
  /** Feature index covering each grid cell (FREE where nothing does). */
  owner: Int16Array;
  /** Where each feature's figure or letter sits, in unit-tile coordinates. */
  anchors: Point[];
  /** Centres of features drawn at a free spot (gardens), else null. */
  placed: (Point | null)[];
  /** Radius of each placed feature (it shrinks where the tile is crowded), else 0. */
  placedRadius: number[];
  ownerAt(p: Point): number;
  /** `count` roomy spots inside a feature for its emblems (pennants, inns ...), away from its anchor. */
  emblemSpots(index: number, count: number): Point[];
}

const INWARD: Record<string, Point> = { N: { x: 0, y: 1 }, E: { x: -1, y: 0 }, S: { x: 0, y: -1 }, W: { x: 1, y: 0 } };
const ALONG: Record<string, Point> = { N: { x: 1, y: 0 }, E: { x: 0, y: 1 }, S: { x: -1, y: 0 }, W: { x: 0, y: -1 } };

/** Grid cells just inside the border along a half-edge, where a field's flood fill starts. */
function halfEdgeSeeds(half: HalfEdge): number[] {
  const side = half[0] as string;
  const mid = HALF_EDGE_MID[half];
  const inward = INWARD[side] as Point;
  const along = ALONG[side] as Point;
  const seeds: number[] = [];
  for (let k = -3; k <= 3; k++) {
    const t = (k / 3) * 0.2;
    seeds.push(
      cellAt({ x: mid.x + along.x * t + (inward.x * 0.5) / GRID, y: mid.y + along.y * t + (inward.y * 0.5) / GRID }),
    );
  }
  return seeds;
}

/** Cells outside a half tile's triangle (half-shape.ts): no feature's, a wall to the fields' flood. */
export const OUTSIDE = -2;

/** A tile drawn in part of its square (a half tile): which part, and where its long-edge fields start. */
interface LayoutShape {
  inside(p: Point): boolean;
  fieldSeeds(index: number): Point[];
  /** A feature drawn moved (a half's building, to its incentre): where a point goes, and back. */
  moved(index: number): { to(p: Point): Point; back(p: Point): Point } | undefined;
  /** How far a point lies from the part's edges (an emblem keeps EMBLEM_MARGIN from them). */
  edgeDistance(p: Point): number;
}

function computeLayout(tile: OrientedTile, shape?: LayoutShape): TileLayout {
  const features = tile.type.features;
  const owner = new Int16Array(GRID * GRID).fill(FREE);
  const order = features.map((_, i) => i).sort((a, b) => layerOf(tile, a) - layerOf(tile, b) || a - b);
  const coverOf = features.map((f, i) => featureArtOf(f)?.cover?.(tile, i) ?? null);
  const tests = order.flatMap((index) => {
    const cover = coverOf[index];
    if (!cover) return [];
    const contains = coverTest(cover);
    const moved = shape?.moved(index);
    return [{ index, contains: moved ? (p: Point) => contains(moved.back(p)) : contains }];
  });

  for (let cell = 0; cell < owner.length; cell++) {
    const p = cellCentre(cell);
    for (const { index, contains } of tests) if (contains(p)) owner[cell] = index;
  }

  if (shape) for (let cell = 0; cell < owner.length; cell++) if (!shape.inside(cellCentre(cell))) owner[cell] = OUTSIDE;

  // Gardens and the like: in the roomiest free spot left.
  const placed: (Point | null)[] = features.map(() => null);
  const placedRadius: number[] = features.map(() => 0);
  // A field drawn as a cover (one inside a city) leaves no free room: such a feature then sits in a field.
  const isField = (c: number) => features[owner[c] as number]?.kind === 'field';
  features.forEach((f, index) => {
    const wanted = featureArtOf(f)?.placedRadius;
    if (!wanted) return;
    const room = regionDepth(owner);
    const score = (c: number) => (room[c] as number) - 0.01 * distance(cellCentre(c), CENTRE);
    // a feature that prefers to stand in a region of some kind (a tower foundation in a city) goes there
    const preferred = featureArtOf(f)?.placedIn;
    const inKind = (c: number) => !!preferred?.includes(features[owner[c] as number]?.kind ?? '');
    // away from where the figures of those features stand
    const kept = preferred
      ? features.flatMap((g, i) =>
          preferred.includes(g.kind) ? [featureArtOf(g)?.anchor?.(tile, i, (p) => owner[cellAt(p)] as number)] : [],
        )
      : [];
    const clear = (c: number) => kept.every((a) => !a || distance(cellCentre(c), a) > 0.25);
    let best = preferred ? argmax(room, (c) => inKind(c) && clear(c), score) : -1;
    const inRegion = best >= 0;
    if (!inRegion) best = argmax(room, (c) => owner[c] === FREE, score);
    const inField = !inRegion && best < 0;
    if (inField) best = argmax(room, isField, score);
    const centre = best >= 0 ? cellCentre(best) : CENTRE;
    // Shrink to the room there is, so it never covers a wall or a road.
    const radius = Math.max(wanted * 0.6, Math.min(wanted, (room[best] ?? wanted) - 0.5 / GRID));
    placed[index] = centre;
    placedRadius[index] = radius;
    const takes = (c: number) => owner[c] === FREE || (inField && isField(c)) || (inRegion && inKind(c));
    for (let cell = 0; cell < owner.length; cell++)
      if (takes(cell) && distance(cellCentre(cell), centre) <= radius) owner[cell] = index;
  });

  // Fields are the rest: flood from the half-edges each field touches; a field with none is inside.
  const fieldSources = features.flatMap((f, index) =>
    coverOf[index] || placed[index] || f.kind !== 'field'
      ? []
      : [
          {
            seeds: (tile.halves[index] ?? [])
              .flatMap(halfEdgeSeeds)
              .concat((shape?.fieldSeeds(index) ?? []).map(cellAt)),
            label: index,
          },
        ],
  );
  flood(owner, fieldSources, FREE);
  const inner = features.findIndex(
    (f, i) => f.kind === 'field' && !coverOf[i] && !tile.halves[i]?.length && !shape?.fieldSeeds(i).length,
  );
  if (inner >= 0) for (let cell = 0; cell < owner.length; cell++) if (owner[cell] === FREE) owner[cell] = inner;

  const ownerAt = (p: Point) => owner[cellAt(p)] as number;
  // Anchors with a fixed place first (cities, roads, buildings), then the roomiest point of each field,
  // kept away from the anchors already chosen so letters and figures do not pile up.
  const anchors: (Point | null)[] = features.map((f, index) => {
    // a building a half draws moved (half-shape.ts) has its figure in its middle: the triangle has no room
    // for the usual spot beside it
    const moved = shape?.moved(index);
    if (moved) return moved.to(CENTRE);
    return featureArtOf(f)?.anchor?.(tile, index, ownerAt) ?? placed[index] ?? null;
  });
  const depth = regionDepth(owner);
  features.forEach((_, index) => {
    if (anchors[index]) return;
    const preferred = fallbackAnchor(tile, index);
    const others = anchors.filter((a): a is Point => !!a);
    const best = argmax(
      depth,
      (c) => owner[c] === index,
      (c) => {
        const p = cellCentre(c);
        return (depth[c] as number) + 0.6 * Math.min(nearest(others, p), 0.3) - 0.05 * distance(p, preferred);
      },
    );
    anchors[index] = best >= 0 ? cellCentre(best) : preferred;
  });

  // Emblems keep away from walls and roads; the tile border does not count (cities go on).
  const openDepth = regionDepth(owner, false);
  const spotCache = new Map<string, Point[]>();
  const emblemSpots = (index: number, count: number): Point[] => {
    const key = `${index}:${count}`;
    const cached = spotCache.get(key);
    if (cached) return cached;
    const avoid: Point[] = anchors.filter((a): a is Point => !!a);
    const spots: Point[] = [];
    const edgeDistance = shape?.edgeDistance ?? borderDistance;
    const fits = (c: number) => owner[c] === index && edgeDistance(cellCentre(c)) >= EMBLEM_MARGIN;
    const anyFits = owner.some((_, c) => fits(c));
    for (let k = 0; k < count; k++) {
      const best = argmax(
        openDepth,
        (c) => (anyFits ? fits(c) : owner[c] === index),
        (c) => {
          const p = cellCentre(c);
          return (
            Math.min(openDepth[c] as number, 0.3) * 2 + Math.min(nearest(avoid, p), 0.32) - 0.01 * distance(p, CENTRE)
          );
        },
      );
      const spot = best >= 0 ? cellCentre(best) : lerp(anchors[index] ?? CENTRE, CENTRE, 0.5);
      spots.push(spot);
      avoid.push(spot);
    }
    spotCache.set(key, spots);
    return spots;
  };

  return { tile, owner, anchors: anchors as Point[], placed, placedRadius, ownerAt, emblemSpots };
}

/** Where a feature with no room of its own would sit: between its half-edges and the centre. */
function fallbackAnchor(tile: OrientedTile, index: number): Point {
  const halves = tile.halves[index] ?? [];
  if (!halves.length) return CENTRE;
  return lerp(average(halves.map((h) => HALF_EDGE_MID[h])), CENTRE, 0.35);
}

const cache = new Map<string, TileLayout>();

export function tileLayout(tile: OrientedTile): TileLayout {
  const key = `${tile.type.id}@${tile.rotation}`;
  let layout = cache.get(key);
  if (!layout) {
    const halves = tile.type.halves;
    if (tile.type.half) layout = halfLayout(tile.type, tile.rotation);
    else if (halves) layout = joinedLayout(tile, tileType(halves.first), tileType(halves.second));
    else layout = computeLayout(tile);
    cache.set(key, layout);
  }
  return layout;
}

/**
 * A half tile as it lies: laid out as the square tile it is drawn as (half-shape.ts) with the cells beyond
 * its long edge walled off; an anchor that still falls there is mirrored into the triangle.
 */
function halfLayout(type: TileType, rotation: Rotation): TileLayout {
  const drawn = drawnHalf(type, rotation);
  const layout = computeLayout(drawn, {
    inside: (p) => inHalf(p, rotation),
    fieldSeeds: (index) => longEdgeSeeds(type.features[index], rotation),
    moved: (index) => (standsInTheMiddle(type.features[index]) ? buildingMove(rotation) : undefined),
    edgeDistance: (p) => halfEdgeDistance(p, rotation),
  });
  // an anchor beyond the long edge moves to the roomiest of the feature's own cells near its mirror image
  const depth = regionDepth(layout.owner);
  const anchors = layout.anchors.map((p, index) => {
    if (inHalf(p, rotation)) return p;
    const mirrored = intoHalf(p, rotation);
    const best = argmax(
      depth,
      (c) => layout.owner[c] === index,
      (c) => (depth[c] as number) - 0.5 * distance(cellCentre(c), mirrored),
    );
    return best >= 0 ? cellCentre(best) : mirrored;
  });
  return { ...layout, anchors };
}

/** A square of two halves: each half's layout in its own triangle, the second's features after the first's. */
function joinedLayout(tile: OrientedTile, first: TileType, second: TileType): TileLayout {
  const rotation = tile.rotation;
  const secondRotation = ((rotation + 180) % 360) as Rotation;
  const a = tileLayout(orientedTile(first, rotation));
  const b = tileLayout(orientedTile(second, secondRotation));
  const split = first.features.length;
  const owner = new Int16Array(GRID * GRID);
  for (let cell = 0; cell < owner.length; cell++) {
    const inFirst = inHalf(cellCentre(cell), rotation);
    const mine = (inFirst ? a : b).owner[cell] as number;
    owner[cell] = mine < 0 ? mine : inFirst ? mine : mine + split;
  }
  return {
    tile,
    owner,
    anchors: [...a.anchors, ...b.anchors],
    placed: [...a.placed, ...b.placed],
    placedRadius: [...a.placedRadius, ...b.placedRadius],
    ownerAt: (p) => owner[cellAt(p)] as number,
    emblemSpots: (index, count) => (index < split ? a.emblemSpots(index, count) : b.emblemSpots(index - split, count)),
  };
}

/** Forget cached layouts (after registering art that changes how features cover a tile). */
export const clearLayoutCache = () => cache.clear();

/** Where a figure or a spot letter sits on a feature of a tile as it lies, in unit-tile coordinates. */
export const featureAnchor = (tile: OrientedTile, featureIndex: number): Point =>
  tileLayout(tile).anchors[featureIndex] ?? CENTRE;
