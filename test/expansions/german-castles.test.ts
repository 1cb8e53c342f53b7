// Castles in Germany and the engine's double tiles beyond the scenario files: the deal, the castle offered
// instead of a draw (only while one fits), the castle offered once among the figure spots of both
// halves, the refusal's reason, and where a double tile fits.
import { describe, expect, it } from 'vitest';
import { refusalInEnglish } from '../../src/app/game-words';
import type { GameState, Move } from '../../src/engine';
import { applyMove, createGame, forceTurn, legalMoves, placedSquares, playerTokens, tileAt } from '../../src/engine';
import { heldCastles, PLAY_CASTLE } from '../../src/expansions/german-castles/rules';
import { accepted, players } from '../engine/support/scripted-game';

const move = (state: GameState, player: string, m: Move) => accepted(applyMove(state, player, m)).state;

const game = (count: number, options: Record<string, unknown> = {}) =>
  createGame({
    players: players(...['red', 'blue', 'yellow', 'green', 'black'].slice(0, count)),
    expansions: ['german-castles'],
    seed: 5,
    options,
  }).state;

describe('Castles in Germany', () => {
  it('deals two castles each to two or three players, one each to four or five', () => {
    const three = game(3);
    expect(['red', 'blue', 'yellow'].map((p) => heldCastles(three, p))).toEqual([
      ['GK1', 'GK4'],
      ['GK2', 'GK5'],
      ['GK3', 'GK6'],
    ]);
    const five = game(5);
    expect(['red', 'blue', 'yellow', 'green', 'black'].map((p) => heldCastles(five, p).length)).toEqual([
      1, 1, 1, 1, 1,
    ]);
    expect(playerTokens(five, 'black')).toMatchObject({ castle: 1 });
  });

  it('offers a castle instead of the draw; played, it leaves the hand and covers two squares', () => {
    const start = game(2);
    const legal = legalMoves(start);
    expect(legal.step).toBe('decide');
    if (legal.step !== 'decide') return;
    expect(legal.optional).toBe(true);
    expect(legal.choices.map((c) => c.args?.tile)).toEqual(['GK1', 'GK3']);
    const supply = start.supply.length;
    const chosen = legal.choices[0] as (typeof legal.choices)[number];
    let state = move(start, 'red', { type: 'action', action: PLAY_CASTLE, args: chosen.args });
    expect(state.turn.tile).toBe('GK1');
    expect(state.supply.length).toBe(supply);
    const tiles = legalMoves(state);
    if (tiles.step !== 'placeTile') throw new Error('no tile step');
    const first = tiles.placements.find((p) => p.x === 1 && p.y === 0);
    expect(first?.rotations).toContain(0);
    state = move(state, 'red', { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    expect(tileAt(state.board, 2, 0)?.tile).toBe('GK1.2');
    expect(placedSquares(state)).toEqual([
      { x: 1, y: 0 },
      { x: 2, y: 0 },
    ]);
    expect(heldCastles(state, 'red')).toEqual(['GK3']);
  });

  it('lets the player decline the castle and draw', () => {
    const start = game(2);
    const state = move(start, 'red', { type: 'pass' });
    expect(state.turn.step).toBe('placeTile');
    expect(state.turn.tile).not.toMatch(/^GK/);
    expect(heldCastles(state, 'red')).toEqual(['GK1', 'GK3']);
  });

  it('offers the castle once among the spots of both halves, and the second half’s own spots with `on`', () => {
    let state = accepted(forceTurn(game(2, { scriptedDraws: true }), 'red', 'GK1')).state;
    state = move(state, 'red', { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    const legal = legalMoves(state);
    if (legal.step !== 'placeFigure') throw new Error('no figure step');
    expect(legal.spots.filter((s) => s.kind === 'german-castle')).toHaveLength(1);
    const secondRoad = legal.spots.find((s) => s.kind === 'road' && s.on === 1);
    expect(secondRoad?.where).toBe('E');
    const placed = move(state, 'red', {
      type: 'placeFigure',
      figure: 'meeple',
      feature: secondRoad?.feature ?? -1,
      on: 1,
    });
    expect(placed.figures.at(-1)).toMatchObject({ x: 2, y: 0, player: 'red' });
  });

  it('refuses a castle touching another at a corner, in words', () => {
    let state = game(2, { scriptedDraws: true, unlimitedTiles: true });
    state = accepted(forceTurn(state, 'red', 'GK1')).state;
    state = move(state, 'red', { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    state = move(state, 'red', { type: 'pass' });
    state = accepted(forceTurn(state, 'blue', 'A')).state;
    state = move(state, 'blue', { type: 'placeTile', x: 3, y: 0, rotation: 90 });
    state = move(state, 'blue', { type: 'pass' });
    state = accepted(forceTurn(state, 'red', 'GK1')).state;
    const refused = applyMove(state, 'red', { type: 'placeTile', x: 3, y: 1, rotation: 0 });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.why).toBe('german-castles.touches-castle');
    expect(refusalInEnglish(refused)).toMatch(/not even at a corner/);
  });

  it('refuses a double tile whose second half would lie on a tile or against a wrong edge, state unchanged', () => {
    let state = game(2, { scriptedDraws: true, unlimitedTiles: true });
    const lay = (player: string, tile: string, x: number, y: number, rotation: 0 | 90 | 180 | 270) => {
      state = accepted(forceTurn(state, player, tile)).state;
      state = move(state, player, { type: 'placeTile', x, y, rotation });
      state = move(state, player, { type: 'pass' });
    };
    lay('red', 'U', 0, 1, 0);
    lay('blue', 'U', 1, 1, 0);
    lay('red', 'V', 2, 1, 90);
    state = accepted(forceTurn(state, 'blue', 'GK1')).state;
    // the second half (south of 0,0 at rotation 90) would lie on the tile at 0,1
    const onTile = applyMove(state, 'blue', { type: 'placeTile', x: 0, y: 0, rotation: 90 });
    expect(onTile.ok).toBe(false);
    if (!onTile.ok) expect(onTile.why).toBe('occupied-position');
    // the first half at 1,0 fits (its road meets the start tile's), the second at 2,0 shows a field to the
    // road of 2,1
    const wrongEdge = applyMove(state, 'blue', { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    expect(wrongEdge.ok).toBe(false);
    if (!wrongEdge.ok) expect(wrongEdge.params).toMatchObject({ side: 'S', mine: 'field', theirs: 'road' });
    expect(legalMoves(state).step).toBe('placeTile');
    expect(state.board).toHaveLength(4);
  });

  it('places a double tile by its second half next to the board too (any rotation)', () => {
    const state = accepted(forceTurn(game(2, { scriptedDraws: true }), 'red', 'GK1')).state;
    const legal = legalMoves(state);
    if (legal.step !== 'placeTile') throw new Error('no tile step');
    // the second half at 1,0 against the start tile's road, the first half at 2,0 turned half round
    expect(legal.placements.find((p) => p.x === 2 && p.y === 0)?.rotations).toContain(180);
  });
});
