// The tile type of a square two half tiles fill (half-tiles.ts): made in play from the two halves' types,
// never drawn. The first half's features come first, in its order, so the figures on them and the nodes
// they hold stay as they were; the second half's follow, turned half round into the first's frame (the
// second half always lies turned half round from the first).
import { rotateEdge, rotateHalfEdge } from '../geometry';
import type { LongEdgePart, TileFeature, TileType } from '../types';

/** Between the two halves' ids in a joined square's variant name ("<first>~+<second>"). */
export const JOINED_MARK = '+';

function turnedHalfRound(feature: TileFeature, split: number): TileFeature {
  const turned: TileFeature = { ...feature };
  if (feature.edges) turned.edges = feature.edges.map((edge) => rotateEdge(edge, 180));
  if (feature.halfEdges) turned.halfEdges = feature.halfEdges.map((half) => rotateHalfEdge(half, 180));
  if (feature.borders) turned.borders = feature.borders.map((index) => index + split);
  if (feature.samePlaceAs) turned.samePlaceAs = feature.samePlaceAs.map((index) => index + split);
  return turned;
}

/** The joined square of `first` and `second` (both half tiles), with the id it is found by. */
export function joinedHalvesType(id: string, first: TileType, second: TileType): TileType {
  const split = first.features.length;
  const symbols = first.symbols || second.symbols ? { ...second.symbols, ...first.symbols } : undefined;
  return {
    id,
    ref: first.ref,
    module: first.module,
    features: [...first.features, ...second.features.map((feature) => turnedHalfRound(feature, split))],
    ...(symbols ? { symbols } : {}),
    halves: { first: first.id, second: second.id, split },
  };
}

/** The part of the other half's long edge that meets this part: left meets right, middle meets middle. */
const MEETS: Record<LongEdgePart, LongEdgePart> = { L: 'R', M: 'M', R: 'L' };

const pairsByType = new Map<TileType, [number, number][]>();

/**
 * The features of a joined square's two halves that meet across the long edge, as pairs (first half's
 * feature, second half's): each pair closes one open end of either, as a tunnel's portals do.
 */
export function longEdgePairs(type: TileType): readonly [number, number][] {
  const split = type.halves?.split;
  if (split === undefined) return [];
  let pairs = pairsByType.get(type);
  if (!pairs) {
    pairs = [];
    for (let first = 0; first < split; first++) {
      for (const part of type.features[first]?.longEdge ?? []) {
        const second = type.features.findIndex((f, index) => index >= split && f.longEdge?.includes(MEETS[part]));
        if (second >= 0) pairs.push([first, second]);
      }
    }
    pairsByType.set(type, pairs);
  }
  return pairs;
}
