// Wind Roses: the 6 tiles against the reference facts (and the rose each names), the orange rose as the
// start with a base start tile back in the box, the sectors (row and column in two, turned with the blue
// rose), a game whose start is another's (the river's spring: no sectors until a whole rose is down), the
// invariants, computer players taking the points, and the art: roses and quarters drawn apart.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../render';
import { computerMove } from '../../src/ai';
import { SeededRandom } from '../../src/ai/random-player';
import { applyMove, createGame, decidingPlayer, type GameState, legalMoves, rulesFor } from '../../src/engine';
import { BASE_TILES } from '../../src/engine/tiles/base';
import { QUARTER_POINT, ROSE_BLUE, ROSE_ORANGE } from '../../src/expansions/wind-roses/art';
import { windRosesInvariants } from '../../src/expansions/wind-roses/invariants';
import { boardSector, inSector, rosesOf, WIND_ROSES } from '../../src/expansions/wind-roses/rules';
import { ORANGE_ROSE, WIND_ROSE, WIND_ROSE_SET, WIND_ROSE_TILES } from '../../src/expansions/wind-roses/tiles';
import { accepted, placeTile, players, playTurns, scoreOf, scriptedGame } from '../engine/support/scripted-game';
import { colourDistance, decode, pixelAt, rgb } from '../render/pixels';
import { byReference, expectSameFeatures } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const reference = readReference('wind_roses.xml');
const xml = readFileSync(resolve('../shared/reference/jcz-tile-definitions/wind_roses.xml'), 'utf8');
const roseAttribute = (ref: string) =>
  new RegExp(`<tile id="${ref.replace('.', '\\.')}" wind-rose="(\\w+)"`).exec(xml)?.[1];

describe('wind rose tiles', () => {
  it.each(WIND_ROSE_TILES.map((t) => [t.id, t] as const))('%s matches its reference facts', (_, type) => {
    expectSameFeatures(type, reference.tiles.get(type.ref) as ReferenceFeature[]);
    const rose = type.symbols?.[WIND_ROSE] as string;
    // a whole rose is NWSE in the reference; a quarter names its sector
    expect(roseAttribute(type.ref)).toBe(rose === 'orange' || rose === 'blue' ? 'NWSE' : rose);
  });

  it('are the six of the box, one each', () => {
    expect(byReference(WIND_ROSE_SET)).toEqual(Object.fromEntries(reference.sets.get('wind-roses') ?? []));
  });
});

const count = (state: GameState, tile: string) => state.supply.filter((t) => t === tile).length;

describe('the start', () => {
  it('is the orange rose, the sectors counted round it, and one base start tile goes back in the box', () => {
    const state = createGame({ players: players('red', 'blue'), expansions: [WIND_ROSES], seed: 1 }).state;
    expect(state.board[0]).toMatchObject({ tile: ORANGE_ROSE, x: 0, y: 0, rotation: 0 });
    expect(rosesOf(state).rose).toEqual({ x: 0, y: 0, rotation: 0, tile: ORANGE_ROSE });
    const base = createGame({ players: players('red', 'blue'), seed: 1 }).state;
    // the base game takes its start D from the 4; here the orange rose takes its place
    expect(count(state, 'D')).toBe(count(base, 'D'));
    expect(state.supply).not.toContain(ORANGE_ROSE);
    expect(state.supply.length).toBe(base.supply.length + WIND_ROSE_TILES.length - 1);
    expect(BASE_TILES.some((t) => t.id === 'D')).toBe(true);
  });

  it('with the river the spring starts: quarters score nothing until a whole rose is placed', () => {
    const state = createGame({ players: players('red', 'blue'), expansions: ['river', WIND_ROSES], seed: 1 }).state;
    expect(state.board[0]?.tile).toBe('RS');
    expect(rosesOf(state).rose).toBeNull();
    expect(state.supply).toContain(ORANGE_ROSE);
  });
});

