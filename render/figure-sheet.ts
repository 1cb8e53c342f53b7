// Every figure kind the renderer draws, in every player colour, standing on a city and lying in a field:
// for checking new figure art at a glance, and as a golden image in the tests.
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { orientedTile, tileType } from '../src/engine';
import { drawFigure, FIGURE_SIZE } from './board/draw-figures';
import { drawTile } from './board/draw-tile';
import { ensureFonts } from './fonts';
import { PLAYER_PAINT } from './palette';

export const SHEET_FIGURES = ['meeple', 'big', 'abbot', 'builder', 'mayor', 'phantom', 'pig', 'wagon', 'barn', 'other'];

export function drawFigureSheet(tileSize = 64, kinds: readonly string[] = SHEET_FIGURES): Canvas {
  ensureFonts();
  const colours = Object.keys(PLAYER_PAINT);
  const grounds = [
    { tile: orientedTile(tileType('C'), 0), kind: 'city' },
    { tile: orientedTile(tileType('U'), 0), kind: 'field' },
  ];
  const canvas = createCanvas(kinds.length * tileSize, colours.length * grounds.length * tileSize);
  const ctx = canvas.getContext('2d');
  ctx.lang = 'en';
  colours.forEach((colour, row) => {
    grounds.forEach((ground, g) => {
      const top = (row * grounds.length + g) * tileSize;
      kinds.forEach((kind, column) => {
        drawTile(ctx, ground.tile, column * tileSize, top, tileSize);
        // In the field above the road.
        const y = top + (ground.kind === 'field' ? 0.25 : 0.5) * tileSize;
        drawFigure(ctx, kind, colour, ground.kind, (column + 0.5) * tileSize, y, tileSize * FIGURE_SIZE * 1.4);
      });
    });
  });
  return canvas;
}
