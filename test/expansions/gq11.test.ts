// GQ11: the 12 tiles against the reference facts (the all-field tile without its pig herd), where its
// river tiles go (back in the box without a river; with one, the river tile into the river's queue before
// the lake and one spring a river), and random games with the rivers holding every invariant.
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/engine';
import { GQ_RIVER, GQ_SPRING, GQ11, GQ11_SET, GQ11_TILES } from '../../src/expansions/gq11/tiles';
import { simulate } from '../../src/sim/simulate';
import { players } from '../engine/support/scripted-game';
import { byReference, expectSameFeatures } from '../support/catalog-compare';
import { type ReferenceFeature, readReference } from '../support/reference-tiles';

const reference = readReference('gq11.xml');
const game = (expansions: string[], options: Record<string, unknown> = {}) =>
  createGame({ players: players('red', 'blue'), seed: 4, expansions, options }).state;

describe('GQ11 tiles', () => {
  it.each(GQ11_TILES.map((t) => [t.id, t] as const))('%s matches its reference facts', (_, type) => {
    expectSameFeatures(type, reference.tiles.get(type.ref) as ReferenceFeature[]);
  });

  it('are the 10 of set gq11 and the 2 of gq11/river, one of each, and bring no rules (fn 116)', () => {
    const sets = ['gq11', 'gq11/river'].map((id) => Object.fromEntries(reference.sets.get(id) as Map<string, number>));
    expect(byReference(GQ11_SET)).toEqual({ ...sets[0], ...sets[1] });
  });

  it('the all-field tile carries no pig herd (officially it has none)', () => {
    const allField = GQ11_TILES.find((t) => t.ref === 'GQ/F');
    expect(allField?.features.every((f) => !f.marks)).toBe(true);
  });
});

describe('where the river tiles go', () => {
  it('without a river: both back in the box, the ten land tiles in the supply', () => {
    const state = game([GQ11]);
    const ours = state.supply.filter((t) => t in GQ11_SET);
    expect(ours.sort()).toEqual(
      Object.keys(GQ11_SET)
        .filter((t) => t !== GQ_SPRING && t !== GQ_RIVER)
        .sort(),
    );
    expect(state.board[0]?.tile).toBe('D');
  });

  it('with The River: the game starts at GQ11’s spring, the River’s stays in the box (one spring a river, fn 119), the river tile comes before the lake', () => {
    const state = game(['river', GQ11]);
    expect(state.board[0]?.tile).toBe(GQ_SPRING);
    const queue = state.queue ?? [];
    expect(queue).not.toContain('RS');
    expect(state.supply).not.toContain('RS');
    expect(queue).toContain(GQ_RIVER);
    expect(queue.at(-1)).toBe('RL');
    expect(state.supply).not.toContain(GQ_RIVER);
  });

  it('with The River II: the fork still comes first and the river tile before the lake', () => {
    const state = game(['river-2', GQ11]);
    const queue = state.queue ?? [];
    expect(state.board[0]?.tile).toBe(GQ_SPRING);
    // the fork is the first turn's tile, drawn from the queue's front
    expect(state.turn.tile).toBe('R2Y');
    expect(queue).toContain(GQ_RIVER);
    expect(queue.at(-1)).toBe('R2L');
  });

  it('with the Count and The River (the river waits in the queue): GQ11’s spring in the box, its river tile after the River’s spring', () => {
    const state = game(['river', 'count', GQ11]);
    const queue = state.queue ?? [];
    const drawn = [state.turn.tile, ...queue];
    expect(drawn).not.toContain(GQ_SPRING);
    expect(drawn.indexOf(GQ_RIVER)).toBeGreaterThan(drawn.indexOf('RS'));
    expect(drawn.at(-1)).toBe('RL');
  });

  it('with The River II and the Count: GQ11’s spring is taken out of the queue the River II fills', () => {
    const state = game(['river-2', 'count', GQ11]);
    expect([state.turn.tile, ...(state.queue ?? [])]).not.toContain(GQ_SPRING);
  });

  it('option gq11Spring box: the River’s own spring starts, GQ11’s stays in the box', () => {
    const state = game(['river', GQ11], { gq11Spring: 'box' });
    expect(state.board[0]?.tile).toBe('RS');
    expect([...state.supply, ...(state.queue ?? [])]).not.toContain(GQ_SPRING);
  });
});

describe('invariants', () => {
  it('hold over random games with farmers and both rivers', () => {
    const outcome = simulate({ games: 20, seed: 3, players: 3, expansions: ['farmers', 'river', 'river-2', GQ11] });
    expect(outcome).not.toHaveProperty('violation');
    expect(outcome).toMatchObject({ games: 20 });
  });
});
