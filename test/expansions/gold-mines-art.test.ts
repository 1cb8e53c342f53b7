// Gold on the board: ingots drawn in the south-east corner of the tiles that hold them (a count badge
// when more than one), and the gold symbol in the north-west corner of every gold tile.
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../render';
import type { GameState } from '../../src/engine';
import { applyMove } from '../../src/engine';
import { COUNT_FILL, INGOT_GOLD } from '../../src/expansions/gold-mines/art';
import { goldOf } from '../../src/expansions/gold-mines/rules';
import { accepted, placeTile, playTurns, scriptedGame } from '../engine/support/scripted-game';
import { colourDistance, decode, type Pixels, pixelAt, rgb } from '../render/pixels';

const TILE = 128;

/** Red's gold tile north of the start, then Blue's west of it putting its second ingot on Red's: 2 there. */
function goldBoard(): GameState {
  const state = playTurns(scriptedGame({ expansions: ['gold-mines'] }), [
    { player: 'red', tile: 'GO2', at: [0, -1], rotation: 180 },
  ]).state;
  const placed = placeTile(state, { player: 'blue', tile: 'GO8', at: [-1, 0], rotation: 0 }).state;
  const chosen = accepted(applyMove(placed, 'blue', { type: 'action', action: 'placeIngot', args: { x: 0, y: -1 } }));
  return accepted(applyMove(chosen.state, 'blue', { type: 'pass' })).state;
}

/** Pixels of `colour` in the part of tile (x, y) between the fractions `from` and `to` of its side. */
function countIn(
  pixels: Pixels,
  grid: { left: number; top: number; tileSize: number; minX: number; minY: number },
  x: number,
  y: number,
  colour: string,
  from: number,
  to: number,
) {
  const left = grid.left + (x - grid.minX) * grid.tileSize;
  const top = grid.top + (y - grid.minY) * grid.tileSize;
  let n = 0;
  for (let py = top + from * TILE; py < top + to * TILE; py++)
    for (let px = left + from * TILE; px < left + to * TILE; px++)
      if (colourDistance(pixelAt(pixels, px, py), rgb(colour)) <= 6) n++;
  return n;
}

/** The board above, then Red closes his city and takes its 3 ingots. */
function redHoldsGold(): GameState {
  let state = playTurns(scriptedGame({ expansions: ['gold-mines'] }), [
    { player: 'red', tile: 'GO2', at: [0, -1], rotation: 180, place: { feature: 'city', where: 'S' } },
  ]).state;
  state = placeTile(state, { player: 'blue', tile: 'GO8', at: [-1, 0], rotation: 0 }).state;
  state = accepted(applyMove(state, 'blue', { type: 'action', action: 'placeIngot', args: { x: 0, y: -1 } })).state;
  state = accepted(applyMove(state, 'blue', { type: 'pass' })).state;
  return playTurns(state, [{ player: 'red', tile: 'E', at: [1, -1], rotation: 270 }]).state;
}

describe('gold on the board', () => {
  it('draws ingots where they lie, a count where there are several, and the gold symbol on gold tiles', async () => {
    const state = goldBoard();
    expect(goldOf(state).onTiles).toEqual({ '0,-1': 2, '0,0': 1, '-1,0': 1 });
    const board = await renderBoard(state, { tileSize: TILE });
    if (process.env.GOLD_ART_OUT) writeFileSync(process.env.GOLD_ART_OUT, board.image);
    const pixels = await decode(board.image);
    const { grid } = board;
    // south-east corner: ingots on all three tiles, a count badge only on the tile with two
    for (const [x, y] of [
      [0, -1],
      [0, 0],
      [-1, 0],
    ] as const)
      expect(countIn(pixels, grid, x, y, INGOT_GOLD, 0.5, 1), `ingot at ${x},${y}`).toBeGreaterThan(150);
    expect(countIn(pixels, grid, 0, -1, COUNT_FILL, 0.45, 0.9)).toBeGreaterThan(60);
    expect(countIn(pixels, grid, 0, 0, COUNT_FILL, 0.45, 0.9)).toBe(0);
    // north-west corner: the gold symbol on the two gold tiles, not on the start tile
    expect(countIn(pixels, grid, 0, -1, INGOT_GOLD, 0, 0.3)).toBeGreaterThan(40);
    expect(countIn(pixels, grid, -1, 0, INGOT_GOLD, 0, 0.3)).toBeGreaterThan(40);
    expect(countIn(pixels, grid, 0, 0, INGOT_GOLD, 0, 0.3)).toBe(0);
  });

  it("shows each player's ingots in the panel beside the figures left", async () => {
    const state = redHoldsGold();
    const board = await renderBoard(state, { tileSize: TILE, arrangement: 'row' });
    if (process.env.GOLD_PANEL_OUT) writeFileSync(process.env.GOLD_PANEL_OUT, board.image);
    const pixels = await decode(board.image);
    // the panel sits above the board in a row arrangement: gold there is the ingot icon
    let gold = 0;
    for (let y = 0; y < board.grid.top - TILE / 2; y++)
      for (let x = 0; x < pixels.width; x++) if (colourDistance(pixelAt(pixels, x, y), rgb(INGOT_GOLD)) <= 6) gold++;
    expect(gold).toBeGreaterThan(50);
    const none = await decode((await renderBoard(goldBoard(), { tileSize: TILE, arrangement: 'row' })).image);
    let before = 0;
    for (let y = 0; y < board.grid.top - TILE / 2; y++)
      for (let x = 0; x < none.width; x++) if (colourDistance(pixelAt(none, x, y), rgb(INGOT_GOLD)) <= 6) before++;
    expect(before).toBe(0);
  });
});
