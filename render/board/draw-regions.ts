// The regions of a question's scattered answers framed on the whole board, each named by a tag (A, B ...)
// as big as a phone needs: the player sees where each close-up lies.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { CHOICE_FILL, CHOICE_RING, CHOICE_TEXT, INK } from '../palette';
import { LEGIBLE_PX, PHONE_WIDTH } from '../phone';
import { drawBadge, LABEL_SCALE } from './badge';
import type { DecisionRegion } from './decision-regions';
import type { DrawnLabel } from './draw-spots';
import { type BoardFrame, cellRect } from './frame';

/** Frames each region's answers and names it at a corner of its frame; returns the names drawn. */
export function drawRegionFrames(
  ctx: SKRSContext2D,
  frame: BoardFrame,
  corner: { x: number; y: number },
  regions: readonly DecisionRegion[],
  imageWidth: number,
): DrawnLabel[] {
  // a name reads LEGIBLE_PX tall (and a little more) once the image is shown at phone width
  const radius = Math.max(
    frame.tileSize * 0.3,
    ((LEGIBLE_PX + 2) * Math.max(1, imageWidth / PHONE_WIDTH)) / LABEL_SCALE.circle,
  );
  const line = Math.max(2, Math.round(frame.tileSize * 0.05));
  for (const region of regions) {
    const [from, to] = region.answers;
    const a = cellRect(frame, corner.x, corner.y, from.x, from.y);
    const b = cellRect(frame, corner.x, corner.y, to.x, to.y);
    const inset = line / 2 + 1;
    const rect = [a.x + inset, a.y + inset, b.x + b.size - a.x - 2 * inset, b.y + b.size - a.y - 2 * inset] as const;
    ctx.lineJoin = 'round';
    ctx.strokeStyle = INK;
    ctx.lineWidth = line + 2;
    ctx.strokeRect(...rect);
    ctx.strokeStyle = CHOICE_RING;
    ctx.lineWidth = line;
    ctx.strokeRect(...rect);
  }
  // each name at its frame's top-left corner, else at the first other corner clear of the names drawn
  const names: DrawnLabel[] = [];
  for (const region of regions) {
    const [from, to] = region.answers;
    const a = cellRect(frame, corner.x, corner.y, from.x, from.y);
    const b = cellRect(frame, corner.x, corner.y, to.x, to.y);
    const corners = [
      { x: a.x + radius, y: a.y + radius },
      { x: b.x + b.size - radius, y: a.y + radius },
      { x: a.x + radius, y: b.y + b.size - radius },
      { x: b.x + b.size - radius, y: b.y + b.size - radius },
    ];
    const clear = (p: { x: number; y: number }) =>
      names.every((n) => Math.abs(n.x - p.x) >= n.radius + radius || Math.abs(n.y - p.y) >= n.radius + radius);
    const { x, y } = corners.find(clear) ?? (corners[0] as { x: number; y: number });
    const px = drawBadge(ctx, x, y, radius, region.name, { fill: CHOICE_FILL, ring: CHOICE_RING, text: CHOICE_TEXT });
    names.push({ kind: 'region', text: region.name, x, y, radius, px });
  }
  return names;
}
