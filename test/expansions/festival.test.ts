// The Festival: the 10 tiles against the reference facts, the action offered only on a festival tile
// and only with a figure to take back, the choices (own figures on the board, the quarters of
// Carcassonne, never prisoners), fn 207 (no fairy move after it), the invariants, and random games.
import { describe, expect, it } from 'vitest';
import { greedyMove } from '../../src/ai/players';
import { SeededRandom } from '../../src/ai/random-player';
import type { GameState } from '../../src/engine';
import { applyMove, legalMoves, rulesFor } from '../../src/engine';
import { festivalInvariants } from '../../src/expansions/festival/invariants';
import { FESTIVAL, returnChoices } from '../../src/expansions/festival/rules';
import { FESTIVAL_SET, FESTIVAL_TILES } from '../../src/expansions/festival/tiles';
import { simulate } from '../../src/sim/simulate';
import { accepted, placeTile, playTurns, scriptedGame } from '../engine/support/scripted-game';
import { expectSameFeatures } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const reference = readReference('festival.xml');
const game = (expansions: string[] = []) =>
  scriptedGame({ expansions: [...expansions, FESTIVAL], options: { unlimitedTiles: true } });

/** Red's highwayman on the road east of the start, Blue's tile west of it, then Red's festival tile south. */
function festivalTurn(expansions: string[] = []): GameState {
  const played = playTurns(game(expansions), [
    { player: 'red', tile: 'U', at: [1, 0], rotation: 0, place: { feature: 'road', where: 'E' } },
    { player: 'blue', tile: 'U', at: [-1, 0], rotation: 0 },
  ]).state;
  return placeTile(played, { player: 'red', tile: 'FE7', at: [0, 1], rotation: 0 }).state;
}

describe('festival tiles', () => {
  it.each(FESTIVAL_TILES.map((t) => [t.id, t] as const))('%s matches its reference facts', (_, type) => {
    const theirs = reference.tiles.get(type.ref);
    expect(theirs, type.ref).toBeDefined();
    expectSameFeatures(type, theirs as ReferenceFeature[]);
    expect(type.symbols).toEqual({ festival: true });
  });

  it('are the 10 of the set, one of each, shuffled into the supply', () => {
    const set = reference.sets.get('festival') as Map<string, number>;
    expect(Object.fromEntries(FESTIVAL_TILES.map((t) => [t.ref, FESTIVAL_SET[t.id]]))).toEqual(Object.fromEntries(set));
    expect(scriptedGame({ expansions: [FESTIVAL] }).supply.filter((t) => t.startsWith('FE'))).toHaveLength(10);
  });
});

describe('taking a figure back', () => {
  it('is offered on a festival tile beside the figure spots, and not on another tile', () => {
    const legal = legalMoves(festivalTurn());
    if (legal.step !== 'placeFigure') expect.fail(legal.step);
    expect(legal.actions.map((a) => a.action)).toEqual(['festival']);
    expect(legal.spots.length).toBeGreaterThan(0);
    const plain = placeTile(
      playTurns(game(), [
        { player: 'red', tile: 'U', at: [1, 0], rotation: 0, place: { feature: 'road', where: 'E' } },
        { player: 'blue', tile: 'U', at: [-1, 0], rotation: 0 },
      ]).state,
      { player: 'red', tile: 'B', at: [0, 1], rotation: 0 },
    ).state;
    const other = legalMoves(plain);
    expect(other.step === 'placeFigure' && other.actions).toEqual([]);
  });

  it('asks which figure, optionally, listing only the player’s own', () => {
    const asked = accepted(applyMove(festivalTurn(), 'red', { type: 'action', action: 'festival' })).state;
    const legal = legalMoves(asked);
    if (legal.step !== 'decide') expect.fail(legal.step);
    expect(legal.optional).toBe(true);
    expect(legal.choices).toEqual([
      expect.objectContaining({ action: 'return-figure', args: { figure: 'meeple', x: 1, y: 0, where: 'E' } }),
    ]);
    expect(returnChoices(asked, rulesFor(asked.expansions), 'blue')).toEqual([]);
  });

  it('ends the figure step: no fairy move after it (fn 69 / fn 207)', () => {
    const state = festivalTurn(['princess-dragon']);
    const legal = legalMoves(state);
    if (legal.step !== 'placeFigure') expect.fail(legal.step);
    expect(legal.actions.map((a) => a.action)).toContain('festival');
    const asked = accepted(applyMove(state, 'red', { type: 'action', action: 'festival' })).state;
    const back = accepted(
      applyMove(asked, 'red', {
        type: 'action',
        action: 'return-figure',
        args: { figure: 'meeple', x: 1, y: 0, where: 'E' },
      }),
    ).state;
    expect(back.players[back.turn.player]?.id).toBe('blue');
    expect(applyMove(back, 'red', { type: 'action', action: 'fairy' })).toMatchObject({ ok: false });
  });
});

describe('computer players', () => {
  it('take back a farmer worth nothing (no city by its field) when the festival lets them', () => {
    // red's other six followers are out elsewhere (their supply is empty), so no figure fits this turn
    const played = playTurns(game(['farmers']), [
      { player: 'red', tile: 'U', at: [1, 0], rotation: 0, place: { feature: 'field', where: 'SL' } },
      { player: 'blue', tile: 'U', at: [-1, 0], rotation: 0 },
    ]).state;
    const placed = placeTile(played, { player: 'red', tile: 'FE7', at: [0, 1], rotation: 0 }).state;
    const state = {
      ...placed,
      players: placed.players.map((p) => (p.id === 'red' ? { ...p, supply: { meeple: 0 } } : p)),
    };
    const random = new SeededRandom(1);
    expect(greedyMove(state, random)).toEqual({ type: 'action', action: 'festival' });
    const asked = accepted(applyMove(state, 'red', { type: 'action', action: 'festival' })).state;
    expect(greedyMove(asked, random)).toMatchObject({
      type: 'action',
      action: 'return-figure',
      args: { figure: 'meeple' },
    });
  });
});

describe('invariants', () => {
  it('catch a figure lost or two taken back in one move', () => {
    const before = festivalTurn();
    const rules = rulesFor(before.expansions);
    const returned = [{ type: 'expansion' as const, module: FESTIVAL, what: 'returned' }];
    const lost = { ...before, figures: [] };
    expect(festivalInvariants[0]?.(before, lost, returned, rules)).toMatch(
      /red had 7 figures before the festival and 6/,
    );
    expect(festivalInvariants[1]?.(before, before, [...returned, ...returned], rules)).toMatch(/took 2 figures/);
    expect(festivalInvariants.map((check) => check(before, before, returned, rules))).toEqual([null, null]);
  });

  it('hold over random games with the figures it may take back', () => {
    const outcome = simulate({
      games: 8,
      seed: 5,
      players: 3,
      expansions: ['farmers', 'traders-builders', 'abbey-mayor', 'count', 'tower', 'princess-dragon', FESTIVAL],
    });
    expect(outcome).not.toHaveProperty('violation');
    expect(outcome).toMatchObject({ games: 8 });
  });
});
