// The Cult Place: the 5 shrine tiles against the reference facts, the placement rule for shrines and for
// every tile with a monastery (refusal codes, and the listing of legal places leaving them out), the
// challenge's loser sent home at once, and the invariants the simulator checks.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import { applyMove, endGame, forceTurn, legalMoves, rulesFor } from '../../src/engine';
import { cultInvariants } from '../../src/expansions/cult/invariants';
import { CULT, type CultSlot, isShrine } from '../../src/expansions/cult/rules';
import { CULT_SET, CULT_TILES } from '../../src/expansions/cult/tiles';
import { simulate } from '../../src/sim/simulate';
import { accepted, playTurns, scriptedGame } from '../engine/support/scripted-game';
import { expectSameFeatures } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const reference = readReference('cult.xml');
// the start tile is a city cap north of the middle, fields all round, so monasteries fit anywhere below it
const game = (expansions: string[] = []) =>
  scriptedGame({
    expansions: [...expansions, CULT],
    options: { unlimitedTiles: true },
    start: { tile: 'E', x: 0, y: -1, rotation: 0 },
  });
const monk = { feature: 'monastery', where: 'center' };

/** Red's monk on a monastery south of the start, Blue's heretic on a shrine east of it. */
function challenge(): GameState {
  return playTurns(game(), [
    { player: 'red', tile: 'B', at: [0, 0], rotation: 0, place: monk },
    { player: 'blue', tile: 'CU1', at: [1, 0], rotation: 0, place: monk },
  ]).state;
}

/** Where the tile may go, as "x,y" keys. */
function placesFor(state: GameState, player: string, tile: string): Set<string> {
  const forced = accepted(forceTurn(state, player, tile)).state;
  const legal = legalMoves(forced);
  if (legal.step !== 'placeTile') expect.fail(`expected a tile step, got ${legal.step}`);
  return new Set(legal.placements.map((p) => `${p.x},${p.y}`));
}

describe('shrine tiles', () => {
  it.each(CULT_TILES.map((t) => [t.id, t] as const))('%s matches its reference facts and has a shrine', (_, type) => {
    const theirs = reference.tiles.get(type.ref);
    expect(theirs, type.ref).toBeDefined();
    expectSameFeatures(type, theirs as ReferenceFeature[]);
    expect(type.features.filter((f) => f.kind === 'monastery' && f.marks?.shrine)).toHaveLength(1);
  });

  it('are the 5 of the box (set cult/5), one of each', () => {
    const set = reference.sets.get('cult/5') as Map<string, number>;
    expect(Object.fromEntries(CULT_TILES.map((t) => [t.ref, CULT_SET[t.id]]))).toEqual(Object.fromEntries(set));
    expect(scriptedGame({ expansions: [CULT] }).supply.filter((t) => t.startsWith('CU'))).toHaveLength(5);
  });

  it('is a monastery marked as a shrine on the board', () => {
    const placed = challenge();
    const shrine = placed.board.find((p) => p.tile === 'CU1');
    const node = placed.nodes[shrine?.nodes[0] as number];
    expect(node?.kind).toBe('monastery');
    expect(node && isShrine(node)).toBe(true);
  });
});

describe('placing shrines and monasteries', () => {
  /** Monasteries at (0,0) and (2,-1): (1,0) touches both, the second one diagonally. */
  const twoMonasteries = () =>
    playTurns(game(), [
      { player: 'red', tile: 'B', at: [0, 0], rotation: 0 },
      { player: 'blue', tile: 'E', at: [1, -1], rotation: 0 },
      { player: 'red', tile: 'B', at: [2, -1], rotation: 0 },
    ]).state;

  it('refuses a shrine next to two monasteries, with its code, and leaves the place out of the listing', () => {
    const state = twoMonasteries();
    const forced = accepted(forceTurn(state, 'blue', 'CU1')).state;
    expect(applyMove(forced, 'blue', { type: 'placeTile', x: 1, y: 0, rotation: 0 })).toMatchObject({
      ok: false,
      why: 'cult.shrine-beside-two-monasteries',
    });
    expect(placesFor(state, 'blue', 'CU1').has('1,0')).toBe(false);
    expect(placesFor(state, 'blue', 'CU1').has('-1,0')).toBe(true);
    // a tile without a monastery may go there
    expect(placesFor(state, 'blue', 'E').has('1,0')).toBe(true);
  });

  it('refuses a monastery next to two shrines, and one next to a shrine that already has a monastery', () => {
    const state = playTurns(game(), [
      { player: 'red', tile: 'CU1', at: [0, 0], rotation: 0 },
      { player: 'blue', tile: 'E', at: [1, -1], rotation: 0 },
      { player: 'red', tile: 'CU1', at: [2, -1], rotation: 0 },
    ]).state;
    const forced = accepted(forceTurn(state, 'blue', 'B')).state;
    expect(applyMove(forced, 'blue', { type: 'placeTile', x: 1, y: 0, rotation: 0 })).toMatchObject({
      ok: false,
      why: 'cult.monastery-beside-two-shrines',
    });
    // (-1,0) is next to the shrine at (0,0) only, which has no monastery yet
    const one = accepted(applyMove(forced, 'blue', { type: 'placeTile', x: -1, y: 0, rotation: 0 })).state;
    const next = accepted(applyMove(one, 'blue', { type: 'pass' })).state;
    // now that shrine has its monastery: another one diagonal to it, at (-1,1), is refused (any monastery tile)
    expect(placesFor(next, 'red', 'B').has('-1,1')).toBe(false);
    expect(placesFor(next, 'red', 'A').has('-1,1')).toBe(false);
    expect(placesFor(next, 'red', 'E').has('-1,1')).toBe(true);
  });
});

