// The River: the spring as start tile, the river drawn first in a seeded order with the lake last, the
// start tile D left in the box, and the placement rules (continue the river, no U-turn).
import { describe, expect, it } from 'vitest';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import type { GameState } from '../../src/engine';
import { applyMove, createGame, forceTurn, legalMoves, skipTurn } from '../../src/engine';
import { RIVER_GARDEN_SET, RIVER_SET } from '../../src/expansions/river/tiles';
import { deepFreeze } from './support/deep-freeze';
import { accepted, placeTile, players, playTurns, scriptedGame } from './support/scripted-game';

const riverGame = (seed: number, options: Record<string, unknown> = {}, expansions = ['river']) =>
  createGame({ players: players('red', 'blue'), expansions, options, seed }).state;

/** The river still to come: the tile in hand, then the queue. */
const riverAhead = (state: GameState) => [state.turn.tile as string, ...(state.queue ?? [])];

const countOf = (list: string[], tile: string) => list.filter((t) => t === tile).length;

const sorted = (set: Record<string, number>) =>
  Object.entries(set)
    .flatMap(([tile, n]) => Array<string>(n).fill(tile))
    .sort();

describe('river setup', () => {
  it('lays the spring at 0,0 as the start tile', () => {
    const state = riverGame(1);
    expect(state.board).toHaveLength(1);
    expect(state.board[0]).toMatchObject({ tile: 'RS', x: 0, y: 0, rotation: 0 });
  });

  it('draws the other 11 river tiles first, the lake last, none of them in the supply', () => {
    const state = riverGame(1);
    const ahead = riverAhead(state);
    expect(ahead).toHaveLength(11);
    expect(ahead[ahead.length - 1]).toBe('RL');
    expect([...ahead].sort()).toEqual(sorted(RIVER_SET).filter((t) => t !== 'RS'));
    expect(state.turn.queued).toBe(true);
    expect(state.supply.filter((t) => t in RIVER_GARDEN_SET)).toEqual([]);
  });

  it('leaves the base start tile D in the box: 3 of its 4 copies in the supply, 71 tiles in all', () => {
    const state = riverGame(1);
    expect(countOf(state.supply, 'D')).toBe(3);
    expect(state.supply).toHaveLength(71);
  });

  it('shuffles the river with the game seed: the same seed gives the same order, others differ', () => {
    const orders = [1, 2, 3, 4, 5].map((seed) => riverAhead(riverGame(seed)).join(' '));
    expect(riverAhead(riverGame(1)).join(' ')).toBe(orders[0]);
    expect(new Set(orders).size).toBeGreaterThan(1);
  });

  it('older editions: D after the river as an ordinary tile, or shuffled in with the river tiles', () => {
    const after = riverGame(1, { riverStartTile: 'after' });
    expect(countOf(after.supply, 'D')).toBe(4);
    expect(riverAhead(after)).not.toContain('D');
    const shuffled = riverGame(1, { riverStartTile: 'shuffled' });
    const ahead = riverAhead(shuffled);
    expect(countOf(shuffled.supply, 'D')).toBe(3);
    expect(ahead).toHaveLength(12);
    expect(ahead).toContain('D');
    expect(ahead[ahead.length - 1]).toBe('RL');
  });

  it('uses the garden edition of the river with the garden tile set (one curve carries a garden)', () => {
    const ahead = riverAhead(riverGame(1, { tileSet: 'gardens' }));
    expect([...ahead].sort()).toEqual(sorted(RIVER_GARDEN_SET).filter((t) => t !== 'RS'));
  });

  it('plays the whole river before any other tile, then the normal tiles', () => {
    let state = riverGame(7);
    const random = new SeededRandom(7);
    const drawn: string[] = [];
    while (drawn.length < 14 && state.turn.step !== 'ended') {
      if (state.turn.step === 'placeTile') drawn.push(state.turn.tile as string);
      const move = randomMove(state, random);
      if (!move) throw new Error('no legal move');
      state = accepted(applyMove(state, state.players[state.turn.player]?.id as string, move)).state;
    }
    const riverTiles = new Set(Object.keys(RIVER_SET));
    const firstNormal = drawn.findIndex((t) => !riverTiles.has(t));
    expect(drawn.slice(0, firstNormal).every((t) => riverTiles.has(t))).toBe(true);
    expect(drawn[firstNormal - 1]).toBe('RL');
    expect(drawn.slice(firstNormal).some((t) => riverTiles.has(t))).toBe(false);
  });
});

describe('river placement', () => {
  it('offers a river tile only at the open end of the river', () => {
    const state = accepted(forceTurn(scriptedGame({ expansions: ['river'] }), 'red', 'RU')).state;
    const legal = legalMoves(state);
    expect(legal).toMatchObject({ step: 'placeTile', placements: [{ x: 1, y: 0, rotations: [0, 180] }] });
  });

  it('leaves out the rotation that would make a U-turn after a bend', () => {
    const bent = playTurns(scriptedGame({ expansions: ['river'] }), [
      { player: 'red', tile: 'RV', at: [1, 0], rotation: 0 },
    ]).state;
    const legal = legalMoves(accepted(forceTurn(bent, 'blue', 'RV')).state);
    // at 1,1 only the bend to the left (rotation 180) is allowed; rotation 90 would bend right again
    expect(legal).toMatchObject({ step: 'placeTile', placements: [{ x: 1, y: 1, rotations: [180] }] });
  });

  it('names a queued river tile in a scripted turn, taking it out of the queue', () => {
    const game = scriptedGame({ expansions: ['river'] });
    const forced = accepted(forceTurn(game, 'red', 'RCC')).state;
    expect(countOf(forced.queue ?? [], 'RCC')).toBe(0);
    expect(forced.turn).toMatchObject({ tile: 'RCC', queued: true });
  });

  it('sets aside a river tile that fits nowhere and draws the next one', () => {
    // cities to the north and south of the river's open end at 1,0: only a river tile with cities on
    // both banks fits there
    const walled = playTurns(scriptedGame({ expansions: ['river'] }), [
      { player: 'red', tile: 'E', at: [0, -1], rotation: 0 },
      { player: 'blue', tile: 'E', at: [1, -1], rotation: 180 },
      { player: 'red', tile: 'E', at: [0, 1], rotation: 180 },
    ]).state;
    const placed = placeTile(walled, { player: 'blue', tile: 'E', at: [1, 1], rotation: 0 }).state;
    const drawing: GameState = {
      ...placed,
      options: { ...placed.options, scriptedDraws: false },
      queue: ['RU', 'RCC'],
    };
    const { state, events } = accepted(applyMove(deepFreeze(drawing), 'blue', { type: 'pass' }));
    expect(events).toContainEqual({ type: 'tileDiscarded', tile: 'RU', why: 'fits-nowhere' });
    expect(state.turn).toMatchObject({ tile: 'RCC', queued: true });
    expect(state.queue).toEqual([]);
  });

  it('puts the river tile of a skipped turn back at the front of the queue, not into the supply', () => {
    const state = riverGame(3);
    const inHand = state.turn.tile as string;
    const supply = state.supply;
    const skipped = accepted(skipTurn(deepFreeze(state))).state;
    expect(skipped.turn.tile).toBe(inHand);
    expect(skipped.supply).toBe(supply);
    expect(skipped.queue).toEqual(state.queue);
  });
});
