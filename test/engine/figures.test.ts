// Step "place a figure": the spots offered on the tile just placed, and every reason to refuse one.
import { describe, expect, it } from 'vitest';
import type { FigureSpot, GameState, Move } from '../../src/engine';
import { applyMove, legalMoves } from '../../src/engine';
import { deepFreeze } from './support/deep-freeze';
import { accepted, followersOf, placeTile, playTurns, scriptedGame } from './support/scripted-game';

function spots(state: GameState): FigureSpot[] {
  const legal = legalMoves(state);
  if (legal.step !== 'placeFigure') throw new Error(`expected the figure step, got ${legal.step}`);
  return legal.spots;
}

/** Applies a move the engine must refuse to a frozen state, which must stay as it was. */
function refuse(state: GameState, player: string, move: Move) {
  const before = structuredClone(state);
  const result = applyMove(deepFreeze(state), player, move);
  expect(state).toEqual(before);
  if (result.ok) expect.fail('the engine accepted the move');
  return result;
}

const meeple = (feature: number): Move => ({ type: 'placeFigure', figure: 'meeple', feature });

/** Red's follower on the road of U east of the start tile; blue then places D further east. */
function roadHeldByRed(nextPlayer = 'blue'): GameState {
  const held = playTurns(scriptedGame(), [
    { player: 'red', tile: 'U', at: [1, 0], rotation: 0, place: { feature: 'road', where: 'E' } },
  ]).state;
  return placeTile(held, { player: nextPlayer, tile: 'D', at: [2, 0], rotation: 0 }).state;
}

describe('spots offered', () => {
  it('offers the road and the city of tile D, and no field without farmers', () => {
    const state = placeTile(scriptedGame(), { player: 'red', tile: 'D', at: [1, 0], rotation: 0 }).state;
    expect(spots(state)).toEqual([
      { feature: 0, kind: 'road', where: 'E', figures: ['meeple'] },
      { feature: 1, kind: 'city', where: 'N', figures: ['meeple'] },
    ]);
  });

  it('offers both fields too with farmers, each named by its first half-edge', () => {
    const game = scriptedGame({ expansions: ['farmers'] });
    const state = placeTile(game, { player: 'red', tile: 'D', at: [1, 0], rotation: 0 }).state;
    expect(spots(state).map((s) => [s.feature, s.kind, s.where])).toEqual([
      [0, 'road', 'E'],
      [1, 'city', 'N'],
      [2, 'field', 'EL'],
      [3, 'field', 'ER'],
    ]);
  });

  it('names the places of a turned tile as they lie on the board', () => {
    // D turned 180: city to the south, the thin field between road and city also to the south
    const game = scriptedGame({ expansions: ['farmers'] });
    const state = placeTile(game, { player: 'red', tile: 'D', at: [0, -1], rotation: 180 }).state;
    expect(spots(state).map((s) => [s.feature, s.kind, s.where])).toEqual([
      [0, 'road', 'E'],
      [1, 'city', 'S'],
      [2, 'field', 'ER'],
      [3, 'field', 'NL'],
    ]);
  });

  it('offers the centre of a monastery', () => {
    const state = placeTile(scriptedGame(), { player: 'red', tile: 'B', at: [0, 1], rotation: 0 }).state;
    expect(spots(state)).toEqual([{ feature: 0, kind: 'monastery', where: 'center', figures: ['meeple'] }]);
  });

  it('leaves out a road occupied further along but offers the free city of the same tile', () => {
    expect(spots(roadHeldByRed())).toEqual([{ feature: 1, kind: 'city', where: 'N', figures: ['meeple'] }]);
  });

  it('offers a road that touches an occupied road only at a corner (fn 4)', () => {
    // red's road runs from the junction at -1,0 through the start tile to the empty cell 1,0; A at 1,1
    // points its road at that empty cell, so the two roads are not connected yet
    const state = playTurns(scriptedGame(), [
      { player: 'red', tile: 'W', at: [-1, 0], rotation: 0, place: { feature: 'road', where: 'E' } },
      { player: 'blue', tile: 'B', at: [0, 1], rotation: 0 },
    ]).state;
    const next = placeTile(state, { player: 'blue', tile: 'A', at: [1, 1], rotation: 180 }).state;
    expect(spots(next).map((s) => s.kind)).toEqual(['monastery', 'road']);
  });
});

