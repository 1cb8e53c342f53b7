// The Tower: the tiles against the reference facts, the pieces handed out, what the figure step offers,
// the capture question (followers in reach, labelled on the board), the ransom taken besides the figure,
// a decision skipped by the clock, the words of every event, and the invariants over random games.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expansionEventMessage } from '../../src/app/game-words';
import type { GameState, LegalMoves } from '../../src/engine';
import { applyMove, createGame, legalMoves, rulesFor, skipTurn } from '../../src/engine';
import { towerInvariants } from '../../src/expansions/tower/invariants';
import {
  BUILD,
  CAP,
  FOUNDATION,
  inReach,
  piecesFor,
  RANSOM,
  TOWER,
  TOWER_ACTION,
  type TowerSlot,
  towerSlot,
} from '../../src/expansions/tower/rules';
import { TOWER_GARDEN_SET, TOWER_SET, TOWER_TILES } from '../../src/expansions/tower/tiles';
import { isMessageKey, render } from '../../src/i18n';
import { runScenario } from '../../src/scenario/run';
import { simulate } from '../../src/sim/simulate';
import { accepted, placeTile, players, playTurns, scriptedGame } from '../engine/support/scripted-game';
import { byReference, expectSameFeatures, total } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';
import { action, towerBoard } from './support/tower-board';

const reference = readReference('tower.xml');

describe('tower tile catalog', () => {
  it.each(TOWER_TILES.map((t) => [t.id, t] as const))(
    'tile %s matches its reference facts, foundation first',
    (_, type) => {
      expectSameFeatures(type, reference.tiles.get(type.ref) as ReferenceFeature[]);
      expect(type.features[FOUNDATION]?.kind).toBe('tower');
      expect(type.module).toBe(TOWER);
    },
  );

  it('covers every tile of the reference file', () => {
    expect(new Set(TOWER_TILES.map((t) => t.ref))).toEqual(new Set(reference.tiles.keys()));
  });

  it.each([
    ['tower:1', TOWER_SET],
    ['tower:2', TOWER_GARDEN_SET],
  ] as const)('counts of %s match the reference set: 18 tiles', (setId, ours) => {
    expect(byReference(ours)).toEqual(Object.fromEntries(reference.sets.get(setId) as Map<string, number>));
    expect(total(ours)).toBe(18);
  });
});

describe('tower pieces', () => {
  it.each([
    [2, 10],
    [3, 9],
    [4, 7],
    [5, 6],
    [6, 5],
  ])('%i players get %i each', (count, each) => {
    expect(piecesFor(count)).toBe(each);
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'].slice(0, count);
    const expansions = count === 6 ? [TOWER, 'inns-cathedrals'] : [TOWER];
    const { state } = createGame({ players: players(...ids), expansions, seed: 3 });
    const slot = towerSlot(state);
    expect(Object.values(slot.pieces)).toEqual(ids.map(() => each));
    expect(slot.total).toBe(each * count);
  });
});

describe('reach', () => {
  it('is the height in tiles each way, orthogonally only', () => {
    const tower = { x: 3, y: 3 };
    expect(inReach(tower, 1, { x: 3, y: 3 })).toBe(true);
    expect(inReach(tower, 1, { x: 4, y: 3 })).toBe(true);
    expect(inReach(tower, 1, { x: 3, y: 5 })).toBe(false);
    expect(inReach(tower, 2, { x: 3, y: 5 })).toBe(true);
    expect(inReach(tower, 5, { x: 4, y: 4 })).toBe(false);
  });
});

const decide = (legal: LegalMoves) => {
  if (legal.step !== 'decide') expect.fail(`expected a decision, got ${legal.step}`);
  return legal;
};

