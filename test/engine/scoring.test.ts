// Step "score": each scoring rule, checked through the events it emits (kind, tiles, pennants,
// players, points, reason) and the scores. Boards are built by hand; points are counted by the rules.
import { describe, expect, it } from 'vitest';
import type { GameEvent, Position } from '../../src/engine';
import { endGame } from '../../src/engine';
import {
  followersOf,
  type Played,
  playTurns,
  type ScoredEvent,
  type ScriptedTurn,
  scoredEvents,
  scoreOf,
  scriptedGame,
} from './support/scripted-game';

const byPosition = (a: Position, b: Position) => a.y - b.y || a.x - b.x;
const at = (...cells: [number, number][]) => cells.map(([x, y]) => ({ x, y })).sort(byPosition);

/** A scored event with its tiles in reading order and its players sorted, for exact comparison. */
function tidy(event: ScoredEvent) {
  return {
    ...event,
    feature: { ...event.feature, tiles: [...event.feature.tiles].sort(byPosition) },
    players: [...event.players].sort(),
  };
}

const scored = (events: GameEvent[]) => scoredEvents(events).map(tidy);
const returned = (events: GameEvent[]) => events.filter((e) => e.type === 'figureReturned');

function play(turns: ScriptedTurn[], options: { players?: string[]; farmers?: boolean } = {}): Played {
  const ids = options.players ?? ['red', 'blue'];
  const game = scriptedGame({
    players: ids.map((id) => ({ id, name: id })),
    expansions: options.farmers ? ['farmers'] : [],
  });
  return playTurns(game, turns);
}

