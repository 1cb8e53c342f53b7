// The registry of symbols printed on a tile as a whole, in a corner or clear of its features (the magic
// star, the robber's mask, the gold mine, the flying machine): drawn with the tile itself, so the tile
// to place, the panel's close-up and the tile sheet show them as the board does. Keyed by the symbol's
// name in TileType.symbols. (A symbol drawn at the tile's centre, like a crop circle, is an emblem.)
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { OrientedTile } from '../../src/engine';

export interface TileSymbolView {
  ctx: SKRSContext2D;
  tile: OrientedTile;
  /** The tile's square on the canvas, in pixels. */
  cell: { x: number; y: number; size: number };
  /** The symbol's value in TileType.symbols (true, or a particular such as a machine's direction). */
  value: string | number | boolean;
  /**
   * On a half tile (the Halflings): its triangle's incentre, in pixels, where a plate stays inside the half
   * (the tile's corner may lie in its gap); see drawSymbolPlate.
   */
  half?: { x: number; y: number };
}

export type TileSymbolArt = (view: TileSymbolView) => void;

const registry = new Map<string, TileSymbolArt>();

export function registerTileSymbolArt(symbol: string, art: TileSymbolArt): void {
  registry.set(symbol, art);
}

export const tileSymbolArt = (symbol: string): TileSymbolArt | undefined => registry.get(symbol);

/**
 * A light round plate in the tile's top-left corner, where a tile-wide symbol is printed (the magic star,
 * a volcano ...): returns its centre and radius, in pixels, for the symbol drawn on it.
 */
export function drawCornerPlate(
  ctx: SKRSContext2D,
  cell: TileSymbolView['cell'],
  radius: number,
  ring: string,
): { x: number; y: number; r: number } {
  const x = cell.x + cell.size * 0.14;
  const y = cell.y + cell.size * 0.14;
  const r = cell.size * radius;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = '#fdf6e3';
  ctx.fill();
  ctx.lineWidth = Math.max(1, cell.size * 0.01);
  ctx.strokeStyle = ring;
  ctx.stroke();
  return { x, y, r };
}

/**
 * A larger corner plate, `radius` a share of the tile's side, pushed in from the corner just enough to
 * fit whole (drawCornerPlate's fixed centre would cut a plate this size), ringed in ink: for a symbol
 * that must read on a phone (watchtowers, wind roses). Returns its centre and radius.
 */
export function drawLargeCornerPlate(
  ctx: SKRSContext2D,
  cell: TileSymbolView['cell'],
  radius: number,
): { x: number; y: number; r: number } {
  const r = cell.size * radius;
  return drawInkedPlate(ctx, { x: cell.x + r + cell.size * 0.02, y: cell.y + r + cell.size * 0.02, r }, cell.size);
}

/**
 * drawLargeCornerPlate on a square tile; on a half tile at its triangle's incentre instead, whole inside
 * the half (a radius up to 0.29 of the side fits). Returns its centre and radius.
 */
export function drawSymbolPlate(
  view: Pick<TileSymbolView, 'ctx' | 'cell' | 'half'>,
  radius: number,
): { x: number; y: number; r: number } {
  const { ctx, cell, half } = view;
  if (!half) return drawLargeCornerPlate(ctx, cell, radius);
  return drawInkedPlate(ctx, { ...half, r: cell.size * radius }, cell.size);
}

function drawInkedPlate(ctx: SKRSContext2D, plate: { x: number; y: number; r: number }, size: number) {
  ctx.beginPath();
  ctx.arc(plate.x, plate.y, plate.r, 0, Math.PI * 2);
  ctx.fillStyle = '#fdf6e3';
  ctx.fill();
  ctx.lineWidth = Math.max(1, size * 0.012);
  ctx.strokeStyle = '#1d1f22';
  ctx.stroke();
  return plate;
}

/**
 * A gold emblem on a corner plate (a castle's crown, a cathedral's mitre): the outline, in shares of the
 * plate's radius from its centre, filled in `gold` and outlined in `ink`. Returns the plate's centre and
 * radius for anything drawn on top.
 */
export function drawCornerEmblem(
  ctx: SKRSContext2D,
  cell: TileSymbolView['cell'],
  colours: { ring: string; gold: string; ink: string },
  outline: readonly (readonly [number, number])[],
): { x: number; y: number; r: number } {
  const plate = drawCornerPlate(ctx, cell, 0.15, colours.ring);
  const { x, y, r } = plate;
  ctx.save();
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(1.5, cell.size * 0.015);
  ctx.strokeStyle = colours.ink;
  ctx.fillStyle = colours.gold;
  ctx.beginPath();
  outline.forEach(([dx, dy], i) => {
    if (i === 0) ctx.moveTo(x + r * dx, y + r * dy);
    else ctx.lineTo(x + r * dx, y + r * dy);
  });
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.restore();
  return plate;
}
