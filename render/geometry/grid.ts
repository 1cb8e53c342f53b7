// A coarse raster of the unit tile (GRID × GRID cells) used to lay out a tile: which feature covers
// each cell, how deep a cell lies inside its feature, and flood fills for the fields between features.
import type { Point } from './point';

export const GRID = 32;

/** How far a point is from the nearest tile edge. */
export const borderDistance = (p: Point) => Math.min(p.x, p.y, 1 - p.x, 1 - p.y);

export const cellCentre = (i: number): Point => ({
  x: ((i % GRID) + 0.5) / GRID,
  y: (Math.floor(i / GRID) + 0.5) / GRID,
});

export function cellAt(p: Point): number {
  const cx = Math.min(GRID - 1, Math.max(0, Math.floor(p.x * GRID)));
  const cy = Math.min(GRID - 1, Math.max(0, Math.floor(p.y * GRID)));
  return cy * GRID + cx;
}

/**
 * For every cell, the distance (in tile units) to the nearest cell with another owner and, unless `border`
 * is false, to the tile border: how deep the cell lies inside its own region. One two-pass chamfer
 * transform serves all regions of a tile at once.
 */
export function regionDepth(owner: Int16Array, border = true): Float32Array {
  const far = GRID * 2;
  const d = new Float32Array(GRID * GRID);
  for (let i = 0; i < d.length; i++) {
    const x = i % GRID;
    const y = (i - x) / GRID;
    d[i] = border ? Math.min(x + 0.5, y + 0.5, GRID - x - 0.5, GRID - y - 0.5) : far;
  }
  const diag = Math.SQRT2;
  // A neighbour in the same region passes on its depth; one in another region is itself the boundary.
  const relax = (i: number, j: number, cost: number) => {
    const v = owner[j] === owner[i] ? (d[j] as number) + cost : cost;
    if (v < (d[i] as number)) d[i] = v;
  };
  for (let y = 0; y < GRID; y++)
    for (let x = 0; x < GRID; x++) {
      const i = y * GRID + x;
      if (x > 0) relax(i, i - 1, 1);
      if (y > 0) relax(i, i - GRID, 1);
      if (x > 0 && y > 0) relax(i, i - GRID - 1, diag);
      if (x < GRID - 1 && y > 0) relax(i, i - GRID + 1, diag);
    }
  for (let y = GRID - 1; y >= 0; y--)
    for (let x = GRID - 1; x >= 0; x--) {
      const i = y * GRID + x;
      if (x < GRID - 1) relax(i, i + 1, 1);
      if (y < GRID - 1) relax(i, i + GRID, 1);
      if (x < GRID - 1 && y < GRID - 1) relax(i, i + GRID + 1, diag);
      if (x > 0 && y < GRID - 1) relax(i, i + GRID - 1, diag);
    }
  for (let i = 0; i < d.length; i++) d[i] = (d[i] as number) / GRID;
  return d;
}

/**
 * Labels every cell reachable from a source's seeds through cells where `owner` is `free` with that
 * source's label. All sources spread at once, breadth first, so a region that two sources reach is split
 * between them, each cell going to the nearer (two fields between one city cap and a river).
 */
export function flood(owner: Int16Array, sources: { seeds: number[]; label: number }[], free: number): void {
  const queue: number[] = [];
  for (const { seeds, label } of sources)
    for (const s of seeds) {
      if (owner[s] !== free) continue;
      owner[s] = label;
      queue.push(s);
    }
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head] as number;
    const x = i % GRID;
    const next = [x > 0 ? i - 1 : -1, x < GRID - 1 ? i + 1 : -1, i - GRID, i + GRID];
    for (const j of next) {
      if (j < 0 || j >= owner.length || owner[j] !== free) continue;
      owner[j] = owner[i] as number;
      queue.push(j);
    }
  }
}
