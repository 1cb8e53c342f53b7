// Step "place a tile": the listed positions and rotations, and precise refusals that change nothing.
import { describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import type { GameState, Move, Placement, Rotation } from '../../src/engine';
import { applyMove, createGame, forceTurn, legalMoves } from '../../src/engine';
import { CLASSIC_SET } from '../../src/engine/tiles/base';
import { bruteForcePlacements, emptyNeighbourCells } from './support/brute-force-placements';
import { deepFreeze } from './support/deep-freeze';
import { randomGame } from './support/random-game';
import { accepted, players, playTurns, scriptedGame } from './support/scripted-game';

const ROTATIONS: Rotation[] = [0, 90, 180, 270];

function listed(state: GameState): readonly Placement[] {
  const legal = legalMoves(state);
  if (legal.step !== 'placeTile') throw new Error(`expected the tile step, got ${legal.step}`);
  return legal.placements;
}

const currentPlayer = (state: GameState) => state.players[state.turn.player]?.id as string;

/** Red to play `tile` on the board of `state`. */
const drawn = (state: GameState, tile: string) => accepted(forceTurn(state, 'red', tile)).state;

/** The start tile D at 0,0, then U east of it and E closing D's city from the north. */
function smallBoard(): GameState {
  return playTurns(scriptedGame(), [
    { player: 'red', tile: 'U', at: [1, 0], rotation: 0 },
    { player: 'blue', tile: 'E', at: [0, -1], rotation: 180 },
  ]).state;
}

describe('legal tile positions', () => {
  it.each(Object.keys(CLASSIC_SET))(
    'tile %s next to the start tile: the same cells and rotations as a brute-force check',
    (tile) => {
      const state = drawn(scriptedGame(), tile);
      expect(listed(state)).toEqual(bruteForcePlacements(state, tile));
    },
  );

  it('puts an all-city tile only on the start tile city side, in all four rotations', () => {
    expect(listed(drawn(scriptedGame(), 'C'))).toEqual([{ x: 0, y: -1, rotations: ROTATIONS }]);
  });

  it('puts a crossroads only at the two road ends of the start tile', () => {
    expect(listed(drawn(scriptedGame(), 'X'))).toEqual([
      { x: -1, y: 0, rotations: ROTATIONS },
      { x: 1, y: 0, rotations: ROTATIONS },
    ]);
  });

  it('puts a monastery without road only below the start tile, whose south side is field', () => {
    expect(listed(drawn(scriptedGame(), 'B'))).toEqual([{ x: 0, y: 1, rotations: ROTATIONS }]);
  });

  it('agrees with the brute-force check all through random games', () => {
    let compared = 0;
    for (const seed of [1, 2, 3]) {
      const { steps } = randomGame(seed);
      for (const [i, { before }] of steps.entries()) {
        if (i % 7 || before.turn.step !== 'placeTile' || !before.turn.tile) continue;
        expect(listed(before), `seed ${seed}, move ${i}`).toEqual(bruteForcePlacements(before, before.turn.tile));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(30);
  });

  it('agrees with the brute-force check when asked turn by turn as a game goes on', () => {
    let state = createGame({ players: players('red', 'blue'), expansions: ['farmers'], seed: 11 }).state;
    const random = new SeededRandom(11);
    let compared = 0;
    while (state.turn.step !== 'ended') {
      if (state.turn.step === 'placeTile' && state.turn.tile) {
        expect(listed(state), `turn ${state.turn.number}`).toEqual(bruteForcePlacements(state, state.turn.tile));
        compared++;
      }
      state = accepted(applyMove(state, currentPlayer(state), randomMove(state, random) as Move)).state;
    }
    expect(compared).toBeGreaterThan(60);
  });

  it('agrees with the brute-force check when one board is played on two different ways', () => {
    const { steps } = randomGame(5);
    const middle = steps.find((s, i) => i > 60 && s.before.turn.step === 'placeTile')?.before as GameState;
    const [first, second] = listed(middle);
    if (!first || !second) throw new Error('expected two open positions');
    // place at two different spots, then pass: two boards grown from the same one, each with a tile drawn
    const branch = ({ x, y, rotations }: Placement) => {
      const placed = accepted(
        applyMove(middle, currentPlayer(middle), { type: 'placeTile', x, y, rotation: rotations[0] as Rotation }),
      );
      return accepted(applyMove(placed.state, currentPlayer(middle), { type: 'pass' })).state;
    };
    const [a, b] = [branch(first), branch(second)];
    for (const state of [a, b, a, middle, b]) {
      expect(listed(state)).toEqual(bruteForcePlacements(state, state.turn.tile as string));
    }
  });

  it('accepts every listed placement and refuses every other rotation next to the board', () => {
    const state = drawn(smallBoard(), 'K');
    const placements = listed(state);
    expect(placements.length).toBeGreaterThan(0);
    const cells = emptyNeighbourCells(state);
    expect(cells).toHaveLength(7);
    for (const { x, y } of cells) {
      for (const rotation of ROTATIONS) {
        const isListed = placements.some((p) => p.x === x && p.y === y && p.rotations.includes(rotation));
        const result = applyMove(state, 'red', { type: 'placeTile', x, y, rotation });
        expect(result.ok, `K at ${x},${y} turned ${rotation}`).toBe(isListed);
      }
    }
  });
});

describe('a refused tile placement', () => {
  /** Applies the move to a frozen state; the refusal must leave it deep-equal to before. */
  function refuse(state: GameState, move: Move) {
    const before = structuredClone(state);
    const result = applyMove(deepFreeze(state), 'red', move);
    expect(state).toEqual(before);
    if (result.ok) expect.fail('the engine accepted the placement');
    return result;
  }

  it('names the occupied position', () => {
    const result = refuse(drawn(scriptedGame(), 'U'), { type: 'placeTile', x: 0, y: 0, rotation: 0 });
    expect(result).toEqual({ ok: false, code: 'occupied-position', why: 'occupied-position', params: { x: 0, y: 0 } });
  });

  it.each([
    [1, 1],
    [0, 2],
    [5, -5],
  ])('says that %i,%i touches no tile along an edge', (x, y) => {
    const result = refuse(drawn(scriptedGame(), 'B'), { type: 'placeTile', x, y, rotation: 0 });
    expect(result.code).toBe('no-neighbour');
    expect(result).toMatchObject({ why: 'no-neighbour', params: { x, y } });
  });

  it('names the edge that does not match and what meets there', () => {
    const result = refuse(drawn(scriptedGame(), 'C'), { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    expect(result.code).toBe('edge-mismatch');
    expect(result).toMatchObject({ why: 'edge-mismatch', params: { side: 'W', mine: 'city', theirs: 'road' } });
  });

  it('names the one mismatching edge when another edge of the same position matches (fn 6)', () => {
    // at 1,-1 the tile touches a field to the south (U) and a field to the west (E's side)
    const board = smallBoard();
    const result = refuse(drawn(board, 'E'), { type: 'placeTile', x: 1, y: -1, rotation: 270 });
    expect(result).toMatchObject({ why: 'edge-mismatch', params: { side: 'W', mine: 'city', theirs: 'field' } });
    expect(applyMove(drawn(board, 'E'), 'red', { type: 'placeTile', x: 1, y: -1, rotation: 90 }).ok).toBe(true);
  });

  it('follows the turned tile: a road turned to the south meets the field below the start tile (fn 11)', () => {
    const result = refuse(drawn(scriptedGame(), 'A'), { type: 'placeTile', x: 0, y: -1, rotation: 0 });
    expect(result).toMatchObject({ why: 'edge-mismatch', params: { side: 'S', mine: 'road', theirs: 'city' } });
  });

  it.each([
    [{ type: 'placeTile', x: 1, y: 0, rotation: 45 }, 'bad-rotation'],
    [{ type: 'placeTile', x: 0.5, y: 0, rotation: 0 }, 'coordinates-not-whole'],
  ])('refuses a malformed move %j', (move, why) => {
    const result = refuse(drawn(scriptedGame(), 'U'), move as Move);
    expect(result).toEqual({ ok: false, code: 'unknown-move', why });
  });
});

describe('an accepted tile placement', () => {
  it('returns a new state and leaves the frozen input exactly as it was', () => {
    const state = deepFreeze(drawn(scriptedGame(), 'U'));
    const before = structuredClone(state);
    const { state: after, events } = accepted(applyMove(state, 'red', { type: 'placeTile', x: 1, y: 0, rotation: 0 }));
    expect(state).toEqual(before);
    expect(after.board).toHaveLength(2);
    expect(after.turn).toMatchObject({ step: 'placeFigure', placed: { x: 1, y: 0, rotation: 0 } });
    expect(events).toEqual([{ type: 'tilePlaced', player: 'red', tile: 'U', x: 1, y: 0, rotation: 0 }]);
  });
});
