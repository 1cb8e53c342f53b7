// The Tower on the board: the foundation printed on each tower tile (a square of grey stones, placed where
// the tile has room, like a garden), each tower built on it (a stone keep with its height as a number) and
// the follower finishing it, drawn standing on top; the panel's line of tower pieces and prisoners.

import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawBadge, drawFigure, type ExpansionArt, FIGURE_SIZE, INK } from '../../../render/kit';
import { FOUNDATION, towerSites, towerSlot } from './rules';
import { TOWER_FEATURE } from './tiles';

export const STONE = '#a3a6ab';
export const STONE_DARK = '#6c7077';
const FOUNDATION_SIZE = 0.08;
/** A tower's drawing as a share of the tile. */
export const KEEP_WIDTH = 0.36;
export const KEEP_HEIGHT = 0.44;
/** The height badge's smallest radius in pixels. */
const MIN_BADGE_PX = 7;

/** A keep standing on (x, y) (its foot), `w` wide and `h` tall, with battlements; returns its top. */
function drawKeep(ctx: SKRSContext2D, x: number, y: number, w: number, h: number): number {
  const top = y - h;
  const merlon = w / 5;
  ctx.beginPath();
  ctx.moveTo(x - w / 2, y);
  ctx.lineTo(x - w / 2, top);
  for (let i = 0; i < 5; i++) {
    const left = x - w / 2 + i * merlon;
    ctx.lineTo(left, i % 2 ? top + merlon : top);
    ctx.lineTo(left + merlon, i % 2 ? top + merlon : top);
  }
  ctx.lineTo(x + w / 2, y);
  ctx.closePath();
  ctx.fillStyle = STONE;
  ctx.fill();
  ctx.lineWidth = Math.max(1, w * 0.06);
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.fillStyle = INK;
  ctx.fillRect(x - w * 0.08, top + h * 0.3, w * 0.16, h * 0.22);
  return top;
}

/** The expansion's drawings, which its manifest hands the renderer. */
export const towerArt: ExpansionArt = (add) => {
  add.feature(TOWER_FEATURE, {
    layer: 4,
    placedRadius: FOUNDATION_SIZE,
    // in the city when the tile has one: the fields of tower tiles are often narrow
    placedIn: ['city'],
    draw({ ctx, index, layout, pixel }) {
      const at = layout.placed[index];
      if (!at) return;
      const r = (layout.placedRadius[index] ?? FOUNDATION_SIZE) * 0.85;
      ctx.fillStyle = STONE;
      ctx.fillRect(at.x - r, at.y - r, 2 * r, 2 * r);
      ctx.lineWidth = Math.max(0.012, pixel);
      ctx.strokeStyle = INK;
      ctx.strokeRect(at.x - r, at.y - r, 2 * r, 2 * r);
      // the stones' joints
      ctx.lineWidth = Math.max(0.006, pixel);
      ctx.strokeStyle = STONE_DARK;
      ctx.beginPath();
      for (const f of [-1 / 3, 1 / 3]) {
        ctx.moveTo(at.x - r, at.y + f * r * 1.5);
        ctx.lineTo(at.x + r, at.y + f * r * 1.5);
        ctx.moveTo(at.x + f * r * 1.5, at.y - r);
        ctx.lineTo(at.x + f * r * 1.5, at.y + r);
      }
      ctx.stroke();
    },
  });

  add.boardOverlay(({ ctx, state, cellOf, featurePoint }) => {
    const colourOf = new Map(state.players.map((p) => [p.id, p.color]));
    for (const { x, y, height, top } of towerSites(state)) {
      if (!height) continue;
      const at = featurePoint(x, y, FOUNDATION);
      if (!at) continue;
      const size = cellOf(x, y).size;
      // wide and tall enough to hide the follower the figures' pass drew on the foundation
      const foot = at.y + size * 0.2;
      const crown = drawKeep(ctx, at.x, foot, size * KEEP_WIDTH, size * KEEP_HEIGHT);
      if (top) {
        const height = size * FIGURE_SIZE * 0.8;
        drawFigure(ctx, top.kind, colourOf.get(top.player) ?? '', TOWER_FEATURE, at.x, crown - height * 0.4, height);
      }
      // the height stays readable on a small board, even if its badge then covers more of the tile
      const radius = Math.max(size * 0.1, MIN_BADGE_PX);
      drawBadge(ctx, at.x + size * 0.17, foot - size * 0.08, radius, String(height), {
        fill: '#ffffff',
        ring: INK,
        text: INK,
      });
    }
  });

  // under each player in the panel: tower pieces left, and the prisoners they hold, by owner
  add.playerLine((state, player, t) => {
    const slot = towerSlot(state);
    const pieces = t('panel.tower.pieces', { pieces: slot.pieces[player] ?? 0 });
    const prisoners = (names: string[]) => t('panel.tower.prisoners', { prisoners: names.join(', ') });
    if (pieces === null || prisoners([]) === null) return null;
    const held = slot.prisoners[player] ?? [];
    if (!held.length) return pieces;
    const byOwner = new Map<string, number>();
    for (const p of held) byOwner.set(p.owner, (byOwner.get(p.owner) ?? 0) + 1);
    const names = [...byOwner].map(([owner, n]) => {
      const name = state.players.find((p) => p.id === owner)?.name ?? owner;
      return n > 1 ? `${name} ×${n}` : name;
    });
    return `${pieces} · ${prisoners(names)}`;
  });
};
