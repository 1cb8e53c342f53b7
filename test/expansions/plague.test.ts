// The Plague: the six tiles, the epidemics' shape (merging, cut chains), fleeing once a turn (a builder's
// double turn too) and never for a monk, the set-aside tiles counted, the invariants catching a flea on a
// source, a flea too many and a follower under a flea, computer players spreading onto an opponent, and
// random games with it.
import { describe, expect, it } from 'vitest';
import { greedyMove } from '../../src/ai/players';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import {
  applyMove,
  createGame,
  decidingPlayer,
  type GameState,
  legalMoves,
  type Move,
  rulesFor,
} from '../../src/engine';
import { plagueInvariants } from '../../src/expansions/plague/invariants';
import { PLAGUE, type PlagueSlot, plagueSlot, settle, TILES_BEFORE_PLAGUE } from '../../src/expansions/plague/rules';
import { PLAGUE_SET, PLAGUE_TILES } from '../../src/expansions/plague/tiles';
import { simulate } from '../../src/sim/simulate';
import { accepted, placeTile, players, scriptedGame } from '../engine/support/scripted-game';

const game = (expansions: string[] = []) =>
  scriptedGame({
    players: players('red', 'blue'),
    expansions: [...expansions, PLAGUE],
    options: { unlimitedTiles: true },
  });
const pass = (state: GameState, player: string) => accepted(applyMove(state, player, { type: 'pass' })).state;
const act = (state: GameState, player: string, action: string, args: Record<string, unknown>) =>
  accepted(applyMove(state, player, { type: 'action', action, args })).state;
const meeple = (state: GameState, player: string, kind: string) => {
  const legal = legalMoves(state);
  if (legal.step !== 'placeFigure') expect.fail(legal.step);
  const spot = legal.spots.find((s) => s.kind === kind);
  return accepted(applyMove(state, player, { type: 'placeFigure', figure: 'meeple', feature: spot?.feature ?? -1 }))
    .state;
};
const withSlot = (state: GameState, slot: PlagueSlot): GameState => ({
  ...state,
  modules: { ...state.modules, [PLAGUE]: slot },
});

describe('plague tiles', () => {
  it('are six, one of each, every one with the plague doctor', () => {
    expect(PLAGUE_TILES).toHaveLength(6);
    expect(Object.values(PLAGUE_SET)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(PLAGUE_TILES.every((t) => t.symbols?.plague === true)).toBe(true);
  });

  it('never come among the first 18 tiles of a real game, and the ones set aside are back by then', () => {
    let setAside = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      let { state } = createGame({ players: players('red', 'blue'), expansions: [PLAGUE], seed });
      const random = new SeededRandom(seed);
      while (state.board.length <= TILES_BEFORE_PLAGUE && state.turn.step !== 'ended') {
        if (state.turn.step === 'placeTile' && state.board.length < TILES_BEFORE_PLAGUE)
          expect(PLAGUE_SET[state.turn.tile ?? '']).toBeUndefined();
        setAside = Math.max(setAside, plagueSlot(state).setAside?.length ?? 0);
        state = accepted(
          applyMove(state, decidingPlayer(state) as string, randomMove(state, random) ?? { type: 'pass' }),
        ).state;
      }
      expect(plagueSlot(state).setAside).toBeUndefined();
    }
    expect(setAside).toBeGreaterThan(0);
  });
});

describe('epidemics', () => {
  it('join into one where active outbreaks meet: the highest stays, the others stop; cut-off fleas turn latent', () => {
    const slot: PlagueSlot = {
      outbreaks: [
        { x: 0, y: 0, number: 1 },
        { x: 4, y: 0, number: 2 },
      ],
      fleas: [
        { x: 1, y: 0 },
        { x: 2, y: 0 },
        { x: 3, y: 0 },
        { x: 9, y: 9 },
      ],
    };
    const events: never[] = [];
    const joined = settle(slot, events);
    expect(joined.outbreaks.map((o) => !!o.stopped)).toEqual([true, false]);
    expect(joined.fleas.map((f) => !!f.latent)).toEqual([false, false, false, true]);
    // the flea beside the stopped source is still active: it is joined to outbreak 2 by the chain
    const cut = settle({ ...joined, fleas: joined.fleas.filter((f) => f.x !== 3) }, []);
    expect(cut.fleas.map((f) => !!f.latent)).toEqual([true, true, true]);
  });
});

