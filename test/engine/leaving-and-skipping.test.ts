// Skipping a turn (turn clock) and taking a player out keep tiles and figures accounted for.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, type GameState, legalMoves, removePlayer, skipTurn } from '../../src/engine';

const three = [
  { id: 'a', name: 'Ann' },
  { id: 'b', name: 'Bob' },
  { id: 'c', name: 'Cat' },
];

function ok(result: ReturnType<typeof applyMove>): GameState {
  if (!result.ok) throw new Error(result.why);
  return result.state;
}

/** Places the drawn tile on the first legal spot and puts a farmer on it (farmers stay until the end). */
function placeWithFigure(state: GameState): GameState {
  const legal = legalMoves(state);
  if (legal.step !== 'placeTile') throw new Error('expected a tile to place');
  const spot = legal.placements[0]!;
  const player = legal.player;
  const placed = ok(
    applyMove(state, player, { type: 'placeTile', x: spot.x, y: spot.y, rotation: spot.rotations[0]! }),
  );
  const figures = legalMoves(placed);
  if (figures.step !== 'placeFigure') throw new Error('expected the figure step');
  const field = figures.spots.find((s) => s.kind === 'field');
  return ok(
    applyMove(
      placed,
      player,
      field ? { type: 'placeFigure', figure: 'meeple', feature: field.feature } : { type: 'pass' },
    ),
  );
}

describe('skipping a turn', () => {
  it('puts the drawn tile back and passes the turn on', () => {
    const { state } = createGame({ players: three, seed: 4 });
    const skipped = ok(skipTurn(state));
    expect(skipped.turn.player).toBe(1);
    expect(skipped.board).toHaveLength(1);
    expect(skipped.supply.length + 1).toBe(state.supply.length + 1); // one back, one drawn
    expect(skipped.turn.tile).not.toBeNull();
  });

  it('ends the turn of a player who placed a tile but no figure yet; the tile stays', () => {
    const { state } = createGame({ players: three, seed: 4 });
    const legal = legalMoves(state);
    if (legal.step !== 'placeTile') throw new Error('expected a tile');
    const spot = legal.placements[0]!;
    const placed = ok(applyMove(state, 'a', { type: 'placeTile', x: spot.x, y: spot.y, rotation: spot.rotations[0]! }));
    const skipped = ok(skipTurn(placed));
    expect(skipped.board).toHaveLength(2);
    expect(skipped.turn.player).toBe(1);
  });
});

describe('removing a player', () => {
  it('takes their figures off the board and keeps the turn with the right player', () => {
    let state = createGame({ players: three, expansions: ['farmers'], seed: 9 }).state;
    state = placeWithFigure(state); // Ann
    state = placeWithFigure(state); // Bob
    expect(state.figures.some((f) => f.player === 'a')).toBe(true);
    const result = removePlayer(state, 'a');
    if (!result.ok) throw new Error(result.why);
    expect(result.state.figures.some((f) => f.player === 'a')).toBe(false);
    expect(result.state.players.map((p) => p.id)).toEqual(['b', 'c']);
    expect(result.state.players[result.state.turn.player]?.id).toBe('c');
    expect(result.events).toContainEqual({ type: 'playerRemoved', player: 'a' });
  });

  it('gives the turn to the next player when the active player leaves, and ends a game left with one', () => {
    const { state } = createGame({ players: three, seed: 9 });
    const result = removePlayer(state, 'a');
    if (!result.ok) throw new Error(result.why);
    expect(result.state.players[result.state.turn.player]?.id).toBe('b');
    expect(result.state.supply.length).toBe(state.supply.length); // Ann's tile back, Bob's drawn
    const last = removePlayer(result.state, 'b');
    expect(last.ok && last.state.turn.step).toBe('ended');
  });
});
