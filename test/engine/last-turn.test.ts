// No turn starts after the last tile (classic §1): what a turn's start brings (the fairy's point) comes
// only to a turn that gets a tile, with the game's own draws as with scripted ones.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, forceTurn, type GameState } from '../../src/engine';
import { accepted, players } from './support/scripted-game';

/** Red's follower on a road with the fairy beside it; Blue to play, with `left` tiles still to draw. */
function fairyBesideRed(left: string[]): GameState {
  let state = createGame({ players: players('red', 'blue'), expansions: ['princess-dragon'], seed: 7 }).state;
  const turn = (player: string, tile: string, x: number, y: number) => {
    state = accepted(forceTurn(state, player, tile)).state;
    state = accepted(applyMove(state, player, { type: 'placeTile', x, y, rotation: 0 })).state;
  };
  turn('red', 'U', 1, 0);
  state = accepted(applyMove(state, 'red', { type: 'placeFigure', figure: 'meeple', feature: 0 })).state;
  turn('blue', 'B', 1, 1);
  state = accepted(applyMove(state, 'blue', { type: 'pass' })).state;
  turn('red', 'B', 2, 1);
  state = accepted(applyMove(state, 'red', { type: 'action', action: 'fairy' })).state;
  const beside = { x: 1, y: 0, feature: 'road', where: 'E' };
  state = accepted(applyMove(state, 'red', { type: 'action', action: 'fairy-beside', args: beside })).state;
  // Blue's tile is the last but `left`: the rest of the supply is gone
  state = accepted(forceTurn(state, 'blue', 'B')).state;
  return { ...state, supply: left };
}

function blueEndsTurn(state: GameState) {
  const placed = accepted(applyMove(state, 'blue', { type: 'placeTile', x: 3, y: 1, rotation: 0 }));
  return accepted(applyMove(placed.state, 'blue', { type: 'pass' }));
}

const fairyTurnPoints = (events: { type: string; why?: string }[]) =>
  events.filter((e) => e.type === 'points' && e.why === 'fairy-turn').length;

describe('the turn after the last tile', () => {
  it('never starts: the game ends and the fairy pays no point for it', () => {
    const { state, events } = blueEndsTurn(fairyBesideRed([]));
    expect(state.turn.step).toBe('ended');
    expect(fairyTurnPoints(events)).toBe(0);
    // the road of 2 tiles at the end, and 3 for the fairy beside it
    expect(state.players.find((p) => p.id === 'red')?.score).toBe(5);
  });

  it('starts while a tile is left: Red takes the fairy point first', () => {
    const { state, events } = blueEndsTurn(fairyBesideRed(['E']));
    expect(state.turn.step).toBe('placeTile');
    expect(state.turn.tile).toBe('E');
    expect(fairyTurnPoints(events)).toBe(1);
    expect(state.players.find((p) => p.id === 'red')?.score).toBe(1);
  });
});
