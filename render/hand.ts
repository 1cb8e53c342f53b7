// The tiles a player holds to play instead of a draw (half tiles, castles, an abbey), as they are printed,
// each numbered as its hand lists it: shown to that player alone (Discord: an ephemeral answer).
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { orientedTile, tileType } from '../src/engine';
import { drawTile } from './board/draw-tile';
import { ensureFonts, font } from './fonts';
import { PANEL_TEXT, TABLE } from './palette';

/** Each hand's tiles in a row of their own, numbered from 1 in the hand's order. */
export function drawHands(hands: readonly (readonly string[])[], tileSize = 96): Canvas {
  ensureFonts();
  const gap = Math.round(tileSize * 0.2);
  const label = Math.round(tileSize * 0.32);
  const longest = Math.max(1, ...hands.map((hand) => hand.length));
  const canvas = createCanvas(gap + longest * (tileSize + gap), gap + hands.length * (label + tileSize + gap));
  const ctx = canvas.getContext('2d');
  ctx.lang = 'en';
  ctx.fillStyle = TABLE;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  hands.forEach((hand, row) => {
    const top = gap + row * (label + tileSize + gap);
    hand.forEach((id, n) => {
      const left = gap + n * (tileSize + gap);
      ctx.font = font(label * 0.8, 'bold');
      ctx.fillStyle = PANEL_TEXT;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'top';
      ctx.fillText(String(n + 1), left + tileSize / 2, top);
      drawTile(ctx, orientedTile(tileType(id), 0), left, top + label, tileSize);
    });
  });
  return canvas;
}
