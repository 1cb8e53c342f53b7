// The Barber-Surgeons on the board: the bathhouse's tub on its plate on every bathhouse tile (none on
// another tile), and a follower lying in an occupied bathhouse in its player's colour (none in a free one).
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../render';
import { TUB } from '../../src/expansions/barber-surgeons/art';
import { playTurns, scriptedGame } from '../engine/support/scripted-game';
import { decode, decodedTileCounter } from '../render/pixels';

const TILE = 128;
const RED = '#e3262d';

describe('bathhouses on the board', () => {
  it('draw the tub on bathhouse tiles and the follower lying in an occupied one', async () => {
    const { state } = playTurns(scriptedGame({ expansions: ['barber-surgeons'], options: { unlimitedTiles: true } }), [
      { player: 'red', tile: 'G', at: [0, -1], rotation: 90, place: { feature: 'city', where: 'S' } },
      { player: 'red', tile: 'BS1', at: [0, -2], rotation: 180 },
      { player: 'blue', tile: 'BS2', at: [1, 0], rotation: 0 },
    ]);
    const board = await renderBoard(state, { tileSize: TILE });
    if (process.env.BARBER_SURGEONS_ART_OUT) writeFileSync(process.env.BARBER_SURGEONS_ART_OUT, board.image);
    const count = decodedTileCounter(await decode(board.image), board.grid);
    expect(count(0, -2, TUB)).toBeGreaterThan(40);
    expect(count(1, 0, TUB)).toBeGreaterThan(40);
    expect(count(0, -1, TUB)).toBe(0);
    // red lies in the occupied bathhouse; the free one shows no player's colour
    expect(count(0, -2, RED)).toBeGreaterThan(100);
    expect(count(1, 0, RED)).toBe(0);
  });
});
