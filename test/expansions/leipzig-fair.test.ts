// The Leipzig Fair: Leipzig's quarters as the start, the decision to send a follower from a completed
// road connected to Leipzig (asked of each majority holder), the quarters' bonuses, the extra follower,
// the computer players' answers, and followers conserved over whole random games. The scenarios of
// test/scenarios/leipzig-fair/ run with every other folder's (test/engine/scenarios.test.ts).
import { describe, expect, it } from 'vitest';
import { computerMove } from '../../src/ai';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import type { GameState } from '../../src/engine';
import { applyMove, createGame, legalMoves, playerTokens } from '../../src/engine';
import { COMPLETED_CITY_MARK } from '../../src/engine/fields';
import { find } from '../../src/engine/union-find';
import { connectedToLeipzig, leipzigSlot } from '../../src/expansions/leipzig-fair/rules';
import { LEIPZIG_TILES, QUARTERS } from '../../src/expansions/leipzig-fair/tiles';
import { brokenInvariant, openLedger } from '../../src/sim/invariants';
import { accepted, players, playTurn, scriptedGame } from '../engine/support/scripted-game';

const roadAt = (state: GameState, x: number, y: number): number => {
  const placed = state.board.find((t) => t.x === x && t.y === y);
  const id = placed?.nodes.find((n) => state.nodes[find(state.nodes, n)]?.kind === 'road');
  if (id === undefined) throw new Error(`no road at ${x},${y}`);
  return find(state.nodes, id);
};

describe('Leipzig', () => {
  it('is the start: four double tiles over eight squares, four wide and two high; the base start tile stays out', () => {
    const { state } = createGame({ players: players('red', 'blue'), expansions: ['leipzig-fair'], seed: 3 });
    expect(state.board.slice(0, 8).map((t) => `${t.tile}@${t.x},${t.y}`)).toEqual([
      'LZ1@0,0',
      'LZ1.2@1,0',
      'LZ2@2,0',
      'LZ2.2@3,0',
      'LZ3@0,1',
      'LZ3.2@1,1',
      'LZ4@2,1',
      'LZ4.2@3,1',
    ]);
    expect(state.board.length).toBe(8);
    // the 72 base tiles less the start tile, one drawn for the first turn
    expect(state.supply.length + 1).toBe(71);
    expect(LEIPZIG_TILES.length).toBe(8);
  });

  it('shows no city feature but four roads leaving it, and fields along its wall that count it as a completed city', () => {
    const state = scriptedGame({ expansions: ['leipzig-fair'] });
    const roots = [...new Set(state.board.flatMap((t) => t.nodes.map((n) => find(state.nodes, n))))];
    const kinds = roots.map((r) => state.nodes[r]?.kind);
    expect(kinds.filter((k) => k === 'city')).toEqual([]);
    const roads = roots.filter((r) => state.nodes[r]?.kind === 'road');
    expect(roads.length).toBe(4);
    expect(roads.every((r) => state.nodes[r]?.marks['leipzig-road'] === 1 && state.nodes[r]?.openEdges === 1)).toBe(
      true,
    );
    const fields = roots.filter((r) => state.nodes[r]?.kind === 'field');
    expect(fields.length).toBe(4);
    expect(fields.every((r) => (state.nodes[r]?.marks[COMPLETED_CITY_MARK] ?? 0) > 0)).toBe(true);
  });

  it('gives each player one more follower unless the option is off', () => {
    const on = createGame({ players: players('red', 'blue'), expansions: ['leipzig-fair'], seed: 1 }).state;
    expect(on.players.map((p) => p.supply.meeple)).toEqual([8, 8]);
    const off = createGame({
      players: players('red', 'blue'),
      expansions: ['leipzig-fair'],
      options: { leipzigExtraFollower: false },
      seed: 1,
    }).state;
    expect(off.players.map((p) => p.supply.meeple)).toEqual([7, 7]);
  });
});

