// The River II on the board: the volcano drawn on its lake (only there), and the river ending in a city
// running on under the city walls instead of ending in a lake beside them.
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../render';
import { WATER } from '../../render/palette';
import type { GameState } from '../../src/engine';
import { LAVA, VOLCANO_ROCK } from '../../src/expansions/river-2/art';
import { playTurns, scriptedGame } from '../engine/support/scripted-game';
import { colourDistance, decode, type Pixels, pixelAt, rgb } from '../render/pixels';

const TILE = 128;

/** The fork east of the spring; the volcano lake ends its north branch, the city its east branch. */
function riverBoard(): GameState {
  return playTurns(scriptedGame({ expansions: ['river-2'] }), [
    { player: 'red', tile: 'R2Y', at: [1, 0], rotation: 0 },
    { player: 'blue', tile: 'R2L', at: [1, -1], rotation: 270 },
    { player: 'red', tile: 'R2C', at: [2, 0], rotation: 0 },
  ]).state;
}

type Grid = { left: number; top: number; tileSize: number; minX: number; minY: number };

/** Pixels of `colour` in the box of tile (x, y) between fractions of its side, [x0, x1] × [y0, y1]. */
function countIn(
  pixels: Pixels,
  grid: Grid,
  [x, y]: [number, number],
  colour: string,
  box: [number, number, number, number],
) {
  const left = grid.left + (x - grid.minX) * grid.tileSize;
  const top = grid.top + (y - grid.minY) * grid.tileSize;
  const [x0, x1, y0, y1] = box;
  let n = 0;
  for (let py = top + y0 * TILE; py < top + y1 * TILE; py++)
    for (let px = left + x0 * TILE; px < left + x1 * TILE; px++)
      if (colourDistance(pixelAt(pixels, px, py), rgb(colour)) <= 6) n++;
  return n;
}

describe('River II art', () => {
  it('draws the volcano on its lake and nowhere else', async () => {
    const board = await renderBoard(riverBoard(), { tileSize: TILE });
    if (process.env.RIVER2_ART_OUT) writeFileSync(process.env.RIVER2_ART_OUT, board.image);
    const pixels = await decode(board.image);
    const centre: [number, number, number, number] = [0.3, 0.7, 0.3, 0.7];
    expect(countIn(pixels, board.grid, [1, -1], VOLCANO_ROCK, centre)).toBeGreaterThan(100);
    expect(countIn(pixels, board.grid, [1, -1], LAVA, centre)).toBeGreaterThan(20);
    for (const at of [
      [0, 0],
      [1, 0],
      [2, 0],
    ] as [number, number][])
      expect(countIn(pixels, board.grid, at, VOLCANO_ROCK, [0, 1, 0, 1]), `${at}`).toBe(0);
  });

  it('runs the river into the city: water up to the walls, no lake round the centre', async () => {
    const board = await renderBoard(riverBoard(), { tileSize: TILE });
    const pixels = await decode(board.image);
    // a lake would fill the centre well above and below the river's line; the line alone is narrow
    expect(countIn(pixels, board.grid, [2, 0], WATER, [0.4, 0.6, 0.2, 0.38])).toBe(0);
    expect(countIn(pixels, board.grid, [2, 0], WATER, [0.4, 0.6, 0.45, 0.55])).toBeGreaterThan(100);
    // the lake at the end of the north branch is round water there
    expect(countIn(pixels, board.grid, [1, -1], WATER, [0.3, 0.4, 0.4, 0.6])).toBeGreaterThan(50);
  });
});
