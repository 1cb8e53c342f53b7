// Little Buildings: the tokens dealt by player count, a token only instead of a figure and on the tile
// just placed, its point in the score's arithmetic, the invariants catching a lost or moved token,
// computer players putting buildings down, and the art: a token drawn in its tile's corner, each kind apart.
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../render';
import { computerMove } from '../../src/ai';
import { SeededRandom } from '../../src/ai/random-player';
import { applyMove, createGame, decidingPlayer, type GameState, legalMoves, rulesFor } from '../../src/engine';
import { BUILDING_OUTLINES, PLATE, WOOD } from '../../src/expansions/little-buildings/art';
import { littleBuildingsInvariants } from '../../src/expansions/little-buildings/invariants';
import {
  BUILDING_VALUES,
  buildingsOf,
  dealBuildings,
  heldCount,
  LITTLE_BUILDINGS,
  PLACE_BUILDING,
} from '../../src/expansions/little-buildings/rules';
import { accepted, placeTile, players, scriptedGame } from '../engine/support/scripted-game';
import { colourDistance, decode, pixelAt, rgb } from '../render/pixels';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);
const share = (held: ReturnType<typeof dealBuildings>) =>
  Object.keys(held).map((p) => heldCount({ held, onTiles: {}, total: 0 }, p));

describe('the tokens dealt', () => {
  it.each([
    [2, 9],
    [3, 6],
    [4, 4],
    [5, 3],
    [6, 3],
  ])('%i players hold %i each (the 18 shared evenly, leftovers in the box)', (n, each) => {
    expect(share(dealBuildings(ids(n), false))).toEqual(Array(n).fill(each));
  });

  it('with the variant every player holds as many of each kind (4 players: one of each, 6 in the box)', () => {
    const held = dealBuildings(ids(4), true);
    for (const player of ids(4)) expect(held[player]).toEqual({ house: 1, tower: 1, shed: 1 });
    const two = dealBuildings(ids(2), true);
    expect(two.p0).toEqual({ house: 3, tower: 3, shed: 3 });
  });
});

const game = (options: Record<string, unknown> = {}) =>
  scriptedGame({
    players: players('red', 'blue'),
    expansions: [LITTLE_BUILDINGS],
    options: { unlimitedTiles: true, ...options },
  });

/** Red places U east of the start and puts a building of `kind` on it. */
function redBuilds(kind: string, state = game()): GameState {
  const placed = placeTile(state, { player: 'red', tile: 'U', at: [1, 0], rotation: 0 }).state;
  return accepted(applyMove(placed, 'red', { type: 'action', action: PLACE_BUILDING, args: { kind } })).state;
}

describe('putting a building down', () => {
  it('is offered in the figure step, one building of the kind held most, and goes on the tile just placed', () => {
    const placed = placeTile(game(), { player: 'red', tile: 'U', at: [1, 0], rotation: 0 }).state;
    const offered = legalMoves(placed);
    expect(offered.step === 'placeFigure' && offered.actions).toEqual([
      {
        action: PLACE_BUILDING,
        args: { kind: 'house' },
        params: { kind: 'house', left: 9, points: 1 },
        at: { x: 1, y: 0 },
      },
    ]);
    const state = redBuilds('house');
    expect(buildingsOf(state).onTiles).toEqual({ '1,0': 'house' });
    expect(buildingsOf(state).held.red).toEqual({ house: 2, tower: 3, shed: 3 });
    // the turn passed: a building is instead of a figure
    expect(state.players[state.turn.player]?.id).toBe('blue');
  });

  it('is neither offered nor taken for a kind the player has none left of', () => {
    const start = game();
    const slot = buildingsOf(start);
    const noSheds = {
      ...start,
      modules: {
        ...start.modules,
        [LITTLE_BUILDINGS]: { ...slot, held: { ...slot.held, red: { house: 3, tower: 3, shed: 0 } } },
      },
    };
    const placed = placeTile(noSheds, { player: 'red', tile: 'U', at: [1, 0], rotation: 0 }).state;
    const offered = legalMoves(placed);
    expect(offered.step === 'placeFigure' && offered.actions.map((a) => a.args?.kind)).toEqual(['house']);
    const refused = applyMove(placed, 'red', { type: 'action', action: PLACE_BUILDING, args: { kind: 'shed' } });
    expect(refused.ok).toBe(false);
  });
});

