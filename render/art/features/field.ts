// Fields are the tile's green background, so an ordinary field draws nothing of its own. A field that
// touches no edge lies inside a city: a green courtyard drawn over the city.
import { CENTRE } from '../../geometry/point';
import { FIELD, WALL } from '../../palette';
import type { FeatureArt } from '../feature-art';

const COURTYARD = 0.2;
const isInner = (halves: readonly string[] | undefined) => !halves?.length;

export const fieldArt: FeatureArt = {
  layer: (tile, index) => (isInner(tile.halves[index]) ? 3.5 : 0),
  cover: (tile, index) => (isInner(tile.halves[index]) ? { disc: { centre: CENTRE, radius: COURTYARD } } : null),
  draw({ ctx, tile, index }) {
    if (!isInner(tile.halves[index])) return;
    ctx.beginPath();
    ctx.arc(CENTRE.x, CENTRE.y, COURTYARD, 0, Math.PI * 2);
    ctx.fillStyle = FIELD;
    ctx.fill();
    ctx.lineWidth = 0.05;
    ctx.strokeStyle = WALL;
    ctx.stroke();
  },
};
