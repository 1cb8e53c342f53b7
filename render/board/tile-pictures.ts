// Each tile's picture drawn once per look and size, then copied onto the board: a board is drawn anew
// every turn, and a tile's features are many antialiased paths, where copying its square of pixels is one
// blit. Only a square tile on whole pixels with no symbol art is kept (its picture is then exactly what
// drawing it in place gives: the tile fills its square, opaque); anything else is drawn in place.
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { OrientedTile } from '../../src/engine';
import { drawTile, type TileLook } from './draw-tile';

/** Pixels the kept pictures may hold in all (16 MB): a few boards' worth of tile looks at their sizes. */
const MOST_PIXELS = 4_000_000;

/** Kept pictures by look, the least recently used first (a Map keeps insertion order). */
const pictures = new Map<string, Canvas>();
let keptPixels = 0;

/** The game options' part of a look's key, worked out once per options object. */
const optionKeys = new WeakMap<object, string>();
const optionsKey = (options: TileLook['options']) => {
  if (!options) return '';
  let key = optionKeys.get(options);
  if (key === undefined) {
    key = JSON.stringify(options);
    optionKeys.set(options, key);
  }
  return key;
};

function keepable(ctx: SKRSContext2D, tile: OrientedTile, left: number, top: number, size: number): boolean {
  const { type } = tile;
  if (type.half || type.halves || (type.symbols && Object.keys(type.symbols).length)) return false;
  if (!Number.isInteger(left) || !Number.isInteger(top) || !Number.isInteger(size)) return false;
  const { a, b, c, d, e, f } = ctx.getTransform();
  return a === 1 && b === 0 && c === 0 && d === 1 && Number.isInteger(e) && Number.isInteger(f);
}

/** Draws `tile` as drawTile does, from its kept picture where it can be kept. */
export const drawTilePicture: typeof drawTile = (ctx, tile, left, top, size, look = {}) => {
  if (!keepable(ctx, tile, left, top, size)) {
    drawTile(ctx, tile, left, top, size, look);
    return;
  }
  const key = `${tile.type.id} ${tile.rotation} ${size} ${look.ground ?? ''} ${optionsKey(look.options)}`;
  let picture = pictures.get(key);
  if (picture) pictures.delete(key);
  else {
    picture = createCanvas(size, size);
    drawTile(picture.getContext('2d'), tile, 0, 0, size, look);
    keptPixels += size * size;
    for (const [oldest, kept] of pictures) {
      if (keptPixels <= MOST_PIXELS) break;
      pictures.delete(oldest);
      keptPixels -= kept.width * kept.height;
    }
  }
  pictures.set(key, picture);
  ctx.drawImage(picture, left, top);
};
