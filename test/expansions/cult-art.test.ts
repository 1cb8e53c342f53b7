// Shrines drawn apart from monasteries: the shrine's purple ground and flame over the church, on every
// shrine tile and on no monastery.
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../render';
import { FLAME, SHRINE_GROUND } from '../../src/expansions/cult/art';
import { CULT } from '../../src/expansions/cult/rules';
import { playTurns, scriptedGame } from '../engine/support/scripted-game';
import { decode, decodedTileCounter } from '../render/pixels';

const TILE = 128;

describe('shrines on the board', () => {
  it('draw a purple ground and a flame on the shrine, none on the monastery beside it', async () => {
    const state = playTurns(scriptedGame({ expansions: [CULT], options: { unlimitedTiles: true } }), [
      { player: 'red', tile: 'B', at: [0, 1], rotation: 0 },
      { player: 'blue', tile: 'CU2', at: [1, 1], rotation: 180 },
    ]).state;
    const board = await renderBoard(state, { tileSize: TILE });
    const count = decodedTileCounter(await decode(board.image), board.grid);
    expect(count(1, 1, SHRINE_GROUND)).toBeGreaterThan(2000);
    expect(count(1, 1, FLAME)).toBeGreaterThan(20);
    expect(count(0, 1, SHRINE_GROUND)).toBe(0);
    expect(count(0, 1, FLAME)).toBe(0);
  });
});
