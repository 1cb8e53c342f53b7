// The Tower on the board: a grey foundation on every tower tile, a stone keep where a tower stands (none
// on a bare foundation), the follower finishing a tower drawn above its keep, and the panel's line of
// each player's tower pieces and prisoners.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../render';
import { playerPaint } from '../../render/palette';
import { playerLines } from '../../render/panel/player-lines';
import type { GameState } from '../../src/engine';
import { applyMove } from '../../src/engine';
import { STONE } from '../../src/expansions/tower/art';
import { translator } from '../../src/i18n';
import { accepted, placeTile } from '../engine/support/scripted-game';
import { colourDistance, decode, type Pixels, pixelAt, rgb } from '../render/pixels';
import { towerBoard } from './support/tower-board';

const TILE = 96;

/** Share of pixels of `colour` in a box of the tile at (x, y): left, top, right, bottom as tile shares. */
function share(
  pixels: Pixels,
  grid: { left: number; top: number; minX: number; minY: number },
  x: number,
  y: number,
  colour: string,
  box = [0, 0, 1, 1],
) {
  const [l, t, r, b] = box as [number, number, number, number];
  const x0 = grid.left + (x - grid.minX) * TILE;
  const y0 = grid.top + (y - grid.minY) * TILE;
  let hits = 0;
  let all = 0;
  for (let py = Math.round(y0 + t * TILE); py < y0 + b * TILE; py++)
    for (let px = Math.round(x0 + l * TILE); px < x0 + r * TILE; px++) {
      all++;
      if (colourDistance(pixelAt(pixels, px, py), rgb(colour)) <= 16) hits++;
    }
  return hits / all;
}

describe('the Tower on the board', () => {
  it('draws a keep on each tower, none on plain tiles, and the follower on top above its keep', async () => {
    // Red declines the capture it is asked about: a question's board is a close-up of its answers, and
    // this test looks at every tower of the whole board
    const state = accepted(applyMove(towerBoard(), 'red', { type: 'pass' })).state;
    const board = await renderBoard(state, { tileSize: TILE, format: 'png' });
    writeFileSync(join(tmpdir(), 'tower-board.png'), board.image);
    const pixels = await decode(board.image);
    const stone = (x: number, y: number) => share(pixels, board.grid, x, y, STONE);
    // the keeps (2 high at 0,2 and 1 high at 2,1) are far more stone than a bare foundation would be
    expect(stone(0, 2)).toBeGreaterThan(0.06);
    expect(stone(2, 1)).toBeGreaterThan(0.06);
    expect(stone(1, 1)).toBeLessThan(0.01);
    expect(stone(0, 0)).toBeLessThan(0.01);
    // Blue's follower stands on top: blue in the tile's upper part at 2,1, over the keep
    const blue = playerPaint('blue').fill;
    expect(share(pixels, board.grid, 2, 1, blue, [0, 0, 1, 0.35])).toBeGreaterThan(0.01);
  });

  it('draws a bare foundation smaller than a tower', async () => {
    let state = towerBoard();
    // Red declines the capture; Blue then lays a tower tile and puts no piece on it
    state = accepted(applyMove(state, 'red', { type: 'pass' })).state;
    state = placeTile(state, { player: 'blue', tile: 'TO/F', at: [3, 1], rotation: 0 }).state;
    state = accepted(applyMove(state, 'blue', { type: 'pass' })).state;
    const board = await renderBoard(state, { tileSize: TILE, format: 'png' });
    const pixels = await decode(board.image);
    const bare = share(pixels, board.grid, 3, 1, STONE);
    expect(bare).toBeGreaterThan(0.004);
    expect(bare).toBeLessThan(share(pixels, board.grid, 2, 1, STONE));
  });

  it('lists each player’s tower pieces and the prisoners they hold in the panel', () => {
    let state: GameState = towerBoard();
    state = accepted(
      applyMove(state, 'red', {
        type: 'action',
        action: 'capture',
        args: { x: 0, y: 1, feature: 'monastery', where: 'center', owner: 'blue', figure: 'meeple' },
      }),
    ).state;
    const t = translator('en');
    expect(playerLines(state, 'red', t)).toEqual(['8 tower pieces · holds Blue']);
    expect(playerLines(state, 'blue', t)).toEqual(['9 tower pieces']);
    expect(playerLines(state, 'red', translator('ro'))).toEqual(['8 piese de turn · prizonieri: Blue']);
  });
});
