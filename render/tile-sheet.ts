// A sheet of every tile type in all four rotations, each labelled, with a figure on every feature at its
// anchor: for checking the art of a new expansion at a glance, and as a golden image in the tests.
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import type { TileType } from '../src/engine';
import { allTileTypes, orientedTile } from '../src/engine';
import { drawFigure, FIGURE_SIZE } from './board/draw-figures';
import { drawLetters } from './board/draw-spots';
import { drawTile } from './board/draw-tile';
import { ensureFonts, font } from './fonts';
import { featureAnchor } from './layout/tile-layout';
import { PANEL_TEXT, PLAYER_PAINT, TABLE } from './palette';
import { figureLetter } from './view';

const ROTATIONS = [0, 90, 180, 270] as const;
const COLOURS = Object.keys(PLAYER_PAINT);

/** What to show on each feature's anchor: a follower, the spot letter, or nothing. */
export type SheetMarks = 'figures' | 'letters' | 'none';

export function drawTileSheet(
  tileSize = 64,
  types: TileType[] = allTileTypes(),
  marks: SheetMarks = 'figures',
): Canvas {
  ensureFonts();
  const gap = Math.round(tileSize * 0.12);
  const label = Math.round(tileSize * 0.28);
  const perRow = 4;
  const blockWidth = 4 * tileSize + 3 * gap;
  const blockHeight = label + tileSize;
  const columns = Math.min(perRow, types.length);
  const rows = Math.ceil(types.length / perRow);
  const canvas = createCanvas(gap + columns * (blockWidth + 2 * gap), gap + rows * (blockHeight + 2 * gap));
  const ctx = canvas.getContext('2d');
  ctx.lang = 'en';
  ctx.fillStyle = TABLE;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  types.forEach((type, n) => {
    const left = gap + (n % perRow) * (blockWidth + 2 * gap);
    const top = gap + Math.floor(n / perRow) * (blockHeight + 2 * gap);
    ctx.font = font(label * 0.75);
    ctx.fillStyle = PANEL_TEXT;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'top';
    ctx.fillText(`${type.id}  ${type.ref}`, left, top);
    ROTATIONS.forEach((rotation, r) => {
      const tile = orientedTile(type, rotation);
      const x = left + r * (tileSize + gap);
      const y = top + label;
      drawTile(ctx, tile, x, y, tileSize);
      if (marks === 'letters') {
        const letters = type.features.map((_, i) => ({ letter: figureLetter(i), anchor: featureAnchor(tile, i) }));
        drawLetters(ctx, x, y, tileSize, letters);
      }
      if (marks !== 'figures') return;
      type.features.forEach((feature, i) => {
        const at = featureAnchor(tile, i);
        const colour = COLOURS[i % COLOURS.length] as string;
        drawFigure(
          ctx,
          'meeple',
          colour,
          feature.kind,
          x + at.x * tileSize,
          y + at.y * tileSize,
          tileSize * FIGURE_SIZE,
        );
      });
    });
  });
  return canvas;
}
