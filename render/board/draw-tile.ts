// Draws one tile as it lies: green ground, its features in layer order, then the emblems printed on them.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { GameState, OrientedTile, Rotation, TileType } from '../../src/engine';
import { orientedTile, tileType } from '../../src/engine';
import { derivedEmblems, emblemArt } from '../art/emblem-art';
import { featureArtOf, layerOf } from '../art/feature-art';
import { tileSymbolArt } from '../art/tile-symbol-art';
import type { Point } from '../geometry/point';
import { BUILDING_SCALE, halfIncentre, halfTriangle, standsInTheMiddle } from '../layout/half-shape';
import { tileLayout } from '../layout/tile-layout';
import { FIELD, INK, SEAM } from '../palette';

/** An emblem's size in tile units (the layout keeps its spots half of it from the edges). */
export const EMBLEM_SIZE = 0.24;
/** Symbols of the whole tile (TileType.symbols: a crop circle ...) sit at its centre, a little larger. */
export const SYMBOL_SIZE = 0.3;
/** The size of such a symbol on a half tile, at its triangle's incentre (the inscribed circle's radius is 0.29). */
export const HALF_SYMBOL_SIZE = SYMBOL_SIZE * 0.7;
const TILE_CENTRE = { x: 0.5, y: 0.5 };

type GameOptions = Readonly<GameState['options']>;

/** The emblems a feature of a tile shows, in the order its emblem spots take them: [mark, value]. */
export function emblemsOf(
  tile: OrientedTile,
  index: number,
  options: GameOptions,
): [string, string | number | boolean][] {
  const feature = tile.type.features[index];
  if (!feature) return [];
  const list: [string, string | number | boolean][] = [];
  for (let k = 0; k < (feature.pennants ?? 0); k++) list.push(['pennant', true]);
  for (const [mark, value] of Object.entries(feature.marks ?? {}))
    if (value !== false && emblemArt(mark)) list.push([mark, value]);
  // emblems an expansion derives from the marks and the options (the T-junction's inn on both its roads)
  for (const derive of derivedEmblems()) {
    const emblem = derive(feature.marks ?? {}, options);
    if (emblem) list.push(emblem);
  }
  return list;
}

export interface TileLook {
  /** The field colour (the board alternates two, so players can count tiles). */
  ground?: string;
  /** The game's rule options, where they change what a tile shows. */
  options?: GameOptions;
}

/** Draws `tile` in the square at (left, top) of side `size` pixels, clipped to it (a half tile to its triangle). */
export function drawTile(
  ctx: SKRSContext2D,
  tile: OrientedTile,
  left: number,
  top: number,
  size: number,
  look: TileLook = {},
): void {
  const { half, halves } = tile.type;
  if (!half && !halves) {
    paint(ctx, tile, tileLayout(tile), { left, top, size }, look);
    return;
  }
  // a half tile (half-shape.ts): drawn as a square in its triangle; a full square as both its halves
  const parts: [TileType, Rotation][] = halves
    ? [
        [tileType(halves.first), tile.rotation],
        [tileType(halves.second), ((tile.rotation + 180) % 360) as Rotation],
      ]
    : [[tile.type, tile.rotation]];
  for (const [type, rotation] of parts) {
    const layout = tileLayout(orientedTile(type, rotation));
    paint(ctx, layout.tile, layout, { left, top, size }, look, { triangle: halfTriangle(rotation), rotation });
  }
  drawLongEdge(ctx, tile.rotation, { left, top, size }, Boolean(halves));
}

interface Cell {
  left: number;
  top: number;
  size: number;
}

/** The long edge of a half tile: a dark rim where a gap lies beside it, a faint seam between two halves. */
function drawLongEdge(ctx: SKRSContext2D, rotation: Rotation, { left, top, size }: Cell, joined: boolean) {
  // the long edge joins the triangle's first and last corners
  const [from, , to] = halfTriangle(rotation) as [Point, Point, Point];
  ctx.save();
  ctx.strokeStyle = joined ? SEAM : INK;
  ctx.lineWidth = Math.max(1, size * (joined ? 0.012 : 0.025));
  ctx.beginPath();
  ctx.moveTo(left + from.x * size, top + from.y * size);
  ctx.lineTo(left + to.x * size, top + to.y * size);
  ctx.stroke();
  ctx.restore();
}

/** Ground, features, emblems and symbols of a tile in the cell, clipped to it or to a triangle of it. */
function paint(
  ctx: SKRSContext2D,
  tile: OrientedTile,
  layout: ReturnType<typeof tileLayout>,
  { left, top, size }: Cell,
  { ground = FIELD, options = {} }: TileLook,
  half?: { triangle: readonly Point[]; rotation: Rotation },
) {
  const triangle = half?.triangle;
  const pixel = 1 / size;
  ctx.save();
  ctx.beginPath();
  if (triangle) {
    triangle.forEach((p, i) => {
      if (i) ctx.lineTo(left + p.x * size, top + p.y * size);
      else ctx.moveTo(left + p.x * size, top + p.y * size);
    });
    ctx.closePath();
  } else ctx.rect(left, top, size, size);
  ctx.clip();
  ctx.translate(left, top);
  ctx.scale(size, size);
  ctx.fillStyle = ground;
  ctx.fillRect(0, 0, 1, 1);
  const order = tile.type.features.map((_, i) => i).sort((a, b) => layerOf(tile, a) - layerOf(tile, b) || a - b);
  for (const index of order) {
    const art = featureArtOf(tile.type.features[index]);
    // on a half, a building of the tile's middle (a monastery) stands smaller at the triangle's incentre
    const moved = half && standsInTheMiddle(tile.type.features[index]);
    if (moved) {
      const centre = halfIncentre(half.rotation);
      ctx.save();
      ctx.translate(centre.x, centre.y);
      ctx.scale(BUILDING_SCALE, BUILDING_SCALE);
      ctx.translate(-0.5, -0.5);
    }
    art?.draw({ ctx, tile, index, layout, pixel: moved ? pixel / BUILDING_SCALE : pixel });
    if (moved) ctx.restore();
  }
  for (const index of order) {
    const emblems = emblemsOf(tile, index, options);
    if (!emblems.length) continue;
    const spots = layout.emblemSpots(index, emblems.length);
    emblems.forEach(([mark, value], k) => {
      const at = spots[k];
      if (at) emblemArt(mark)?.({ ctx, at, size: EMBLEM_SIZE, value, pixel });
    });
  }
  // drawn under the symbol's name, so the tile shows them wherever it is drawn: at the centre by the
  // emblem registry, or where the symbol's own art puts it (in pixels, after the unit scale is undone);
  // a half tile's at the centre of its triangle's inscribed circle
  const centre = half ? halfIncentre(half.rotation) : TILE_CENTRE;
  const symbols = Object.entries(tile.type.symbols ?? {}).filter(([, value]) => value !== false);
  for (const [name, value] of symbols)
    emblemArt(name)?.({ ctx, at: centre, size: triangle ? HALF_SYMBOL_SIZE : SYMBOL_SIZE, value, pixel });
  ctx.restore();
  // on a half, a symbol's plate goes at its triangle's incentre (drawSymbolPlate): its corner may be gap
  const inside = half && { x: left + centre.x * size, y: top + centre.y * size };
  for (const [name, value] of symbols)
    tileSymbolArt(name)?.({ ctx, tile, cell: { x: left, y: top, size }, value, ...(inside ? { half: inside } : {}) });
}
