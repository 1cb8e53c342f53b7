// Fruit Trees: the six tiles (one of each, a tree symbol, no feature for the tree), the fruit chosen for a
// tree (the default when nobody can be asked), the action's choices (harvests of the trees around, one
// sale per set size), the set sold (the fruits held most), the invariants, and games of every level.
import { describe, expect, it } from 'vitest';
import { greedyMove, strongMove } from '../../src/ai/players';
import { SeededRandom } from '../../src/ai/random-player';
import {
  applyMove,
  createGame as create,
  endGame,
  type GameSetup,
  legalMoves,
  playerTokens,
  rulesFor,
} from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { FRUIT_TREES_GAME_INVARIANTS, FRUIT_TREES_INVARIANTS } from '../../src/expansions/fruit-trees/invariants';
import { FRUITS, fruitSlot, setToSell } from '../../src/expansions/fruit-trees/rules';
import { FRUIT_TREE_SET, FRUIT_TREE_TILES, FRUIT_TREES } from '../../src/expansions/fruit-trees/tiles';
import { simulate } from '../../src/sim/simulate';
import { accepted, placeTile, scriptedGame } from '../engine/support/scripted-game';

const createGame = (setup: GameSetup) => create(setup).state;
const seats = [
  { id: 'red', name: 'Red' },
  { id: 'blue', name: 'Blue' },
];
const game = () => scriptedGame({ expansions: [FRUIT_TREES], options: { unlimitedTiles: true } });
const act = (state: GameState, player: string, action: string, args: Record<string, unknown>, draw?: string) =>
  accepted(applyMove(state, player, { type: 'action', action, args, ...(draw ? { draw } : {}) })).state;

/** Blue's apple tree south of the start; Red's monastery east of it with a monk, asked for the fruit action. */
function redBesideTheTree(): GameState {
  let state = placeTile(game(), { player: 'blue', tile: 'FT1', at: [0, 1], rotation: 0 }).state;
  state = act(state, 'blue', 'plant', { fruit: 'apple' });
  state = accepted(applyMove(state, 'blue', { type: 'pass' })).state;
  state = placeTile(state, { player: 'red', tile: 'B', at: [1, 1], rotation: 0 }).state;
  return accepted(applyMove(state, 'red', { type: 'placeFigure', figure: 'meeple', feature: 0 })).state;
}

describe('fruit tree tiles', () => {
  it('are six, one of each, each with the tree symbol and no feature for the tree', () => {
    expect(FRUIT_TREE_TILES).toHaveLength(6);
    expect(Object.values(FRUIT_TREE_SET)).toEqual([1, 1, 1, 1, 1, 1]);
    for (const tile of FRUIT_TREE_TILES) {
      expect(tile.symbols).toEqual({ 'fruit-tree': true });
      expect(tile.features.every((f) => ['road', 'city', 'field'].includes(f.kind))).toBe(true);
    }
    const state = createGame({ players: seats, expansions: [FRUIT_TREES], seed: 1 });
    expect(state.supply.filter((t) => t.startsWith('FT'))).toHaveLength(6);
  });
});

describe('planting', () => {
  it('asks the placer which fruit, offering the fruits on no tree yet', () => {
    const placed = placeTile(game(), { player: 'blue', tile: 'FT1', at: [0, 1], rotation: 0 }).state;
    const legal = legalMoves(placed);
    expect(legal.step).toBe('decide');
    expect(legal.step === 'decide' ? legal.choices.map((c) => c.args?.fruit) : []).toEqual([...FRUITS]);
    const planted = act(placed, 'blue', 'plant', { fruit: 'cherry' });
    expect(fruitSlot(planted).trees['0,1']).toEqual({ fruit: 'cherry', left: [5, 4, 3, 2] });
    const second = placeTile(accepted(applyMove(planted, 'blue', { type: 'pass' })).state, {
      player: 'red',
      tile: 'FT1',
      at: [0, 2],
      rotation: 0,
    }).state;
    const again = legalMoves(second);
    expect(again.step === 'decide' ? again.choices.map((c) => c.args?.fruit) : []).not.toContain('cherry');
  });
});

