// Under the Big Top: the 20 tiles against the reference facts (tent and acrobat symbols among them) and
// both editions' sets; only a normal follower goes into a pyramid (never the ringmaster); the invariants
// catch a fourth acrobat and a lost animal; computer players of every level finish a game; and the art:
// the tent, the big top with its face-down token, the pyramid and the ringmaster's hat, drawn where they are.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../render';
import { computerMove, LEVELS } from '../../src/ai';
import { SeededRandom } from '../../src/ai/random-player';
import { applyMove, createGame, decidingPlayer, legalMoves, rulesFor } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { PLACE_ACROBAT } from '../../src/expansions/big-top/acrobats';
import { BIG_TOP_GOLD, TENT_RED, TOKEN_BACK } from '../../src/expansions/big-top/art';
import { bigTopInvariants } from '../../src/expansions/big-top/invariants';
import { ACROBATS, BIG_TOP, BIG_TOP_TILES, bigTopTileCounts, TENT } from '../../src/expansions/big-top/tiles';
import { accepted, placeTile, players, playTurns, scriptedGame } from '../engine/support/scripted-game';
import { decode, decodedTileCounter } from '../render/pixels';
import { byReference, expectSameFeatures, total } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const reference = readReference('under_the_big_top.xml');
const xml = readFileSync(resolve('../shared/reference/jcz-tile-definitions/under_the_big_top.xml'), 'utf8');

describe('Under the Big Top tiles', () => {
  it.each(BIG_TOP_TILES.map((t) => [t.id, t] as const))('%s matches its reference facts', (_, type) => {
    const printed = { ...type, features: type.features.filter((f) => f.kind !== ACROBATS) };
    expectSameFeatures(printed, reference.tiles.get(type.ref) as ReferenceFeature[]);
    const body = new RegExp(`<tile id="${type.ref.replace(/\./g, '\\.')}">([\\s\\S]*?)</tile>`).exec(xml)?.[1] ?? '';
    expect(!!type.symbols?.[TENT], 'a tent where the reference says <circus />').toBe(/<circus \/>/.test(body));
    expect(!!type.symbols?.[ACROBATS], 'acrobats where the reference says so').toBe(/<acrobats \/>/.test(body));
    expect(type.features.filter((f) => f.kind === ACROBATS).length).toBe(type.symbols?.[ACROBATS] ? 1 : 0);
  });

  it('are the 20 of either edition: 12 tent tiles and 8 acrobat tiles', () => {
    for (const [tileSet, set] of [
      ['classic', 'under-the-big-top:1'],
      ['gardens', 'under-the-big-top:2'],
    ] as const) {
      const counts = bigTopTileCounts({ tileSet });
      expect(byReference(counts)).toEqual(Object.fromEntries(reference.sets.get(set) ?? []));
      expect(total(counts)).toBe(20);
      const tents = BIG_TOP_TILES.filter((t) => t.symbols?.[TENT]).reduce((n, t) => n + (counts[t.id] ?? 0), 0);
      expect(tents).toBe(12);
    }
  });
});

const game = (expansions: string[] = []) =>
  scriptedGame({ expansions: [...expansions, BIG_TOP], options: { unlimitedTiles: true } });

const withSupply = (state: GameState, player: string, supply: Record<string, number>): GameState => ({
  ...state,
  players: state.players.map((p) => (p.id === player ? { ...p, supply: { ...p.supply, ...supply } } : p)),
});

describe('acrobats', () => {
  it('takes only a normal follower: a player with none left is offered no acrobat, though his ringmaster is home', () => {
    const placed = placeTile(game(), { player: 'red', tile: 'BTA1', at: [0, 1], rotation: 0 }).state;
    const offered = (state: GameState) => {
      const moves = legalMoves(state);
      return moves.step === 'placeFigure' ? moves.actions.filter((a) => a.action === PLACE_ACROBAT) : [];
    };
    expect(offered(placed)).toHaveLength(1);
    const noFollower = withSupply(placed, 'red', { meeple: 0, ringmaster: 1 });
    expect(offered(noFollower)).toEqual([]);
  });
});

describe('the invariants', () => {
  const rules = rulesFor([BIG_TOP]);
  const problems = (state: GameState) => bigTopInvariants.map((inv) => inv(state, state, [], rules)).filter(Boolean);

  it('hold on a game with a pyramid and the big top', () => {
    const { state } = playTurns(game(), [{ player: 'red', tile: 'BTT1', at: [0, 1], rotation: 0 }]);
    expect(problems(state)).toEqual([]);
  });

  it('catch a fourth acrobat, an animal token lost, and a big top drawn where it is not', () => {
    const { state } = playTurns(game(), [
      { player: 'red', tile: 'BTA1', at: [0, 1], rotation: 0 },
      { player: 'blue', tile: 'BTT1', at: [1, 1], rotation: 0 },
    ]);
    const acrobat = (n: number) => ({ id: `x${n}`, player: 'red', kind: 'meeple', x: 0, y: 1, feature: 0 });
    const four = { ...state, figures: [...state.figures, acrobat(1), acrobat(2), acrobat(3), acrobat(4)] };
    expect(problems(four).join()).toMatch(/4 acrobats in the pyramid at 0,1/);
    const slot = state.modules?.[BIG_TOP] as { discarded: string[] };
    const lost = { ...state, modules: { ...state.modules, [BIG_TOP]: { ...slot, discarded: Array(16).fill('flea') } } };
    expect(problems(lost).join()).toMatch(/animal tokens in the game|flea tokens/);
    const moved = { ...state, neutral: [{ kind: BIG_TOP, x: 0, y: 1 }] };
    expect(problems(moved).join()).toMatch(/the big top is not drawn at 1,1/);
  });
});

describe('computer players', () => {
  it.each(LEVELS)(
    'play a whole game with tents, acrobats and ringmasters (%s)',
    (level) => {
      let state = createGame({
        players: players('red', 'blue', 'green'),
        expansions: ['farmers', BIG_TOP],
        seed: 7,
      }).state;
      const random = new SeededRandom(7);
      for (let moves = 0; state.turn.step !== 'ended' && moves < 600; moves++) {
        const move = computerMove(level, state, random, { budgetMs: 1 });
        if (!move) break;
        state = accepted(applyMove(state, decidingPlayer(state) as string, move)).state;
      }
      expect(state.turn.step).toBe('ended');
      expect(state.board.filter((t) => t.tile.startsWith('BT'))).toHaveLength(20);
    },
    180_000,
  );
});

describe('the art', () => {
  it('draws the tent, the big top with its face-down animal, the pyramid and the ringmaster where they are', async () => {
    const TILE = 128;
    const { state } = playTurns(game(), [
      { player: 'red', tile: 'BTT1', at: [0, 1], rotation: 0, place: { feature: 'road', where: 'S' } },
      { player: 'blue', tile: 'BTA1', at: [1, 1], rotation: 0 },
      { player: 'red', tile: 'BTT3', at: [-1, 0], rotation: 0 },
    ]);
    const board = await renderBoard(state, { tileSize: TILE });
    const count = decodedTileCounter(await decode(board.image), board.grid);
    // the big top moved to the second tent: its gold stripes and its token there, only the small tent at 0,1
    expect(count(-1, 0, BIG_TOP_GOLD)).toBeGreaterThan(300);
    expect(count(-1, 0, TOKEN_BACK)).toBeGreaterThan(100);
    expect(count(0, 1, BIG_TOP_GOLD)).toBe(0);
    expect(count(0, 1, TENT_RED)).toBeGreaterThan(100);
    expect(count(0, 0, TENT_RED)).toBe(0);
  });
});
