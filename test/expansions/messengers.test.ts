// Messengers: two scoring figures per player, the order deck from the game's seed, and the merge.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, endGame, forceTurn, legalMoves, playerTokens, rulesFor } from '../../src/engine';
import { slotOf } from '../../src/engine/module-state';
import { scoringFigures } from '../../src/engine/score-track';
import type { GameState } from '../../src/engine/types';
import { MESSENGERS, type MessengersSlot, reachesDark } from '../../src/expansions/messengers/rules';
import { type MessageKey, message, render } from '../../src/i18n';

const players = [
  { id: 'red', name: 'Red' },
  { id: 'blue', name: 'Blue' },
];

function must<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result as Extract<T, { ok: true }>;
}

/** Red closes a city of three tiles (6 points) and so passes the dark space 5 on his own turn. */
function redScoresSix(seed: number, draw?: string): GameState {
  let { state } = createGame({ players, expansions: ['messengers'], seed, options: { scriptedDraws: true } });
  state = must(forceTurn(state, 'red', 'G')).state;
  state = must(applyMove(state, 'red', { type: 'placeTile', x: 0, y: -1, rotation: 90 })).state;
  state = must(applyMove(state, 'red', { type: 'placeFigure', figure: 'meeple', feature: 0 })).state;
  state = must(forceTurn(state, 'red', 'E')).state;
  state = must(applyMove(state, 'red', { type: 'placeTile', x: 0, y: -2, rotation: 180 })).state;
  return must(applyMove(state, 'red', { type: 'pass', ...(draw ? { draw } : {}) })).state;
}

const drawnOrder = (state: GameState) => {
  const legal = legalMoves(state);
  return legal.step === 'decide' ? legal.decision.data?.order : undefined;
};

describe('the score track', () => {
  it('gives every player a meeple and a messenger on 0', () => {
    const { state } = createGame({ players, expansions: ['messengers'], seed: 1 });
    expect(scoringFigures(state, rulesFor(state.expansions), 'red')).toEqual([
      { figure: 'meeple', points: 0 },
      { figure: 'messenger', points: 0 },
    ]);
  });

  it('counts passing or landing on a dark space, not leaving one', () => {
    expect(reachesDark(3, 5)).toBe(true);
    expect(reachesDark(4, 11)).toBe(true);
    expect(reachesDark(5, 9)).toBe(false);
    expect(reachesDark(48, 51)).toBe(true);
  });
});

describe('the orders', () => {
  it('are drawn from a deck shuffled by the game seed: one seed, one order', () => {
    expect(drawnOrder(redScoresSix(11))).toBe(drawnOrder(redScoresSix(11)));
    const orders = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => drawnOrder(redScoresSix(seed))));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('take the order a move forces, which then goes under the deck', () => {
    const state = redScoresSix(11, '6');
    expect(drawnOrder(state)).toBe(6);
    const deck = slotOf<MessengersSlot>(state, MESSENGERS, { track: {} }).deck ?? [];
    expect(deck.at(-1)).toBe(6);
    expect(new Set(deck).size).toBe(8);
  });
});

describe('a chain of orders', () => {
  /** Red's order waits, both figures on 3 (so its 2 points reach 5), with `drawn` orders drawn this turn. */
  function orderWithFiguresOnThree(drawn: number): GameState {
    const state = redScoresSix(3, '5');
    const slot = slotOf<MessengersSlot>(state, MESSENGERS, { track: {} });
    const track = { ...slot.track, red: { meeple: 3, messenger: 3 } };
    const drawnIn = { turn: state.turn.number, count: drawn };
    return { ...state, modules: { ...state.modules, [MESSENGERS]: { ...slot, track, drawnIn } } };
  }

  it('draws the next order when an order reaches a dark space', () => {
    const { state, events } = must(
      applyMove(orderWithFiguresOnThree(7), 'red', { type: 'action', action: 'order-points' }),
    );
    expect(events.some((e) => e.type === 'expansion' && e.what === 'order-drawn')).toBe(true);
    expect(drawnOrder(state)).toBeDefined();
  });

  it('stops once every order was drawn in the turn, so a player who always reaches a dark space cannot draw forever', () => {
    const { state, events } = must(
      applyMove(orderWithFiguresOnThree(8), 'red', { type: 'action', action: 'order-points' }),
    );
    expect(events.some((e) => e.type === 'expansion' && e.what === 'order-drawn')).toBe(false);
    expect(events).toContainEqual({
      type: 'expansion',
      module: MESSENGERS,
      what: 'orders-gone-round',
      data: { player: 'red' },
    });
    expect(state.players[state.turn.player]?.id).toBe('blue');
  });
});

describe('the choice of figure', () => {
  it('says which move reaches a dark space, so draws an order', () => {
    let state = redScoresSix(3, '5');
    state = must(applyMove(state, 'red', { type: 'action', action: 'order-points' })).state;
    // red's 2 points: the meeple 6 → 8 draws nothing; put the messenger on 4, so 4 → 6 passes the dark 5
    const slot = slotOf<MessengersSlot>(state, MESSENGERS, { track: {} });
    const track = { ...slot.track, red: { meeple: 6, messenger: 4 } };
    state = { ...state, modules: { ...state.modules, [MESSENGERS]: { ...slot, track } } };
    const legal = legalMoves(state);
    if (legal.step !== 'decide') expect.fail(legal.step);
    expect(legal.choices.map((c) => [c.action, c.params?.dark])).toEqual([
      ['advance-meeple', 'no'],
      ['advance-messenger', 'yes'],
    ]);
    const words = legal.choices.map((c) =>
      render('en', message(`choice.messengers.${c.action}` as MessageKey, c.params)),
    );
    expect(words).toEqual(['Meeple 6 → 8', 'Messenger 4 → 6 · dark space: an order']);
  });
});

describe('before final scoring', () => {
  it('adds the two figures up into the meeple, even with a choice left unanswered', () => {
    let state = redScoresSix(3, '5');
    state = must(applyMove(state, 'red', { type: 'action', action: 'order-points' })).state;
    // red now chooses which figure counts the 2 points; the game ends first
    expect(legalMoves(state).step).toBe('decide');
    const ended = endGame(state).state;
    expect(playerTokens(ended, 'red')).toEqual({ 'track.meeple': 8, 'track.messenger': 0 });
    expect(scoringFigures(ended, rulesFor(ended.expansions), 'red')).toEqual([{ figure: 'meeple', points: 8 }]);
  });
});
