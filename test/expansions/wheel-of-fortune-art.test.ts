// The Wheel of Fortune on the board image: the wheel over the board's inner squares, a follower in its
// player's colour on the crown space it took, the big pink pig on the rim by the sector where it stopped,
// and a wheel tile's corner plate.
import { describe, expect, it } from 'vitest';
import { playerPaint } from '../../render/palette';
import { drawBoard } from '../../render/render-board';
import type { GameState } from '../../src/engine';
import { applyMove } from '../../src/engine';
import { wheelSlot } from '../../src/expansions/wheel-of-fortune/rules';
import { accepted, placeTile, scriptedGame } from '../engine/support/scripted-game';
import { tileColourCounter } from '../render/pixels';

const TILE = 120;
const PIG = '#f4a6c1';

/** Red's follower on a crown space of Taxes; Blue's wheel tile (2) has stopped the pig on Famine. */
function wheelBoard(): GameState {
  let state = scriptedGame({ expansions: ['wheel-of-fortune'] });
  state = placeTile(state, { player: 'red', tile: 'U', at: [-2, 1], rotation: 0 }).state;
  state = accepted(
    applyMove(state, 'red', { type: 'action', action: 'wheel-crown', args: { space: 'taxes-1' } }),
  ).state;
  state = placeTile(state, { player: 'blue', tile: 'WF-U2', at: [3, 1], rotation: 0 }).state;
  return accepted(applyMove(state, 'blue', { type: 'pass' })).state;
}

describe('the Wheel of Fortune on the board', () => {
  const state = wheelBoard();
  const { canvas, grid } = drawBoard(state, { tileSize: TILE });
  const count = tileColourCounter(canvas.getContext('2d'), grid);

  it('has the pig on Famine and red on a crown space of Taxes', () => {
    expect(wheelSlot(state).pig).toBe(2);
    expect(wheelSlot(state).crowns['taxes-1']?.player).toBe('red');
  });

  it("draws Red's follower on Taxes (upper right of the wheel) and no red elsewhere on the wheel", () => {
    const red = playerPaint('red').fill;
    expect(count(red, 1, 0)).toBeGreaterThan(150);
    for (const [x, y] of [
      [0, 0],
      [0, 1],
      [1, 1],
    ] as const) {
      expect(count(red, x, y)).toBe(0);
    }
  });

  it('draws the pig on the rim by Famine (lower right), over the east road square, and nowhere else', () => {
    expect(count(PIG, 2, 1)).toBeGreaterThan(150);
    for (const [x, y] of [
      [0, -1],
      [1, -1],
      [-1, 0],
      [-1, 1],
      [0, 2],
    ] as const) {
      expect(count(PIG, x, y)).toBe(0);
    }
  });

  it("draws the wheel tile's plate in its corner", () => {
    expect(count('#fdf6e3', 3, 1, true)).toBeGreaterThan(100);
  });
});