describe('the figure step and the capture', () => {
  it('asks which tower: a piece on each unfinished one, a follower on those standing, none on a finished one', () => {
    let state = scriptedGame({ expansions: [TOWER], options: { unlimitedTiles: true } });
    state = placeTile(state, { player: 'red', tile: 'TO/F', at: [0, 1], rotation: 0 }).state;
    const bare = legalMoves(state);
    if (bare.step !== 'placeFigure') expect.fail('figure step expected');
    expect(bare.actions).toEqual([{ action: TOWER_ACTION }]);
    // no figure spot on the foundation (fn 105)
    expect(bare.spots.map((s) => s.kind)).not.toContain('tower');
    const asked = accepted(applyMove(state, 'red', { type: 'action', action: TOWER_ACTION })).state;
    const question = decide(legalMoves(asked));
    expect(question.decision).toMatchObject({ module: TOWER, kind: TOWER_ACTION, player: 'red' });
    expect(question.optional).toBe(false);
    // a bare foundation takes a piece, never a follower (fn 105)
    expect(question.choices).toEqual([
      { action: BUILD, args: { x: 0, y: 1 }, params: { height: 1 }, at: { x: 0, y: 1, feature: FOUNDATION } },
    ]);
    state = accepted(applyMove(asked, 'red', { type: 'action', action: BUILD, args: { x: 0, y: 1 } })).state;
    state = placeTile(state, { player: 'blue', tile: 'B', at: [1, 1], rotation: 0 }).state;
    const built = decide(
      legalMoves(accepted(applyMove(state, 'blue', { type: 'action', action: TOWER_ACTION })).state),
    );
    expect(built.choices).toEqual([
      { action: BUILD, args: { x: 0, y: 1 }, params: { height: 2 }, at: { x: 0, y: 1, feature: FOUNDATION } },
      {
        action: CAP,
        args: { x: 0, y: 1, figure: 'meeple' },
        params: { figure: 'meeple', height: 1 },
        at: { x: 0, y: 1, feature: FOUNDATION },
      },
    ]);
    state = action(state, 'blue', CAP, { x: 0, y: 1, figure: 'meeple' });
    // the follower on top is a figure like any other at that tile, on the tower's feature
    expect(state.figures).toEqual([
      expect.objectContaining({ player: 'blue', kind: 'meeple', x: 0, y: 1, feature: FOUNDATION }),
    ]);
    state = placeTile(state, { player: 'red', tile: 'B', at: [-1, 1], rotation: 0 }).state;
    const finished = legalMoves(state);
    if (finished.step !== 'placeFigure') expect.fail('figure step expected');
    expect(finished.actions).toEqual([]);
  });

  it('asks the capture with the followers in reach as choices placed on the board', () => {
    const legal = decide(legalMoves(towerBoard()));
    expect(legal.decision).toMatchObject({ module: TOWER, kind: 'capture', player: 'red' });
    expect(legal.optional).toBe(true);
    expect(legal.choices).toEqual([
      {
        action: 'capture',
        args: { x: 0, y: 1, feature: 'monastery', where: 'center', owner: 'blue', figure: 'meeple' },
        params: { owner: 'Blue', figure: 'meeple', kind: 'monastery' },
        at: { x: 0, y: 1, feature: 0 },
      },
    ]);
  });

  it('takes the first choice of an exchange when the clock runs out (it may not be declined)', () => {
    let state = scriptedGame({ expansions: [TOWER, 'inns-cathedrals'], options: { unlimitedTiles: true } });
    const act = (s: GameState, player: string, name: string, args: Record<string, unknown>) =>
      name === BUILD
        ? action(s, player, name, args)
        : accepted(applyMove(s, player, { type: 'action', action: name, args })).state;
    const capture = (x: number, y: number, owner: string, figure: string) => ({
      x,
      y,
      feature: 'monastery',
      where: 'center',
      owner,
      figure,
    });
    state = placeTile(state, { player: 'blue', tile: 'B', at: [0, 1], rotation: 0 }).state;
    state = accepted(applyMove(state, 'blue', { type: 'placeFigure', figure: 'big', feature: 0 })).state;
    state = playTurns(state, [
      { player: 'blue', tile: 'B', at: [1, 1], rotation: 0, place: { feature: 'monastery', where: 'center' } },
    ]).state;
    state = act(placeTile(state, { player: 'red', tile: 'TO/F', at: [0, 2], rotation: 0 }).state, 'red', BUILD, {
      x: 0,
      y: 2,
    });
    state = act(state, 'red', 'capture', capture(0, 1, 'blue', 'big'));
    state = act(placeTile(state, { player: 'red', tile: 'TO/F', at: [1, 2], rotation: 0 }).state, 'red', BUILD, {
      x: 1,
      y: 2,
    });
    state = act(state, 'red', 'capture', capture(1, 1, 'blue', 'meeple'));
    state = playTurns(state, [
      { player: 'red', tile: 'B', at: [2, 2], rotation: 0, place: { feature: 'monastery', where: 'center' } },
    ]).state;
    state = act(placeTile(state, { player: 'blue', tile: 'TO/F', at: [2, 3], rotation: 0 }).state, 'blue', BUILD, {
      x: 2,
      y: 3,
    });
    state = act(state, 'blue', 'capture', capture(2, 2, 'red', 'meeple'));
    const exchange = decide(legalMoves(state));
    expect(exchange.decision).toMatchObject({ kind: 'exchange', player: 'blue', data: { holder: 'red' } });
    expect(exchange.optional).toBe(false);
    expect(exchange.choices.map((c) => c.args)).toEqual([{ figure: 'big' }, { figure: 'meeple' }]);
    const skipped = accepted(skipTurn(state)).state;
    expect(skipped.players.find((p) => p.id === 'blue')?.supply).toMatchObject({ big: 1, meeple: 6 });
    expect(towerSlot(skipped).prisoners).toEqual({ red: [{ owner: 'blue', figure: 'meeple' }], blue: [] });
  });
});

