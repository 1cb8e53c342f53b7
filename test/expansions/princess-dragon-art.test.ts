// Princess & Dragon on the board image: the green dragon in the square of its tile, the fairy beside its
// follower, and each symbol tile's plate in its top-left corner in the symbol's colour; plain tiles have
// none. The PNG is written to /tmp for a look (npm run render draws whole games too).
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drawBoard } from '../../render/render-board';
import type { GameState } from '../../src/engine';
import { applyMove, legalMoves } from '../../src/engine';
import { DRAGON_PAINT, FAIRY_PAINT, SYMBOL_COLOURS } from '../../src/expansions/princess-dragon/art';
import { accepted, placeTile, scriptedGame } from '../engine/support/scripted-game';
import { tileColourCounter } from '../render/pixels';

const TILE = 120;

const pass = (state: GameState, player: string) => accepted(applyMove(state, player, { type: 'pass' })).state;

/** Red's highwayman at 1,0 with the fairy; the dragon on a volcano at 0,1; a portal at 2,0; a princess at 0,-1. */
function board(): GameState {
  let state = scriptedGame({ expansions: ['princess-dragon'], options: { unlimitedTiles: true } });
  state = placeTile(state, { player: 'red', tile: 'U', at: [1, 0], rotation: 0 }).state;
  const spot = legalMoves(state);
  if (spot.step !== 'placeFigure') throw new Error('no figure step');
  const road = spot.spots.find((s) => s.kind === 'road');
  state = accepted(
    applyMove(state, 'red', { type: 'placeFigure', figure: 'meeple', feature: road?.feature ?? 0 }),
  ).state;
  state = pass(placeTile(state, { player: 'blue', tile: 'DG/F.v', at: [0, 1], rotation: 0 }).state, 'blue');
  state = placeTile(state, { player: 'red', tile: 'DG/RRR.g', at: [2, 0], rotation: 0 }).state;
  state = accepted(applyMove(state, 'red', { type: 'action', action: 'fairy' })).state;
  const beside = legalMoves(state);
  if (beside.step !== 'decide') throw new Error('no fairy decision');
  const choice = beside.choices[0];
  state = accepted(applyMove(state, 'red', { type: 'action', action: 'fairy-beside', args: choice?.args })).state;
  return pass(placeTile(state, { player: 'blue', tile: 'DG/Cc.p', at: [0, -1], rotation: 180 }).state, 'blue');
}

describe('Princess & Dragon on the board', () => {
  const state = board();
  const { canvas, grid } = drawBoard(state, { tileSize: TILE });
  writeFileSync('/tmp/princess-dragon-art.png', canvas.toBuffer('image/png'));
  /** Pixels of `hex` in the square of board position (x, y), or in its top-left corner only. */
  const count = tileColourCounter(canvas.getContext('2d'), grid);

  it('draws the dragon on its volcano and the fairy beside Red’s highwayman, nowhere else', () => {
    expect(state.neutral?.map((n) => n.kind).sort()).toEqual(['dragon', 'fairy']);
    expect(count(DRAGON_PAINT.fill, 0, 1) - count(DRAGON_PAINT.fill, 0, 1, true)).toBeGreaterThan(300);
    expect(count(DRAGON_PAINT.fill, 1, 0) + count(DRAGON_PAINT.fill, 0, 0)).toBe(0);
    expect(count(FAIRY_PAINT.fill, 1, 0)).toBeGreaterThan(40);
    expect(count(FAIRY_PAINT.fill, 0, 1) + count(FAIRY_PAINT.fill, 2, 0)).toBe(0);
  });

  it('marks each symbol tile in its top-left corner in the symbol’s colour, and no plain tile', () => {
    expect(count(SYMBOL_COLOURS.volcano, 0, 1, true)).toBeGreaterThan(10);
    expect(count(SYMBOL_COLOURS.portal, 2, 0, true)).toBeGreaterThan(10);
    expect(count(SYMBOL_COLOURS.princess, 0, -1, true)).toBeGreaterThan(10);
    for (const colour of Object.values(SYMBOL_COLOURS)) {
      expect(count(colour, 1, 0, true) + count(colour, 0, 0, true)).toBe(0);
    }
  });
});
