// Mage & Witch on the board image: the purple mage and the orange witch stand in the squares of the tiles
// they were put on, and every magic tile shows its star in the top-left corner.
import { describe, expect, it } from 'vitest';
import { drawBoard } from '../../render/render-board';
import type { DecisionChoice, GameState } from '../../src/engine';
import { applyMove, legalMoves } from '../../src/engine';
import { MAGE_PAINT, WITCH_PAINT } from '../../src/expansions/mage-witch/art';
import { accepted, placeTile, scriptedGame } from '../engine/support/scripted-game';
import { tileColourCounter } from '../render/pixels';

const TILE = 120;

function answer(state: GameState, pick: (c: DecisionChoice) => boolean): GameState {
  const legal = legalMoves(state);
  if (legal.step !== 'decide') throw new Error('no decision pending');
  const choice = legal.choices.find(pick);
  if (!choice) throw new Error('no such choice');
  const done = accepted(applyMove(state, legal.player, { type: 'action', action: choice.action, args: choice.args }));
  return accepted(applyMove(done.state, legal.player, { type: 'pass' })).state;
}

/** The mage on MW5's north city at 0,-1, the witch on the start tile's road; a plain tile at 1,0. */
function board(): GameState {
  let state = scriptedGame({ expansions: ['mage-witch'], options: { unlimitedTiles: true } });
  state = placeTile(state, { player: 'red', tile: 'MW5', at: [0, -1], rotation: 0 }).state;
  state = answer(state, (c) => c.args?.figure === 'mage' && c.args?.feature === 'city');
  state = placeTile(state, { player: 'blue', tile: 'MW5', at: [1, -1], rotation: 0 }).state;
  state = answer(state, (c) => c.args?.figure === 'witch' && c.args?.x === 0 && c.args?.y === 0);
  return accepted(
    applyMove(placeTile(state, { player: 'red', tile: 'K', at: [1, 0], rotation: 0 }).state, 'red', { type: 'pass' }),
  ).state;
}

describe('the mage and the witch on the board', () => {
  const state = board();
  const { canvas, grid } = drawBoard(state, { tileSize: TILE });
  /** Pixels of `hex` in the square of board position (x, y), or in its top-left corner only. */
  const count = tileColourCounter(canvas.getContext('2d'), grid);

  it('draws the mage in purple on its tile and the witch in orange on hers, nowhere else', () => {
    expect(state.neutral?.map((n) => n.kind).sort()).toEqual(['mage', 'witch']);
    expect(count(MAGE_PAINT.fill, 0, -1) - count(MAGE_PAINT.fill, 0, -1, true)).toBeGreaterThan(300);
    expect(count(WITCH_PAINT.fill, 0, 0)).toBeGreaterThan(300);
    expect(count(WITCH_PAINT.fill, 0, -1)).toBe(0);
    expect(count(MAGE_PAINT.fill, 0, 0)).toBe(0);
    expect(count(WITCH_PAINT.fill, 1, 0) + count(MAGE_PAINT.fill, 1, 0)).toBe(0);
  });

  it('marks each magic tile with a purple star in its top-left corner, and no other tile', () => {
    expect(count(MAGE_PAINT.fill, 0, -1, true)).toBeGreaterThan(20);
    expect(count(MAGE_PAINT.fill, 1, -1, true)).toBeGreaterThan(20);
    expect(count(MAGE_PAINT.fill, 1, 0, true)).toBe(0);
    expect(count(MAGE_PAINT.fill, 0, 0, true)).toBe(0);
  });
});