describe('the ransom', () => {
  /** Red holds Blue's monk, Blue has 4 points and has just placed a tile. */
  function ransomTurn(): GameState {
    let state = scriptedGame({ expansions: [TOWER], options: { unlimitedTiles: true } });
    state = playTurns(state, [
      { player: 'blue', tile: 'E', at: [0, -1], rotation: 180, place: { feature: 'city', where: 'S' } },
      { player: 'blue', tile: 'B', at: [0, 1], rotation: 0, place: { feature: 'monastery', where: 'center' } },
    ]).state;
    state = action(placeTile(state, { player: 'red', tile: 'TO/F', at: [0, 2], rotation: 0 }).state, 'red', BUILD, {
      x: 0,
      y: 2,
    });
    const args = { x: 0, y: 1, feature: 'monastery', where: 'center', owner: 'blue', figure: 'meeple' };
    state = accepted(applyMove(state, 'red', { type: 'action', action: 'capture', args })).state;
    return placeTile(state, { player: 'blue', tile: 'B', at: [1, 1], rotation: 0 }).state;
  }

  it('is taken besides the figure: the figure step stays open, with the follower back in the supply', () => {
    const state = ransomTurn();
    const before = legalMoves(state);
    if (before.step !== 'placeFigure') expect.fail('figure step expected');
    expect(before.actions).toContainEqual({
      action: RANSOM,
      args: { holder: 'red', figure: 'meeple' },
      params: { player: 'Red', figure: 'meeple', points: 3 },
      free: true,
    });
    const paid = accepted(
      applyMove(state, 'blue', { type: 'action', action: RANSOM, args: { holder: 'red', figure: 'meeple' } }),
    );
    expect(paid.events.filter((e) => e.type === 'points')).toEqual([
      {
        type: 'points',
        player: 'blue',
        points: -3,
        module: TOWER,
        why: 'ransom-paid',
        params: { target: 'Red', figure: 'meeple' },
      },
      {
        type: 'points',
        player: 'red',
        points: 3,
        module: TOWER,
        why: 'ransom',
        params: { payer: 'Blue', figure: 'meeple' },
      },
    ]);
    const after = legalMoves(paid.state);
    if (after.step !== 'placeFigure') expect.fail('the figure step should stay open');
    expect(after.actions.map((a) => a.action)).not.toContain(RANSOM);
    expect(paid.state.players.map((p) => [p.id, p.score, p.supply.meeple])).toEqual([
      ['red', 3, 7],
      ['blue', 1, 7],
    ]);
    expect(
      accepted(applyMove(paid.state, 'blue', { type: 'placeFigure', figure: 'meeple', feature: 0 })).state.figures,
    ).toHaveLength(1);
  });

  it('tells a capture of one’s own follower as taking it back, and a rival’s as a capture', () => {
    const told = (file: string) => {
      const { events } = runScenario(JSON.parse(readFileSync(`test/scenarios/tower/${file}.json`, 'utf8')));
      return events.flatMap((e) =>
        e.type === 'expansion' && e.module === TOWER && e.what.startsWith('captured')
          ? [render('en', expansionEventMessage(e, (id) => id.toUpperCase()) as never)]
          : [],
      );
    };
    expect(told('own-follower-captured-goes-home')).toEqual(['RED takes their own follower back with the tower.']);
    expect(told('example-1-height-1-captures-an-adjacent-follower-not-a-diagonal-one')).toEqual([
      "RED's tower captures BLUE's follower.",
    ]);
  });

  it('words every event and payment of the module', () => {
    const state = ransomTurn();
    const paid = accepted(
      applyMove(state, 'blue', { type: 'action', action: RANSOM, args: { holder: 'red', figure: 'meeple' } }),
    );
    for (const what of ['built', 'captured', 'captured-own', 'exchanged', 'ransomed'])
      expect(isMessageKey(`event.${TOWER}.${what}`), what).toBe(true);
    for (const why of ['ransom', 'ransom-paid']) expect(isMessageKey(`points.${TOWER}.${why}`), why).toBe(true);
    for (const name of [TOWER_ACTION, RANSOM]) expect(isMessageKey(`action.${name}`), name).toBe(true);
    for (const name of [BUILD, CAP, 'capture', 'release'])
      expect(isMessageKey(`choice.${TOWER}.${name}`), name).toBe(true);
    const name = (id: string) => id.toUpperCase();
    const ransomed = paid.events.find((e) => e.type === 'expansion');
    if (ransomed?.type !== 'expansion') expect.fail('no ransom event');
    expect(expansionEventMessage(ransomed, name)).toEqual({
      key: 'event.tower.ransomed',
      params: { player: 'BLUE', target: 'RED', figure: 'meeple' },
    });
  });
});

