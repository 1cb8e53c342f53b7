// The Count of Carcassonne on the board image: the walled city over its twelve tiles, the four numbered
// quarters, the followers in them in their players' colours, and the count in royal purple in his quarter.
import { describe, expect, it } from 'vitest';
import { playerPaint } from '../../render/palette';
import { drawBoard } from '../../render/render-board';
import type { GameState } from '../../src/engine';
import { applyMove, legalMoves } from '../../src/engine';
import { COUNT_PAINT } from '../../src/expansions/count/art';
import { QUARTER_AT } from '../../src/expansions/count/rules';
import { accepted, playTurn, scriptedGame } from '../engine/support/scripted-game';
import { tileColourCounter } from '../render/pixels';

const TILE = 120;

function choose(state: GameState, action: string, args: Record<string, unknown>): GameState {
  const legal = legalMoves(state);
  if (legal.step !== 'decide') throw new Error('no decision pending');
  return accepted(applyMove(state, legal.player, { type: 'action', action, args })).state;
}

/** Blue's follower in the Blacksmith, the count moved to the Cathedral. */
function countBoard(): GameState {
  let state = scriptedGame({ expansions: ['count'] });
  state = playTurn(state, {
    player: 'red',
    tile: 'G',
    at: [-1, 2],
    rotation: 90,
    place: { feature: 'city', where: 'N' },
  }).state;
  state = playTurn(state, { player: 'blue', tile: 'E', at: [-1, 3], rotation: 0 }).state;
  state = choose(state, 'count-enter', { quarter: 'blacksmith', figure: 'meeple' });
  return choose(state, 'count-move', { quarter: 'cathedral' });
}

describe('the city of Carcassonne on the board', () => {
  const state = countBoard();
  const { canvas, grid } = drawBoard(state, { tileSize: TILE });
  const count = tileColourCounter(canvas.getContext('2d'), grid);

  it('draws the count in purple in the Cathedral quarter and nowhere else', () => {
    const { x, y } = QUARTER_AT.cathedral;
    expect(count(COUNT_PAINT.fill, x, y)).toBeGreaterThan(150);
    for (const q of ['castle', 'market', 'blacksmith'] as const) {
      expect(count(COUNT_PAINT.fill, QUARTER_AT[q].x, QUARTER_AT[q].y)).toBe(0);
    }
  });

  it("draws Blue's follower in the Blacksmith quarter, and no blue in the other quarters", () => {
    const blue = playerPaint('blue').fill;
    expect(count(blue, QUARTER_AT.blacksmith.x, QUARTER_AT.blacksmith.y)).toBeGreaterThan(100);
    for (const q of ['castle', 'market', 'cathedral'] as const) {
      expect(count(blue, QUARTER_AT[q].x, QUARTER_AT[q].y)).toBe(0);
    }
  });
});
