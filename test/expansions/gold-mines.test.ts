// Gold Mines: the 8 tiles against the reference facts, the ingot decision (who is asked, which tiles,
// the default), the box running short, gold of a turn cut short, the per-ingot table, and the
// invariants the simulator checks (which must catch a broken count).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import {
  applyMove,
  endGame,
  forceTurn,
  legalMoves,
  playerTokens,
  removePlayer,
  rulesFor,
  skipTurn,
} from '../../src/engine';
import { GOLD_MINES_INVARIANTS } from '../../src/expansions/gold-mines/invariants';
import { GOLD_MINES, type GoldState, goldOf, INGOTS, pointsPerIngot } from '../../src/expansions/gold-mines/rules';
import { GOLD_SET, GOLD_TILES } from '../../src/expansions/gold-mines/tiles';
import { simulate } from '../../src/sim/simulate';
import { accepted, placeTile, playTurns, scriptedGame } from '../engine/support/scripted-game';
import { expectSameFeatures } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const reference = readReference('goldmines.xml');
const xml = readFileSync(resolve('../shared/reference/jcz-tile-definitions/goldmines.xml'), 'utf8');
const goldMarked = new Set([...xml.matchAll(/<tile id="([^"]+)">\s*<goldmine \/>/g)].map((m) => m[1]));

const game = (expansions: string[] = [], options: Record<string, unknown> = {}) =>
  scriptedGame({ expansions: [...expansions, GOLD_MINES], options });
const gold = (state: GameState) => goldOf(state);
const pass = (state: GameState, player: string) => accepted(applyMove(state, player, { type: 'pass' })).state;

describe('gold tiles', () => {
  it.each(GOLD_TILES.map((t) => [t.id, t] as const))('%s matches its reference facts and carries gold', (_, type) => {
    const theirs = reference.tiles.get(type.ref);
    expect(theirs, type.ref).toBeDefined();
    expectSameFeatures(type, theirs as ReferenceFeature[]);
    expect(type.symbols).toEqual({ gold: true });
    expect(goldMarked.has(type.ref)).toBe(true);
  });

  it('are the 8 of the reference set, one of each', () => {
    expect(new Set(GOLD_TILES.map((t) => t.ref))).toEqual(new Set(reference.tiles.keys()));
    const set = reference.sets.get('goldmines') as Map<string, number>;
    const byRef = Object.fromEntries(GOLD_TILES.map((t) => [t.ref, GOLD_SET[t.id]]));
    expect(byRef).toEqual(Object.fromEntries(set));
    expect(Object.values(GOLD_SET).reduce((a, b) => a + b, 0)).toBe(8);
    expect(game().supply.filter((t) => t.startsWith('GO'))).toHaveLength(8);
  });
});

describe('placing ingots', () => {
  it('puts the second ingot without asking when the gold tile has one neighbour', () => {
    const { state } = placeTile(game(), { player: 'red', tile: 'GO8', at: [1, 0], rotation: 0 });
    expect(state.turn.step).toBe('placeFigure');
    expect(gold(state).onTiles).toEqual({ '1,0': 1, '0,0': 1 });
  });

  it('asks the active player for a tile around, diagonals included, clockwise from the north', () => {
    const around = playTurns(game(), [
      { player: 'red', tile: 'U', at: [1, 0], rotation: 0 },
      { player: 'blue', tile: 'E', at: [0, -1], rotation: 180 },
    ]).state;
    const { state } = placeTile(around, { player: 'red', tile: 'GO2', at: [1, -1], rotation: 90 });
    const legal = legalMoves(state);
    if (legal.step !== 'decide') expect.fail(`expected a decision, got ${legal.step}`);
    expect(legal.player).toBe('red');
    expect(legal.optional).toBe(false);
    expect(legal.choices).toEqual([
      { action: 'placeIngot', args: { x: 1, y: 0 }, params: { direction: 's' }, at: { x: 1, y: 0 } },
      { action: 'placeIngot', args: { x: 0, y: 0 }, params: { direction: 'sw' }, at: { x: 0, y: 0 } },
      { action: 'placeIngot', args: { x: 0, y: -1 }, params: { direction: 'w' }, at: { x: 0, y: -1 } },
    ]);
    expect(applyMove(state, 'blue', { type: 'action', action: 'placeIngot', args: { x: 0, y: 0 } })).toMatchObject({
      ok: false,
      why: 'not-your-decision',
    });
    const chosen = accepted(applyMove(state, 'red', { type: 'action', action: 'placeIngot', args: { x: 0, y: 0 } }));
    expect(gold(chosen.state).onTiles).toEqual({ '1,-1': 1, '0,0': 1 });
    expect(chosen.state.turn.step).toBe('placeFigure');
    // a player out of time gets the first choice
    const skipped = accepted(skipTurn(state)).state;
    expect(gold(skipped).onTiles).toEqual({ '1,-1': 1, '1,0': 1 });
  });

  it('stops when the 16 ingots of the box are out (only possible with unlimited tiles)', () => {
    let state = game([], { unlimitedTiles: true });
    for (let x = 1; x <= 9; x++) {
      const player = x % 2 ? 'red' : 'blue';
      state = pass(placeTile(state, { player, tile: 'GO8', at: [x, 0], rotation: 0 }).state, player);
    }
    expect(gold(state).placed).toBe(INGOTS);
    expect(gold(state).onTiles['9,0']).toBeUndefined();
    expect(gold(state).onTiles['8,0']).toBe(1);
  });
});

describe('handing gold out', () => {
  /** Red's knight in the city north of the start, with 2 ingots; blue's tile then closes it. */
  const redCity = () =>
    playTurns(game(), [
      { player: 'red', tile: 'GO2', at: [0, -1], rotation: 180, place: { feature: 'city', where: 'S' } },
    ]).state;

  it('leaves the gold of a completed feature nobody controls on its tiles', () => {
    const state = playTurns(game(), [{ player: 'red', tile: 'GO2', at: [0, -1], rotation: 180 }]).state;
    const closed = playTurns(state, [{ player: 'blue', tile: 'E', at: [1, -1], rotation: 270 }]).state;
    expect(gold(closed).onTiles).toEqual({ '0,-1': 1, '0,0': 1 });
    expect(gold(closed).held).toEqual({});
  });

  it('hands out the gold of a turn cut short by the end of the game, then scores it', () => {
    const { state } = placeTile(redCity(), { player: 'blue', tile: 'E', at: [1, -1], rotation: 270 });
    const ended = endGame(state).state;
    expect(playerTokens(ended, 'red')).toEqual({ gold: 2 });
    expect(ended.players.find((p) => p.id === 'red')?.score).toBe(6 + 2);
    expect(gold(ended).removed).toBe(0);
  });

  it('hands out the gold of a turn cut short by its player leaving before the next turn', () => {
    const three = scriptedGame({
      expansions: [GOLD_MINES],
      players: [
        { id: 'red', name: 'Red' },
        { id: 'blue', name: 'Blue' },
        { id: 'green', name: 'Green' },
      ],
    });
    const city = playTurns(three, [
      { player: 'red', tile: 'GO2', at: [0, -1], rotation: 180, place: { feature: 'city', where: 'S' } },
    ]).state;
    const { state } = placeTile(city, { player: 'blue', tile: 'E', at: [1, -1], rotation: 270 });
    // the next turn starts (1A) once it has its tile: a scripted game names it
    const left = accepted(forceTurn(accepted(removePlayer(state, 'blue')).state, 'green', 'E')).state;
    expect(left.turn.step).toBe('placeTile');
    expect(playerTokens(left, 'red')).toEqual({ gold: 2 });
    expect(gold(left).claims).toBeUndefined();
  });

  it('removes loose gold at the end and pays by the table', () => {
    const ended = endGame(redCity()).state;
    expect(gold(ended).onTiles).toEqual({});
    expect(gold(ended).removed).toBe(2);
    expect(playerTokens(ended, 'red')).toEqual({ gold: 0 });
  });

  it.each([
    [1, 1],
    [3, 1],
    [4, 2],
    [6, 2],
    [7, 3],
    [9, 3],
    [10, 4],
    [16, 4],
  ])('pays %i ingots %i each', (ingots, each) => {
    expect(pointsPerIngot(ingots)).toBe(each);
  });
});

describe('invariants', () => {
  const broken = (state: GameState, change: Partial<GoldState>) => {
    const after = { ...state, modules: { ...state.modules, [GOLD_MINES]: { ...gold(state), ...change } } };
    return GOLD_MINES_INVARIANTS.map((check) => check(state, after, [], rulesFor(state.expansions))).filter(Boolean);
  };
  const state = placeTile(game(), { player: 'red', tile: 'GO8', at: [1, 0], rotation: 0 }).state;

  it('hold in a real game and catch counts that do not add up', () => {
    expect(GOLD_MINES_INVARIANTS.map((check) => check(game(), state, [], rulesFor(state.expansions)))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(broken(state, { placed: 3 })[0]).toMatch(/not conserved/);
    expect(broken(state, { onTiles: { '5,5': 2 } })[0]).toMatch(/no tile/);
    expect(broken(state, { placed: 0, onTiles: {} })[0]).toMatch(/went down/);
    expect(broken(state, { claims: [{ players: ['red'], tiles: ['1,0'] }] })[0]).toMatch(/still waiting/);
  });

  it('hold over random games with every expansion', () => {
    const outcome = simulate({
      games: 30,
      seed: 7,
      players: 3,
      expansions: ['farmers', 'river', 'abbot', 'inns-cathedrals', 'traders-builders', GOLD_MINES],
    });
    expect(outcome).not.toHaveProperty('violation');
    expect(outcome).toMatchObject({ games: 30 });
  });
});
