// The life of a game: setup, seat order, seeded draws, tiles that fit nowhere, and the end.
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState } from '../../src/engine';
import { applyMove, createGame, endGame, legalMoves, SetupError } from '../../src/engine';
import { nextRandom } from '../../src/engine/rng';
import { CLASSIC_SET } from '../../src/engine/tiles/base';
import { connectedParts } from '../../src/sim/flood';
import { randomGame } from './support/random-game';
import { accepted, placeTile, players, playTurns, scoredEvents, scoreOf, scriptedGame } from './support/scripted-game';

const SEATS = ['red', 'blue', 'yellow', 'green', 'black'];

describe('setup', () => {
  it.each([2, 3, 4, 5])('seats %i players in order, each with 7 followers and no points', (count) => {
    const ids = SEATS.slice(0, count);
    const { state } = createGame({ players: players(...ids), seed: 1 });
    expect(state.players).toEqual(
      ids.map((id) => ({ id, name: id[0]?.toUpperCase() + id.slice(1), color: id, score: 0, supply: { meeple: 7 } })),
    );
    expect(state.turn).toMatchObject({ number: 1, player: 0, step: 'placeTile' });
  });

  it('lays the start tile D at 0,0 and puts the other 71 tiles of the classic set in the supply', () => {
    const { state, events } = createGame({ players: players('red', 'blue'), seed: 1 });
    expect(state.board).toEqual([{ tile: 'D', x: 0, y: 0, rotation: 0, nodes: [0, 1, 2, 3], turn: 0 }]);
    const drawn = state.turn.tile as string;
    const counts: Record<string, number> = {};
    for (const tile of [...state.supply, drawn]) counts[tile] = (counts[tile] ?? 0) + 1;
    expect(counts).toEqual({ ...CLASSIC_SET, D: 3 });
    expect(events).toEqual([
      { type: 'turnStarted', player: 'red', turn: 1 },
      { type: 'tileDrawn', player: 'red', tile: drawn },
    ]);
  });

  it.each([0, 6])('refuses a game of %i players', (count) => {
    expect(() => createGame({ players: players(...[...SEATS, 'pink'].slice(0, count)), seed: 1 })).toThrow(SetupError);
  });

  it('refuses a start tile off the grid, and puts one far from 0,0 where it was asked', () => {
    const start = (x: number, y: number) => ({ tile: 'D', x, y, rotation: 0 as const });
    for (const [x, y] of [
      [9000, 0],
      [0, -9000],
      [0.5, 0],
    ] as const) {
      expect(() => createGame({ players: players('red', 'blue'), seed: 1, start: start(x, y) })).toThrow(
        /start-off-board/,
      );
    }
    const far = createGame({ players: players('red', 'blue'), seed: 1, start: start(8000, -8000) }).state;
    const moves = legalMoves(far);
    expect(moves.step === 'placeTile' && moves.placements.length).toBeGreaterThan(0);
  });

  it('refuses a player seated twice, an unknown expansion and an unknown option', () => {
    expect(() => createGame({ players: players('red', 'red'), seed: 1 })).toThrow(SetupError);
    expect(() => createGame({ players: players('red', 'blue'), expansions: ['nope'], seed: 1 })).toThrow(
      /unknown-expansion/,
    );
    expect(() => createGame({ players: players('red', 'blue'), options: { nope: 1 }, seed: 1 })).toThrow(
      /unknown-option/,
    );
  });

  it('refuses an option value outside its choices, naming them', () => {
    for (const tileSet of ['bogus', '', 1, null]) {
      expect(() => createGame({ players: players('red', 'blue'), options: { tileSet }, seed: 1 })).toThrow(
        /bad-option-value \{"option":"tileSet","value":".*","choices":"classic, gardens"\}/,
      );
    }
  });

  it('starts with the chosen first player and goes round the table from there', () => {
    let { state } = createGame({ players: players('red', 'blue', 'yellow'), seed: 4, firstPlayer: 2 });
    const starters: string[] = [];
    const passing = { type: 'pass' } as const;
    for (let turn = 0; turn < 4; turn++) {
      const player = state.players[state.turn.player]?.id as string;
      starters.push(player);
      const legal = legalMoves(state);
      if (legal.step !== 'placeTile') throw new Error('expected a tile to place');
      const spot = legal.placements[0];
      if (!spot) throw new Error('the drawn tile fits nowhere');
      state = accepted(
        applyMove(state, player, { type: 'placeTile', x: spot.x, y: spot.y, rotation: spot.rotations[0] ?? 0 }),
      ).state;
      state = accepted(applyMove(state, player, passing)).state;
    }
    expect(starters).toEqual(['yellow', 'red', 'blue', 'yellow']);
  });
});