describe('completed features during the game', () => {
  it('pays a closed road 1 per tile (both ends at a junction, fn 12), returns its highwayman, and leaves a knight in an open city', () => {
    const { state, events } = play([
      { player: 'red', tile: 'W', at: [-1, 0], rotation: 0, place: { feature: 'road', where: 'E' } },
      { player: 'blue', tile: 'L', at: [1, 0], rotation: 0, place: { feature: 'city', where: 'N' } },
    ]);
    expect(scored(events)).toEqual([
      {
        type: 'scored',
        feature: { kind: 'road', tiles: at([-1, 0], [0, 0], [1, 0]), pennants: 0, marks: {} },
        final: false,
        points: 3,
        players: ['red'],
        reason: 'completed road: 3 tiles × 1',
      },
    ]);
    expect(returned(events)).toEqual([{ type: 'figureReturned', player: 'red', figure: 'meeple', x: -1, y: 0 }]);
    expect([scoreOf(state, 'red'), scoreOf(state, 'blue')]).toEqual([3, 0]);
    expect([followersOf(state, 'red'), followersOf(state, 'blue')]).toEqual([7, 6]);
  });

  it('pays a city 2 per tile and 2 per pennant', () => {
    const { events } = play([
      { player: 'red', tile: 'F', at: [0, -1], rotation: 90, place: { feature: 'city', where: 'S' } },
      { player: 'blue', tile: 'E', at: [0, -2], rotation: 180 },
    ]);
    expect(scored(events)).toEqual([
      {
        type: 'scored',
        feature: { kind: 'city', tiles: at([0, -2], [0, -1], [0, 0]), pennants: 1, marks: {} },
        final: false,
        points: 8,
        players: ['red'],
        reason: 'completed city: 3 tiles × 2 + 1 pennant × 2',
      },
    ]);
  });

  it('scores a knight placed on the completing tile in the same turn (fn 10) and returns it after the score', () => {
    const { state, events } = play([
      { player: 'red', tile: 'E', at: [0, -1], rotation: 180, place: { feature: 'city', where: 'S' } },
    ]);
    const kinds = events.map((e) => e.type);
    expect(kinds.indexOf('figurePlaced')).toBeLessThan(kinds.indexOf('scored'));
    expect(kinds.indexOf('scored')).toBeLessThan(kinds.indexOf('figureReturned'));
    expect(scored(events)).toMatchObject([{ points: 4, players: ['red'], reason: 'completed city: 2 tiles × 2' }]);
    expect(followersOf(state, 'red')).toBe(7);
    expect(state.figures).toEqual([]);
  });

  it('pays a monastery with all 8 neighbours 9, whoever places the last neighbour', () => {
    const { state, events } = play([
      { player: 'red', tile: 'B', at: [0, 1], rotation: 0, place: { feature: 'monastery', where: 'center' } },
      { player: 'blue', tile: 'U', at: [-1, 0], rotation: 0 },
      { player: 'red', tile: 'U', at: [1, 0], rotation: 0 },
      { player: 'blue', tile: 'E', at: [-1, 1], rotation: 270 },
      { player: 'red', tile: 'E', at: [1, 1], rotation: 90 },
      { player: 'blue', tile: 'E', at: [0, 2], rotation: 180 },
      { player: 'red', tile: 'E', at: [-1, 2], rotation: 180 },
      { player: 'blue', tile: 'E', at: [1, 2], rotation: 180 },
    ]);
    expect(scored(events)).toEqual([
      {
        type: 'scored',
        feature: { kind: 'monastery', tiles: at([0, 1]), pennants: 0, marks: {} },
        final: false,
        points: 9,
        players: ['red'],
        reason: 'completed monastery: itself + 8 tiles around it',
      },
    ]);
    expect([scoreOf(state, 'red'), scoreOf(state, 'blue')]).toEqual([9, 0]);
  });

  it('pays a closed loop of road 1 per tile', () => {
    const { events } = play([
      { player: 'red', tile: 'V', at: [0, 1], rotation: 270, place: { feature: 'road', where: 'S' } },
      { player: 'blue', tile: 'V', at: [1, 1], rotation: 0 },
      { player: 'red', tile: 'V', at: [0, 2], rotation: 180 },
      { player: 'blue', tile: 'V', at: [1, 2], rotation: 90 },
    ]);
    expect(scored(events)).toMatchObject([
      { feature: { kind: 'road', tiles: at([0, 1], [1, 1], [0, 2], [1, 2]) }, points: 4, players: ['red'] },
    ]);
  });

  it('counts a tile once when a city runs through both of its city parts', () => {
    const game = scriptedGame({ start: { tile: 'H', x: 0, y: 0, rotation: 0 } });
    const { events } = playTurns(game, [
      { player: 'red', tile: 'N', at: [0, -1], rotation: 180, place: { feature: 'city', where: 'S' } },
      { player: 'blue', tile: 'N', at: [1, -1], rotation: 270 },
      { player: 'red', tile: 'G', at: [1, 0], rotation: 90 },
      { player: 'blue', tile: 'P', at: [1, 1], rotation: 0 },
      { player: 'red', tile: 'N', at: [0, 1], rotation: 90 },
    ]);
    expect(scored(events)).toMatchObject([{ points: 12, reason: 'completed city: 6 tiles × 2' }]);
  });

  it('scores nothing for a completed feature nobody occupies', () => {
    const { state, events } = play([{ player: 'red', tile: 'E', at: [0, -1], rotation: 180 }]);
    expect(scored(events)).toEqual([]);
    expect(scoreOf(state, 'red')).toBe(0);
  });

  it('scores both features one tile completes, each for its own holder', () => {
    const { state, events } = play([
      { player: 'red', tile: 'U', at: [1, 0], rotation: 0 },
      { player: 'blue', tile: 'A', at: [1, -1], rotation: 90, place: { feature: 'road', where: 'W' } },
      { player: 'red', tile: 'L', at: [0, -1], rotation: 180, place: { feature: 'city', where: 'S' } },
    ]);
    const byKind = Object.fromEntries(scored(events).map((e) => [e.feature.kind, e]));
    expect(Object.keys(byKind).sort()).toEqual(['city', 'road']);
    expect(byKind.road).toMatchObject({ points: 2, players: ['blue'], feature: { tiles: at([0, -1], [1, -1]) } });
    expect(byKind.city).toMatchObject({ points: 4, players: ['red'], feature: { tiles: at([0, -1], [0, 0]) } });
    expect([scoreOf(state, 'red'), scoreOf(state, 'blue')]).toEqual([4, 2]);
    expect(returned(events)).toHaveLength(2);
  });
});

