// Where the board sits in the image: the played area (tiles and open spots) plus a margin, and the tile
// size, which shrinks for big boards so a 200-tile game still fits a readable image.
import type { Position } from '../../src/engine';

// A phone shows the image at its screen width whatever its pixel size, so bigger tiles do not read better
// there; they only cost encoding time and bytes. Tiles shrink as the board grows, down to a size where
// numbers and figures still read when zoomed in.
export const MAX_TILE = 96;
export const MIN_TILE = 56;
/** Longest side of the board area before tiles shrink (a 15-tile span at full size). */
export const MAX_BOARD_SIDE = 1500;

export interface BoardFrame {
  minX: number;
  minY: number;
  cols: number;
  rows: number;
  tileSize: number;
  /** Pixel size of the board area, margins and ruler included. */
  width: number;
  height: number;
  margin: number;
  /** The band along the top and left edges that numbers the columns and rows (0: none). */
  ruler: number;
}

/**
 * The ruler's band, as a share of a tile: the column and row numbers are the x and y that messages name
 * ("a flea spreads to 2,-1"), counted from the start tile (0,0), x to the east and y to the south.
 */
const RULER_SHARE = 0.24;

/** `ruler`: keep the band of column and row numbers (none for a close-up, whose margin shows the tiles beyond). */
export function boardFrame(positions: readonly Position[], tileSize?: number, ruler = true): BoardFrame {
  const xs = positions.map((p) => p.x);
  const ys = positions.map((p) => p.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const cols = Math.max(...xs) - minX + 1;
  const rows = Math.max(...ys) - minY + 1;
  const size = tileSize ?? Math.max(MIN_TILE, Math.min(MAX_TILE, Math.floor(MAX_BOARD_SIDE / Math.max(cols, rows))));
  // A thin margin: the board's width is what a phone shrinks to its screen, so every pixel counts.
  const margin = Math.round(size * 0.12);
  const band = ruler ? Math.round(size * RULER_SHARE) : 0;
  return {
    minX,
    minY,
    cols,
    rows,
    tileSize: size,
    width: cols * size + 2 * margin + band,
    height: rows * size + 2 * margin + band,
    margin,
    ruler: band,
  };
}

/** The pixel rectangle of board position (x, y) when the board area starts at (left, top). */
export function cellRect(frame: BoardFrame, left: number, top: number, x: number, y: number) {
  return {
    x: left + frame.margin + frame.ruler + (x - frame.minX) * frame.tileSize,
    y: top + frame.margin + frame.ruler + (y - frame.minY) * frame.tileSize,
    size: frame.tileSize,
  };
}
