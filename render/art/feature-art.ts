// The registry of feature drawings, keyed by feature kind ('road', 'city', 'field' ...). An expansion
// that brings a new kind registers its own art here without touching the others.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { OrientedTile, TileFeature } from '../../src/engine';
import type { Point } from '../geometry/point';
import type { TileLayout } from '../layout/tile-layout';

/** Where a feature lies in the unit tile, for the layout (anchors, fields, emblems). */
export interface Cover {
  polygons?: Point[][];
  lines?: { polylines: Point[][]; width: number };
  disc?: { centre: Point; radius: number };
}

/** What a drawing function gets: a context scaled so the tile is the unit square. */
export interface TileView {
  ctx: SKRSContext2D;
  tile: OrientedTile;
  index: number;
  layout: TileLayout;
  /** One canvas pixel in tile units, for hairlines. */
  pixel: number;
}

export interface FeatureArt {
  /** Drawing order on a tile: fields 0, rivers 1, roads 2, cities 3, buildings 4. */
  layer: number | ((tile: OrientedTile, index: number) => number);
  /** The area the feature covers; features without one are fields (the rest) or placed at a free spot. */
  cover?(tile: OrientedTile, index: number): Cover | null;
  /** Drawn where the tile has room, in a disc of this radius (gardens). */
  placedRadius?: number;
  /** Kinds of feature a placed one stands in when the tile has one (a tower foundation in a city). */
  placedIn?: readonly string[];
  /**
   * Where a figure (or a spot letter) sits; without it the layout picks the roomiest point. `ownerAt`
   * tells which feature covers a point once every cover is laid out.
   */
  anchor?(tile: OrientedTile, index: number, ownerAt: (p: Point) => number): Point;
  /** A follower standing on it lies on its side (as a farmer does in a field): a German monastery's abbot. */
  followersLie?: boolean;
  draw(view: TileView): void;
}

const registry = new Map<string, FeatureArt>();
// drawings for features carrying a mark, whatever their kind (a bridge's road): a few, looked at in order
const byMark: [string, FeatureArt][] = [];

export function registerFeatureArt(kind: string, art: FeatureArt): void {
  registry.set(kind, art);
}

/** A drawing for every feature carrying `mark`, instead of its kind's (a bridge laid across a tile). */
export function registerMarkedFeatureArt(mark: string, art: FeatureArt): void {
  const known = byMark.findIndex(([m]) => m === mark);
  if (known >= 0) byMark.splice(known, 1);
  byMark.push([mark, art]);
}

export const featureArt = (kind: string): FeatureArt | undefined => registry.get(kind);

/** The drawing of one feature of a tile: its mark's, if one has a drawing, else its kind's. */
export function featureArtOf(feature: TileFeature | undefined): FeatureArt | undefined {
  if (!feature) return undefined;
  const marks = feature.marks;
  if (marks && byMark.length) for (const [mark, art] of byMark) if (marks[mark]) return art;
  return registry.get(feature.kind);
}

export function layerOf(tile: OrientedTile, index: number): number {
  const layer = featureArtOf(tile.type.features[index])?.layer ?? 0;
  return typeof layer === 'function' ? layer(tile, index) : layer;
}