describe('the variant', () => {
  it('offers each kind held, each with its value', () => {
    const placed = placeTile(game({ [BUILDING_VALUES]: 'by-kind' }), {
      player: 'red',
      tile: 'U',
      at: [1, 0],
      rotation: 0,
    }).state;
    const offered = legalMoves(placed);
    expect(offered.step === 'placeFigure' && offered.actions.map((a) => [a.args?.kind, a.params?.points])).toEqual([
      ['house', 2],
      ['tower', 3],
      ['shed', 1],
    ]);
  });
});

describe('the invariants', () => {
  const rules = rulesFor([LITTLE_BUILDINGS]);
  const check = (before: GameState, after: GameState) =>
    littleBuildingsInvariants.map((inv) => inv(before, after, [], rules)).filter(Boolean);

  it('hold in play', () => {
    const before = game();
    expect(check(before, redBuilds('house', before))).toEqual([]);
  });

  it('catch a token lost, moved or put on no tile', () => {
    const before = redBuilds('house');
    const slot = buildingsOf(before);
    const lost = { ...before, modules: { ...before.modules, [LITTLE_BUILDINGS]: { ...slot, onTiles: {} } } };
    expect(check(before, lost).join()).toMatch(/≠ 18 dealt/);
    const moved = {
      ...before,
      modules: { ...before.modules, [LITTLE_BUILDINGS]: { ...slot, onTiles: { '9,9': 'house' } } },
    };
    expect(check(before, moved).join()).toMatch(/where no tile is/);
    expect(check(before, moved).join()).toMatch(/moved or left/);
  });
});

describe('computer players', () => {
  it('put buildings down where they pay (greedy, a whole game)', () => {
    let state = createGame({
      players: players('red', 'blue'),
      expansions: ['farmers', LITTLE_BUILDINGS],
      seed: 3,
    }).state;
    const random = new SeededRandom(3);
    let built = 0;
    for (let moves = 0; state.turn.step !== 'ended' && moves < 400; moves++) {
      const move = computerMove('greedy', state, random);
      if (!move) break;
      const result = accepted(applyMove(state, decidingPlayer(state) as string, move));
      built += result.events.filter((e) => e.type === 'expansion' && e.what === 'building-placed').length;
      state = result.state;
    }
    expect(state.turn.step).toBe('ended');
    expect(built).toBeGreaterThan(2);
  });
});

describe('the art', () => {
  it('draws a token in the north-east corner of its tile, on a dark plate, nowhere else', async () => {
    const TILE = 128;
    const state = redBuilds('house');
    const board = await renderBoard(state, { tileSize: TILE });
    const pixels = await decode(board.image);
    const { grid } = board;
    const count = (x: number, colour: string) => {
      const left = grid.left + (x - grid.minX) * TILE;
      const top = grid.top + (0 - grid.minY) * TILE;
      let n = 0;
      for (let py = top; py < top + TILE * 0.45; py++)
        for (let px = left + TILE * 0.55; px < left + TILE; px++)
          if (colourDistance(pixelAt(pixels, px, py), rgb(colour)) <= 6) n++;
      return n;
    };
    expect(count(1, WOOD)).toBeGreaterThan(150);
    expect(count(1, PLATE)).toBeGreaterThan(150);
    expect(count(0, PLATE)).toBe(0);
  });

  it('gives each kind its own outline (the three read apart)', () => {
    const shapes = Object.values(BUILDING_OUTLINES).map((points) => JSON.stringify(points));
    expect(new Set(shapes).size).toBe(3);
    // a tower is the tallest and narrowest, a shed the lowest and widest
    const height = (k: keyof typeof BUILDING_OUTLINES) =>
      Math.max(...BUILDING_OUTLINES[k].map(([, y]) => y)) - Math.min(...BUILDING_OUTLINES[k].map(([, y]) => y));
    const width = (k: keyof typeof BUILDING_OUTLINES) =>
      Math.max(...BUILDING_OUTLINES[k].map(([x]) => x)) - Math.min(...BUILDING_OUTLINES[k].map(([x]) => x));
    expect(height('tower')).toBeGreaterThan(height('house'));
    expect(height('shed')).toBeLessThan(height('house'));
    expect(width('shed')).toBeGreaterThan(width('house'));
    expect(width('tower')).toBeLessThan(width('house'));
  });
});
