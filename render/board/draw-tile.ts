// Draws one tile as it lies: green ground, its features in layer order, then the emblems printed on them.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { GameState, OrientedTile } from '../../src/engine';
import { derivedEmblems, emblemArt } from '../art/emblem-art';
import { featureArtOf, layerOf } from '../art/feature-art';
import { tileSymbolArt } from '../art/tile-symbol-art';
import { tileLayout } from '../layout/tile-layout';
import { FIELD } from '../palette';

const EMBLEM_SIZE = 0.24;
/** Symbols of the whole tile (TileType.symbols: a crop circle ...) sit at its centre, a little larger. */
export const SYMBOL_SIZE = 0.3;
const TILE_CENTRE = { x: 0.5, y: 0.5 };

type GameOptions = Readonly<GameState['options']>;

function emblemsOf(tile: OrientedTile, index: number, options: GameOptions): [string, string | number | boolean][] {
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

/** Draws `tile` in the square at (left, top) of side `size` pixels, clipped to it. */
export function drawTile(
  ctx: SKRSContext2D,
  tile: OrientedTile,
  left: number,
  top: number,
  size: number,
  { ground = FIELD, options = {} }: TileLook = {},
): void {
  const layout = tileLayout(tile);
  const pixel = 1 / size;
  ctx.save();
  ctx.beginPath();
  ctx.rect(left, top, size, size);
  ctx.clip();
  ctx.translate(left, top);
  ctx.scale(size, size);
  ctx.fillStyle = ground;
  ctx.fillRect(0, 0, 1, 1);
  const order = tile.type.features.map((_, i) => i).sort((a, b) => layerOf(tile, a) - layerOf(tile, b) || a - b);
  for (const index of order) {
    const art = featureArtOf(tile.type.features[index]);
    art?.draw({ ctx, tile, index, layout, pixel });
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
  // emblem registry, or where the symbol's own art puts it (in pixels, after the unit scale is undone)
  const symbols = Object.entries(tile.type.symbols ?? {}).filter(([, value]) => value !== false);
  for (const [name, value] of symbols) emblemArt(name)?.({ ctx, at: TILE_CENTRE, size: SYMBOL_SIZE, value, pixel });
  ctx.restore();
  for (const [name, value] of symbols) tileSymbolArt(name)?.({ ctx, tile, cell: { x: left, y: top, size }, value });
}
