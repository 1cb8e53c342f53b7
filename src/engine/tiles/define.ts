// A small vocabulary for writing tile types by hand: features are listed in the tile's reference
// orientation, and a field names the cities it borders by one edge of each city.
import type { Edge, HalfEdge, TileFeature, TileType } from '../types';

type FieldDraft = TileFeature & { bordersByEdge?: Edge[] };

const words = <T extends string>(list: string): T[] => list.split(/\s+/).filter(Boolean) as T[];

export const road = (edges: string, marks?: TileFeature['marks']): TileFeature => ({
  kind: 'road',
  edges: words<Edge>(edges),
  ...(marks ? { marks } : {}),
});

export const city = (edges: string, pennants = 0, marks?: TileFeature['marks']): TileFeature => ({
  kind: 'city',
  edges: words<Edge>(edges),
  ...(pennants ? { pennants } : {}),
  ...(marks ? { marks } : {}),
});

/** A field touching `halfEdges` ('inner' for none), bordering the cities that touch `cityEdges`. */
export const field = (halfEdges: string, cityEdges = ''): FieldDraft => ({
  kind: 'field',
  ...(halfEdges === 'inner' ? { inner: true } : { halfEdges: words<HalfEdge>(halfEdges) }),
  bordersByEdge: words<Edge>(cityEdges),
});

/** A river part touching `edges` (one edge: the river starts or ends on the tile, at a spring or lake). */
export const river = (edges: string): TileFeature => ({ kind: 'river', edges: words<Edge>(edges) });

export const monastery = (): TileFeature => ({ kind: 'monastery' });
export const garden = (): TileFeature => ({ kind: 'garden' });

/** Builds a tile type, resolving each field's bordering cities to feature indices. */
export function defineTile(
  id: string,
  ref: string,
  module: string,
  drafts: FieldDraft[],
  symbols?: TileType['symbols'],
): TileType {
  const features = drafts.map(({ bordersByEdge, ...feature }) => {
    if (!bordersByEdge?.length) return feature;
    const borders = bordersByEdge.map((edge) => {
      const index = drafts.findIndex((f) => f.kind === 'city' && f.edges?.includes(edge));
      if (index < 0) throw new Error(`tile ${id}: no city at edge ${edge} for a field to border`);
      return index;
    });
    return { ...feature, borders };
  });
  return symbols ? { id, ref, module, features, symbols } : { id, ref, module, features };
}

/**
 * A tile whose tunnel road runs on under a city (a road marked `tunnel`), as played where a module pairs
 * open ends itself (the Tunnel's tokens; fn 67, fn 123): each edge of that road becomes a road of its own
 * that ends at a portal under the city (an open end), so the halves join only through tokens. The same
 * printed tile (its reference id) under `id`; the features after a split road keep their fields' borders.
 */
export function asTunnelPortals(tile: TileType, id: string): TileType {
  const features: TileFeature[] = [];
  const moved: number[] = [];
  for (const feature of tile.features) {
    moved.push(features.length);
    const split = feature.kind === 'road' && feature.marks?.tunnel && (feature.edges?.length ?? 0) > 1;
    if (split) for (const edge of feature.edges ?? []) features.push({ ...feature, edges: [edge], openEnds: 1 });
    else features.push(feature);
  }
  const { asPortals: _, ...printed } = tile;
  return {
    ...printed,
    id,
    features: features.map((f) => (f.borders ? { ...f, borders: f.borders.map((i) => moved[i] as number) } : f)),
  };
}
