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
}

export type TileSymbolArt = (view: TileSymbolView) => void;

const registry = new Map<string, TileSymbolArt>();

export function registerTileSymbolArt(symbol: string, art: TileSymbolArt): void {
  registry.set(symbol, art);
}

export const tileSymbolArt = (symbol: string): TileSymbolArt | undefined => registry.get(symbol);