describe('fleeing', () => {
  /** Red's highwayman on a road beside outbreak 1 (Blue's source south of it); Red's turn, tile placed. */
  function threatened(expansions: string[] = []): GameState {
    let state = meeple(
      placeTile(game(expansions), { player: 'red', tile: 'U', at: [1, 0], rotation: 0 }).state,
      'red',
      'road',
    );
    state = pass(placeTile(state, { player: 'blue', tile: 'PL1', at: [1, 1], rotation: 180 }).state, 'blue');
    return placeTile(state, { player: 'red', tile: 'U', at: [2, 0], rotation: 0 }).state;
  }

  it('is offered once a turn for a follower that can go elsewhere on its feature, never for a monk', () => {
    let state = pass(threatened(), 'red');
    // the spread question's last answer lets a figure flee first (no question of fleeing on its own)
    const spreading = legalMoves(state);
    expect(spreading).toMatchObject({ step: 'decide', decision: { module: PLAGUE, kind: 'spread' } });
    if (spreading.step !== 'decide') expect.fail(spreading.step);
    expect(spreading.choices.at(-1)).toEqual({ action: 'plague-flee-first', asks: true });
    state = act(state, 'red', 'plague-flee-first', {});
    expect(legalMoves(state)).toMatchObject({
      step: 'decide',
      decision: { module: PLAGUE, kind: 'flee' },
      optional: true,
    });
    const legal = legalMoves(state);
    if (legal.step !== 'decide') expect.fail(legal.step);
    expect(legal.choices.map((c) => [c.args?.toX, c.args?.toY])).toEqual([
      [0, 0],
      [2, 0],
    ]);
    state = act(state, 'red', 'plague-flee', legal.choices[1]?.args ?? {});
    // then the spread is asked again, without the flight this time
    const again = legalMoves(state);
    expect(again).toMatchObject({ step: 'decide', decision: { kind: 'spread' } });
    if (again.step !== 'decide') expect.fail(again.step);
    expect(again.choices.map((c) => c.action)).not.toContain('plague-flee-first');
    // Blue's monk has nowhere to flee: no question for Blue, only the spread
    state = act(state, 'red', 'plague-spread', { x: 1, y: 0 });
    state = meeple(placeTile(state, { player: 'blue', tile: 'B', at: [0, 1], rotation: 0 }).state, 'blue', 'monastery');
    state = act(state, 'blue', 'plague-spread', { x: 0, y: 1 });
    expect(state.figures.map((f) => `${f.player}@${f.x},${f.y}`)).toEqual(['red@2,0']);
  });

  it('is what a computer player answers first when the only tile the flea can go to is its own follower’s', () => {
    // the source's one placed neighbour is Red's road tile: spreading alone would send the highwayman home
    const state = pass(threatened(), 'red');
    const legal = legalMoves(state);
    if (legal.step !== 'decide') expect.fail(legal.step);
    expect(legal.choices.map((c) => c.action)).toEqual(['plague-spread', 'plague-flee-first']);
    const random = new SeededRandom(1);
    expect(greedyMove(state, random)).toMatchObject({ action: 'plague-flee-first' });
    let next = act(state, 'red', 'plague-flee-first', {});
    const flight = greedyMove(next, random);
    expect(flight).toMatchObject({ action: 'plague-flee' });
    next = accepted(applyMove(next, 'red', flight as Move)).state;
    next = accepted(applyMove(next, 'red', greedyMove(next, random) as Move)).state;
    // the highwayman stands on beside the flea
    expect(next.figures.map((f) => `${f.player}@${f.x},${f.y}`)).toEqual([expect.stringMatching(/^red@(0|2),0$/)]);
    expect(plagueSlot(next).fleas).toEqual([{ x: 1, y: 0 }]);
  });

  it('happens once a builder’s double turn: after fleeing in the first part, the second asks nothing', () => {
    let state = meeple(
      placeTile(game(['traders-builders']), { player: 'red', tile: 'U', at: [1, 0], rotation: 0 }).state,
      'red',
      'road',
    );
    state = pass(placeTile(state, { player: 'blue', tile: 'U', at: [-1, 0], rotation: 0 }).state, 'blue');
    state = placeTile(state, { player: 'red', tile: 'U', at: [2, 0], rotation: 0 }).state;
    const builder = legalMoves(state);
    if (builder.step !== 'placeFigure') expect.fail(builder.step);
    const road = builder.spots.find((s) => s.figures.includes('builder'))?.feature ?? -1;
    state = accepted(applyMove(state, 'red', { type: 'placeFigure', figure: 'builder', feature: road })).state;
    state = pass(placeTile(state, { player: 'blue', tile: 'PL1', at: [1, 1], rotation: 180 }).state, 'blue');
    state = pass(placeTile(state, { player: 'red', tile: 'U', at: [3, 0], rotation: 0 }).state, 'red');
    state = act(state, 'red', 'plague-flee-first', {});
    state = act(state, 'red', 'plague-flee', {
      figure: 'meeple',
      x: 1,
      y: 0,
      where: 'E',
      toX: -1,
      toY: 0,
      toWhere: 'E',
    });
    state = act(state, 'red', 'plague-spread', { x: 1, y: 0 });
    expect(state.turn.bonus).toBe('traders-builders');
    state = pass(placeTile(state, { player: 'red', tile: 'U', at: [-2, 0], rotation: 0 }).state, 'red');
    expect(legalMoves(state)).toMatchObject({ step: 'placeTile', player: 'blue' });
    expect(plagueSlot(state).fleas).toEqual([{ x: 1, y: 0 }]);
  });

  it('lists from walks kept since earlier turns what a fresh walk lists, as fleas come and go and fields grow', () => {
    // a copy through JSON shares no feature node with the game, so nothing kept for it answers there
    const expansions = ['farmers', 'traders-builders', 'princess-dragon', PLAGUE];
    let questions = 0;
    for (const seed of [3, 4]) {
      const random = new SeededRandom(seed);
      let state = createGame({ players: players('red', 'blue', 'green'), expansions, seed }).state;
      while (state.turn.step !== 'ended') {
        const legal = legalMoves(state);
        if (legal.step === 'decide' && legal.decision.kind === 'flee') {
          questions++;
          const fresh = legalMoves(JSON.parse(JSON.stringify(state)) as GameState);
          expect(fresh.step === 'decide' && fresh.choices).toEqual(legal.choices);
        }
        const move = randomMove(state, random);
        if (!move) expect.fail('no legal move');
        state = accepted(applyMove(state, decidingPlayer(state) as string, move)).state;
      }
    }
    expect(questions).toBeGreaterThan(20);
  });
});