describe('seeded draws', () => {
  const drawsOf = (events: GameEvent[]) => events.flatMap((e) => (e.type === 'tileDrawn' ? [e.tile] : []));
  const whole = (seed: number) => {
    const game = randomGame(seed);
    return { final: game.final, events: [game.created.events, ...game.steps.map((s) => s.events)].flat() };
  };

  it('plays the same game for the same seed', () => {
    const first = whole(11);
    const second = whole(11);
    expect(second.events).toEqual(first.events);
    expect(second.final).toEqual(first.final);
  });

  it('draws tiles in another order for another seed', () => {
    expect(drawsOf(whole(12).events)).not.toEqual(drawsOf(whole(11).events));
  });
});

describe('a drawn tile that fits nowhere', () => {
  /** A generator state whose next draw from `count` tiles takes the first one. */
  function rngDrawingFirstOf(count: number): number {
    for (let seed = 0; ; seed++) if (Math.floor(nextRandom(seed).value * count) === 0) return seed;
  }

  /** Start tile B (field all round) with U below it drawn by red; the supply is rigged to `supply`. */
  function riggedGame(supply: string[]): GameState {
    const { state } = createGame({
      players: players('red', 'blue'),
      seed: 1,
      start: { tile: 'B', x: 0, y: 0, rotation: 0 },
    });
    const rigged = { ...state, supply, rng: rngDrawingFirstOf(supply.length), turn: { ...state.turn, tile: 'U' } };
    return accepted(applyMove(rigged, 'red', { type: 'placeTile', x: 0, y: 1, rotation: 0 })).state;
  }

  it('is set aside with a tileDiscarded event and the next tile is drawn', () => {
    // the board shows only fields and road ends, so the all-city tile C fits nowhere; E does
    const { state, events } = accepted(applyMove(riggedGame(['C', 'E']), 'red', { type: 'pass' }));
    expect(events).toEqual([
      { type: 'tileDiscarded', tile: 'C', why: 'fits-nowhere' },
      { type: 'turnStarted', player: 'blue', turn: 2 },
      { type: 'tileDrawn', player: 'blue', tile: 'E' },
    ]);
    expect(state.supply).toEqual([]);
    expect(state.turn).toMatchObject({ player: 1, tile: 'E', step: 'placeTile' });
  });

  it('ends the game when it was the last tile', () => {
    const { state, events } = accepted(applyMove(riggedGame(['C']), 'red', { type: 'pass' }));
    expect(events.map((e) => e.type)).toEqual(['tileDiscarded', 'gameEnded']);
    expect(state.turn.step).toBe('ended');
  });
});