describe('tower invariants', () => {
  it('catch pieces that do not add up, a finished tower growing and players holding each other', () => {
    const state = towerBoard();
    const check = (after: GameState, before = state) =>
      towerInvariants.map((i) => i(before, after, [], rulesFor(before.expansions))).filter(Boolean);
    const withSlot = (change: Partial<TowerSlot>): GameState => ({
      ...state,
      modules: { ...state.modules, [TOWER]: { ...towerSlot(state), ...change } },
    });
    expect(check(state)).toEqual([]);
    expect(check(withSlot({ total: 21 }))[0]).toMatch(/tower pieces/);
    expect(check(withSlot({ towers: { ...towerSlot(state).towers, '2,1': 2 }, total: 21 }))[0]).toMatch(
      /finished tower/,
    );
    expect(
      check(
        withSlot({
          prisoners: { red: [{ owner: 'blue', figure: 'meeple' }], blue: [{ owner: 'red', figure: 'meeple' }] },
        }),
      )[0],
    ).toMatch(/each other/);
  });

  it('hold over random games with the Tower and the other expansions', () => {
    for (const expansions of [
      ['farmers', TOWER],
      ['farmers', 'river', 'abbot', 'inns-cathedrals', 'traders-builders', 'messengers', 'robbers', TOWER],
    ]) {
      const outcome = simulate({ games: 8, seed: 11, players: 3, expansions });
      expect(outcome).not.toHaveProperty('violation');
      expect(outcome).toMatchObject({ games: 8 });
    }
  });
});
