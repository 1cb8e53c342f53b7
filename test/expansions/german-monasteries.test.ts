// Monasteries in Germany: the six tiles against the reference facts (less the abbot's place, ours), the
// base game's monasteries out of either edition's supply, the abbot's place kept off by a monk and the
// monk's by an abbot in the figure step, the abbot announced, the invariants, and games of every level.
import { describe, expect, it } from 'vitest';
import { greedyMove, strongMove } from '../../src/ai/players';
import { SeededRandom } from '../../src/ai/random-player';
import { applyMove, createGame as create, type GameSetup, legalMoves, rulesFor } from '../../src/engine';
import type { GameState, TileType } from '../../src/engine/types';
import {
  GERMAN_MONASTERIES_GAME_INVARIANTS,
  GERMAN_MONASTERIES_INVARIANTS,
} from '../../src/expansions/german-monasteries/invariants';
import {
  ABBOT_PLACE,
  GERMAN_MONASTERIES,
  GERMAN_MONASTERY_SET,
  GERMAN_MONASTERY_TILES,
} from '../../src/expansions/german-monasteries/tiles';
import { simulate } from '../../src/sim/simulate';
import { placeTile, playTurns, scriptedGame } from '../engine/support/scripted-game';
import { expectSameFeatures } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const reference = readReference('monasteries.xml');
const game = (expansions: string[] = []) =>
  scriptedGame({ expansions: [...expansions, GERMAN_MONASTERIES], options: { unlimitedTiles: true } });
const withoutAbbotPlace = (type: TileType): TileType => ({
  ...type,
  features: type.features.filter((f) => f.kind !== ABBOT_PLACE),
});
const createGame = (setup: GameSetup) => create(setup).state;
const countOf = (supply: readonly string[], id: string) => supply.filter((t) => t === id).length;
const seats = [
  { id: 'red', name: 'Red' },
  { id: 'blue', name: 'Blue' },
];

describe('German monastery tiles', () => {
  it.each(GERMAN_MONASTERY_TILES.map((t) => [t.id, t] as const))('%s matches its reference facts', (_, type) => {
    const theirs = reference.tiles.get(type.ref);
    expect(theirs, type.ref).toBeDefined();
    expectSameFeatures(withoutAbbotPlace(type), theirs as ReferenceFeature[]);
    // the monk's monastery and the abbot's place are one place, each naming the other
    expect(type.features[0]).toMatchObject({ kind: 'monastery', samePlaceAs: [1] });
    expect(type.features[1]).toMatchObject({ kind: ABBOT_PLACE, samePlaceAs: [0] });
  });

  it('are the 6 of the reference set, one of each', () => {
    const set = reference.sets.get('monasteries') as Map<string, number>;
    const byRef = Object.fromEntries(GERMAN_MONASTERY_TILES.map((t) => [t.ref, GERMAN_MONASTERY_SET[t.id]]));
    expect(byRef).toEqual(Object.fromEntries(set));
  });

  it.each(['classic', 'gardens'])('take the place of the base monasteries in the %s base set', (tileSet) => {
    const plain = createGame({ players: seats, expansions: [], options: { tileSet }, seed: 1 });
    const german = createGame({ players: seats, expansions: [GERMAN_MONASTERIES], options: { tileSet }, seed: 1 });
    expect(countOf(plain.supply, 'A') + countOf(plain.supply, 'B')).toBe(6);
    expect(countOf(german.supply, 'A') + countOf(german.supply, 'B')).toBe(0);
    for (const { id } of GERMAN_MONASTERY_TILES) expect(countOf(german.supply, id)).toBe(1);
    expect(german.supply).toHaveLength(plain.supply.length);
  });

  it('replace the base monasteries whatever else is on, and in any order the ids are typed', () => {
    const a = createGame({ players: seats, expansions: ['river', 'abbot', GERMAN_MONASTERIES], seed: 3 });
    const b = createGame({ players: seats, expansions: [GERMAN_MONASTERIES, 'abbot', 'river'], seed: 3 });
    expect(a.supply).toEqual(b.supply);
    expect(countOf(a.supply, 'A') + countOf(a.supply, 'B')).toBe(0);
  });
});

