// The shape of a city part from the edges it touches. The city runs flush along each of its edges, so
// parts on neighbouring tiles join without a seam; between its edges a curved wall bends into the tile.
// Two separate parts on one tile (caps N and W) each get their own wall and touch at most at a corner.
import type { Edge } from '../../src/engine';
import type { Outline } from './outline';
import { CENTRE, corner, EDGE_ORDER, lerp, type Point } from './point';

export interface CityShape {
  /** The filled region. */
  area: Outline;
  /** The walls: the curves where the city meets the rest of the tile (never along the tile border). */
  walls: Outline;
}

// How far a wall bends in, by the number of free edges it spans (1: band side, 2: diagonal, 3: cap).
const PULL_BY_GAP: Record<number, number> = { 1: 0.85, 2: 0.5, 3: 0.7 };

/** The middle of the free border a wall spans, from corner `from` clockwise over `gap` edges. */
function gapMiddle(from: number, gap: number): Point {
  const a = corner(from);
  const b = corner(from + gap);
  if (gap === 2) return corner(from + 1);
  if (gap === 1) return lerp(a, b, 0.5);
  // Three free edges: the middle of the middle one.
  return lerp(corner(from + 1), corner(from + 2), 0.5);
}

/**
 * The wall from corner `from` to corner `from + gap`, bending toward the free side. `only` marks the one
 * wall of a city on three edges: it bends further in, leaving room for the field and road below it.
 */
function wall(from: number, gap: number, only: boolean): { start: Point; c1: Point; c2: Point; end: Point } {
  const start = corner(from);
  const end = corner(from + gap);
  const target = lerp(CENTRE, gapMiddle(from, gap), only && gap === 1 ? 0.1 : 0.22);
  const pull = only && gap === 1 ? 1 : (PULL_BY_GAP[gap] ?? 0.5);
  return { start, c1: lerp(start, target, pull), c2: lerp(end, target, pull), end };
}

export function cityShape(edges: readonly Edge[]): CityShape {
  const covered = EDGE_ORDER.map((e) => edges.includes(e));
  if (covered.every(Boolean)) {
    return {
      area: [
        { op: 'move', to: corner(0) },
        { op: 'line', to: corner(1) },
        { op: 'line', to: corner(2) },
        { op: 'line', to: corner(3) },
        { op: 'close' },
      ],
      walls: [],
    };
  }
  // Start at the first edge of a run of covered edges, then walk clockwise around the border.
  const first = covered.findIndex((c, i) => c && !covered[(i + 3) % 4]);
  const area: Outline = [{ op: 'move', to: corner(first) }];
  const walls: Outline = [];
  let i = first;
  let walked = 0;
  while (walked < 4) {
    if (covered[i % 4]) {
      area.push({ op: 'line', to: corner(i + 1) });
      i++;
      walked++;
      continue;
    }
    let gap = 0;
    while (!covered[(i + gap) % 4] && walked + gap < 4) gap++;
    const w = wall(i, gap, covered.filter(Boolean).length === 3);
    area.push({ op: 'cubic', c1: w.c1, c2: w.c2, to: w.end });
    walls.push({ op: 'move', to: w.start }, { op: 'cubic', c1: w.c1, c2: w.c2, to: w.end });
    i += gap;
    walked += gap;
  }
  area.push({ op: 'close' });
  return { area, walls };
}