describe('majorities', () => {
  it('pays full points to every player tied for the most highwaymen', () => {
    const { state, events } = play([
      { player: 'blue', tile: 'W', at: [-1, 0], rotation: 0, place: { feature: 'road', where: 'E' } },
      { player: 'red', tile: 'B', at: [0, 1], rotation: 0 },
      { player: 'red', tile: 'A', at: [1, 1], rotation: 180, place: { feature: 'road', where: 'N' } },
      { player: 'blue', tile: 'V', at: [1, 0], rotation: 0 },
    ]);
    expect(scored(events)).toMatchObject([
      { points: 4, players: ['blue', 'red'], reason: 'completed road: 4 tiles × 1' },
    ]);
    expect([scoreOf(state, 'red'), scoreOf(state, 'blue')]).toEqual([4, 4]);
  });

  it('pays only the player with more knights, once (fn 13), and returns every knight', () => {
    const { state, events } = play(
      [
        { player: 'red', tile: 'D', at: [1, 0], rotation: 0, place: { feature: 'city', where: 'N' } },
        { player: 'yellow', tile: 'U', at: [2, 0], rotation: 0 },
        { player: 'red', tile: 'N', at: [0, -1], rotation: 180, place: { feature: 'city', where: 'S' } },
        { player: 'yellow', tile: 'E', at: [2, -1], rotation: 270, place: { feature: 'city', where: 'W' } },
        { player: 'red', tile: 'R', at: [1, -1], rotation: 180 },
      ],
      { players: ['red', 'yellow'] },
    );
    expect(scored(events)).toMatchObject([{ points: 10, players: ['red'], reason: 'completed city: 5 tiles × 2' }]);
    // two knights win the majority; they do not pay twice
    expect([scoreOf(state, 'red'), scoreOf(state, 'yellow')]).toEqual([10, 0]);
    expect(
      returned(events)
        .map((e) => e.player)
        .sort(),
    ).toEqual(['red', 'red', 'yellow']);
  });
});

describe('final scoring', () => {
  it('pays an open road 1 per tile', () => {
    const { state } = play([
      { player: 'red', tile: 'U', at: [1, 0], rotation: 0, place: { feature: 'road', where: 'E' } },
      { player: 'blue', tile: 'U', at: [-1, 0], rotation: 0 },
    ]);
    const { events } = endGame(state);
    expect(scored(events)).toEqual([
      {
        type: 'scored',
        feature: { kind: 'road', tiles: at([-1, 0], [0, 0], [1, 0]), pennants: 0, marks: {} },
        final: true,
        points: 3,
        players: ['red'],
        reason: 'unfinished road: 3 tiles × 1',
      },
    ]);
  });

  it('pays an unfinished city 1 per tile and 1 per pennant, only to the majority', () => {
    const { state } = play(
      [
        { player: 'green', tile: 'D', at: [1, 0], rotation: 0, place: { feature: 'city', where: 'N' } },
        { player: 'black', tile: 'U', at: [2, 0], rotation: 0 },
        { player: 'green', tile: 'M', at: [0, -1], rotation: 180, place: { feature: 'city', where: 'S' } },
        { player: 'black', tile: 'F', at: [2, -1], rotation: 0, place: { feature: 'city', where: 'W' } },
        { player: 'green', tile: 'Q', at: [1, -1], rotation: 180 },
      ],
      { players: ['green', 'black'] },
    );
    const ended = endGame(state);
    expect(scored(ended.events)).toEqual([
      {
        type: 'scored',
        feature: { kind: 'city', tiles: at([0, -1], [1, -1], [2, -1], [0, 0], [1, 0]), pennants: 3, marks: {} },
        final: true,
        points: 8,
        players: ['green'],
        reason: 'unfinished city: 5 tiles × 1 + 3 pennants × 1',
      },
    ]);
    expect([scoreOf(ended.state, 'green'), scoreOf(ended.state, 'black')]).toEqual([8, 0]);
  });

  it('pays an unfinished monastery 1 for itself and 1 per neighbour present', () => {
    const { state } = play([
      { player: 'red', tile: 'B', at: [0, 1], rotation: 0, place: { feature: 'monastery', where: 'center' } },
      { player: 'blue', tile: 'U', at: [-1, 0], rotation: 0 },
      { player: 'red', tile: 'U', at: [1, 0], rotation: 0 },
    ]);
    expect(scored(endGame(state).events)).toMatchObject([
      { points: 4, final: true, reason: 'unfinished monastery: itself + 3 tiles around it' },
    ]);
  });

  it('pays every player tied on an unfinished city', () => {
    const { state } = play([
      { player: 'red', tile: 'D', at: [1, 0], rotation: 0, place: { feature: 'city', where: 'N' } },
      { player: 'blue', tile: 'U', at: [2, 0], rotation: 0 },
      { player: 'blue', tile: 'E', at: [2, -1], rotation: 270, place: { feature: 'city', where: 'W' } },
      { player: 'red', tile: 'R', at: [1, -1], rotation: 180 },
    ]);
    const ended = endGame(state);
    expect(scored(ended.events)).toMatchObject([{ points: 3, players: ['blue', 'red'] }]);
    expect(ended.events.at(-1)).toEqual({
      type: 'gameEnded',
      winners: ['red', 'blue'],
      scores: { red: 3, blue: 3 },
    });
  });
});