describe('monk or abbot', () => {
  it('offers both places on the tile just placed: the monk’s and the abbot’s', () => {
    const { state } = placeTile(game(), { player: 'red', tile: 'GM5', at: [0, 1], rotation: 0 });
    const legal = legalMoves(state);
    expect(legal.step).toBe('placeFigure');
    const kinds = legal.step === 'placeFigure' ? legal.spots.map((s) => s.kind) : [];
    expect(kinds).toEqual(expect.arrayContaining(['monastery', ABBOT_PLACE]));
  });

  it('lets no Abbot figure lie down as the abbot (it is a figure of its own)', () => {
    const { state } = placeTile(game(['abbot']), { player: 'red', tile: 'GM1', at: [0, 1], rotation: 0 });
    const legal = legalMoves(state);
    const abbotSpot = legal.step === 'placeFigure' ? legal.spots.find((s) => s.kind === ABBOT_PLACE) : undefined;
    expect(abbotSpot?.figures).toEqual(['meeple']);
    const monkSpot = legal.step === 'placeFigure' ? legal.spots.find((s) => s.kind === 'monastery') : undefined;
    expect(monkSpot?.figures).toEqual(expect.arrayContaining(['meeple', 'abbot']));
  });

  it('announces a follower lying down as the abbot', () => {
    const placed = placeTile(game(), { player: 'red', tile: 'GM1', at: [0, 1], rotation: 0 }).state;
    const feature = 1;
    const result = applyMove(placed, 'red', { type: 'placeFigure', figure: 'meeple', feature });
    expect(result.ok).toBe(true);
    const events = result.ok ? result.events : [];
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'expansion',
        module: GERMAN_MONASTERIES,
        what: 'abbot',
        data: expect.objectContaining({ player: 'red', x: 0, y: 1 }),
      }),
    );
  });
});

describe('German monastery invariants', () => {
  const rules = rulesFor([GERMAN_MONASTERIES]);
  it('catch an abbot scored in play and a figure added beside an abbot', () => {
    const before = playTurns(game(), [
      { player: 'red', tile: 'GM1', at: [0, 1], rotation: 0, place: { feature: ABBOT_PLACE, where: ABBOT_PLACE } },
    ]).state;
    const abbot = before.figures[0];
    if (!abbot) throw new Error('no abbot');
    const monk = { ...abbot, id: 'f99', player: 'blue', feature: 0 };
    const after: GameState = { ...before, figures: [...before.figures, monk] };
    const [early, onePlace] = GERMAN_MONASTERIES_INVARIANTS;
    const scored = {
      type: 'scored' as const,
      feature: { kind: ABBOT_PLACE, tiles: [{ x: 0, y: 1 }], pennants: 0, marks: {} },
      final: false,
      points: 3,
      players: ['red'],
      score: { occasion: 'completed' as const, terms: [] },
    };
    expect(early?.(before, before, [scored], rules)).toMatch(/abbot scored before the end/);
    expect(onePlace?.(before, after, [], rules)).toMatch(/other place was taken/);
    // a flight may land there (fn 269)
    const flight = { type: 'expansion' as const, module: 'flier', what: 'flight', data: {} };
    expect(onePlace?.(before, after, [flight], rules)).toBeNull();
    // and so may the answer to where a flying follower lands, a move of its own
    const landing = { module: 'flier', kind: 'landing', player: 'blue' };
    const asked: GameState = { ...before, turn: { ...before.turn, decisions: [landing] } };
    expect(onePlace?.(asked, after, [], rules)).toBeNull();
    expect(GERMAN_MONASTERIES_INVARIANTS.map((check) => check(before, before, [], rules))).toEqual([null, null]);
  });

  it('catch a game that kept a base monastery', () => {
    const [replaced] = GERMAN_MONASTERIES_GAME_INVARIANTS;
    const start = createGame({ players: seats, expansions: [GERMAN_MONASTERIES], seed: 1 });
    expect(replaced?.(start)(start, start, [], rules)).toBeNull();
    const kept = { ...start, supply: [...start.supply, 'B'] };
    expect(replaced?.(kept)(kept, kept, [], rules)).toMatch(/1 base monasteries/);
  });

  it('hold over random games with the flier, the phantom, wagons, the portal and the Count', () => {
    const outcome = simulate({
      games: 8,
      seed: 7,
      players: 3,
      expansions: ['farmers', 'flier', 'phantom', 'abbey-mayor', 'princess-dragon', 'count', GERMAN_MONASTERIES],
    });
    expect(outcome).not.toHaveProperty('violation');
    expect(outcome).toMatchObject({ games: 8 });
  });
});

describe('computer players', () => {
  it.each([
    ['greedy', greedyMove],
    ['strong', (state: GameState, random: SeededRandom) => strongMove(state, random, { budgetMs: 0 })],
  ] as const)('the %s player plays a game with German monasteries to the end', (_, decide) => {
    let state = createGame({ players: seats, expansions: ['farmers', GERMAN_MONASTERIES], seed: 11 });
    const random = new SeededRandom(11);
    for (let guard = 0; guard < 2000 && legalMoves(state).step !== 'ended'; guard++) {
      const legal = legalMoves(state);
      const player = legal.step === 'decide' ? legal.decision.player : (state.players[state.turn.player]?.id as string);
      const move = decide(state, random);
      if (!move) break;
      const result = applyMove(state, player, move);
      if (!result.ok) throw new Error(JSON.stringify(result));
      state = result.state;
    }
    expect(legalMoves(state).step).toBe('ended');
  });
});
