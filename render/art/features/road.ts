// Roads: a light track with dark verges; a road that ends on the tile ends at a village in the centre
// unless a city, monastery or other building already stands there.
import { CENTRE } from '../../geometry/point';
import { BUILDING, BUILDING_ROOF, INK, ROAD, ROAD_EDGE } from '../../palette';
import type { FeatureArt, TileView } from '../feature-art';
import { drawRingedDisc } from '../ringed-disc';
import { edgesOf, lineAnchor, lineCover, strokeLine } from './line-feature';

const VILLAGE_RADIUS = 0.13;

function drawVillage({ ctx, pixel }: TileView) {
  drawRingedDisc(ctx, CENTRE, VILLAGE_RADIUS, ROAD, ROAD_EDGE, 0.025);
  // One small house on the square.
  ctx.lineWidth = Math.max(0.012, pixel);
  ctx.strokeStyle = INK;
  ctx.fillStyle = BUILDING;
  ctx.beginPath();
  ctx.rect(0.44, 0.5, 0.12, 0.09);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = BUILDING_ROOF;
  ctx.beginPath();
  ctx.moveTo(0.42, 0.51);
  ctx.lineTo(0.5, 0.42);
  ctx.lineTo(0.58, 0.51);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
}

export const roadArt: FeatureArt = {
  layer: 2,
  cover: (tile, index) => lineCover(tile, index, 0.17, VILLAGE_RADIUS),
  anchor: lineAnchor,
  draw(view) {
    strokeLine(view, ROAD_EDGE, 0.15, ROAD, 0.1);
    // Every dead-end road covers the centre; the one that owns it draws the village once.
    if (edgesOf(view.tile, view.index).length === 1 && view.layout.ownerAt(CENTRE) === view.index) drawVillage(view);
  },
};
