// The Barber-Surgeons: the bathhouses by player count (drawn at random from the seed), no figure spot on
// the bathhouse itself, the bathhouse term in a score, the invariants catching what they are for, the
// buy-out offered only to the owner, and random games with other expansions.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine';
import { createGame, legalMoves, rulesFor } from '../../src/engine';
import { barberSurgeonsInvariants } from '../../src/expansions/barber-surgeons/invariants';
import { barberSlot } from '../../src/expansions/barber-surgeons/rules';
import { BARBER_SURGEONS, BATHHOUSE_TILES } from '../../src/expansions/barber-surgeons/tiles';
import { simulate } from '../../src/sim/simulate';
import { placeTile, playTurns, scriptedGame } from '../engine/support/scripted-game';

const isBathhouse = (id: string) => BATHHOUSE_TILES.some((t) => t.id === id);
const seats = (n: number) =>
  ['red', 'blue', 'green', 'yellow', 'black', 'grey'].slice(0, n).map((id) => ({ id, name: id }));
const bathhousesIn = (state: GameState) => state.supply.filter(isBathhouse);
const game = (expansions: string[] = []) =>
  scriptedGame({ expansions: [...expansions, BARBER_SURGEONS], options: { unlimitedTiles: true } });

/** Red's knight completes a city of three with the bathhouse of 3 and goes into it (the §43 example). */
const redInTheBathhouse = () =>
  playTurns(game(), [
    { player: 'red', tile: 'G', at: [0, -1], rotation: 90, place: { feature: 'city', where: 'S' } },
    { player: 'red', tile: 'BS1', at: [0, -2], rotation: 180 },
  ]);

describe('bathhouse tiles', () => {
  it.each([
    [2, 4],
    [3, 5],
    [4, 6],
    [5, 6],
  ])('a game of %i players shuffles %i of the six into the stack', (players, due) => {
    const state = createGame({ players: seats(players), seed: 7, expansions: [BARBER_SURGEONS] }).state;
    expect(bathhousesIn(state)).toHaveLength(due);
  });

  it('leaves out bathhouses drawn at random, so games differ in which values they hold', () => {
    const kept = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
        bathhousesIn(createGame({ players: seats(2), seed, expansions: [BARBER_SURGEONS] }).state)
          .sort()
          .join(' '),
      ),
    );
    expect(kept.size).toBeGreaterThan(1);
  });

  it('offer no figure spot on the bathhouse: only the city and the field of BS1', () => {
    const placed = placeTile(game(['farmers']), { player: 'red', tile: 'BS1', at: [0, -1], rotation: 180 }).state;
    const legal = legalMoves(placed);
    if (legal.step !== 'placeFigure') expect.fail(legal.step);
    const kinds = new Set(legal.spots.map((s) => s.kind));
    expect([...kinds].sort()).toEqual(['city', 'field']);
  });
});

describe('scoring and the bathhouse', () => {
  it('adds the bathhouse as a term of the completed city’s score and sends the lone knight in', () => {
    const { state, events } = redInTheBathhouse();
    const scored = events.find((e) => e.type === 'scored');
    expect(scored?.type === 'scored' && scored.score.terms).toContainEqual({ unit: 'bathhouse', count: 1, each: 3 });
    expect(barberSlot(state).guests).toEqual({ '0,-2': { player: 'red', figure: 'meeple' } });
  });

  it('offers the buy-out to the follower’s owner only, as a free action beside the figure', () => {
    const { state } = redInTheBathhouse();
    const blueTurn = placeTile(state, { player: 'blue', tile: 'B', at: [0, 1], rotation: 0 }).state;
    const blue = legalMoves(blueTurn);
    expect(blue.step === 'placeFigure' && blue.actions).toEqual([]);
  });
});

describe('invariants', () => {
  const rules = rulesFor([BARBER_SURGEONS]);
  const check = (before: GameState, after: GameState) =>
    barberSurgeonsInvariants
      .map((inv) => inv(before, after, [{ type: 'expansion', module: BARBER_SURGEONS, what: 'sent', data: {} }], rules))
      .filter(Boolean);

  it('hold through a follower sent into a bathhouse', () => {
    const start = game();
    const { state } = redInTheBathhouse();
    expect(check(start, state)).toEqual([]);
  });

  it('catch a follower lost on the way, and one lying where no bathhouse is', () => {
    const { state } = redInTheBathhouse();
    const lost: GameState = { ...state, modules: { ...state.modules, [BARBER_SURGEONS]: { guests: {} } } };
    expect(check(state, lost).join()).toMatch(/red had 7 figures before a bathhouse move and 6 after/);
    const misplaced: GameState = {
      ...state,
      modules: { ...state.modules, [BARBER_SURGEONS]: { guests: { '0,0': { player: 'red', figure: 'meeple' } } } },
    };
    expect(check(state, misplaced).join()).toMatch(/lies in a bathhouse at 0,0, where there is none/);
  });
});

describe('random games', () => {
  it('play to the end with other expansions without breaking an invariant', () => {
    const outcome = simulate({
      games: 6,
      seed: 3,
      players: 3,
      expansions: [
        'farmers',
        'traders-builders',
        'inns-cathedrals',
        'abbey-mayor',
        'count',
        'festival',
        BARBER_SURGEONS,
      ],
    });
    expect(outcome).not.toHaveProperty('violation');
    expect(outcome).toMatchObject({ games: 6 });
  });
});