describe('fields (farmers)', () => {
  it('pays 3 per completed city the field borders; an incomplete city pays nothing (fn 19)', () => {
    const { state } = play(
      [
        { player: 'red', tile: 'D', at: [1, 0], rotation: 0, place: { feature: 'field', where: 'EL' } },
        { player: 'blue', tile: 'E', at: [0, -1], rotation: 180 },
      ],
      { farmers: true },
    );
    expect(scored(endGame(state).events)).toEqual([
      {
        type: 'scored',
        feature: { kind: 'field', tiles: at([0, 0], [1, 0]), pennants: 0, marks: {} },
        final: true,
        points: 3,
        players: ['red'],
        reason: 'field: 1 completed city × 3',
      },
    ]);
  });

  it('lets one city pay each field it borders', () => {
    const { state } = play(
      [
        { player: 'red', tile: 'D', at: [1, 0], rotation: 0, place: { feature: 'field', where: 'EL' } },
        { player: 'red', tile: 'E', at: [0, -1], rotation: 180 },
        { player: 'blue', tile: 'E', at: [1, -1], rotation: 180, place: { feature: 'field', where: 'NL' } },
      ],
      { farmers: true },
    );
    const events = scored(endGame(state).events);
    expect(events.map((e) => [e.players, e.points, e.reason])).toEqual([
      [['red'], 6, 'field: 2 completed cities × 3'],
      [['blue'], 6, 'field: 2 completed cities × 3'],
    ]);
  });

  it('never scores a field during the game: the farmer stays until the end (fn 15)', () => {
    const { state, events } = play(
      [
        { player: 'red', tile: 'D', at: [1, 0], rotation: 0, place: { feature: 'field', where: 'EL' } },
        { player: 'blue', tile: 'E', at: [0, -1], rotation: 180 },
        { player: 'blue', tile: 'E', at: [1, -1], rotation: 180 },
      ],
      { farmers: true },
    );
    expect(scored(events)).toEqual([]);
    expect(followersOf(state, 'red')).toBe(6);
  });

  it('counts a city once when the field meets it on two tiles', () => {
    const { state } = play(
      [
        { player: 'red', tile: 'E', at: [0, -1], rotation: 180 },
        { player: 'blue', tile: 'U', at: [-1, 0], rotation: 0, place: { feature: 'field', where: 'NL' } },
        { player: 'red', tile: 'B', at: [-1, -1], rotation: 0 },
      ],
      { farmers: true },
    );
    expect(scored(endGame(state).events)).toMatchObject([{ points: 3, players: ['blue'] }]);
  });

  it.each([
    ['H', [0, -1], 0, 'EL', { tile: 'E', at: [0, -2], rotation: 180 }],
    ['I', [0, -1], 180, 'NL', { tile: 'E', at: [1, -1], rotation: 270 }],
  ] as const)('counts both separate cities of tile %s for its field', (tile, where, rotation, half, closer) => {
    const { state } = play(
      [
        { player: 'red', tile, at: [...where], rotation, place: { feature: 'field', where: half } },
        { player: 'blue', ...closer, at: [...closer.at] },
      ],
      { farmers: true },
    );
    expect(scored(endGame(state).events)).toMatchObject([
      { points: 6, players: ['red'], reason: 'field: 2 completed cities × 3' },
    ]);
  });
});
