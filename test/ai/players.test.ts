import { describe, expect, it } from 'vitest';
import { computerMove, LEVELS, type Level } from '../../src/ai';
import { playArenaGame, runArena, wilson } from '../../src/ai/arena';
import { provisionalScores, STRONG_FIGURE_WORTH } from '../../src/ai/evaluate';
import { greedyMove, strongMove } from '../../src/ai/players';
import { randomMove, SeededRandom } from '../../src/ai/random-player';
import { applyMove, createGame, EXPANSION_IDS } from '../../src/engine';
import type { GameState } from '../../src/engine/types';

const players = [
  { id: 'a', name: 'Ann' },
  { id: 'b', name: 'Bob' },
];

/** A game some random turns in, waiting for a tile placement. */
function midGame(expansions: string[], turns: number, seed = 4, figureChance = 0.5): GameState {
  const random = new SeededRandom(seed);
  let { state } = createGame({ players, expansions, seed });
  while (state.turn.number < turns || state.turn.step !== 'placeTile') {
    const move = randomMove(state, random, figureChance);
    const result = move && applyMove(state, state.players[state.turn.player]?.id as string, move);
    if (!result?.ok) throw new Error('a random legal move was refused');
    state = result.state;
  }
  return state;
}

/** A clock that advances 1 ms every time it is read: the strong player's samples become reproducible. */
function tickingClock() {
  let time = 0;
  return () => time++;
}

describe('computer players', () => {
  it.each(LEVELS)(
    '%s plays legal moves to the end with every expansion on',
    (level: Level) => {
      const state = playArenaGame([level, 'random'], 3, {
        a: level,
        b: 'random',
        games: 1,
        seed: 3,
        expansions: ['farmers', ...EXPANSION_IDS.filter((id) => id !== 'farmers')],
        budgetMs: 2,
        // a count, not the clock: the same game on every machine (a clock once led it into an endless chain
        // of Messengers orders, since capped); 4, not 16: this test asks for legal moves, not strength
        tuning: { rollouts: 4 },
        // with 40 expansions a game has ~400 tiles: a whole one took greedy ~7 min on a quiet core and more
        // than 15 min on a busy one, so the level plays the first 120 turns (every set's tiles and questions
        // have come up by then) and random players finish the game, whose end the random level's test covers
        randomFromTurn: 120,
      });
      expect(state.turn.step).toBe('ended');
      expect(state.board.length).toBeGreaterThan(120);
    },
    900_000,
  );

  it('does not peek at the draw order: the same position with another hidden seed gets the same move', () => {
    const state = midGame(['farmers'], 12);
    const other = { ...state, rng: (state.rng ^ 0xdeadbeef) >>> 0 };
    expect(greedyMove(other, new SeededRandom(9))).toEqual(greedyMove(state, new SeededRandom(9)));
    const strong = (s: GameState) => strongMove(s, new SeededRandom(9), { budgetMs: 40, now: tickingClock() });
    expect(strong(other)).toEqual(strong(state));
  });

  it('greedy takes the points on offer where random does not', () => {
    const tally = runArena({ a: 'greedy', b: 'random', games: 4, seed: 11, expansions: ['farmers'], budgetMs: 0 });
    expect(tally.aWins).toBe(4);
    expect(tally.aPoints).toBeGreaterThan(2 * tally.bPoints);
  });

  it('a computer player at the figure step answers with a figure, an action or a pass', () => {
    let state = midGame(['farmers', 'abbot'], 8);
    const place = computerMove('greedy', state, new SeededRandom(2));
    const placed = place && applyMove(state, state.players[state.turn.player]?.id as string, place);
    if (!placed?.ok) throw new Error('greedy placement refused');
    state = placed.state;
    const then = computerMove('strong', state, new SeededRandom(2), { budgetMs: 20, now: tickingClock() });
    expect(['placeFigure', 'pass', 'action']).toContain(then?.type);
    expect(applyMove(state, state.players[state.turn.player]?.id as string, then as never).ok).toBe(true);
  });
});

describe('the strong player by rollout count', () => {
  it('makes exactly the rollouts asked for, whatever the clock says, and so decides the same on a busy machine', () => {
    const state = midGame(['farmers'], 10);
    const decide = (now: () => number) => {
      const made: number[] = [];
      const move = strongMove(state, new SeededRandom(5), { rollouts: 40, now, onSampled: (n) => made.push(n) });
      return { move, made };
    };
    const idle = decide(() => 0);
    // a clock far past any budget changes nothing
    const busy = decide(() => Number.MAX_SAFE_INTEGER);
    // 8 candidates halved over 3 rounds, each round up to a third of the 40: 8 × 1, then 4 × 5, then 2 × 6
    expect(idle.made).toEqual([40]);
    expect(busy).toEqual(idle);
  });

  it('plays on greedily in its simulations when asked, legally', () => {
    const state = midGame(['farmers'], 10);
    const move = strongMove(state, new SeededRandom(5), { rollouts: 8, horizon: 2, rolloutPolicy: 'greedy' });
    expect(move?.type).toBe('placeTile');
    expect(applyMove(state, state.players[state.turn.player]?.id as string, move as never).ok).toBe(true);
  });
});

describe('the worth of a figure in hand', () => {
  it('grows with the tiles left to draw up to its cap, and adds to the provisional score for each figure', () => {
    const nothing = { perTile: 0, cap: 0 };
    const worth = (state: GameState) => {
      const inHand = Object.values(state.players[0]?.supply ?? {}).reduce((sum, n) => sum + n, 0);
      const extra =
        (provisionalScores(state, STRONG_FIGURE_WORTH)[0] ?? 0) - (provisionalScores(state, nothing)[0] ?? 0);
      return { inHand, perFigure: extra / inHand, tilesLeft: state.supply.length };
    };
    const early = worth(midGame(['farmers'], 4));
    expect(early.tilesLeft).toBeGreaterThan(STRONG_FIGURE_WORTH.cap / STRONG_FIGURE_WORTH.perTile);
    expect(early.perFigure).toBeCloseTo(STRONG_FIGURE_WORTH.cap);
    // figures seldom placed, so some are left this late
    const late = worth(midGame(['farmers'], 66, 4, 0.05));
    expect(late.inHand).toBeGreaterThan(0);
    expect(late.perFigure).toBeCloseTo(late.tilesLeft * STRONG_FIGURE_WORTH.perTile);
    expect(late.perFigure).toBeLessThan(early.perFigure);
  });
});

describe('wilson interval', () => {
  it('matches the textbook values', () => {
    const half = wilson(5, 10);
    expect(half.low).toBeCloseTo(0.2366, 3);
    expect(half.high).toBeCloseTo(0.7634, 3);
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(0, 10).high).toBeCloseTo(0.2775, 3);
  });
});
