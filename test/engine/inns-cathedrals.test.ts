// Inns & Cathedrals: setup (big follower, six players, the garden edition), where the big follower may
// go, and how inns and cathedrals change a score, finished or not.
import { describe, expect, it } from 'vitest';
import { refusalInEnglish } from '../../src/app/game-words';
import type { FigureSpot, GameState } from '../../src/engine';
import { applyMove, createGame, endGame, legalMoves, SetupError } from '../../src/engine';
import { accepted, featureOn, placeTile, players, scoredEvents, scriptedGame } from './support/scripted-game';

const game = (...expansions: string[]) => scriptedGame({ expansions: ['inns-cathedrals', ...expansions] });

function spots(state: GameState): Pick<FigureSpot, 'kind' | 'where' | 'figures'>[] {
  const legal = legalMoves(state);
  if (legal.step !== 'placeFigure') throw new Error(`expected the figure step, got ${legal.step}`);
  return legal.spots.map(({ kind, where, figures }) => ({ kind, where, figures }));
}

const everyTile = (state: GameState) => [...state.supply, state.turn.tile as string];

describe('inns & cathedrals setup', () => {
  it('gives each player one big follower and shuffles the 18 tiles in', () => {
    const { state } = createGame({ players: players('red', 'blue'), expansions: ['inns-cathedrals'], seed: 1 });
    for (const player of state.players) expect(player.supply).toEqual({ meeple: 7, big: 1 });
    expect(everyTile(state).filter((t) => t.startsWith('IC'))).toHaveLength(18);
    expect(everyTile(state)).toHaveLength(71 + 18);
  });

  it('seats a sixth player only with this expansion', () => {
    const six = players('red', 'blue', 'yellow', 'green', 'black', 'pink');
    const { state } = createGame({ players: six, expansions: ['inns-cathedrals'], seed: 1 });
    expect(state.players.map((p) => p.color)).toEqual(['red', 'blue', 'yellow', 'green', 'black', 'pink']);
    expect(() => createGame({ players: six, seed: 1 })).toThrow(SetupError);
  });

  it('plays the garden copies of two tiles with the garden edition (which the Abbot presets)', () => {
    const { state } = createGame({
      players: players('red', 'blue'),
      expansions: ['inns-cathedrals', 'abbot'],
      seed: 1,
    });
    const tiles = everyTile(state);
    expect(tiles).toEqual(expect.arrayContaining(['IC3G', 'IC15G']));
    expect(tiles).not.toContain('IC3');
    expect(tiles).not.toContain('IC15');
    expect(tiles.filter((t) => t.startsWith('IC'))).toHaveLength(18);
  });

  it('knows its option only when it is on', () => {
    const options = { crossroadsInn: 'one-road' };
    expect(() => createGame({ players: players('red', 'blue'), options, seed: 1 })).toThrow(SetupError);
    const { state } = createGame({ players: players('red'), expansions: ['inns-cathedrals'], options, seed: 1 });
    expect(state.options.crossroadsInn).toBe('one-road');
  });
});

describe('big follower', () => {
  it('may go wherever a follower may: a field only with farmers', () => {
    const withoutFarmers = placeTile(game(), { player: 'red', tile: 'D', at: [1, 0], rotation: 0 }).state;
    expect(spots(withoutFarmers)).toEqual([
      { kind: 'road', where: 'E', figures: ['meeple', 'big'] },
      { kind: 'city', where: 'N', figures: ['meeple', 'big'] },
    ]);
    const field = featureOn(withoutFarmers, 1, 0, 'field', 'EL');
    const refused = applyMove(withoutFarmers, 'red', { type: 'placeFigure', figure: 'big', feature: field });
    expect(refused).toMatchObject({ ok: false, why: 'inns-cathedrals.big-follower-no-field' });
    if (refused.ok) return;
    expect(refusalInEnglish(refused)).toBe('A big follower goes only where a follower may: no fields without farmers.');
    const withFarmers = placeTile(game('farmers'), { player: 'red', tile: 'D', at: [1, 0], rotation: 0 }).state;
    expect(spots(withFarmers).filter((s) => s.kind === 'field')).toEqual([
      { kind: 'field', where: 'EL', figures: ['meeple', 'big'] },
      { kind: 'field', where: 'ER', figures: ['meeple', 'big'] },
    ]);
  });

  it('counts as one figure for "occupied": nobody may join its road', () => {
    const placed = placeTile(game(), { player: 'red', tile: 'U', at: [1, 0], rotation: 0 }).state;
    const held = accepted(applyMove(placed, 'red', { type: 'placeFigure', figure: 'big', feature: 0 })).state;
    const next = placeTile(held, { player: 'blue', tile: 'U', at: [2, 0], rotation: 0 }).state;
    expect(spots(next)).toEqual([]);
  });
});

describe('inns and cathedrals in a score', () => {
  it('say why an unfinished inn road or cathedral city pays nothing at the end', () => {
    let state = placeTile(game(), { player: 'red', tile: 'IC/RFr.i', at: [1, 0], rotation: 0 }).state;
    state = accepted(applyMove(state, 'red', { type: 'placeFigure', figure: 'meeple', feature: 0 })).state;
    state = placeTile(state, { player: 'blue', tile: 'IC/Cccc.c', at: [0, -1], rotation: 0 }).state;
    state = accepted(applyMove(state, 'blue', { type: 'placeFigure', figure: 'big', feature: 0 })).state;
    const ended = endGame(state);
    expect(scoredEvents(ended.events).map((e) => [e.players, e.points, e.reason])).toEqual([
      [['red'], 0, 'unfinished road: 2 tiles with an inn: an unfinished inn road scores 0'],
      [['blue'], 0, 'unfinished city: 2 tiles with a cathedral: an unfinished cathedral city scores 0'],
    ]);
  });

  it('show the arithmetic of a finished one', () => {
    let state = placeTile(game(), { player: 'red', tile: 'IC/RFr.i', at: [1, 0], rotation: 0 }).state;
    state = accepted(applyMove(state, 'red', { type: 'placeFigure', figure: 'meeple', feature: 0 })).state;
    state = placeTile(state, { player: 'blue', tile: 'W', at: [2, 0], rotation: 180 }).state;
    state = accepted(applyMove(state, 'blue', { type: 'pass' })).state;
    state = placeTile(state, { player: 'red', tile: 'W', at: [-1, 0], rotation: 0 }).state;
    const done = accepted(applyMove(state, 'red', { type: 'pass' }));
    expect(scoredEvents(done.events).map((e) => [e.points, e.reason])).toEqual([
      [8, 'completed road: 4 tiles × 2 (inn)'],
    ]);
  });
});
