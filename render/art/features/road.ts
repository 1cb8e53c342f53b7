// Roads: a light track with dark verges; a road that ends on the tile ends at a village in the centre
// (on a half tile inside its triangle: lineEnd) unless a city, monastery or other building already stands there.
import { lineEnd } from '../../layout/half-shape';
import { BUILDING, BUILDING_ROOF, INK, ROAD, ROAD_EDGE } from '../../palette';
import type { FeatureArt, TileView } from '../feature-art';
import { drawRingedDisc } from '../ringed-disc';
import { edgesOf, lineAnchor, lineCover, strokeLine } from './line-feature';

/** The village disc where a road ends on a tile (its ring adds 0.0125). */
export const VILLAGE_RADIUS = 0.13;

function drawVillage({ ctx, pixel, tile, index }: TileView) {
  const end = lineEnd(tile, index);
  ctx.save();
  // drawn for the centre, moved to where the road ends
  ctx.translate(end.x - 0.5, end.y - 0.5);
  drawRingedDisc(ctx, { x: 0.5, y: 0.5 }, VILLAGE_RADIUS, ROAD, ROAD_EDGE, 0.025);
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
  ctx.restore();
}

export const roadArt: FeatureArt = {
  layer: 2,
  cover: (tile, index) => lineCover(tile, index, 0.17, VILLAGE_RADIUS),
  anchor: lineAnchor,
  draw(view) {
    strokeLine(view, ROAD_EDGE, 0.15, ROAD, 0.1);
    // Every dead-end road covers the centre; the one that owns it draws the village once.
    const ends = edgesOf(view.tile, view.index).length === 1;
    if (ends && view.layout.ownerAt(lineEnd(view.tile, view.index)) === view.index) drawVillage(view);
  },
};