describe('invariants', () => {
  it('catch a flea on a plague source, a flea too many and a follower under a flea', () => {
    const state = pass(
      placeTile(meeple(placeTile(game(), { player: 'red', tile: 'U', at: [1, 0], rotation: 0 }).state, 'red', 'road'), {
        player: 'blue',
        tile: 'PL1',
        at: [1, 1],
        rotation: 180,
      }).state,
      'blue',
    );
    const rules = rulesFor(state.expansions);
    const slot = plagueSlot(state);
    const check = (after: GameState) => plagueInvariants.map((c) => c(state, after, [], rules)).filter(Boolean);
    expect(check(state)).toEqual([]);
    expect(check(withSlot(state, { ...slot, fleas: [{ x: 1, y: 1 }] }))).toEqual([
      expect.stringMatching(/on the plague source/),
    ]);
    const many = Array.from({ length: 19 }, (_, i) => ({ x: 0, y: i }));
    expect(check(withSlot(state, { ...slot, fleas: many }))[0]).toMatch(/19 fleas out of 18/);
    expect(check(withSlot(state, { ...slot, fleas: [{ x: 1, y: 0 }] }))).toEqual([
      expect.stringMatching(/under a flea/),
    ]);
  });
});

describe('computer players', () => {
  it('spread onto an opponent’s follower rather than an empty tile', () => {
    let state = meeple(placeTile(game(), { player: 'red', tile: 'U', at: [1, 0], rotation: 0 }).state, 'red', 'road');
    state = pass(placeTile(state, { player: 'blue', tile: 'PL1', at: [1, 1], rotation: 180 }).state, 'blue');
    state = pass(placeTile(state, { player: 'red', tile: 'B', at: [2, 1], rotation: 0 }).state, 'red');
    state = act(state, 'red', 'plague-spread', { x: 2, y: 1 });
    state = pass(placeTile(state, { player: 'blue', tile: 'B', at: [0, 1], rotation: 0 }).state, 'blue');
    expect(legalMoves(state)).toMatchObject({ step: 'decide', decision: { kind: 'spread' } });
    expect(greedyMove(state, new SeededRandom(1))).toMatchObject({ action: 'plague-spread', args: { x: 1, y: 0 } });
  });

  it('random games hold the invariants', () => {
    const outcome = simulate({ games: 6, seed: 11, players: 3, expansions: ['farmers', 'traders-builders', PLAGUE] });
    expect(outcome).not.toHaveProperty('violation');
    expect(outcome).toMatchObject({ games: 6 });
  });
});
