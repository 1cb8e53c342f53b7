// The Count of Carcassonne: the city as the start, entering it when only opponents scored, moving the
// count, followers joining a completed feature before it scores, and the moves out when the last tile
// is played (asked of each player round by round).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computerMove } from '../../src/ai';
import { SeededRandom } from '../../src/ai/random-player';
import type { GameState } from '../../src/engine';
import { applyMove, createGame, forceTurn, legalMoves, playerTokens } from '../../src/engine';
import { countSlot, QUARTERS } from '../../src/expansions/count/rules';
import { COUNT_TILES } from '../../src/expansions/count/tiles';
import { runScenario } from '../../src/scenario/run';
import { accepted, featureOn, placeTile, players, playTurn, scriptedGame } from '../engine/support/scripted-game';

const pass = (state: GameState, player: string) => accepted(applyMove(state, player, { type: 'pass' })).state;

function choose(state: GameState, action: string, args: Record<string, unknown>): GameState {
  const legal = legalMoves(state);
  if (legal.step !== 'decide') throw new Error(`no decision pending (${legal.step})`);
  return accepted(applyMove(state, legal.player, { type: 'action', action, args })).state;
}

/** Red's knight on a city of 2 tiles below the city; Blue closes it (Red 6) and waits to enter. */
function blueMayEnter(expansions: string[] = ['count']): GameState {
  let state = scriptedGame({ expansions });
  state = playTurn(state, {
    player: 'red',
    tile: 'G',
    at: [-1, 2],
    rotation: 90,
    place: { feature: 'city', where: 'N' },
  }).state;
  return playTurn(state, { player: 'blue', tile: 'E', at: [-1, 3], rotation: 0 }).state;
}

describe('the city of Carcassonne', () => {
  it('is the start: twelve tiles four wide and three high around the start position, the base start tile gone', () => {
    const { state } = createGame({ players: players('red', 'blue'), expansions: ['count'], seed: 3 });
    expect(
      state.board
        .map((t) => `${t.tile}@${t.x},${t.y}`)
        .slice(0, 12)
        .sort(),
    ).toEqual(COUNT_TILES.map((t, i) => `${t.id}@${(i % 4) - 1},${Math.floor(i / 4) - 1}`).sort());
    // 72 tiles less the start tile, one drawn for the first turn
    expect(state.supply.length + 1).toBe(71);
    expect(countSlot(state).count).toBe('castle');
  });

  it('opens three roads, two small cities and three fields that count the city of Carcassonne', () => {
    const state = scriptedGame({ expansions: ['count'] });
    const roots = new Set(state.board.flatMap((t) => t.nodes.map((n) => findRoot(state, n))));
    const kinds = [...roots].map((r) => state.nodes[r]?.kind).sort();
    expect(kinds).toEqual(['city', 'city', 'field', 'field', 'field', 'road', 'road', 'road']);
    const fields = [...roots].filter((r) => state.nodes[r]?.kind === 'field');
    expect(fields.every((r) => (state.nodes[r]?.marks.carcassonne ?? 0) > 0)).toBe(true);
  });
});

const findRoot = (state: GameState, id: number): number => {
  let r = id;
  while (state.nodes[r]?.parent !== r) r = state.nodes[r]?.parent as number;
  return r;
};

describe('entering Carcassonne', () => {
  it('offers the placer every quarter for each follower kind, at the quarter on the board, and may be declined', () => {
    const state = blueMayEnter(['count', 'inns-cathedrals']);
    const legal = legalMoves(state);
    expect(legal.step === 'decide' && [legal.player, legal.decision.kind, legal.optional]).toEqual([
      'blue',
      'enter',
      true,
    ]);
    const choices = legal.step === 'decide' ? legal.choices : [];
    expect(choices.map((c) => `${c.args?.quarter}/${c.args?.figure}`).sort()).toEqual(
      QUARTERS.flatMap((q) => [`${q}/big`, `${q}/meeple`]).sort(),
    );
    // each quarter's choices point at its own tile of the city
    const at = new Set(choices.map((c) => `${c.at?.x},${c.at?.y}`));
    expect(at.size).toBe(4);
    const declined = pass(state, 'blue');
    expect(legalMoves(declined).step).toBe('placeTile');
    expect(playerTokens(declined, 'blue')['count.castle']).toBe(0);
  });

  it('takes the follower from the supply, then lets the placer move the count to another quarter', () => {
    const entered = choose(blueMayEnter(), 'count-enter', { quarter: 'cathedral', figure: 'meeple' });
    expect(entered.players[1]?.supply.meeple).toBe(6);
    const legal = legalMoves(entered);
    expect(legal.step === 'decide' && legal.decision.kind).toBe('move-count');
    const targets = legal.step === 'decide' ? legal.choices.map((c) => c.args?.quarter) : [];
    expect(targets).toEqual(['market', 'blacksmith', 'cathedral']);
    const moved = choose(entered, 'count-move', { quarter: 'blacksmith' });
    expect(countSlot(moved).count).toBe('blacksmith');
    expect(countSlot(moved).quarters.cathedral).toEqual([{ player: 'blue', figure: 'meeple' }]);
  });
});

