// The King and the Robber Baron beside their holders in the panel: a line naming the record under the
// holder (one per title), and the crown card among the holder's tokens.
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../render';
import { playerLines } from '../../render/panel/player-lines';
import { CROWN_GOLD } from '../../src/expansions/king-robber/art';
import { KING_ROBBER } from '../../src/expansions/king-robber/rules';
import { translator } from '../../src/i18n';
import { playTurns, scriptedGame } from '../engine/support/scripted-game';
import { colourDistance, decode, pixelAt, rgb } from '../render/pixels';

const TILE = 96;
const start = () => scriptedGame({ expansions: [KING_ROBBER], options: { unlimitedTiles: true } });
/** Red completes the start's city and the road through it: both titles. */
const titled = () =>
  playTurns(start(), [
    { player: 'red', tile: 'E', at: [0, -1], rotation: 180 },
    { player: 'blue', tile: 'W', at: [-1, 0], rotation: 0 },
    { player: 'red', tile: 'W', at: [1, 0], rotation: 0 },
  ]).state;

describe('titles in the panel', () => {
  it('put one line per title under its holder, in the reader’s language', () => {
    const state = titled();
    expect(playerLines(state, 'red', translator('en'))).toEqual([
      'King: city of 2 tiles',
      'Robber Baron: road of 3 tiles',
    ]);
    expect(playerLines(state, 'blue', translator('en'))).toEqual([]);
    expect(playerLines(state, 'red', translator('lv'))[0]).toBe('Ķēniņš: pilsēta no 2 laučiņiem');
  });

  it('draw the crown card beside the holder’s figures', async () => {
    const gold = async (state: ReturnType<typeof start>) => {
      const board = await renderBoard(state, { tileSize: TILE, arrangement: 'row' });
      const pixels = await decode(board.image);
      let n = 0;
      for (let y = 0; y < board.grid.top - TILE / 2; y++)
        for (let x = 0; x < pixels.width; x++) if (colourDistance(pixelAt(pixels, x, y), rgb(CROWN_GOLD)) <= 6) n++;
      return n;
    };
    expect(await gold(titled())).toBeGreaterThan(8);
    expect(await gold(start())).toBe(0);
  });
});
