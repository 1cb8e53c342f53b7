// The panel's sections, each measured and drawn in panel units (u): the heading, the tile box, the
// players table and the tiles left. Sizes are in u so the panel scales as one piece.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawFigure } from '../board/draw-figures';
import { drawLetters } from '../board/draw-spots';
import { drawTile } from '../board/draw-tile';
import { font } from '../fonts';
import { PANEL_ACTIVE, PANEL_MUTED, PANEL_TEXT } from '../palette';
import type { PanelContent } from './content';
import { fitText, measureContext, wrapText } from './text';

/** Width of the panel's content, in panel units. */
export const CONTENT_WIDTH = 4.4;

export interface Section {
  height: number;
  draw(ctx: SKRSContext2D, x: number, y: number): void;
}

export function headingSection(content: PanelContent, u: number): Section {
  const m = measureContext();
  m.font = font(0.25 * u, 'normal');
  const status = wrapText(m, content.status, CONTENT_WIDTH * u);
  const height = 0.48 * u + status.length * 0.33 * u;
  return {
    height,
    draw(ctx, x, y) {
      ctx.textAlign = 'left';
      ctx.textBaseline = 'top';
      ctx.fillStyle = PANEL_TEXT;
      ctx.font = font(0.36 * u);
      ctx.fillText(content.title, x, y);
      ctx.font = font(0.25 * u, 'normal');
      status.forEach((line, i) => {
        ctx.fillText(line, x, y + 0.48 * u + i * 0.33 * u);
      });
    },
  };
}

function label(
  ctx: SKRSContext2D,
  text: string,
  x: number,
  y: number,
  u: number,
  align: 'left' | 'center' | 'right' = 'left',
) {
  ctx.font = font(0.21 * u, 'normal');
  ctx.fillStyle = PANEL_MUTED;
  ctx.textAlign = align;
  ctx.textBaseline = 'top';
  ctx.fillText(text, x, y);
}

export function tileSection(content: PanelContent, u: number): Section | null {
  const box = content.tile;
  if (box.kind === 'drawn') {
    const size = Math.round(0.95 * u);
    const gap = (CONTENT_WIDTH * u - 4 * size) / 3;
    return {
      height: 0.34 * u + size + 0.34 * u,
      draw(ctx, x, y) {
        label(ctx, content.labels.tileRotations, x, y, u);
        box.rotations.forEach((tile, i) => {
          const left = Math.round(x + i * (size + gap));
          const top = Math.round(y + 0.34 * u);
          drawTile(ctx, tile, left, top, size, { options: content.options });
          label(ctx, `${tile.rotation}°`, left + size / 2, top + size + 0.06 * u, u, 'center');
        });
      },
    };
  }
  if (box.kind === 'placed') {
    const size = Math.round(1.6 * u);
    const rows = box.letters.length;
    return {
      height: 0.34 * u + Math.max(size, rows * 0.34 * u),
      draw(ctx, x, y) {
        label(ctx, content.labels.figureSpots, x, y, u);
        const top = Math.round(y + 0.34 * u);
        drawTile(ctx, box.tile, Math.round(x), top, size, { options: content.options });
        drawLetters(ctx, Math.round(x), top, size, box.letters, 0.2 * u);
        ctx.font = font(0.25 * u, 'normal');
        ctx.fillStyle = PANEL_TEXT;
        ctx.textAlign = 'left';
        ctx.textBaseline = 'top';
        box.letters.forEach((spot, i) => {
          const text = content.labels.spots[i] ?? spot.letter;
          ctx.fillText(fitText(ctx, text, CONTENT_WIDTH * u - size - 0.3 * u), x + size + 0.3 * u, top + i * 0.34 * u);
        });
      },
    };
  }
  return null;
}

export function playersSection(content: PanelContent, u: number): Section {
  const row = 0.6 * u;
  const width = CONTENT_WIDTH * u;
  return {
    height: 0.3 * u + content.players.length * row,
    draw(ctx, x, y) {
      label(ctx, content.labels.player, x + 0.75 * u, y, u);
      label(ctx, content.labels.figuresScore, x + width, y, u, 'right');
      content.players.forEach((player, i) => {
        const top = y + 0.3 * u + i * row;
        const middle = top + row / 2;
        if (player.active) {
          ctx.fillStyle = PANEL_ACTIVE;
          ctx.beginPath();
          ctx.roundRect(x - 0.1 * u, top + 0.04 * u, width + 0.2 * u, row - 0.08 * u, 0.1 * u);
          ctx.fill();
          ctx.fillStyle = PANEL_TEXT;
          ctx.beginPath();
          ctx.moveTo(x, middle - 0.11 * u);
          ctx.lineTo(x + 0.17 * u, middle);
          ctx.lineTo(x, middle + 0.11 * u);
          ctx.closePath();
          ctx.fill();
        }
        drawFigure(ctx, 'meeple', player.color, '', x + 0.48 * u, middle, 0.42 * u);
        // Score on the right, then figures left leftward from it, the name in what remains.
        ctx.textBaseline = 'middle';
        ctx.textAlign = 'right';
        ctx.fillStyle = PANEL_TEXT;
        ctx.font = font(0.3 * u);
        ctx.fillText(String(player.score), x + width, middle);
        let right = x + width - 0.72 * u;
        ctx.font = font(0.22 * u, 'normal');
        for (const [kind, count] of [...player.supply].reverse()) {
          const text = `${count}`;
          ctx.textAlign = 'right';
          ctx.fillStyle = count ? PANEL_TEXT : PANEL_MUTED;
          ctx.fillText(text, right, middle);
          right -= ctx.measureText(text).width + 0.2 * u;
          drawFigure(ctx, kind, player.color, '', right + 0.06 * u, middle, 0.3 * u);
          right -= 0.26 * u;
        }
        ctx.textAlign = 'left';
        ctx.fillStyle = PANEL_TEXT;
        ctx.font = font(0.27 * u);
        ctx.fillText(fitText(ctx, player.name, right - (x + 0.8 * u)), x + 0.8 * u, middle);
      });
    },
  };
}

export function footerSection(content: PanelContent, u: number): Section {
  return {
    height: 0.4 * u,
    draw(ctx, x, y) {
      ctx.font = font(0.25 * u, 'normal');
      ctx.fillStyle = PANEL_MUTED;
      ctx.textAlign = 'left';
      ctx.textBaseline = 'top';
      ctx.fillText(content.labels.tilesLeft, x, y + 0.08 * u);
    },
  };
}
