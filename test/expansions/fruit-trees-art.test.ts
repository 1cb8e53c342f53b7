// Fruit Trees on the board: the tree on its plate in the north-west corner of every tree tile (none on
// another tile), and a planted tree's badge in its north-east corner in its fruit's colour.
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../render';
import { applyMove } from '../../src/engine';
import { CROWN, FRUIT_COLOUR } from '../../src/expansions/fruit-trees/art';
import { accepted, placeTile, scriptedGame } from '../engine/support/scripted-game';
import { colourDistance, decode, decodedTileCounter, pixelAt, rgb } from '../render/pixels';

const TILE = 128;

describe('fruit trees on the board', () => {
  it('draw the tree on tree tiles and the planted fruit’s badge', async () => {
    let state = placeTile(scriptedGame({ expansions: ['fruit-trees'] }), {
      player: 'blue',
      tile: 'FT1',
      at: [0, 1],
      rotation: 0,
    }).state;
    state = accepted(applyMove(state, 'blue', { type: 'action', action: 'plant', args: { fruit: 'plum' } })).state;
    state = accepted(applyMove(state, 'blue', { type: 'pass' })).state;
    state = placeTile(state, { player: 'red', tile: 'B', at: [1, 1], rotation: 0 }).state;
    const board = await renderBoard(state, { tileSize: TILE });
    if (process.env.FRUIT_TREES_ART_OUT) writeFileSync(process.env.FRUIT_TREES_ART_OUT, board.image);
    const pixels = await decode(board.image);
    const { grid } = board;
    const count = decodedTileCounter(pixels, grid);
    expect(count(0, 1, CROWN)).toBeGreaterThan(60);
    expect(count(1, 1, CROWN)).toBe(0);
    // the badge's plum colour, in the tree tile's north-east corner
    const left = grid.left + (0 - grid.minX) * grid.tileSize;
    const top = grid.top + (1 - grid.minY) * grid.tileSize;
    let plum = 0;
    for (let y = top; y < top + TILE * 0.3; y++)
      for (let x = left + TILE * 0.7; x < left + TILE; x++)
        if (colourDistance(pixelAt(pixels, x, y), rgb(FRUIT_COLOUR.plum)) <= 6) plum++;
    expect(plum).toBeGreaterThan(60);
  });
});