describe('the end of the game', () => {
  const game = randomGame(21, { seats: 3 });
  const last = game.steps.at(-1);
  if (!last) throw new Error('an empty game');

  it('comes with the turn of the last tile, and only then', () => {
    const endings = game.steps.filter((s) => s.events.some((e) => e.type === 'gameEnded'));
    expect(endings).toEqual([last]);
    expect(last.before.supply).toEqual([]);
    expect(last.before.turn.step).toBe('placeFigure');
    const placed = game.steps.filter((s) => s.move.type === 'placeTile').length;
    const discarded = game.steps.flatMap((s) => s.events).filter((e) => e.type === 'tileDiscarded').length;
    expect(1 + placed + discarded).toBe(72);
  });

  it('runs final scoring once, for each feature that still holds figures', () => {
    const finalEvents = game.steps.flatMap((s) => scoredEvents(s.events)).filter((e) => e.final);
    expect(finalEvents).toEqual(scoredEvents(last.events).filter((e) => e.final));
    // features holding figures, found by walking the board instead of the engine's bookkeeping
    const features = new Set(
      game.final.figures.map((f) => [...connectedParts(game.final, f.x, f.y, f.feature)].sort()[0]),
    );
    expect(finalEvents).toHaveLength(features.size);
    for (const player of game.final.players) {
      const earned = scoredEvents(last.events)
        .filter((e) => e.players.includes(player.id))
        .reduce((sum, e) => sum + e.points, 0);
      expect(player.score).toBe((scoreOf(last.before, player.id) ?? 0) + earned);
    }
  });

  it('names the best score as the winner and accepts no more moves', () => {
    const best = Math.max(...game.final.players.map((p) => p.score));
    expect(last.events.at(-1)).toEqual({
      type: 'gameEnded',
      winners: game.final.players.filter((p) => p.score === best).map((p) => p.id),
      scores: Object.fromEntries(game.final.players.map((p) => [p.id, p.score])),
    });
    expect(legalMoves(game.final)).toEqual({ step: 'ended' });
    expect(applyMove(game.final, 'red', { type: 'pass' })).toEqual({
      ok: false,
      code: 'game-over',
      why: 'game-over',
    });
  });

  it('is idempotent: ending an ended game changes nothing', () => {
    const again = endGame(game.final);
    expect(again.state).toBe(game.final);
    expect(again.events).toEqual([]);
    const { state } = endGame(endGame(createGame({ players: players('red', 'blue'), seed: 2 }).state).state);
    expect(endGame(state).events).toEqual([]);
  });

  it('puts a drawn but unplaced tile back in the supply when ended early', () => {
    const { state } = createGame({ players: players('red', 'blue'), seed: 3 });
    const ended = endGame(state).state;
    expect(ended.supply).toEqual([...state.supply, state.turn.tile].sort());
    expect(ended.turn).toMatchObject({ step: 'ended', tile: null });
  });

  it('scores what the last tile completes at full value, then ends the game', () => {
    // rigged: the supply is empty and red holds the last tile, E, which closes the start tile's city
    const { state } = createGame({ players: players('red', 'blue'), seed: 1 });
    const lastTile = { ...state, supply: [], turn: { ...state.turn, tile: 'E' } };
    const placed = accepted(applyMove(lastTile, 'red', { type: 'placeTile', x: 0, y: -1, rotation: 180 })).state;
    const { events } = accepted(applyMove(placed, 'red', { type: 'placeFigure', figure: 'meeple', feature: 0 }));
    expect(events.map((e) => e.type)).toEqual(['figurePlaced', 'scored', 'figureReturned', 'gameEnded']);
    expect(scoredEvents(events)).toMatchObject([{ final: false, points: 4, players: ['red'] }]);
    expect(events.at(-1)).toEqual({ type: 'gameEnded', winners: ['red'], scores: { red: 4, blue: 0 } });
  });

  it('scores what the tile of an unfinished turn completed at full value before final scoring', () => {
    // red's knight holds the city of D at 1,0; blue closes it with E and the game ends before blue passes
    const held = playTurns(scriptedGame(), [
      { player: 'red', tile: 'D', at: [1, 0], rotation: 0, place: { feature: 'city', where: 'N' } },
    ]).state;
    const closed = placeTile(held, { player: 'blue', tile: 'E', at: [1, -1], rotation: 180 }).state;
    const { state, events } = endGame(closed);
    expect(scoredEvents(events)).toMatchObject([{ final: false, points: 4, reason: 'completed city: 2 tiles × 2' }]);
    expect(scoreOf(state, 'red')).toBe(4);
  });
});
