// The Watchtowers: the 12 tiles against the reference facts (and each tower's bonus), no figure on a
// watchtower, the tower scored before its road or city and only for players with a follower on its tile,
// the invariants, computer players, and the art: the tower and what it counts drawn in the tile's corner.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../render';
import { computerMove } from '../../src/ai';
import { SeededRandom } from '../../src/ai/random-player';
import { applyMove, createGame, decidingPlayer, legalMoves, rulesFor } from '../../src/engine';
import { TOWER_ROOF, TOWER_STONE } from '../../src/expansions/watchtowers/art';
import { watchtowersInvariants } from '../../src/expansions/watchtowers/invariants';
import { WATCHTOWERS } from '../../src/expansions/watchtowers/rules';
import { WATCHTOWER, WATCHTOWER_BONUS, WATCHTOWER_SET, WATCHTOWER_TILES } from '../../src/expansions/watchtowers/tiles';
import { accepted, placeTile, players, playTurns, scriptedGame } from '../engine/support/scripted-game';
import { colourDistance, decode, pixelAt, rgb } from '../render/pixels';
import { byReference, expectSameFeatures } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const reference = readReference('watchtowers.xml');
const xml = readFileSync(resolve('../shared/reference/jcz-tile-definitions/watchtowers.xml'), 'utf8');
const REFERENCE_WHAT: Record<string, string> = {
  meeple: 'follower',
  road: 'road',
  city: 'city',
  monastery: 'monastery',
  'coat-of-arms': 'pennant',
};

describe('watchtower tiles', () => {
  it.each(WATCHTOWER_TILES.map((t) => [t.id, t] as const))('%s matches its reference facts and bonus', (_, type) => {
    expectSameFeatures(type, reference.tiles.get(type.ref) as ReferenceFeature[]);
    const body = new RegExp(`<tile id="${type.ref}">\\s*<watchtower bonus="(\\d)/([\\w-]+)"`).exec(xml);
    const kind = type.symbols?.[WATCHTOWER] as keyof typeof WATCHTOWER_BONUS;
    expect(REFERENCE_WHAT[body?.[2] as string]).toBe(kind);
    expect(WATCHTOWER_BONUS[kind]).toBe(Number(body?.[1]));
  });

  it('are the twelve of the box, one each', () => {
    expect(byReference(WATCHTOWER_SET)).toEqual(Object.fromEntries(reference.sets.get('watchtowers') ?? []));
  });
});

const game = (expansions: string[] = []) =>
  scriptedGame({ expansions: [...expansions, WATCHTOWERS], options: { unlimitedTiles: true } });

describe('no follower on a watchtower', () => {
  it("offers only the tile's road, city and fields", () => {
    const placed = placeTile(game(['farmers']), { player: 'red', tile: 'WTCFRM', at: [0, -1], rotation: 180 }).state;
    const legal = legalMoves(placed);
    expect(legal.step === 'placeFigure' && legal.spots.map((s) => s.kind).sort()).toEqual([
      'city',
      'field',
      'field',
      'road',
    ]);
  });
});

describe('scoring', () => {
  it('pays the watchtower first, then the road', () => {
    const first = playTurns(game(), [{ player: 'blue', tile: 'A', at: [-1, 0], rotation: 270 }]).state;
    const placed = placeTile(first, { player: 'red', tile: 'WTFRRF', at: [1, 0], rotation: 90 }).state;
    const { events } = accepted(applyMove(placed, 'red', { type: 'placeFigure', figure: 'meeple', feature: 0 }));
    const order = events.filter((e) => e.type === 'points' || e.type === 'scored').map((e) => e.type);
    expect(order).toEqual(['points', 'scored']);
    expect(events.find((e) => e.type === 'points')).toMatchObject({ module: WATCHTOWERS, why: 'road', points: 2 });
  });
});

describe('the invariants', () => {
  const rules = rulesFor([WATCHTOWERS]);
  it('catch a watchtower paying a player with no follower on its tile', () => {
    const state = game();
    const paid = [
      { type: 'points' as const, player: 'blue', points: 2, module: WATCHTOWERS, why: 'road', params: { x: 1, y: 0 } },
    ];
    const problems = watchtowersInvariants.map((inv) => inv(state, state, paid, rules)).filter(Boolean);
    expect(problems.join()).toMatch(/no follower on its tile/);
  });
});

describe('computer players', () => {
  it('play a whole game with watchtowers (greedy)', () => {
    let state = createGame({ players: players('red', 'blue'), expansions: ['farmers', WATCHTOWERS], seed: 6 }).state;
    const random = new SeededRandom(6);
    let towers = 0;
    for (let moves = 0; state.turn.step !== 'ended' && moves < 400; moves++) {
      const move = computerMove('greedy', state, random);
      if (!move) break;
      const result = accepted(applyMove(state, decidingPlayer(state) as string, move));
      towers += result.events.filter((e) => e.type === 'points' && e.module === WATCHTOWERS).length;
      state = result.state;
    }
    expect(state.turn.step).toBe('ended');
    expect(towers).toBeGreaterThan(0);
  });
});

describe('the art', () => {
  it('draws the watchtower in the top-left corner of its tile, and none on other tiles', async () => {
    const TILE = 128;
    const state = playTurns(game(), [{ player: 'red', tile: 'WTFRRF', at: [1, 0], rotation: 90 }]).state;
    const board = await renderBoard(state, { tileSize: TILE });
    const pixels = await decode(board.image);
    const { grid } = board;
    const corner = (x: number, colour: string) => {
      const left = grid.left + (x - grid.minX) * TILE;
      const top = grid.top + (0 - grid.minY) * TILE;
      let n = 0;
      for (let py = top; py < top + TILE * 0.42; py++)
        for (let px = left; px < left + TILE * 0.42; px++)
          if (colourDistance(pixelAt(pixels, px, py), rgb(colour)) <= 6) n++;
      return n;
    };
    expect(corner(1, TOWER_STONE)).toBeGreaterThan(60);
    expect(corner(1, TOWER_ROOF)).toBeGreaterThan(30);
    expect(corner(0, TOWER_STONE)).toBe(0);
  });
});
