// The Darmstadt promo: the 3 tiles against the reference facts (the church and the Darmstadtium's extra
// points among them), the Darmstadtium's 3 in its completed city's score terms, the church's bonus paid
// before its monk scores, the invariants, computer players of every level, and the art: the church's blue
// ground and the Darmstadtium's white "Ds" box drawn on their tiles only.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../render';
import { computerMove, LEVELS } from '../../src/ai';
import { SeededRandom } from '../../src/ai/random-player';
import { applyMove, createGame, decidingPlayer, rulesFor } from '../../src/engine';
import { CHURCH_GROUND, DOME_GOLD } from '../../src/expansions/darmstadt/art';
import { darmstadtInvariants } from '../../src/expansions/darmstadt/invariants';
import { DARMSTADT } from '../../src/expansions/darmstadt/rules';
import { CHURCH, DARMSTADT_SET, DARMSTADT_TILES, DARMSTADTIUM } from '../../src/expansions/darmstadt/tiles';
import { accepted, players, playTurns, type ScriptedTurn, scriptedGame } from '../engine/support/scripted-game';
import { decode, decodedTileCounter } from '../render/pixels';
import { byReference, expectSameFeatures } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const reference = readReference('darmstadt.xml');
const xml = readFileSync(resolve('../shared/reference/jcz-tile-definitions/darmstadt.xml'), 'utf8');

describe('Darmstadt tiles', () => {
  it.each(DARMSTADT_TILES.map((t) => [t.id, t] as const))('%s matches its reference facts', (_, type) => {
    expectSameFeatures(type, reference.tiles.get(type.ref) as ReferenceFeature[]);
    const body = new RegExp(`<tile id="${type.ref}">([\\s\\S]*?)</tile>`).exec(xml)?.[1] ?? '';
    const church = type.features.find((f) => f.marks?.[CHURCH]);
    expect(!!church, 'a church where the reference says church="true"').toBe(/church="true"/.test(body));
    expect(church?.kind ?? 'monastery').toBe('monastery');
    const city = type.features.find((f) => f.marks?.[DARMSTADTIUM]);
    expect(!!city, 'the Darmstadtium where the reference gives extra points').toBe(/extra-points="3"/.test(body));
  });

  it('are the three of the promo, one each', () => {
    expect(byReference(DARMSTADT_SET)).toEqual(Object.fromEntries(reference.sets.get('darmstadt') ?? []));
  });
});

const game = (expansions: string[] = []) =>
  scriptedGame({ expansions: [...expansions, DARMSTADT], options: { unlimitedTiles: true } });

/** Red's monk on the church at 0,1, seven of its eight neighbours down; `churchCompleted` lays the eighth. */
const churchAlmostDone: ScriptedTurn[] = [
  { player: 'red', tile: 'DALRR', at: [0, 1], rotation: 0, place: { feature: 'monastery', where: 'center' } },
  { player: 'blue', tile: 'U', at: [-1, 0], rotation: 0 },
  { player: 'red', tile: 'U', at: [1, 0], rotation: 0 },
  { player: 'blue', tile: 'E', at: [-1, 1], rotation: 270 },
  { player: 'red', tile: 'V', at: [1, 1], rotation: 0 },
  { player: 'blue', tile: 'E', at: [-1, 2], rotation: 180 },
  { player: 'red', tile: 'V', at: [1, 2], rotation: 90 },
];
const churchCompleted: ScriptedTurn = { player: 'red', tile: 'V', at: [0, 2], rotation: 180 };

describe('scoring', () => {
  it('words the Darmstadtium as a term of the completed city', () => {
    const { events } = playTurns(game(), [
      {
        player: 'red',
        tile: 'DACCCC',
        at: [0, -1],
        rotation: 0,
        place: { feature: 'city', where: 'N' },
      },
      { player: 'blue', tile: 'E', at: [-1, -1], rotation: 90 },
      { player: 'red', tile: 'E', at: [1, -1], rotation: 270 },
      { player: 'blue', tile: 'E', at: [0, -2], rotation: 180 },
    ]);
    const scored = events.find((e) => e.type === 'scored');
    expect(scored).toMatchObject({ points: 13, players: ['red'] });
    expect(scored?.type === 'scored' && scored.score.terms).toContainEqual({ unit: DARMSTADTIUM, count: 1, each: 3 });
  });

  it("pays the church's bonus before its monk scores and goes home", () => {
    const { events } = playTurns(game(), [...churchAlmostDone, churchCompleted]);
    const order = events.filter((e) => ['points', 'scored', 'figureReturned'].includes(e.type)).map((e) => e.type);
    expect(order).toEqual(['points', 'scored', 'figureReturned']);
    expect(events[events.findIndex((e) => e.type === 'points')]).toMatchObject({
      module: DARMSTADT,
      why: 'church',
      player: 'red',
      points: 3,
      params: { x: 0, y: 1, followers: 1 },
    });
  });
});

