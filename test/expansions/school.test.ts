// The School: where the two halves lie (beside the start tile, on the side chosen, beside another start,
// after a river), the six separate roads, the teacher's decision refused with a bad answer, the
// invariants over random games with the dragon, and the board image (the schoolhouse over both halves,
// the teacher in white at the school until someone takes him).
import { describe, expect, it } from 'vitest';
import { drawBoard } from '../../render/render-board';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import {
  applyMove,
  createGame,
  decidingPlayer,
  type GameEvent,
  type GameState,
  legalMoves,
  rulesFor,
} from '../../src/engine';
import { figureRoots } from '../../src/engine/figure-roots';
import { TEACHER_PAINT } from '../../src/expansions/school/art';
import { schoolInvariants } from '../../src/expansions/school/invariants';
import { COPY, SCHOOL, schoolRoadsDone, schoolSlot, teacherAtSchool } from '../../src/expansions/school/rules';
import { EAST_HALF, SCHOOL_TILES, WEST_HALF } from '../../src/expansions/school/tiles';
import { simulate } from '../../src/sim/simulate';
import { players, playTurns, scriptedGame } from '../engine/support/scripted-game';
import { tileColourCounter } from '../render/pixels';

const halves = (state: GameState) =>
  state.board.filter((t) => t.tile === WEST_HALF || t.tile === EAST_HALF).map((t) => `${t.tile}@${t.x},${t.y}`);

const game = (expansions: string[], options: Record<string, unknown> = {}) =>
  createGame({ players: players('red', 'blue'), expansions, options, seed: 4 }).state;

describe('the school tiles', () => {
  it('are never drawn: six dead-end roads, three on each half, and no copy in the supply', () => {
    for (const type of SCHOOL_TILES) {
      expect(type.features.filter((f) => f.kind === 'road').map((f) => f.edges?.length)).toEqual([1, 1, 1]);
    }
    expect(game(['school']).supply.filter((t) => t === WEST_HALF || t === EAST_HALF)).toEqual([]);
  });

  it('lie right of the start tile, or left with schoolSide west, the teacher on the west half', () => {
    const east = game(['school']);
    expect(halves(east)).toEqual(['SC1@1,0', 'SC2@2,0']);
    expect(teacherAtSchool(east)).toEqual({ kind: 'teacher', x: 1, y: 0 });
    expect(halves(game(['school'], { schoolSide: 'west' }))).toEqual(['SC1@-2,0', 'SC2@-1,0']);
  });

  it('go where both halves fit nearest another start: road to road beside the city of Carcassonne', () => {
    const board = halves(game(['count', 'school']));
    expect(board).toEqual(['SC1@-3,-1', 'SC2@-2,-1']);
  });

  it('wait for the river to be laid, then go beside the board, the teacher with them', () => {
    let state = game(['river', 'school']);
    expect(halves(state)).toEqual([]);
    expect(teacherAtSchool(state)).toBeUndefined();
    const random = new SeededRandom(2);
    for (let move = 0; move < 200 && state.queue?.length !== 0; move++) {
      const played = applyMove(state, decidingPlayer(state) as string, randomMove(state, random) as never);
      if (!played.ok) expect.fail(played.why);
      state = played.state;
    }
    // the river's last tile is out: the school is laid at the next turn's start
    for (let move = 0; move < 4 && !halves(state).length; move++) {
      const played = applyMove(state, decidingPlayer(state) as string, randomMove(state, random) as never);
      if (!played.ok) expect.fail(played.why);
      state = played.state;
    }
    expect(halves(state)).toHaveLength(2);
    expect(teacherAtSchool(state)).toBeDefined();
  });

  it('laid after a river, score the roads they close that turn: no follower is left on one', () => {
    // seed 3: the school closes a two-tile road holding Blue's follower (every-expansion seed 55879 once
    // left the mage on such a road, when the school was laid after the turn's scoring)
    const players = [1, 2].map((i) => ({ id: `p${i}`, name: `P${i}` }));
    let state = createGame({ players, expansions: ['farmers', 'river', 'school'], seed: 3 }).state;
    const random = new SeededRandom(3 ^ 0x9e3779b9);
    const layTurn: GameEvent[] = [];
    while (state.turn.step !== 'ended' && !(halves(state).length && state.turn.step === 'placeTile')) {
      const played = applyMove(state, decidingPlayer(state) as string, randomMove(state, random) as never);
      if (!played.ok) expect.fail(played.why);
      if (halves(state).length === 0) layTurn.splice(0, layTurn.length, ...played.events);
      else layTurn.push(...played.events);
      state = played.state;
    }
    expect(layTurn.filter((e) => e.type === 'expansion' && e.what === 'laid')).toHaveLength(1);
    const closedRoads = figureRoots(state).filter((root) => {
      const node = state.nodes[root];
      return node?.kind === 'road' && node.openEdges === 0;
    });
    expect(closedRoads).toEqual([]);
    expect(layTurn).toContainEqual(expect.objectContaining({ type: 'scored', players: ['p2'], points: 2 }));
    expect(layTurn).toContainEqual(expect.objectContaining({ type: 'figureReturned', player: 'p2', x: 3, y: 1 }));
  });

  it('whatever order the ids are typed in, the game is the same', () => {
    expect(game(['school', 'farmers', 'count'])).toEqual(game(['count', 'farmers', 'school']));
  });

  it('count the six roads separately: a road joining two of them completes two (fn 218)', () => {
    const { state } = playTurns(scriptedGame({ expansions: [SCHOOL] }), [
      { player: 'blue', tile: 'V', at: [1, 1], rotation: 180 },
      { player: 'red', tile: 'V', at: [2, 1], rotation: 90 },
    ]);
    expect(schoolRoadsDone(state, rulesFor(state.expansions))).toBe(2);
    expect(schoolSlot(state).holder).toBe('red');
  });
});

