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