describe('followers joining a completed feature', () => {
  it('are asked before the feature scores: nothing is paid until the last answer', () => {
    let state = choose(blueMayEnter(), 'count-enter', { quarter: 'castle', figure: 'meeple' });
    state = choose(state, 'count-move', { quarter: 'market' });
    state = playTurn(state, {
      player: 'red',
      tile: 'F',
      at: [3, 1],
      rotation: 0,
      place: { feature: 'city', where: 'W' },
    }).state;
    state = playTurn(state, { player: 'red', tile: 'E', at: [4, 1], rotation: 270 }).state;
    const legal = legalMoves(state);
    expect(legal.step === 'decide' && [legal.player, legal.decision.kind]).toEqual(['blue', 'join']);
    expect(legal.step === 'decide' && legal.choices[0]?.at).toMatchObject({ x: 4, y: 1 });
    expect(state.players.map((p) => p.score)).toEqual([6, 0]);
    const joined = choose(state, 'count-join', { figure: 'meeple' });
    expect(joined.players.map((p) => p.score)).toEqual([14, 8]);
    expect(joined.players.map((p) => p.supply.meeple)).toEqual([7, 7]);
  });
  it("fn 53: not into a castle: a small city's owner is asked about the castle first, and nobody joins one", () => {
    // with Bridges, Castles & Bazaars a bridge may be asked about after each tile: declined here
    const turn = (state: GameState, t: Parameters<typeof placeTile>[1] & { city?: string }) => {
      let next = placeTile(state, t).state;
      for (let legal = legalMoves(next); legal.step === 'decide'; legal = legalMoves(next))
        next = pass(next, legal.player);
      const move = t.city
        ? { type: 'placeFigure' as const, figure: 'meeple', feature: featureOn(next, t.at[0], t.at[1], 'city', t.city) }
        : { type: 'pass' as const };
      return accepted(applyMove(next, t.player, move)).state;
    };
    let state = scriptedGame({ expansions: ['count', 'bridges-castles-bazaars'] });
    state = turn(state, { player: 'red', tile: 'G', at: [-1, 2], rotation: 90, city: 'N' });
    state = turn(state, { player: 'blue', tile: 'E', at: [-1, 3], rotation: 0 });
    state = choose(state, 'count-enter', { quarter: 'castle', figure: 'meeple' });
    state = choose(state, 'count-move', { quarter: 'market' });
    // Red closes Carcassonne's east cap with a cap of his own: a small city of two half-circles
    state = turn(state, { player: 'red', tile: 'E', at: [3, 1], rotation: 270, city: 'W' });
    const legal = legalMoves(state);
    expect(legal.step === 'decide' && [legal.player, legal.decision.kind]).toEqual(['red', 'castle']);
    const castle = choose(state, 'build-castle', { x: 3, y: 1 });
    expect(legalMoves(castle).step).toBe('placeTile');
    expect(playerTokens(castle, 'blue')['count.castle']).toBe(1);
    // declined, it stays a city: Blue may still join it and shares its 4 points
    const declined = pass(state, 'red');
    const join = legalMoves(declined);
    expect(join.step === 'decide' && [join.player, join.decision.kind]).toEqual(['blue', 'join']);
    expect(choose(declined, 'count-join', { figure: 'meeple' }).players.map((p) => p.score)).toEqual([10, 4]);
  });
  it("stand on another tile of the feature than the dragon's, where a follower may not go", () => {
    const file = 'test/scenarios/count/dragon-follower-joins-beside-the-dragon.json';
    const { events } = runScenario(JSON.parse(readFileSync(file, 'utf8')));
    const joined = events.filter((e) => e.type === 'figurePlaced' && e.by === 'count');
    expect(joined).toMatchObject([{ player: 'blue', x: 3, y: 1 }]);
  });
});