describe('the teacher passing on', () => {
  const schoolEvents = (events: GameEvent[]) =>
    events.flatMap((e) => (e.type === 'expansion' && e.module === SCHOOL ? [{ what: e.what, ...e.data }] : []));

  it('stays with a holder who completes another school road before anything was copied: kept, not passed', () => {
    const start = scriptedGame({ expansions: [SCHOOL] });
    const first = playTurns(start, [
      { player: 'red', tile: 'A', at: [1, -1], rotation: 0 },
      { player: 'blue', tile: 'B', at: [0, 1], rotation: 0 },
    ]);
    expect(schoolEvents(first.events)).toEqual([{ what: 'taken', player: 'red' }]);
    const again = playTurns(first.state, [{ player: 'red', tile: 'A', at: [2, -1], rotation: 0 }]);
    expect(schoolEvents(again.events)).toEqual([{ what: 'kept', player: 'red' }]);
    expect(schoolSlot(again.state).holder).toBe('red');
  });

  it('goes straight from the holder to another player completing a school road (fn 220)', () => {
    const { events, state } = playTurns(scriptedGame({ expansions: [SCHOOL] }), [
      { player: 'red', tile: 'A', at: [1, -1], rotation: 0 },
      { player: 'blue', tile: 'A', at: [2, -1], rotation: 0 },
    ]);
    expect(schoolEvents(events)).toEqual([
      { what: 'taken', player: 'red' },
      { what: 'passed', player: 'blue', owner: 'red' },
    ]);
    expect(schoolSlot(state).holder).toBe('blue');
  });
});

describe("the teacher's decision", () => {
  /** Red holds the teacher; one tile completes Yellow's city and Blue's school road: Red is asked. */
  function asked(): GameState {
    const start = createGame({
      players: players('red', 'blue', 'yellow'),
      expansions: [SCHOOL],
      options: { scriptedDraws: true },
      seed: 1,
    }).state;
    return playTurns(start, [
      { player: 'red', tile: 'A', at: [1, -1], rotation: 0 },
      { player: 'blue', tile: 'B', at: [0, 1], rotation: 0 },
      { player: 'yellow', tile: 'E', at: [-1, 1], rotation: 0, place: { feature: 'city', where: 'N' } },
      { player: 'blue', tile: 'L', at: [-1, 0], rotation: 180, place: { feature: 'road', where: 'E' } },
    ]).state;
  }

  it('is asked of the holder, with one answer a scoring, none declinable', () => {
    const legal = legalMoves(asked());
    expect(legal).toMatchObject({ step: 'decide', player: 'red', optional: false, decision: { kind: COPY } });
    if (legal.step !== 'decide') return;
    expect(legal.choices.map((c) => c.params?.points).sort()).toEqual([3, 4]);
  });

  it('refuses an answer not offered and leaves the game as it was', () => {
    const state = asked();
    const refused = applyMove(state, 'red', { type: 'action', action: 'school-copy', args: { option: 7 } });
    expect(refused.ok).toBe(false);
    const declined = applyMove(state, 'red', { type: 'pass' });
    expect(declined.ok).toBe(false);
    expect(legalMoves(state)).toMatchObject({ step: 'decide', player: 'red' });
  });
});

describe('the School over random games', () => {
  it('keeps one teacher somewhere, with the dragon able to eat him', () => {
    const outcome = simulate({
      games: 12,
      seed: 3,
      players: 3,
      expansions: ['farmers', 'princess-dragon', SCHOOL],
    });
    expect(outcome).not.toHaveProperty('violation');
    expect(outcome).toMatchObject({ games: 12 });
  });

  it('the invariants catch a second teacher', () => {
    const state = game([SCHOOL]);
    const broken: GameState = { ...state, modules: { ...state.modules, [SCHOOL]: { holder: 'red' } } };
    const rules = rulesFor(state.expansions);
    expect(schoolInvariants.map((check) => check(state, broken, [], rules)).filter(Boolean)).not.toEqual([]);
  });
});

describe('the School on the board image', () => {
  const TILE = 120;
  const before = scriptedGame({ expansions: [SCHOOL] });
  const after = playTurns(before, [{ player: 'red', tile: 'A', at: [1, -1], rotation: 0 }]).state;

  it('draws the white teacher at the school until Red takes him', () => {
    const white = (state: GameState) => {
      const { canvas, grid } = drawBoard(state, { tileSize: TILE });
      return tileColourCounter(canvas.getContext('2d'), grid)(TEACHER_PAINT.fill, 1, 0);
    };
    expect(white(before)).toBeGreaterThan(150);
    expect(schoolSlot(after).holder).toBe('red');
    expect(white(after)).toBe(0);
  });

  it('draws the schoolhouse roof over both halves', () => {
    const { canvas, grid } = drawBoard(before, { tileSize: TILE });
    const count = tileColourCounter(canvas.getContext('2d'), grid);
    expect(count('#b4483a', 1, 0)).toBeGreaterThan(400);
    expect(count('#b4483a', 2, 0)).toBeGreaterThan(400);
  });
});
