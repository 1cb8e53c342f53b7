// Two computer levels play each other over many games, seats alternated, for win rates with an interval.
import { applyMove, createGame } from '../engine';
import type { GameState } from '../engine/types';
import { computerMove, type DecideOptions, type Level } from './players';
import { SeededRandom } from './random-player';
import { moverId, moverSeat } from './turns';

export interface ArenaOptions {
  a: Level;
  b: Level;
  games: number;
  seed: number;
  expansions: string[];
  budgetMs: number;
  /** Tuning of the strong player (candidates, horizon, rolloutFigures). */
  tuning?: Omit<DecideOptions, 'budgetMs' | 'now'>;
  /** Called after every game with the tally so far. */
  onGame?: (tally: ArenaTally) => void;
  /**
   * From this turn on, every seat plays at random: a test that asks only whether a level's moves are legal
   * lets it play the part of a 400-tile game where every expansion has come up, and finishes the rest fast.
   */
  randomFromTurn?: number;
}

export interface ArenaTally {
  games: number;
  /** Games `a` won alone, games `b` won alone, and shared wins (tied top scores). */
  aWins: number;
  bWins: number;
  ties: number;
  aPoints: number;
  bPoints: number;
}

/** Wilson score interval (95%) of a proportion. */
export function wilson(successes: number, trials: number, z = 1.96): { low: number; high: number } {
  if (!trials) return { low: 0, high: 1 };
  const p = successes / trials;
  const denominator = 1 + (z * z) / trials;
  const centre = p + (z * z) / (2 * trials);
  const spread = z * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials));
  return { low: Math.max(0, (centre - spread) / denominator), high: Math.min(1, (centre + spread) / denominator) };
}

/** One game; `first` is the level in the first seat. Returns the final state. */
export function playArenaGame(levels: [Level, Level], seed: number, options: ArenaOptions): GameState {
  const players = levels.map((level, i) => ({ id: `s${i}`, name: level }));
  const randoms = levels.map((_, i) => new SeededRandom((seed * 31 + i + 1) ^ 0x5bd1e995));
  let { state } = createGame({ players, expansions: options.expansions, seed });
  while (state.turn.step !== 'ended') {
    // the seat the game waits for: the active one, or a question's player
    const seat = moverSeat(state);
    const level = state.turn.number >= (options.randomFromTurn ?? Number.POSITIVE_INFINITY) ? 'random' : levels[seat];
    const move = computerMove(level as Level, state, randoms[seat] as SeededRandom, {
      ...options.tuning,
      budgetMs: options.budgetMs,
    });
    const result = move && applyMove(state, moverId(state), move);
    if (!result?.ok) throw new Error(`level ${level} made no legal move in game ${seed}`);
    state = result.state;
  }
  return state;
}

/** Plays the games: game i uses seed `seed + floor(i / 2)` with seats swapped every other game. */
export function runArena(options: ArenaOptions): ArenaTally {
  const tally: ArenaTally = { games: 0, aWins: 0, bWins: 0, ties: 0, aPoints: 0, bPoints: 0 };
  for (let i = 0; i < options.games; i++) {
    const aFirst = i % 2 === 0;
    const levels: [Level, Level] = aFirst ? [options.a, options.b] : [options.b, options.a];
    const state = playArenaGame(levels, options.seed + Math.floor(i / 2), options);
    const [first, second] = state.players.map((player) => player.score) as [number, number];
    const [aScore, bScore] = aFirst ? [first, second] : [second, first];
    tally.games++;
    tally.aPoints += aScore;
    tally.bPoints += bScore;
    if (aScore > bScore) tally.aWins++;
    else if (bScore > aScore) tally.bWins++;
    else tally.ties++;
    options.onGame?.(tally);
  }
  return tally;
}
