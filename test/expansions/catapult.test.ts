// The Catapult: the twelve fair tiles, where a token lands (the scatter die), who falls to a knock-out
// (reach and chain reactions), the catch game's outcomes and a lane the catcher cannot read, the round's
// order across every player, the computer players' aims, and random games kept by the invariants.
import { describe, expect, it } from 'vitest';
import { greedyMove } from '../../src/ai/players';
import { SeededRandom } from '../../src/ai/random-player';
import type { GameState, Move } from '../../src/engine';
import { applyMove, legalMoves, rulesFor } from '../../src/engine';
import { wagonLinks } from '../../src/expansions/abbey-mayor/wagon-links';
import { catchOutcome, LANES, scorerOf } from '../../src/expansions/catapult/catch';
import { distance, landing, largestScatter, SCATTER_FACES, tileMiddle } from '../../src/expansions/catapult/flight';
import { CATAPULT, knockedOver, slotRound } from '../../src/expansions/catapult/rules';
import { FAIR_SET, FAIR_TILES } from '../../src/expansions/catapult/tiles';
import { simulate } from '../../src/sim/simulate';
import { accepted, placeTile, players, playTurns, scriptedGame } from '../engine/support/scripted-game';

const game = (names = ['red', 'blue']) =>
  scriptedGame({
    players: players(...names),
    expansions: ['farmers', CATAPULT],
    options: { unlimitedTiles: true },
  });

/** Red's highwayman east of the start, blue's farmer west of it, then red's fair tile south: the round begins. */
function catapultRound(names = ['red', 'blue']): GameState {
  const played = playTurns(game(names), [
    { player: 'red', tile: 'U', at: [1, 0], rotation: 0, place: { feature: 'road', where: 'W' } },
    { player: 'blue', tile: 'U', at: [-1, 0], rotation: 0, place: { feature: 'field', where: 'ER' } },
  ]).state;
  let state = played;
  // with more players, the others place a plain tile so that red places the fair
  for (const name of names.slice(2)) {
    state = playTurns(state, [{ player: name, tile: 'U', at: [-names.indexOf(name), 0], rotation: 0 }]).state;
  }
  const fair = placeTile(state, { player: 'red', tile: 'CP6', at: [0, 1], rotation: 0 }).state;
  return accepted(applyMove(fair, 'red', { type: 'pass' })).state;
}

const answer = (state: GameState, player: string, move: Move) => accepted(applyMove(state, player, move)).state;

describe('fair tiles', () => {
  it('are twelve, one of each, every one with the fair, shuffled into the supply', () => {
    expect(FAIR_TILES).toHaveLength(12);
    expect(Object.values(FAIR_SET)).toEqual(Array(12).fill(1));
    expect(FAIR_TILES.every((t) => t.symbols?.fair === true)).toBe(true);
    const supply = scriptedGame({ expansions: [CATAPULT] }).supply;
    expect(supply.filter((t) => t.startsWith('CP'))).toHaveLength(12);
  });

  it('end the roads that run into the fair (fn 165) and split fields at it (fn 166, fn 170)', () => {
    const byRef = new Map(FAIR_TILES.map((t) => [t.ref, t]));
    const roads = (ref: string) =>
      byRef
        .get(ref)
        ?.features.filter((f) => f.kind === 'road')
        .map((f) => f.edges);
    expect(roads('CA/RFR')).toEqual([['N'], ['S']]);
    expect(roads('CA/RR')).toEqual([['W'], ['S']]);
    const monastery = byRef.get('CA/L');
    expect(monastery?.features.filter((f) => f.kind === 'field')).toHaveLength(2);
    // the monastery tile shows fields on all eight half-edges: it meets only field edges
    const halves = monastery?.features.flatMap((f) => f.halfEdges ?? []);
    expect(new Set(halves).size).toBe(8);
    // fn 167: a wagon does not drive through the fair, from one road end to the other
    expect(FAIR_TILES.flatMap((t) => wagonLinks(t.id))).toEqual([]);
  });
});

describe('where a token lands', () => {
  const fair = { x: 0.5, y: 0.5 };
  const aim = { x: 3.5, y: 0.5 };

  it('lands on the aim on face 0, and strays by thirds of the largest scatter in eight directions', () => {
    expect(landing(fair, aim, 'gentle', 0)).toEqual(aim);
    const most = largestScatter(fair, aim, 'gentle');
    expect(landing(fair, aim, 'gentle', 24).x).toBeCloseTo(aim.x + most, 3); // due east, all of it
    expect(landing(fair, aim, 'gentle', 14).y).toBeCloseTo(aim.y + ((most * 1) / 3) * -1, 3); // north, a third
    const spread = SCATTER_FACES.map((face) => distance(landing(fair, aim, 'gentle', face), aim));
    expect(Math.max(...spread)).toBeCloseTo(most, 3);
  });

  it('strays more the farther the aim and the harder the throw', () => {
    const near = largestScatter(fair, { x: 1.5, y: 0.5 }, 'gentle');
    expect(largestScatter(fair, aim, 'gentle')).toBeGreaterThan(near);
    expect(largestScatter(fair, aim, 'strong')).toBeGreaterThan(largestScatter(fair, aim, 'firm'));
  });
});

