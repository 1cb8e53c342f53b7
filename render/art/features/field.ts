// Fields are the tile's green background, so an ordinary field draws nothing of its own. A field that
// touches no edge lies inside a city: a green courtyard drawn over the city (two of them, on one tile's
// diagonal, where two fields lie inside: Abbey & Mayor's crossing cities).
import type { OrientedTile } from '../../../src/engine';
import { CENTRE, type Point } from '../../geometry/point';
import { FIELD, WALL } from '../../palette';
import type { FeatureArt } from '../feature-art';

const COURTYARD = 0.2;
const SMALL_COURTYARD = 0.14;
const PAIRED: Point[] = [
  { x: 0.3, y: 0.7 },
  { x: 0.7, y: 0.3 },
];
const isInner = (halves: readonly string[] | undefined) => !halves?.length;

/** Where a courtyard lies, and how wide. */
function courtyard(tile: OrientedTile, index: number): { centre: Point; radius: number } {
  const inner = tile.type.features.flatMap((f, i) => (f.kind === 'field' && isInner(tile.halves[i]) ? [i] : []));
  if (inner.length < 2) return { centre: CENTRE, radius: COURTYARD };
  return { centre: PAIRED[inner.indexOf(index) % PAIRED.length] as Point, radius: SMALL_COURTYARD };
}

export const fieldArt: FeatureArt = {
  layer: (tile, index) => (isInner(tile.halves[index]) ? 3.5 : 0),
  cover: (tile, index) => (isInner(tile.halves[index]) ? { disc: courtyard(tile, index) } : null),
  draw({ ctx, tile, index }) {
    if (!isInner(tile.halves[index])) return;
    const { centre, radius } = courtyard(tile, index);
    ctx.beginPath();
    ctx.arc(centre.x, centre.y, radius, 0, Math.PI * 2);
    ctx.fillStyle = FIELD;
    ctx.fill();
    ctx.lineWidth = 0.05;
    ctx.strokeStyle = WALL;
    ctx.stroke();
  },
};
