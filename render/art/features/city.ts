// Cities: sandstone flush with the tile edges they touch (so parts on neighbouring tiles merge into one
// town), stone walls where the city meets the fields, and a few roofs for texture.
import type { OrientedTile } from '../../../src/engine';
import { type CityShape, cityShape } from '../../geometry/city-outline';
import { flattenOutline, traceOutline } from '../../geometry/outline';
import { average, CENTRE, EDGE_MID, lerp } from '../../geometry/point';
import { CITY, WALL, WALL_TOP } from '../../palette';
import type { FeatureArt } from '../feature-art';

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
    return ownerAt(middle) === index ? middle : lerp(middle, mids[0] as (typeof mids)[number], 0.6);
  },
  draw({ ctx, tile, index }) {
    const shape = shapeOf(tile, index);
    ctx.beginPath();
    traceOutline(ctx, shape.area);
    ctx.fillStyle = CITY;
    ctx.fill();
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
