// Fields are the tile's green background, so an ordinary field draws nothing of its own. A field that
// touches no edge lies inside a city: a green courtyard drawn over the city (two of them on one tile, as
// on King & Robber's KR5 and Abbey & Mayor's crossing cities, sit apart on the diagonal).
import type { OrientedTile } from '../../../src/engine';
import { CENTRE, type Point } from '../../geometry/point';
import { FIELD, WALL } from '../../palette';
import type { FeatureArt } from '../feature-art';
import { drawRingedDisc } from '../ringed-disc';

const COURTYARD = 0.2;
const isInner = (halves: readonly string[] | undefined) => !halves?.length;

/** Where a courtyard lies: the middle, or one of several along the diagonal, smaller. */
function courtyard(tile: OrientedTile, index: number): { centre: Point; radius: number } {
  const inner = tile.type.features.flatMap((f, i) => (f.kind === 'field' && isInner(tile.halves[i]) ? [i] : []));
  if (inner.length < 2) return { centre: CENTRE, radius: COURTYARD };
  const offset = -0.17 + (0.34 * inner.indexOf(index)) / (inner.length - 1);
  return { centre: { x: CENTRE.x + offset, y: CENTRE.y + offset }, radius: 0.12 };
}

export const fieldArt: FeatureArt = {
  layer: (tile, index) => (isInner(tile.halves[index]) ? 3.5 : 0),
  cover: (tile, index) => (isInner(tile.halves[index]) ? { disc: courtyard(tile, index) } : null),
  draw({ ctx, tile, index }) {
    if (!isInner(tile.halves[index])) return;
    const { centre, radius } = courtyard(tile, index);
    drawRingedDisc(ctx, centre, radius, FIELD, WALL, 0.05);
  },
};