describe('roads connected to Leipzig', () => {
  it('are the roads through a quarter and those meeting them on a tile, not a road apart', () => {
    let state = scriptedGame({ expansions: ['leipzig-fair'] });
    // a junction west of Leipzig: its three roads all lead to Leipzig
    state = playTurn(state, { player: 'red', tile: 'W', at: [-1, 0], rotation: 0 }).state;
    expect(connectedToLeipzig(state, roadAt(state, 0, 0))).toBe(true);
    const westOfJunction = state.board.find((t) => t.x === -1 && t.y === 0);
    const roots = (westOfJunction?.nodes ?? []).map((n) => find(state.nodes, n));
    const roads = roots.filter((r) => state.nodes[r]?.kind === 'road');
    expect(roads.length).toBe(3);
    expect(roads.every((r) => connectedToLeipzig(state, r))).toBe(true);
    // two monastery tiles north of Leipzig make a road of their own
    state = playTurn(state, { player: 'blue', tile: 'A', at: [1, -1], rotation: 90 }).state;
    const before = state;
    state = playTurn(state, { player: 'red', tile: 'A', at: [0, -1], rotation: 270 }).state;
    expect(connectedToLeipzig(state, roadAt(state, 0, -1))).toBe(false);
    // Red completing it with a follower on it is asked nothing: it scores, and Blue plays on
    state = playTurn(before, {
      player: 'red',
      tile: 'A',
      at: [0, -1],
      rotation: 270,
      place: { feature: 'road', where: 'E' },
    }).state;
    expect(legalMoves(state).step).toBe('placeTile');
    expect(state.players.find((p) => p.id === 'red')?.score).toBe(2);
  });
});

describe('sending a follower', () => {
  /** Red's only follower on Leipzig's west road, completed by a monastery tile: the decision waits. */
  const redMaySend = () =>
    playTurn(scriptedGame({ expansions: ['leipzig-fair'] }), {
      player: 'red',
      tile: 'A',
      at: [-1, 0],
      rotation: 270,
      place: { feature: 'road', where: 'E' },
    }).state;

  it('is asked of the majority holder before the road scores, every quarter offered, and may be declined', () => {
    const state = redMaySend();
    const legal = legalMoves(state);
    expect(legal.step === 'decide' && [legal.player, legal.decision.kind, legal.optional]).toEqual([
      'red',
      'send',
      true,
    ]);
    const choices = legal.step === 'decide' ? legal.choices : [];
    expect(choices.map((c) => c.args?.quarter).sort()).toEqual([...QUARTERS].sort());
    expect(state.players.find((p) => p.id === 'red')?.score).toBe(0);
    const declined = accepted(applyMove(state, 'red', { type: 'pass' })).state;
    expect(declined.players.find((p) => p.id === 'red')?.score).toBe(2);
  });

  it('keeps the follower in its quarter to the end: held, not in supply, shown as a token', () => {
    let state = redMaySend();
    state = accepted(
      applyMove(state, 'red', {
        type: 'action',
        action: 'leipzig-send',
        args: { quarter: 'minters', figure: 'meeple' },
      }),
    ).state;
    expect(leipzigSlot(state).quarters.minters).toEqual([{ player: 'red', figure: 'meeple' }]);
    expect(state.players.find((p) => p.id === 'red')?.supply.meeple).toBe(7);
    expect(playerTokens(state, 'red')['leipzig.minters']).toBe(1);
  });

  it('is answered by each computer player', () => {
    for (const level of ['random', 'greedy', 'strong'] as const) {
      const state = redMaySend();
      const move = computerMove(level, state, new SeededRandom(5), { budgetMs: 50 });
      expect(move?.type === 'pass' || move?.type === 'action').toBe(true);
      expect(applyMove(state, 'red', move ?? { type: 'pass' }).ok).toBe(true);
    }
  });
});

describe('whole random games', () => {
  it('conserve every follower (board, supply, Leipzig) and keep the quarters one a player', () => {
    for (const seed of [2, 7]) {
      const random = new SeededRandom(seed);
      let { state } = createGame({
        players: players('red', 'blue', 'yellow'),
        expansions: ['farmers', 'leipzig-fair'],
        seed,
      });
      const ledger = openLedger(state);
      while (state.turn.step !== 'ended') {
        const move = randomMove(state, random) ?? { type: 'pass' as const };
        const player = (legalMoves(state) as { player: string }).player;
        const result = accepted(applyMove(state, player, move));
        expect(brokenInvariant(state, result.state, result.events, ledger)).toBeNull();
        state = result.state;
      }
      for (const q of QUARTERS) {
        const who = leipzigSlot(state).quarters[q].map((r) => r.player);
        expect(new Set(who).size).toBe(who.length);
      }
    }
  });
});