/** Red's farmer by the north wall, Blue's follower in the Market; Blue's barn comes to Red's field. */
function barnComesWithBlueInTheMarket(): GameState {
  let state = scriptedGame({ expansions: ['count', 'farmers', 'abbey-mayor'] });
  state = playTurn(state, {
    player: 'red',
    tile: 'U',
    at: [1, 2],
    rotation: 90,
    place: { feature: 'road', where: 'N' },
  }).state;
  state = playTurn(state, { player: 'blue', tile: 'W', at: [1, 3], rotation: 180 }).state;
  state = choose(state, 'count-enter', { quarter: 'market', figure: 'meeple' });
  state = pass(state, 'blue');
  state = playTurn(state, {
    player: 'red',
    tile: 'E',
    at: [0, -2],
    rotation: 0,
    place: { feature: 'field', where: 'SL' },
  }).state;
  state = placeTile(state, { player: 'blue', tile: 'E', at: [1, -2], rotation: 0 }).state;
  const feature = featureOn(state, 1, -2, 'field', 'SR');
  return accepted(applyMove(state, 'blue', { type: 'placeFigure', figure: 'barn', feature })).state;
}

describe("followers from the Market joining a barn's field (fn 56, fn 57)", () => {
  it('are asked before the field scores: nothing is paid, no farmer goes home, until the answer', () => {
    const state = barnComesWithBlueInTheMarket();
    const legal = legalMoves(state);
    expect(legal.step === 'decide' && [legal.player, legal.decision.kind]).toEqual(['blue', 'join-barn-field']);
    expect(legal.step === 'decide' && legal.choices.map((c) => c.params)).toEqual([
      { figure: 'meeple', quarter: 'market', feature: 'field' },
    ]);
    expect(state.players.map((p) => [p.score, p.supply.meeple])).toEqual([
      [3, 6],
      [0, 6],
    ]);
    const declined = pass(state, 'blue');
    expect(declined.players.map((p) => [p.score, p.supply.meeple])).toEqual([
      [6, 7],
      [0, 6],
    ]);
    expect(playerTokens(declined, 'blue')['count.market']).toBe(1);
  });

  it('is answered by a computer player: joining ties the field, so it joins', () => {
    const state = barnComesWithBlueInTheMarket();
    const move = computerMove('greedy', state, new SeededRandom(1));
    expect(move).toMatchObject({ type: 'action', action: 'count-join', args: { figure: 'meeple' } });
    const after = accepted(applyMove(state, 'blue', move as NonNullable<typeof move>)).state;
    expect(after.players.map((p) => p.score)).toEqual([6, 3]);
  });
});

describe('the end of the game', () => {
  /** Blue in the Blacksmith, Red's road of 2 tiles open; the last tile is placed and the supply is empty. */
  function lastTilePlayed(): GameState {
    let state = scriptedGame({ expansions: ['count'] });
    state = playTurn(state, {
      player: 'red',
      tile: 'U',
      at: [1, 2],
      rotation: 90,
      place: { feature: 'road', where: 'N' },
    }).state;
    state = playTurn(state, { player: 'blue', tile: 'W', at: [1, 3], rotation: 180 }).state;
    state = choose(state, 'count-enter', { quarter: 'blacksmith', figure: 'meeple' });
    state = pass(state, 'blue');
    // the draws go back to the seed with nothing left to draw after this turn
    const last = accepted(
      forceTurn({ ...state, options: { ...state.options, scriptedDraws: false } }, 'red', 'U'),
    ).state;
    const placed = accepted(
      applyMove({ ...last, supply: [] }, 'red', { type: 'placeTile', x: -2, y: -1, rotation: 0 }),
    ).state;
    return placed;
  }

  it('asks each player from the left of the last one, round by round, to move one follower out, then scores', () => {
    const figureStep = lastTilePlayed();
    const legalFigure = legalMoves(figureStep);
    const spot = legalFigure.step === 'placeFigure' ? legalFigure.spots.find((s) => s.kind === 'road') : undefined;
    if (!spot) throw new Error('no road spot');
    const placed = accepted(
      applyMove(figureStep, 'red', { type: 'placeFigure', figure: 'meeple', feature: spot.feature }),
    ).state;
    const legal = legalMoves(placed);
    expect(legal.step === 'decide' && [legal.player, legal.decision.kind, legal.optional]).toEqual([
      'blue',
      'final',
      true,
    ]);
    const toRoad = legal.step === 'decide' ? legal.choices.find((c) => c.at?.x === -2 && c.at?.y === -1) : undefined;
    expect(toRoad).toBeDefined();
    const moved = choose(placed, 'count-final', toRoad?.args ?? {});
    // somebody moved, so another round: Blue has nobody left in the city, so nobody is asked and the game ends
    expect(moved.turn.step).toBe('ended');
    expect(moved.players.map((p) => p.score)).toEqual([5, 2]);
  });

  it('ends without moves when every player declines', () => {
    const placed = pass(lastTilePlayed(), 'red');
    const ended = pass(placed, 'blue');
    expect(ended.turn.step).toBe('ended');
    expect(ended.players.map((p) => p.score)).toEqual([3, 0]);
    expect(playerTokens(ended, 'blue')['count.blacksmith']).toBe(1);
  });
});
