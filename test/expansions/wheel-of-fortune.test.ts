// The Wheel of Fortune: the wheel board as the start, the two boxes' supplies, a wheel tile turning the
// pig even when it fits nowhere (fn 173), the plague asking before the tile is placed in a drawn game,
// and whole games with the computer players.
import { describe, expect, it } from 'vitest';
import { computerMove } from '../../src/ai';
import { SeededRandom } from '../../src/ai/random-player';
import type { GameEvent, GameState } from '../../src/engine';
import { applyMove, createGame, legalMoves, skipTurn } from '../../src/engine';
import { BOX_OPTION, CROWN_SPACES, wheelSlot } from '../../src/expansions/wheel-of-fortune/rules';
import { BOARD_SQUARES, WHEEL_TILES } from '../../src/expansions/wheel-of-fortune/tiles';
import { players } from '../engine/support/scripted-game';

const turned = (events: GameEvent[]) =>
  events.filter((e) => e.type === 'expansion' && e.module === 'wheel-of-fortune' && e.what === 'turned');

describe('the wheel board', () => {
  it('is the start: sixteen squares four by four round the start position', () => {
    const { state } = createGame({ players: players('red', 'blue'), expansions: ['wheel-of-fortune'], seed: 3 });
    expect(
      state.board
        .slice(0, 16)
        .map((t) => `${t.tile}@${t.x},${t.y}`)
        .sort(),
    ).toEqual(BOARD_SQUARES.map((t, i) => `${t.id}@${(i % 4) - 1},${Math.floor(i / 4) - 1}`).sort());
    expect(wheelSlot(state)).toEqual({ pig: 0, crowns: {} });
    expect(CROWN_SPACES).toHaveLength(9);
  });

  it('as an expansion adds its 19 wheel tiles to the base game, whose start tile stays in the box', () => {
    const { state } = createGame({ players: players('red', 'blue'), expansions: ['wheel-of-fortune'], seed: 3 });
    const all = [...state.supply, state.turn.tile as string];
    expect(all).toHaveLength(72 - 1 + 19);
    expect(all.filter((t) => t === 'D')).toHaveLength(3);
    expect(all.filter((t) => t.startsWith('WF-'))).toHaveLength(WHEEL_TILES.length);
  });

  it('as the standalone box plays 71 tiles: the base shapes, one plain copy of each wheel shape giving way', () => {
    const { state } = createGame({
      players: players('red', 'blue'),
      expansions: ['wheel-of-fortune'],
      options: { [BOX_OPTION]: 'standalone' },
      seed: 3,
    });
    const all = [...state.supply, state.turn.tile as string];
    expect(all).toHaveLength(71);
    expect(all.filter((t) => t === 'U')).toHaveLength(8 - 3);
    expect(all.filter((t) => t.startsWith('WF-'))).toHaveLength(19);
  });

  it('takes the expansion ids in any order to the same game', () => {
    const a = createGame({ players: players('red', 'blue'), expansions: ['wheel-of-fortune', 'farmers'], seed: 9 });
    const b = createGame({ players: players('red', 'blue'), expansions: ['farmers', 'wheel-of-fortune'], seed: 9 });
    expect(a.state).toEqual(b.state);
  });
});

describe('a wheel tile that fits nowhere (fn 173)', () => {
  it('still turns the pig before it is discarded', () => {
    // a start of city on every side: a road tile fits nowhere
    const { state } = createGame({
      players: players('red', 'blue'),
      expansions: ['wheel-of-fortune'],
      seed: 3,
      start: { tile: 'C', x: 0, y: 0, rotation: 0 },
    });
    const rigged: GameState = {
      ...state,
      supply: ['WF-U1'],
      turn: { ...state.turn, tile: 'WF-U3', step: 'placeTile' },
    };
    const skipped = skipTurn(rigged);
    if (!skipped.ok) throw new Error(skipped.why);
    const discarded = skipped.events
      .filter((e) => e.type === 'tileDiscarded')
      .map((e) => e.type === 'tileDiscarded' && e.tile);
    expect(discarded.sort()).toEqual(['WF-U1', 'WF-U3']);
    expect(turned(skipped.events)).toHaveLength(2);
    expect(wheelSlot(skipped.state).pig).toBe(4);
    expect(skipped.state.turn.step).toBe('ended');
  });
});

describe('whole games', () => {
  it('play to the end with every computer level, the pig turning and the crown spaces taken', () => {
    for (const level of ['random', 'greedy'] as const) {
      let { state } = createGame({
        players: players('red', 'blue', 'green'),
        expansions: ['farmers', 'wheel-of-fortune'],
        seed: 11,
      });
      const random = new SeededRandom(5);
      let turns = 0;
      let crowned = 0;
      let plagueAsked = 0;
      for (let moves = 0; state.turn.step !== 'ended' && moves < 3000; moves++) {
        const legal = legalMoves(state);
        if (legal.step === 'decide' && legal.decision.kind === 'plague') plagueAsked++;
        const move = computerMove(level, state, random);
        if (!move || legal.step === 'ended') throw new Error(`${level}: no move`);
        const result = applyMove(state, legal.player, move);
        if (!result.ok) throw new Error(`${level}: ${result.why}`);
        turns += turned(result.events).length;
        crowned += result.events.filter((e) => e.type === 'expansion' && e.what === 'crowned').length;
        state = result.state;
      }
      expect(state.turn.step).toBe('ended');
      expect(turns).toBeGreaterThan(10);
      if (level === 'random') expect(crowned + plagueAsked).toBeGreaterThan(0);
    }
  }, 300_000);

  it('the strong player plays its turns, the wheel among them, briefly searched', () => {
    let { state } = createGame({ players: players('red', 'blue'), expansions: ['wheel-of-fortune'], seed: 4 });
    const random = new SeededRandom(2);
    let turns = 0;
    for (let moves = 0; moves < 60 && state.turn.step !== 'ended'; moves++) {
      const legal = legalMoves(state);
      const move = computerMove('strong', state, random, { candidates: 2, horizon: 1, rollouts: 1 });
      if (!move || legal.step === 'ended') throw new Error('no move');
      const result = applyMove(state, legal.player, move);
      if (!result.ok) throw new Error(result.why);
      turns += turned(result.events).length;
      state = result.state;
    }
    expect(state.turn.number).toBeGreaterThan(20);
    expect(turns).toBeGreaterThan(0);
  }, 300_000);
});
