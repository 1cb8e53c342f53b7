// An answer naming its place otherwise (another tile or edge of the same feature) is the offered choice;
// a different feature, or an ambiguous name among several offered choices on one feature, is not.
import { describe, expect, it } from 'vitest';
import { choiceForPlace, namedFeature } from '../../src/engine/place-names';
import type { DecisionChoice } from '../../src/engine/types';
import { playTurns, scriptedGame } from './support/scripted-game';

// the start's road runs west–east through 0,0 and on through the straight road at 1,0 and 2,0
const board = () =>
  playTurns(scriptedGame(), [
    { player: 'red', tile: 'U', at: [1, 0], rotation: 0 },
    { player: 'blue', tile: 'U', at: [2, 0], rotation: 0 },
  ]).state;

const exact = (a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined) =>
  JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

const road = (x: number, where: string, extra: Record<string, unknown> = {}): DecisionChoice => ({
  action: 'pick',
  args: { x, y: 0, feature: 'road', where, ...extra },
});

describe('a place named by any of its names', () => {
  it('is the same feature by any tile, edge, or with no kind', () => {
    const state = board();
    const root = namedFeature(state, { x: 1, y: 0, feature: 'road', where: 'E' });
    expect(root).toBeDefined();
    expect(namedFeature(state, { x: 2, y: 0, feature: 'road', where: 'W' })).toBe(root);
    expect(namedFeature(state, { at: [0, 0], feature: 'road', where: 'E' })).toBe(root);
    expect(namedFeature(state, { x: 1, y: 0, where: 'W' })).toBe(root);
    expect(namedFeature(state, { x: 1, y: 0, feature: 'field', where: 'NL' })).not.toBe(root);
    expect(namedFeature(state, { x: 5, y: 5, feature: 'road', where: 'E' })).toBeUndefined();
  });

  it('answers the one offered choice on that feature, its other arguments alike', () => {
    const state = board();
    const offered = [road(1, 'E', { figure: 'meeple' })];
    const named = { x: 2, y: 0, feature: 'road', where: 'E', figure: 'meeple' };
    expect(choiceForPlace(state, offered, 'pick', named, exact)).toBe(offered[0]);
    expect(choiceForPlace(state, offered, 'pick', { ...named, figure: 'big' }, exact)).toBeNull();
    expect(choiceForPlace(state, offered, 'other', named, exact)).toBeNull();
    expect(choiceForPlace(state, offered, 'pick', { ...named, feature: 'field', where: 'NL' }, exact)).toBeNull();
  });

  it("takes a tile where a figure stands on the feature as that figure's spot, not another name", () => {
    const state = playTurns(scriptedGame(), [
      { player: 'red', tile: 'U', at: [1, 0], rotation: 0 },
      { player: 'blue', tile: 'U', at: [2, 0], rotation: 0, place: { feature: 'road', where: 'E' } },
    ]).state;
    const offered = [road(1, 'E')];
    expect(choiceForPlace(state, offered, 'pick', { x: 2, y: 0, feature: 'road', where: 'E' }, exact)).toBeNull();
    expect(choiceForPlace(state, offered, 'pick', { x: 0, y: 0, feature: 'road', where: 'E' }, exact)).toBe(offered[0]);
  });

  it('with several offered choices on the feature, takes the one on the tile named, else refuses', () => {
    const state = board();
    const offered = [road(1, 'E'), road(2, 'E')];
    expect(choiceForPlace(state, offered, 'pick', { x: 2, y: 0, feature: 'road', where: 'W' }, exact)).toBe(offered[1]);
    // the start tile's part of the road holds neither choice: which one is meant cannot be told
    expect(choiceForPlace(state, offered, 'pick', { x: 0, y: 0, feature: 'road', where: 'E' }, exact)).toBeNull();
  });
});
