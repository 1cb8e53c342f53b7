// Rivers: wide blue water under the roads (a road over it reads as a bridge); a river that ends on the
// tile ends in a lake (or its spring) in the centre.
import { CENTRE } from '../../geometry/point';
import { WATER, WATER_EDGE } from '../../palette';
import type { FeatureArt } from '../feature-art';
import { edgesOf, lineAnchor, lineCover, strokeLine } from './line-feature';

const LAKE_RADIUS = 0.22;

export const riverArt: FeatureArt = {
  layer: 1,
  cover: (tile, index) => lineCover(tile, index, 0.22, LAKE_RADIUS),
  anchor: lineAnchor,
  draw(view) {
    strokeLine(view, WATER_EDGE, 0.22, WATER, 0.16);
    if (edgesOf(view.tile, view.index).length !== 1) return;
    const { ctx } = view;
    ctx.beginPath();
    ctx.ellipse(CENTRE.x, CENTRE.y, LAKE_RADIUS, LAKE_RADIUS * 0.85, 0, 0, Math.PI * 2);
    ctx.fillStyle = WATER;
    ctx.fill();
    ctx.lineWidth = 0.03;
    ctx.strokeStyle = WATER_EDGE;
    ctx.stroke();
  },
};
