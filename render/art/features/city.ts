// Cities: sandstone flush with the tile edges they touch (so parts on neighbouring tiles merge into one
// town), stone walls where the city meets the fields, and a few roofs for texture.
import type { OrientedTile } from '../../../src/engine';
import { type CityShape, cityShape } from '../../geometry/city-outline';
import { cellAt, regionDepth } from '../../geometry/grid';
import { flattenOutline, traceOutline } from '../../geometry/outline';
import type { Point } from '../../geometry/point';
import { average, CENTRE, EDGE_MID, lerp } from '../../geometry/point';
import { besideTheMiddle } from '../../layout/pick-cell';
import type { TileLayout } from '../../layout/tile-layout';
import { BUILDING, BUILDING_ROOF, CITY, INK, WALL, WALL_TOP } from '../../palette';
import type { FeatureArt, TileView } from '../feature-art';

const shapes = new Map<string, CityShape>();

function shapeOf(tile: OrientedTile, index: number): CityShape {
  const edges = tile.edges[index] ?? [];
  const key = edges.join('');
  let shape = shapes.get(key);
  if (!shape) {
    shape = cityShape(edges);
    shapes.set(key, shape);
  }
  return shape;
}

const ROOF_STEP = 0.21;
const roofCache = new Map<string, Point[]>();

/**
 * Where the houses of a city part stand: a staggered lattice of points well inside the part, clear of its
 * walls, of the figure's spot and of its emblems (pennant, goods), so a city reads as a town.
 */
function housesOf(layout: TileLayout, index: number): Point[] {
  const key = `${layout.tile.type.id}@${layout.tile.rotation}:${index}`;
  const cached = roofCache.get(key);
  if (cached) return cached;
  const depth = regionDepth(layout.owner, false);
  const keepClear = [layout.anchors[index], ...layout.emblemSpots(index, 2)].filter((p): p is Point => !!p);
  const houses: Point[] = [];
  for (let row = 0; row * ROOF_STEP < 1; row++)
    for (let col = 0; col * ROOF_STEP < 1; col++) {
      const p = { x: 0.1 + col * ROOF_STEP + (row % 2) * (ROOF_STEP / 2), y: 0.13 + row * ROOF_STEP };
      if (p.x > 0.94 || p.y > 0.94) continue;
      const c = cellAt(p);
      if (layout.owner[c] !== index || (depth[c] as number) < 0.1) continue;
      if (keepClear.some((q) => Math.hypot(q.x - p.x, q.y - p.y) < 0.19)) continue;
      houses.push(p);
    }
  roofCache.set(key, houses);
  return houses;
}

function drawHouses({ ctx, layout, index, pixel }: TileView) {
  const houses = housesOf(layout, index);
  if (!houses.length) return;
  // All walls in one path and all roofs in another: a big board has thousands of houses.
  ctx.lineWidth = Math.max(0.008, pixel * 0.8);
  ctx.strokeStyle = INK;
  ctx.beginPath();
  for (const { x, y } of houses) ctx.rect(x - 0.055, y - 0.005, 0.11, 0.06);
  ctx.fillStyle = BUILDING;
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  for (const { x, y } of houses) {
    ctx.moveTo(x - 0.075, y);
    ctx.lineTo(x, y - 0.065);
    ctx.lineTo(x + 0.075, y);
    ctx.closePath();
  }
  ctx.fillStyle = BUILDING_ROOF;
  ctx.fill();
  ctx.stroke();
}

export const cityArt: FeatureArt = {
  layer: 3,
  cover: (tile, index) => ({ polygons: flattenOutline(shapeOf(tile, index).area) }),
  anchor(tile, index, ownerAt) {
    const mids = (tile.edges[index] ?? []).map((e) => EDGE_MID[e]);
    if (!mids.length) return CENTRE;
    const middle = average(mids);
    // A cap: halfway into its depth rather than on the border.
    if (mids.length === 1) return lerp(middle, CENTRE, 0.27);
    // A city across the tile around a courtyard (a field inside the walls): beside it, towards an edge.
    // (further out where a building stands in the middle of the city: a monastery inside its walls)
    if (ownerAt(middle) === index) return middle;
    return besideTheMiddle(middle, mids[0] as Point, [0.6, 0.8], (p) => ownerAt(p) === index);
  },
  draw(view) {
    const { ctx, tile, index } = view;
    const shape = shapeOf(tile, index);
    ctx.beginPath();
    traceOutline(ctx, shape.area);
    ctx.fillStyle = CITY;
    ctx.fill();
    drawHouses(view);
    if (!shape.walls.length) return;
    ctx.beginPath();
    traceOutline(ctx, shape.walls);
    ctx.lineCap = 'butt';
    ctx.strokeStyle = WALL;
    ctx.lineWidth = 0.085;
    ctx.stroke();
    ctx.strokeStyle = WALL_TOP;
    ctx.lineWidth = 0.035;
    ctx.stroke();
  },
};