describe('the sectors', () => {
  it('put the row and the column of the rose in two sectors each', () => {
    const rose = { x: 0, y: 0 };
    expect(inSector({ x: 3, y: 0 }, 'NE', rose) && inSector({ x: 3, y: 0 }, 'SE', rose)).toBe(true);
    expect(inSector({ x: 0, y: -2 }, 'NE', rose) && inSector({ x: 0, y: -2 }, 'NW', rose)).toBe(true);
    expect(inSector({ x: -1, y: 1 }, 'SW', rose)).toBe(true);
    expect(inSector({ x: -1, y: 1 }, 'NE', rose)).toBe(false);
  });

  it('turn with the rose they are counted round', () => {
    expect(boardSector('NE', { rotation: 0 })).toBe('NE');
    expect(boardSector('NE', { rotation: 90 })).toBe('SE');
    expect(boardSector('NE', { rotation: 180 })).toBe('SW');
    expect(boardSector('NW', { rotation: 90 })).toBe('NE');
  });
});

describe('a quarter’s 3 points (fn 252)', () => {
  it('come right after the tile, before the figure step: they are in the score while the figure is still to place', () => {
    const start = scriptedGame({ expansions: [WIND_ROSES] });
    const placed = placeTile(start, { player: 'red', tile: 'WRNE', at: [1, 0], rotation: 0 });
    expect(legalMoves(placed.state).step).toBe('placeFigure');
    expect(scoreOf(placed.state, 'red')).toBe(3);
    expect(placed.events.filter((e) => e.type === 'points')).toMatchObject([{ player: 'red', points: 3 }]);
  });
});

describe('the invariants', () => {
  const rules = rulesFor([WIND_ROSES]);
  const check = (before: GameState, after: GameState) =>
    windRosesInvariants.map((inv) => inv(before, after, [], rules)).filter(Boolean);

  it('hold in play, and catch a quarter scored twice or a rose that is not there', () => {
    const before = scriptedGame({ expansions: [WIND_ROSES] });
    const after = playTurns(before, [{ player: 'red', tile: 'WRNE', at: [1, 0], rotation: 0 }]).state;
    expect(check(before, after)).toEqual([]);
    const slot = rosesOf(after);
    const twice = { ...after, modules: { ...after.modules, [WIND_ROSES]: { ...slot, scored: ['1,0', '1,0'] } } };
    expect(check(after, twice).join()).toMatch(/scored twice/);
    const moved = { ...after, modules: { ...after.modules, [WIND_ROSES]: { ...slot, rose: { ...slot.rose, x: 5 } } } };
    expect(check(after, moved as GameState).join()).toMatch(/no such rose/);
  });
});

describe('computer players', () => {
  it('take the points of a quarter in its sector (greedy, a whole game)', () => {
    let state = createGame({ players: players('red', 'blue'), expansions: ['farmers', WIND_ROSES], seed: 4 }).state;
    const random = new SeededRandom(4);
    for (let moves = 0; state.turn.step !== 'ended' && moves < 400; moves++) {
      const move = computerMove('greedy', state, random);
      if (!move) break;
      state = accepted(applyMove(state, decidingPlayer(state) as string, move)).state;
    }
    expect(state.turn.step).toBe('ended');
    // four quarters: a greedy player puts most of them where they pay
    expect(rosesOf(state).scored.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the art', () => {
  it('draws the orange rose on the start, the blue one where placed with a ring, and the quarters', async () => {
    const TILE = 128;
    const state = playTurns(scriptedGame({ expansions: [WIND_ROSES] }), [
      { player: 'red', tile: 'WRNE', at: [1, 0], rotation: 0 },
      { player: 'blue', tile: 'WRB', at: [0, -1], rotation: 180 },
    ]).state;
    const board = await renderBoard(state, { tileSize: TILE });
    const pixels = await decode(board.image);
    const { grid } = board;
    const corner = (x: number, y: number, colour: string) => {
      const left = grid.left + (x - grid.minX) * TILE;
      const top = grid.top + (y - grid.minY) * TILE;
      let n = 0;
      for (let py = top; py < top + TILE * 0.35; py++)
        for (let px = left; px < left + TILE * 0.35; px++)
          if (colourDistance(pixelAt(pixels, px, py), rgb(colour)) <= 8) n++;
      return n;
    };
    expect(corner(0, 0, ROSE_ORANGE)).toBeGreaterThan(40);
    expect(corner(0, -1, ROSE_BLUE)).toBeGreaterThan(80);
    expect(corner(1, 0, QUARTER_POINT)).toBeGreaterThan(80);
    expect(corner(1, 0, ROSE_ORANGE)).toBe(0);
  });
});