describe('the challenge', () => {
  it('sends the loser home in the turn the other building is completed, after the winner scored', () => {
    const state = playTurns(challenge(), [
      { player: 'red', tile: 'E', at: [1, -1], rotation: 0 },
      { player: 'blue', tile: 'E', at: [0, 1], rotation: 180 },
      { player: 'red', tile: 'E', at: [1, 1], rotation: 180 },
      { player: 'blue', tile: 'E', at: [2, -1], rotation: 0 },
      { player: 'red', tile: 'E', at: [2, 0], rotation: 90 },
    ]).state;
    expect(state.figures).toHaveLength(2);
    const forced = accepted(forceTurn(state, 'blue', 'E')).state;
    const placed = accepted(applyMove(forced, 'blue', { type: 'placeTile', x: 2, y: 1, rotation: 180 })).state;
    const done = accepted(applyMove(placed, 'blue', { type: 'pass' }));
    expect(done.state.figures).toEqual([]);
    expect(done.state.players.map((p) => [p.id, p.score, p.supply.meeple])).toEqual([
      ['red', 0, 7],
      ['blue', 9, 7],
    ]);
    const kinds = done.events.map((e) => (e.type === 'expansion' ? `${e.module}.${e.what}` : e.type));
    expect(kinds.indexOf('scored')).toBeLessThan(kinds.indexOf('cult.challenge-lost'));
    expect(done.events.find((e) => e.type === 'expansion')).toMatchObject({
      data: { victim: 'red', building: 'monastery', x: 0, y: 0 },
    });
    expect((done.state.modules?.[CULT] as CultSlot | undefined)?.losers).toBeUndefined();
  });

  it('leaves both followers to final scoring when neither building is completed', () => {
    const { state } = endGame(challenge());
    // Red's monastery: itself + the start and the shrine = 3; Blue's shrine: itself + the start and the monastery = 3
    expect(state.players.map((p) => p.score)).toEqual([3, 3]);
  });
});

describe('invariants', () => {
  it('hold in a real game and catch a shrine between two monasteries and losers left waiting', () => {
    const before = game();
    const state = challenge();
    expect(cultInvariants.map((check) => check(before, state, [], rulesFor(before.expansions)))).toEqual([null, null]);
    // a monastery placed at (-1,0), then moved by hand to (2,1), diagonal to the shrine
    const forced = accepted(forceTurn(state, 'red', 'B')).state;
    const sneaked = accepted(applyMove(forced, 'red', { type: 'placeTile', x: -1, y: 0, rotation: 0 })).state;
    const moved = {
      ...sneaked,
      board: sneaked.board.map((p) => (p.x === -1 && p.y === 0 ? { ...p, x: 2, y: 1 } : p)),
    };
    expect(cultInvariants[0]?.(state, moved, [], rulesFor(state.expansions))).toMatch(/shrine at 1,0 has 2 rivals/);
    const waiting = { ...state, modules: { ...state.modules, [CULT]: { losers: [{ x: 0, y: 0, root: 0 }] } } };
    expect(cultInvariants[1]?.(state, waiting, [], rulesFor(state.expansions))).toMatch(/still waiting/);
  });

  it('hold over random games with farmers, the abbot and inns & cathedrals', () => {
    const outcome = simulate({
      games: 30,
      seed: 11,
      players: 3,
      expansions: ['farmers', 'abbot', 'inns-cathedrals', CULT],
    });
    expect(outcome).not.toHaveProperty('violation');
    expect(outcome).toMatchObject({ games: 30 });
  });
});