describe('the fruit action', () => {
  it('offers a harvest of each tree around with tokens, and a sale for each set size held', () => {
    const state = redBesideTheTree();
    const legal = legalMoves(state);
    expect(legal.step === 'decide' && legal.optional).toBe(true);
    expect(legal.step === 'decide' ? legal.choices.map((c) => [c.action, c.args]) : []).toEqual([
      ['harvest', { x: 0, y: 1 }],
    ]);
    const harvested = act(state, 'red', 'harvest', { x: 0, y: 1 }, '4');
    expect(harvested.players.find((p) => p.id === 'red')?.score).toBe(4);
    expect(playerTokens(harvested, 'red')).toMatchObject({ 'fruit-apple': 1 });
    expect(fruitSlot(harvested).trees['0,1']?.left).toEqual([5, 3, 2]);
  });

  it('sells the fruits held most, keeping the most kinds', () => {
    const held = { quince: 0, apple: 2, apricot: 1, cherry: 1, plum: 0, elder: 0 };
    expect(setToSell(held, 2)).toEqual(['apple', 'apricot']);
    expect(setToSell(held, 3)).toEqual(['apple', 'apricot', 'cherry']);
    expect(setToSell(held, 4)).toHaveLength(3);
  });

  it('scores each token held at the end, 1 apiece', () => {
    const harvested = act(redBesideTheTree(), 'red', 'harvest', { x: 0, y: 1 }, '2');
    const ended = endGame(harvested).state;
    // 2 for the harvest, 1 for the token kept, 3 for the unfinished monastery (2 neighbours)
    expect(ended.players.find((p) => p.id === 'red')?.score).toBe(6);
  });
});

describe('fruit tree invariants', () => {
  const rules = rulesFor([FRUIT_TREES]);
  it('catch two actions in a move, and a token that appears or vanishes', () => {
    const before = redBesideTheTree();
    const after = act(before, 'red', 'harvest', { x: 0, y: 1 }, '5');
    const [oneAction] = FRUIT_TREES_INVARIANTS;
    const harvest = { type: 'expansion' as const, module: FRUIT_TREES, what: 'harvested', data: {} };
    expect(oneAction?.(before, after, [harvest], rules)).toBeNull();
    expect(oneAction?.(before, after, [harvest, harvest], rules)).toMatch(/2 fruit actions/);
    expect(oneAction?.(before, after, [], rules)).toMatch(/tokens changed by -1 with 0 harvested/);
    const [accounted] = FRUIT_TREES_GAME_INVARIANTS;
    const check = accounted?.(before);
    expect(check?.(before, after, [harvest], rules)).toBeNull();
    const extra = {
      ...after,
      players: after.players.map((p) => (p.id === 'red' ? { ...p, tokens: { ...p.tokens, 'fruit-apple': 3 } } : p)),
    };
    expect(check?.(after, extra, [], rules)).toMatch(/apple: 6 tokens in play/);
  });

  it('hold over random games with the phantom, the flier and the builders', () => {
    const outcome = simulate({
      games: 8,
      seed: 3,
      players: 3,
      expansions: ['farmers', 'phantom', 'flier', 'traders-builders', FRUIT_TREES],
    });
    expect(outcome).not.toHaveProperty('violation');
  });
});

describe('computer players', () => {
  it.each([
    ['greedy', greedyMove],
    ['strong', (state: GameState, random: SeededRandom) => strongMove(state, random, { budgetMs: 0 })],
  ] as const)('the %s player plays a game with fruit trees to the end, and takes fruit', (_, decide) => {
    let state = createGame({ players: seats, expansions: ['farmers', FRUIT_TREES], seed: 5 });
    const random = new SeededRandom(5);
    let fruitActions = 0;
    for (let guard = 0; guard < 2000 && legalMoves(state).step !== 'ended'; guard++) {
      const legal = legalMoves(state);
      const player = legal.step === 'decide' ? legal.decision.player : (state.players[state.turn.player]?.id as string);
      const move = decide(state, random);
      if (!move) break;
      if (move.type === 'action' && (move.action === 'harvest' || move.action === 'sell')) fruitActions++;
      const result = applyMove(state, player, move);
      if (!result.ok) throw new Error(JSON.stringify(result));
      state = result.state;
    }
    expect(legalMoves(state).step).toBe('ended');
    expect(fruitActions).toBeGreaterThan(0);
  });
});