describe('a refused figure', () => {
  it('is refused on a road another player occupies further along, with the reason', () => {
    const result = refuse(roadHeldByRed(), 'blue', meeple(0));
    expect(result).toEqual({
      ok: false,
      code: 'feature-occupied',
      why: 'feature-occupied',
      params: { kind: 'road' },
    });
  });

  it('is refused on a feature the same player already occupies', () => {
    const result = refuse(roadHeldByRed('red'), 'red', meeple(0));
    expect(result.code).toBe('feature-occupied');
  });

  it('is refused when the player has no follower left', () => {
    // seven monasteries in a column below the start tile, each with red's monk
    let state = scriptedGame({ options: { unlimitedTiles: true } });
    for (let y = 1; y <= 7; y++) {
      state = playTurns(state, [
        { player: 'red', tile: 'B', at: [0, y], rotation: 0, place: { feature: 'monastery', where: 'center' } },
      ]).state;
    }
    expect(followersOf(state, 'red')).toBe(0);
    state = placeTile(state, { player: 'red', tile: 'B', at: [0, 8], rotation: 0 }).state;
    expect(spots(state)).toEqual([]);
    expect(refuse(state, 'red', meeple(0))).toEqual({
      ok: false,
      code: 'no-figure-left',
      why: 'no-figure-left',
      params: { figure: 'meeple' },
    });
  });

  it("is refused when it is not the player's turn", () => {
    const state = placeTile(scriptedGame(), { player: 'red', tile: 'D', at: [1, 0], rotation: 0 }).state;
    expect(refuse(state, 'blue', meeple(1))).toEqual({
      ok: false,
      code: 'not-your-turn',
      why: 'not-your-turn',
      params: { player: 'red' },
    });
  });

  it('is refused before the tile is placed, and so is a pass', () => {
    const game = scriptedGame();
    expect(refuse(game, 'red', meeple(0))).toMatchObject({ code: 'wrong-step', why: 'place-tile-first' });
    expect(refuse(game, 'red', { type: 'pass' }).code).toBe('wrong-step');
  });

  it('refuses a second tile placement in the figure step', () => {
    const state = placeTile(scriptedGame(), { player: 'red', tile: 'D', at: [1, 0], rotation: 0 }).state;
    const result = refuse(state, 'red', { type: 'placeTile', x: -1, y: 0, rotation: 0 });
    expect(result).toMatchObject({ code: 'wrong-step' });
  });

  it('is refused on a field when farmers are off', () => {
    const state = placeTile(scriptedGame(), { player: 'red', tile: 'D', at: [1, 0], rotation: 0 }).state;
    expect(refuse(state, 'red', meeple(2))).toEqual({
      ok: false,
      code: 'figure-not-allowed',
      why: 'wrong-feature',
      params: { figure: 'meeple', kind: 'field' },
    });
  });

  it('refuses a place number the tile does not have, and a figure the game does not have', () => {
    const state = placeTile(scriptedGame(), { player: 'red', tile: 'D', at: [1, 0], rotation: 0 }).state;
    expect(refuse(state, 'red', meeple(4))).toMatchObject({ code: 'no-such-feature' });
    expect(refuse(state, 'red', meeple(-1))).toMatchObject({ code: 'no-such-feature' });
    expect(refuse(state, 'red', { type: 'placeFigure', figure: 'big', feature: 1 })).toEqual({
      ok: false,
      code: 'figure-not-allowed',
      why: 'no-such-figure',
      params: { figure: 'big' },
    });
  });
});

describe('an accepted figure', () => {
  it('leaves the supply, stands on the tile just placed and ends the turn; the input is not changed', () => {
    const state = deepFreeze(
      placeTile(scriptedGame({ expansions: ['farmers'] }), { player: 'red', tile: 'D', at: [1, 0], rotation: 0 }).state,
    );
    const before = structuredClone(state);
    const { state: after, events } = accepted(applyMove(state, 'red', meeple(2)));
    expect(state).toEqual(before);
    expect(followersOf(after, 'red')).toBe(6);
    expect(after.figures).toEqual([{ id: 'f1', player: 'red', kind: 'meeple', x: 1, y: 0, feature: 2 }]);
    expect(events[0]).toEqual({
      type: 'figurePlaced',
      player: 'red',
      figure: 'meeple',
      x: 1,
      y: 0,
      feature: 2,
      featureKind: 'field',
    });
    expect(after.turn).toMatchObject({ player: 1, step: 'placeTile', number: 2 });
  });
});
