// A tile copied from its kept picture looks as the tile drawn in place: the board draws every tile from
// render/board/tile-pictures.ts, so what a player sees must not change with it.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { drawTile, type TileLook } from '../../render/board/draw-tile';
import { drawTilePicture } from '../../render/board/tile-pictures';
import { simulateGame } from '../../render/sim/simulate-game';
import { type OrientedTile, orientedOf } from '../../src/engine';

const SIZE = 64;
const SIDE = SIZE + 20;

/** The pixels of one tile drawn at (left, top) on a dark table, in place or from its picture. */
function drawn(tile: OrientedTile, left: number, look: TileLook, fromPicture: boolean): Uint8ClampedArray {
  const canvas = createCanvas(SIDE, SIDE);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#123456';
  ctx.fillRect(0, 0, SIDE, SIDE);
  (fromPicture ? drawTilePicture : drawTile)(ctx, tile, left, 10, SIZE, look);
  return ctx.getImageData(0, 0, SIDE, SIDE).data;
}

/** The largest difference in a channel, and how many pixels differ at all. */
function compare(a: Uint8ClampedArray, b: Uint8ClampedArray) {
  let most = 0;
  let differing = 0;
  for (let i = 0; i < a.length; i += 4) {
    let d = 0;
    for (let c = 0; c < 3; c++) d = Math.max(d, Math.abs((a[i + c] as number) - (b[i + c] as number)));
    most = Math.max(most, d);
    if (d) differing++;
  }
  return { most, differing };
}

describe('tile pictures', () => {
  const state = simulateGame({
    seed: 1060,
    turns: 59,
    expansions: ['farmers', 'inns-cathedrals', 'traders-builders', 'plague', 'halflings', 'big-top'],
  });
  const look: TileLook = { ground: '#88aa55', options: state.options };

  it('copy every tile of a board as it is drawn in place, off by antialiasing at most, and the same each time', () => {
    let differing = 0;
    for (const placed of state.board) {
      const tile = orientedOf(placed);
      const inPlace = drawn(tile, 10, look, false);
      const first = drawn(tile, 10, look, true);
      const kept = drawn(tile, 10, look, true);
      const seen = compare(inPlace, first);
      expect(seen.most).toBeLessThanOrEqual(4);
      differing += seen.differing;
      expect(compare(first, kept)).toEqual({ most: 0, differing: 0 });
    }
    // a few edge pixels of a tile in a thousand, where Skia's antialiasing rounds otherwise
    expect(differing / (state.board.length * SIDE * SIDE)).toBeLessThan(0.005);
  });

  it('draw a tile in place where it does not sit on whole pixels', () => {
    const tile = orientedOf(state.board[1] as (typeof state.board)[number]);
    expect(compare(drawn(tile, 10.5, look, false), drawn(tile, 10.5, look, true))).toEqual({ most: 0, differing: 0 });
  });
});
