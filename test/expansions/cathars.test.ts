// The Cathars: the 4 tiles against the reference facts, the score lines of a besieged city in words, the
// Cathar cross drawn on the besieged city's tile and nowhere else, the siege invariants catching a
// forged escape, and random games with the siege's neighbours holding every invariant.
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../../render';
import { computerMove, LEVELS } from '../../src/ai';
import { SeededRandom } from '../../src/ai/random-player';
import { scoreInEnglish } from '../../src/app/game-words';
import { applyMove, endGame, type GameEvent, legalMoves, type Move, rulesFor, skipTurn } from '../../src/engine';
import { BESIEGED } from '../../src/engine/siege';
import { siegeInvariants } from '../../src/engine/siege-invariants';
import { CATHAR_GOLD, CATHAR_PLATE } from '../../src/expansions/cathars/art';
import { CATHAR, CATHAR_SET, CATHAR_TILES, CATHARS } from '../../src/expansions/cathars/tiles';
import { simulate } from '../../src/sim/simulate';
import { accepted, playTurns, scriptedGame } from '../engine/support/scripted-game';
import { decode, decodedTileCounter } from '../render/pixels';
import { expectSameFeatures } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const reference = readReference('siege.xml');
const knight = { feature: 'city', where: 'S' };

describe('Cathar tiles', () => {
  it.each(CATHAR_TILES.map((t) => [t.id, t] as const))(
    '%s matches its reference facts, its city besieged',
    (_, type) => {
      const theirs = reference.tiles.get(type.ref) as ReferenceFeature[];
      expect(theirs, type.ref).toBeDefined();
      expectSameFeatures(type, theirs);
      const ours = type.features.filter((f) => f.marks?.[BESIEGED]).map((f) => [...(f.edges ?? [])].sort().join(' '));
      const marked = theirs.filter((f) => f.marks?.besieged).map((f) => f.edges.join(' '));
      expect(ours).toEqual(marked);
      expect(type.features.filter((f) => f.marks?.[CATHAR])).toHaveLength(1);
    },
  );

  it('are the 4 of set siege/cathars, one of each', () => {
    const set = reference.sets.get('siege/cathars') as Map<string, number>;
    expect(Object.fromEntries(CATHAR_TILES.map((t) => [t.ref, CATHAR_SET[t.id]]))).toEqual(Object.fromEntries(set));
  });
});

/** Red's knight in the city of the start tile and the Cathar tile CA3 (open to the east). */
const besieged = () =>
  playTurns(scriptedGame({ expansions: [CATHARS], options: { unlimitedTiles: true } }), [
    { player: 'red', tile: 'CA3', at: [0, -1], rotation: 180, place: knight },
  ]);

describe('a besieged city in words', () => {
  it('names the besieged rate when completed and the zero when unfinished at the end', () => {
    const done = playTurns(scriptedGame({ expansions: [CATHARS] }), [
      { player: 'red', tile: 'CA1', at: [0, -1], rotation: 180, place: knight },
    ]);
    const scored = done.events.find((e) => e.type === 'scored') as Extract<GameEvent, { type: 'scored' }>;
    expect(scoreInEnglish(scored)).toBe('completed city: 2 tiles × 1 (besieged city)');
    const ended = endGame(besieged().state);
    const final = ended.events.find((e) => e.type === 'scored') as Extract<GameEvent, { type: 'scored' }>;
    expect(final.points).toBe(0);
    expect(scoreInEnglish(final)).toMatch(/2 tiles of a besieged city: unfinished, it scores 0$/);
  });
});

describe('the Cathar cross on the board', () => {
  it('is drawn on the Cathar tile and not on the start tile of the same city', async () => {
    const tile = 128;
    const board = await renderBoard(besieged().state, { tileSize: tile });
    const count = decodedTileCounter(await decode(board.image), board.grid);
    expect(count(0, -1, CATHAR_PLATE)).toBeGreaterThan(100);
    expect(count(0, -1, CATHAR_GOLD)).toBeGreaterThan(50);
    expect(count(0, 0, CATHAR_PLATE)).toBe(0);
  });
});

describe('computer players', () => {
  it('answer the escape question with a legal move at every level', () => {
    const asked = playTurns(besieged().state, [
      { player: 'blue', tile: 'B', at: [-1, -1], rotation: 0 },
      { player: 'red', tile: 'U', at: [1, 0], rotation: 0 },
    ]).state;
    expect(legalMoves(asked)).toMatchObject({ step: 'decide', decision: { kind: 'escape' } });
    for (const level of LEVELS) {
      const move = computerMove(level, asked, new SeededRandom(1), { rollouts: 8 });
      expect(move, level).not.toBeNull();
      expect(applyMove(asked, 'red', move as Move).ok, level).toBe(true);
    }
  });
});

describe('the turn clock', () => {
  it('declines the escape when the time runs out: the knight stays, the next player plays', () => {
    const asked = playTurns(besieged().state, [
      { player: 'blue', tile: 'B', at: [-1, -1], rotation: 0 },
      { player: 'red', tile: 'U', at: [1, 0], rotation: 0 },
    ]).state;
    const skipped = accepted(skipTurn(asked));
    expect(skipped.events[0]).toMatchObject({
      type: 'turnSkipped',
      player: 'red',
      decision: { module: CATHARS, kind: 'escape', declined: true },
    });
    expect(skipped.state.figures).toHaveLength(1);
    expect(legalMoves(skipped.state)).toMatchObject({ step: 'placeTile', player: 'blue' });
  });
});

describe('siege invariants', () => {
  it('hold for a lawful escape and catch one with no monastery beside', () => {
    const start = besieged();
    const withMonastery = playTurns(start.state, [
      { player: 'blue', tile: 'B', at: [-1, -1], rotation: 0 },
      { player: 'red', tile: 'U', at: [1, 0], rotation: 0 },
    ]);
    const before = withMonastery.state;
    const legal = legalMoves(before);
    if (legal.step !== 'decide') expect.fail('red is not asked to escape');
    expect(legal.decision).toMatchObject({ module: CATHARS, kind: 'escape', player: 'red', optional: true });
    const rules = rulesFor(before.expansions);
    expect(siegeInvariants.map((check) => check(start.state, before, withMonastery.events, rules))).toEqual([
      null,
      null,
    ]);
    const choice = legal.choices[0];
    const escaped = accepted(applyMove(before, 'red', { type: 'action', action: 'escape', args: choice?.args }));
    expect(siegeInvariants.map((check) => check(before, escaped.state, escaped.events, rules))).toEqual([null, null]);
    // the same escape told after a game where no monastery stands beside the city
    expect(siegeInvariants[0]?.(start.state, escaped.state, escaped.events, rules)).toMatch(/escaped from no besieged/);
  });

  it('hold over random games with farmers, traders & builders, abbey & mayor and the cult', () => {
    const outcome = simulate({
      games: 20,
      seed: 5,
      players: 3,
      expansions: ['farmers', 'traders-builders', 'abbey-mayor', 'cult', 'inns-cathedrals', CATHARS],
    });
    expect(outcome).not.toHaveProperty('violation');
    expect(outcome).toMatchObject({ games: 20 });
  });
});