describe('the invariants', () => {
  const rules = rulesFor([DARMSTADT]);
  it('catch a church bonus where no church lies, and a Darmstadtium counted at the end', () => {
    const state = game();
    const paid = [
      { type: 'points' as const, player: 'blue', points: 3, module: DARMSTADT, why: 'church', params: { x: 0, y: 0 } },
    ];
    const final = [
      {
        type: 'scored' as const,
        feature: { kind: 'city', tiles: [], openEdges: 1, pennants: 0, marks: {} },
        final: true,
        points: 5,
        players: ['red'],
        score: { occasion: 'unfinished' as const, terms: [{ unit: DARMSTADTIUM, count: 1, each: 3 }] },
      },
    ];
    const problems = (events: never[]) =>
      darmstadtInvariants.map((inv) => inv(state, state, events, rules)).filter(Boolean);
    expect(problems(paid as never[]).join()).toMatch(/no church lies/);
    expect(problems(final as never[]).join()).toMatch(/Darmstadtium counted in a city at the end/);
  });
});

describe('the church invariant', () => {
  const rules = rulesFor([DARMSTADT]);
  // the church at 0,1 completed with red's monk on it, which its scoring sent home
  const before = playTurns(game(), churchAlmostDone).state;
  const { state: after } = playTurns(before, [churchCompleted]);
  const bonusTo = (player: string) => [
    { type: 'points' as const, player, points: 3, module: DARMSTADT, why: 'church', params: { x: 0, y: 1 } },
  ];
  const churchCheck = darmstadtInvariants[0] as (typeof darmstadtInvariants)[number];

  it('accepts a follower that came beside the church during the move without being placed (fleeing the plague)', () => {
    const fled = { id: 'f99', player: 'blue', kind: 'meeple', x: 1, y: 1, feature: 0 };
    expect(churchCheck(before, { ...after, figures: [...after.figures, fled] }, bonusTo('blue'), rules)).toBeNull();
  });

  it('still refuses a bonus to a player who had no follower around the church at any point of the move', () => {
    expect(churchCheck(before, after, bonusTo('blue'), rules)).toMatch(/paid blue, who had no follower around it/);
    // red's monk stood on it before the move, and its scoring sent it home
    expect(churchCheck(before, after, bonusTo('red'), rules)).toBeNull();
  });
});

describe('computer players', () => {
  it.each(LEVELS)(
    'play a whole game with the churches and the Darmstadtium (%s)',
    (level) => {
      let state = createGame({ players: players('red', 'blue'), expansions: ['farmers', DARMSTADT], seed: 11 }).state;
      const random = new SeededRandom(11);
      for (let moves = 0; state.turn.step !== 'ended' && moves < 400; moves++) {
        const move = computerMove(level, state, random, { budgetMs: 1 });
        if (!move) break;
        state = accepted(applyMove(state, decidingPlayer(state) as string, move)).state;
      }
      expect(state.turn.step).toBe('ended');
      expect(state.board.some((t) => t.tile === 'DACCCC')).toBe(true);
    },
    120_000,
  );
});

describe('the art', () => {
  it("draws the church's blue ground and gold dome on the church only, and the Darmstadtium's box on its tile", async () => {
    const TILE = 128;
    const state = playTurns(game(), [
      { player: 'red', tile: 'DALRR', at: [0, 1], rotation: 0 },
      { player: 'blue', tile: 'B', at: [-1, 1], rotation: 0 },
      { player: 'red', tile: 'DACCCC', at: [0, -1], rotation: 0 },
    ]).state;
    const board = await renderBoard(state, { tileSize: TILE });
    const count = decodedTileCounter(await decode(board.image), board.grid);
    expect(count(0, 1, CHURCH_GROUND)).toBeGreaterThan(1500);
    expect(count(0, 1, DOME_GOLD)).toBeGreaterThan(100);
    expect(count(-1, 1, CHURCH_GROUND)).toBe(0);
    expect(count(0, -1, '#ffffff')).toBeGreaterThan(300);
    expect(count(0, -1, DOME_GOLD)).toBeGreaterThan(50);
    expect(count(0, 0, DOME_GOLD)).toBe(0);
  });
});
