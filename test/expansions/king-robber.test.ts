// King & Robber Baron: the 5 tiles against the reference facts (and the later edition's garden copy),
// the titles passing to the player whose tile completes a larger city or road, final scoring (and a
// holder who left), the panel's line, and the invariants the simulator checks.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import { endGame, playerTokens, removePlayer, rulesFor } from '../../src/engine';
import { kingRobberInvariants } from '../../src/expansions/king-robber/invariants';
import { completedCounts, KING_ROBBER, titlesOf } from '../../src/expansions/king-robber/rules';
import { KING_ROBBER_GARDEN_SET, KING_ROBBER_SET, KING_ROBBER_TILES } from '../../src/expansions/king-robber/tiles';
import { simulate } from '../../src/sim/simulate';
import { accepted, players, playTurns, scriptedGame } from '../engine/support/scripted-game';
import { byReference, expectSameFeatures } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const reference = readReference('king_and_robber.xml');
const game = (setup: Parameters<typeof scriptedGame>[0] = {}) =>
  scriptedGame({ ...setup, expansions: [...(setup.expansions ?? []), KING_ROBBER], options: { unlimitedTiles: true } });

/** Red completes the start's city (2 tiles); Blue completes a 3-tile road between two junctions. */
function titlesOut(state = game()): GameState {
  return playTurns(state, [
    { player: 'red', tile: 'E', at: [0, -1], rotation: 180 },
    { player: 'red', tile: 'W', at: [-1, 0], rotation: 0 },
    { player: 'blue', tile: 'W', at: [1, 0], rotation: 0 },
  ]).state;
}

describe('king and robber tiles', () => {
  it.each(KING_ROBBER_TILES.map((t) => [t.id, t] as const))('%s matches its reference facts', (_, type) => {
    const theirs = reference.tiles.get(type.ref);
    expect(theirs, type.ref).toBeDefined();
    expectSameFeatures(type, theirs as ReferenceFeature[]);
  });

  it('are the 5 of each edition, the later one with a garden on KR2', () => {
    expect(byReference(KING_ROBBER_SET)).toEqual(Object.fromEntries(reference.sets.get('king-and-robber:1') ?? []));
    expect(byReference(KING_ROBBER_GARDEN_SET)).toEqual(
      Object.fromEntries(reference.sets.get('king-and-robber:2') ?? []),
    );
    const supply = (options: Record<string, unknown>) =>
      scriptedGame({ expansions: [KING_ROBBER], options }).supply.filter((t) => t.startsWith('KR'));
    expect(supply({}).sort()).toEqual(['KR1', 'KR2', 'KR3', 'KR4', 'KR5']);
    expect(supply({ tileSet: 'gardens' }).sort()).toEqual(['KR1', 'KR2G', 'KR3', 'KR4', 'KR5']);
  });
});

describe('the titles', () => {
  it('go to the player whose tile completes the first city and the first road, with the record size', () => {
    const state = titlesOut();
    expect(titlesOf(state)).toEqual({ king: { player: 'red', size: 2 }, robberBaron: { player: 'blue', size: 3 } });
    expect(playerTokens(state, 'red')).toMatchObject({ king: 1, 'robber-baron': 0 });
    expect(playerTokens(state, 'blue')).toMatchObject({ king: 0, 'robber-baron': 1 });
  });

  it('count completed cities and roads on the board once each, open ones not', () => {
    expect(completedCounts(titlesOut())).toEqual({ city: 1, road: 1 });
    expect(completedCounts(game())).toEqual({ city: 0, road: 0 });
  });

  it('score 1 per completed city and road at the end, with an event for each', () => {
    const { state, events } = endGame(titlesOut());
    expect(state.players.map((p) => [p.id, p.score])).toEqual([
      ['red', 1],
      ['blue', 1],
    ]);
    const paid = events.filter((e) => e.type === 'points' && 'module' in e && e.module === KING_ROBBER);
    expect(paid).toHaveLength(2);
  });

  it('score nobody when their holder left the game', () => {
    const three = titlesOut(game({ players: players('red', 'blue', 'green') }));
    const left = accepted(removePlayer(three, 'red')).state;
    const { state } = endGame(left);
    expect(state.players.map((p) => [p.id, p.score])).toEqual([
      ['blue', 1],
      ['green', 0],
    ]);
  });
});

describe('invariants', () => {
  it('hold in a real game and catch a record that shrinks, changes hands on a tie or lags a city', () => {
    const before = game();
    const after = titlesOut();
    expect(kingRobberInvariants.map((check) => check(before, after, [], rulesFor(before.expansions)))).toEqual([
      null,
      null,
    ]);
    const titles = titlesOf(after);
    const withTitles = (king: unknown) => ({
      ...after,
      modules: { ...after.modules, [KING_ROBBER]: { ...titles, king } },
    });
    expect(
      kingRobberInvariants[0]?.(after, withTitles({ player: 'red', size: 1 }), [], rulesFor(after.expansions)),
    ).toMatch(/fell/);
    expect(
      kingRobberInvariants[0]?.(after, withTitles({ player: 'blue', size: 2 }), [], rulesFor(after.expansions)),
    ).toMatch(/equal size/);
    expect(kingRobberInvariants[0]?.(after, withTitles(undefined), [], rulesFor(after.expansions))).toMatch(
      /went back/,
    );
    expect(kingRobberInvariants[1]?.(before, withTitles(undefined), [], rulesFor(before.expansions))).toMatch(
      /completed city of 2 tiles/,
    );
  });

  it('hold over random games with farmers, inns & cathedrals and traders & builders', () => {
    const outcome = simulate({
      games: 30,
      seed: 5,
      players: 3,
      expansions: ['farmers', 'inns-cathedrals', 'traders-builders', KING_ROBBER],
    });
    expect(outcome).not.toHaveProperty('violation');
    expect(outcome).toMatchObject({ games: 30 });
  });
});