describe('the knock-out', () => {
  it('knocks over followers within the throw’s reach, and those within half a tile of one knocked over', () => {
    const state = catapultRound();
    const rules = rulesFor(state.expansions);
    // red's highwayman stands at (1.5, 0.5), blue's farmer at (-0.5, 0.8)
    expect(knockedOver(state, rules, { x: 1.5, y: 0.75 }, 'gentle').map((f) => f.player)).toEqual(['red']);
    expect(knockedOver(state, rules, { x: 1.5, y: 0.8 }, 'gentle')).toEqual([]);
    expect(knockedOver(state, rules, { x: 1.5, y: 0.8 }, 'strong').map((f) => f.player)).toEqual(['red']);
    expect(knockedOver(state, rules, { x: 0.5, y: 1.5 }, 'strong')).toEqual([]);
  });
});

describe('the round', () => {
  it('asks the placer for a token, then every player in turn from the placer, then play goes on', () => {
    let state = catapultRound(['red', 'blue', 'green']);
    const asked: string[] = [];
    let legal = legalMoves(state);
    expect(legal.step === 'decide' && legal.decision.kind).toBe('choose');
    state = answer(state, 'red', { type: 'action', action: 'token', args: { token: 'target' } });
    for (legal = legalMoves(state); legal.step === 'decide'; legal = legalMoves(state)) {
      asked.push(legal.player);
      expect(legal.choices.map((c) => c.args?.where)).toEqual(['fair']);
      state = answer(state, legal.player, { type: 'action', action: 'aim', args: legal.choices[0]?.args });
    }
    expect(asked).toEqual(['red', 'blue', 'green']);
    expect(slotRound(state)?.done).toBe(true);
    expect(state.players[state.turn.player]?.id).toBe('blue');
  });

  it('offers a power with the knock-out token only', () => {
    const state = answer(catapultRound(), 'red', { type: 'action', action: 'token', args: { token: 'knockout' } });
    const legal = legalMoves(state);
    if (legal.step !== 'decide') expect.fail(legal.step);
    const fair = legal.choices.filter((c) => c.args?.where === 'fair').map((c) => c.args?.power);
    expect(fair).toEqual(['gentle', 'firm', 'strong']);
    // the fair, red's highwayman and blue's farmer: three places
    expect(legal.choices).toHaveLength(9);
  });
});

describe('the catch game', () => {
  it('pays the catcher for a catch or a throw short of the ruler, the thrower otherwise', () => {
    expect(catchOutcome(0, 0, true)).toBe('caught');
    expect(catchOutcome(0, 1, true)).toBe('touched');
    expect(catchOutcome(0, 2, true)).toBe('missed');
    expect(catchOutcome(0, 0, false)).toBe('short');
    expect(['caught', 'short', 'touched', 'missed'].map((o) => scorerOf(o as never))).toEqual([
      'catcher',
      'catcher',
      'thrower',
      'thrower',
    ]);
  });

  it('keeps the lane from the catcher: a greedy catcher catches about a third of throws, not all', () => {
    let catches = 0;
    const throws = 60;
    for (let seed = 1; seed <= throws; seed++) {
      let state = { ...answer(catapultRound(), 'red', { type: 'action', action: 'token', args: { token: 'catch' } }) };
      const lane = LANES[seed % 3] as string;
      state = answer(state, 'red', { type: 'action', action: 'throw', args: { lane } });
      const guess = greedyMove({ ...state }, new SeededRandom(seed));
      if (guess?.type === 'action' && guess.args?.lane === lane) catches++;
    }
    expect(catches).toBeGreaterThan(throws / 8);
    expect(catches).toBeLessThan(throws * 0.7);
  });
});

describe('computer players', () => {
  it('the greedy player aims its knock-out at the follower worth most to an opponent', () => {
    // blue's highwayman holds the three-tile road through the start; blue's farmer has nothing to farm
    const played = playTurns(game(), [
      { player: 'red', tile: 'U', at: [1, 0], rotation: 0 },
      { player: 'blue', tile: 'U', at: [2, 0], rotation: 0, place: { feature: 'field', where: 'NL' } },
      { player: 'red', tile: 'U', at: [3, 0], rotation: 0 },
      { player: 'blue', tile: 'U', at: [-1, 0], rotation: 0, place: { feature: 'road', where: 'W' } },
    ]).state;
    const fair = placeTile(played, { player: 'red', tile: 'CP6', at: [0, 1], rotation: 0 }).state;
    const round = answer(fair, 'red', { type: 'pass' });
    const state = answer(round, 'red', { type: 'action', action: 'token', args: { token: 'knockout' } });
    for (let seed = 1; seed <= 5; seed++) {
      const move = greedyMove(state, new SeededRandom(seed));
      expect(move?.type === 'action' && [move.args?.x, move.args?.where]).toEqual([-1, 'E']);
    }
  });

  it('random games with the catapult keep every invariant', () => {
    const result = simulate({ games: 20, seed: 5, players: 3, expansions: ['farmers', CATAPULT] });
    expect(result).not.toHaveProperty('violation');
    expect(result).toMatchObject({ games: 20 });
  });
});

describe('the fair’s middle', () => {
  it('is where the catapult stands', () => {
    expect(tileMiddle({ x: 2, y: -1 })).toEqual({ x: 2.5, y: -0.5 });
  });
});
