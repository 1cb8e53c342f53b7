// The tiles a player holds to play instead of a draw (half tiles, castles, an abbey), as they are printed,
// each numbered as its hand lists it: shown to that player alone (Discord: an ephemeral answer). The same
// row shows a question's face-up tiles (a draft), numbered as its answers, or the tile a question is about
// (the tile up for auction), under its number.
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { decisionTilesOf, type GameState, legalMoves, orientedTile, tileType } from '../src/engine';
import { drawTile } from './board/draw-tile';
import { ensureFonts, font } from './fonts';
import { PANEL_TEXT, TABLE } from './palette';

/** Tiles a row each, every tile under its number. */
function drawNumberedRows(rows: readonly (readonly { id: string; number: number }[])[], tileSize: number): Canvas {
  ensureFonts();
  const gap = Math.round(tileSize * 0.2);
  const label = Math.round(tileSize * 0.32);
  const longest = Math.max(1, ...rows.map((row) => row.length));
  const canvas = createCanvas(gap + longest * (tileSize + gap), gap + rows.length * (label + tileSize + gap));
  const ctx = canvas.getContext('2d');
  ctx.lang = 'en';
  ctx.fillStyle = TABLE;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  rows.forEach((row, r) => {
    const top = gap + r * (label + tileSize + gap);
    row.forEach(({ id, number }, n) => {
      const left = gap + n * (tileSize + gap);
      ctx.font = font(label * 0.8, 'bold');
      ctx.fillStyle = PANEL_TEXT;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'top';
      ctx.fillText(String(number), left + tileSize / 2, top);
      drawTile(ctx, orientedTile(tileType(id), 0), left, top + label, tileSize);
    });
  });
  return canvas;
}

/** Each hand's tiles in a row of their own, numbered from 1 in the hand's order. */
export function drawHands(hands: readonly (readonly string[])[], tileSize = 96): Canvas {
  return drawNumberedRows(
    hands.map((hand) => hand.map((id, n) => ({ id, number: n + 1 }))),
    tileSize,
  );
}

/** Face-up tiles a row: a phone shrinks the picture to its width, and these tiles must stay legible. */
const OFFERED_PER_ROW = 6;
/** The tile a question is about is one (a bid's lot), so it is drawn larger: about 200 px wide, whole on a phone. */
const ABOUT_SCALE = 1.5;

/**
 * The face-up tiles of the pending question: those it is about though its answers are not tiles (the tile
 * up for auction while players bid: `decisionTilesOf`), each under the number players know it by; else
 * those it offers, each under the number its answer names it by (its `number` parameter: a bazaar's tiles
 * keep the numbers they were revealed with as others are sold), else numbered as the answers; undefined
 * for any other step.
 */
export function drawOfferedTiles(state: GameState, tileSize = 96): Canvas | undefined {
  const about = decisionTilesOf(state);
  if (about.length) {
    const rows = inRows(about.map(({ tile, number }) => ({ id: tile, number })));
    return drawNumberedRows(rows, Math.round(tileSize * ABOUT_SCALE));
  }
  const moves = legalMoves(state);
  if (moves.step !== 'decide' || !moves.choices.length) return undefined;
  const tiles = moves.choices.map((choice) => choice.tile);
  // only a question every answer of which is a tile
  if (!tiles.every((tile): tile is string => tile !== undefined)) return undefined;
  const numbered = tiles.map((id, n) => {
    const named = moves.choices[n]?.params?.number;
    return { id, number: typeof named === 'number' ? named : n + 1 };
  });
  return drawNumberedRows(inRows(numbered), tileSize);
}

/** Numbered tiles cut into rows of OFFERED_PER_ROW. */
const inRows = <T>(tiles: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(tiles.length / OFFERED_PER_ROW) }, (_, r) =>
    tiles.slice(r * OFFERED_PER_ROW, (r + 1) * OFFERED_PER_ROW),
  );
