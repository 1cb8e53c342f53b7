// The three computer players. Each sees only what a human sees: the board, the scores, its drawn tile and
// the multiset of tiles left. Simulations swap the state's random seed for a fresh one, so the real
// order of future draws is never peeked at.
import { applyMove, legalMoves, pendingDecision } from '../engine';
import type { GameState, Move } from '../engine/types';
import { type FigureWorth, STRONG_FIGURE_WORTH, standing } from './evaluate';
import { randomMove, SeededRandom } from './random-player';
import { answerMoves, firstMove, moverId, moverSeat, type TurnChoice, turnChoices } from './turns';

export const LEVELS = ['random', 'greedy', 'strong'] as const;
export type Level = (typeof LEVELS)[number];
export const isLevel = (value: unknown): value is Level => LEVELS.includes(value as Level);

export interface DecideOptions {
  /** Thinking time of the strong player, in ms. */
  budgetMs?: number;
  /** Strong player: how many of the greedy ranking's best turns it searches (default 8). */
  candidates?: number;
  /** Strong player: whole turns simulated after each candidate (default 4). */
  horizon?: number;
  /** Strong player: chance a simulated turn places a figure (default 0.5; random rollouts only). */
  rolloutFigures?: number;
  /** Strong player: how simulated turns are played: a random move (default) or greedy's best turn. */
  rolloutPolicy?: 'greedy' | 'random';
  /**
   * Strong player: rollouts per decision (one candidate played into one sampled future) instead of a
   * time budget (the arena's measure of strength is then the same on a busy machine as on an idle one).
   */
  rollouts?: number;
  /** Strong player: what a figure in hand is worth when a rollout's end is read. */
  figureWorth?: FigureWorth;
  /** Strong player: told how many rollouts it made (the bench relates a budget to `rollouts`). */
  onSampled?: (rollouts: number) => void;
  /** Clock for the budget (tests may pass a fake one). */
  now?: () => number;
}

export const DEFAULT_BUDGET_MS = 800;

/** The state with its random seed replaced: what follows is one possible future, not the real one. */
export const concealed = (state: GameState, random: SeededRandom): GameState => ({
  ...state,
  rng: Math.floor(random.next() * 4294967296) >>> 0,
});

/** Whole turns ranked by the standing they leave the active player in, best first. */
export function rankedTurns(state: GameState, random: SeededRandom): { choice: TurnChoice; value: number }[] {
  const me = moverSeat(state);
  return turnChoices(concealed(state, random))
    .map((choice) => ({ choice, value: standing(choice.after, me) }))
    .sort((a, b) => b.value - a.value);
}

/** Futures over which an answer followed by chance is weighed (the same ones for every answer). */
const CHANCY_FUTURES = 6;

/**
 * The answers to the pending question (declining too, when allowed), ranked by the standing each leaves
 * the deciding player in, best first: every answer is tried on the same sampled future (on the same few,
 * averaged, when chance follows the answer: Decision.chancy).
 */
export function rankedAnswers(state: GameState, random: SeededRandom): { move: Move; value: number }[] {
  const me = moverSeat(state);
  // a question whose answer is followed by chance is weighed over several futures (its mean), else one
  const count = state.turn.decisions?.[0]?.chancy ? CHANCY_FUTURES : 1;
  const futures = Array.from({ length: count }, () => concealed(state, random));
  // what an answer is worth beyond the position it leaves (a bid's tile still to be placed), by its module
  const legal = legalMoves(state);
  const worths = legal.step === 'decide' ? legal.choices.map((choice) => choice.worth ?? 0) : [];
  // an answer that only asks another question is worth the best way on (that question, then the one after
  // it); an answer that another question follows at once, that question's best answer
  const followed = legal.step === 'decide' && legal.decision.followed ? 1 : 0;
  const depths = legal.step === 'decide' ? legal.choices.map((choice) => (choice.asks ? LOOK_THROUGH : followed)) : [];
  const module = legal.step === 'decide' ? legal.decision.module : undefined;
  return (
    answerMoves(state)
      .flatMap((move, i) => {
        let total = 0;
        for (const future of futures) {
          const result = applyMove(future, moverId(future), move);
          if (!result.ok) return [];
          total += bestWorth(result.state, me, depths[i] ?? followed, module);
        }
        return [{ move, value: total / count + (worths[i] ?? 0) }];
      })
      // an answer no better than declining is not given: a follower does not flee back and forth for nothing
      .sort((a, b) => b.value - a.value || Number(b.move.type === 'pass') - Number(a.move.type === 'pass'))
  );
}

/** Questions an answer that only asks another (DecisionChoice.asks) is seen through: the plague's flight, then its flea. */
const LOOK_THROUGH = 2;

/**
 * The player's standing in `state`; or, while `depth` lasts and the same module asks them another question
 * at once (the Plague's flea after a flight), the best of that question's answers: a flight is worth the
 * follower the flea then misses.
 */
function bestWorth(state: GameState, me: number, depth: number, module: string | undefined): number {
  const next = depth > 0 && pendingDecision(state);
  if (next && next.module === module && moverSeat(state) === me) {
    let best = Number.NEGATIVE_INFINITY;
    for (const move of answerMoves(state)) {
      const result = applyMove(state, moverId(state), move);
      if (result.ok) best = Math.max(best, bestWorth(result.state, me, depth - 1, module));
    }
    if (best > Number.NEGATIVE_INFINITY) return best;
  }
  return standing(state, me);
}

/** One turn ahead: the move that leaves the best provisional lead (for a question: the best answer). */
export function greedyMove(state: GameState, random: SeededRandom): Move | null {
  // a question with nothing to weigh is left to the random player's rules
  if (state.turn.step === 'decide') return rankedAnswers(state, random)[0]?.move ?? randomMove(state, random);
  const [best] = rankedTurns(state, random);
  return best ? firstMove(best.choice) : null;
}

/** Candidates the strong player looks further into: the greedy ranking's best few. */
const CANDIDATES = 8;
/** Turns simulated after a candidate before its standing is read. */
const HORIZON = 4;
/** Share of the budget spent on the figure step (the placement step already weighed its figures). */
const FIGURE_STEP_SHARE = 1 / 3;

/** Greedy's best whole turn from `state`, as the state after it (null when there is no turn to play). */
function greedyTurn(state: GameState, random: SeededRandom): GameState | null {
  if (state.turn.step !== 'placeTile' && state.turn.step !== 'placeFigure') return null;
  const me = moverSeat(state);
  let best: GameState | null = null;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const choice of turnChoices(state)) {
    // ties go to a random one of the equals, so every simulated player does not play alike
    const value = standing(choice.after, me) + random.next() * 1e-6;
    if (value > bestValue) [best, bestValue] = [choice.after, value];
  }
  return best;
}

/** Plays `turns` whole turns from `state` (whose seed is already a fresh one), greedily or at random. */
function rollout(state: GameState, turns: number, random: SeededRandom, options: DecideOptions): GameState {
  const figureChance = options.rolloutFigures ?? 0.5;
  let current = state;
  const stopAt = current.turn.number + turns;
  while (current.turn.step !== 'ended' && current.turn.number < stopAt) {
    if (options.rolloutPolicy === 'greedy') {
      const after = greedyTurn(current, random);
      if (after) {
        current = after;
        continue;
      }
    }
    const move = randomMove(current, random, figureChance);
    const result = move && applyMove(current, moverId(current), move);
    if (!result?.ok) break;
    current = result.state;
  }
  return current;
}

/**
 * The state after the candidate's placement when that placement drew no random number (its step then
 * waits for the follow-up), else null. The engine reads the seed only to draw from it, so such a
 * placement plays alike on every future: each future's is this state with the future's seed.
 */
function placedWithoutChance(state: GameState, choice: TurnChoice): GameState | null {
  if (!choice.place || choice.place === choice.followUp) return null;
  const placed = applyMove(state, moverId(state), choice.place);
  return placed.ok && placed.state.rng === state.rng && placed.state.turn.step === 'placeFigure' ? placed.state : null;
}

/** Replays a candidate's whole turn on another state (the same position with another future). */
function replay(future: GameState, candidate: Candidate): GameState | null {
  const { choice, placed } = candidate;
  const { place, followUp } = choice;
  let current = placed ? { ...placed, rng: future.rng } : future;
  for (const move of !placed && place && place !== followUp ? [place, followUp] : [followUp]) {
    const result = applyMove(current, moverId(current), move);
    if (!result.ok) return null;
    current = result.state;
  }
  return current;
}

/** A candidate turn and what its rollouts have read so far. */
interface Candidate {
  choice: TurnChoice;
  /** Its placement played once for every future (placedWithoutChance), or null to replay it each time. */
  placed: GameState | null;
  total: number;
  count: number;
}

const mean = (candidate: Candidate) => candidate.total / candidate.count;

/**
 * Monte Carlo over future draws with successive halving: the greedy ranking's best candidates are played
 * on into sampled futures (the unknown tiles come from what is left, in a fresh random order; within a
 * round every candidate meets the same futures), and after each round the worse half is dropped, so the
 * rollouts go to the turns that are hard to tell apart. The one with the best mean standing is chosen.
 */
export function strongMove(state: GameState, random: SeededRandom, options: DecideOptions = {}): Move | null {
  // a question is answered as the greedy player answers it: each answer weighed on a sampled future
  if (state.turn.step === 'decide') return greedyMove(state, random);
  const now = options.now ?? (() => performance.now());
  // the budget covers the ranking too, so a decision on a big board takes no longer than on a small one
  const started = now();
  const share = state.turn.step === 'placeFigure' ? FIGURE_STEP_SHARE : 1;
  const budget = (options.budgetMs ?? DEFAULT_BUDGET_MS) * share;
  const ranked = rankedTurns(state, random).slice(0, options.candidates ?? CANDIDATES);
  if (ranked.length <= 1) return ranked[0] ? firstMove(ranked[0].choice) : null;
  const horizon = options.horizon ?? HORIZON;
  const me = moverSeat(state);
  const figureWorth = options.figureWorth ?? STRONG_FIGURE_WORTH;
  // the greedy value counts as one sample: with few rollouts, noise does not outweigh it
  let alive: Candidate[] = ranked.map(({ choice, value }) => ({
    choice,
    placed: placedWithoutChance(state, choice),
    total: value,
    count: 1,
  }));
  const rounds = Math.ceil(Math.log2(alive.length));
  const rolloutBudget = options.rollouts === undefined ? undefined : Math.ceil(options.rollouts * share);
  const rankedAt = now();
  const timeLeft = Math.max(0, started + budget - rankedAt);
  let rollouts = 0;
  for (let round = 1; round <= rounds; round++) {
    // each round gets an equal share of what is left of the budget, in time or in rollouts
    const roundDone =
      rolloutBudget === undefined
        ? () => now() >= rankedAt + (timeLeft * round) / rounds
        : () => rollouts + alive.length > (rolloutBudget * round) / rounds;
    while (!roundDone()) {
      const future = concealed(state, random);
      const rolloutSeed = Math.floor(random.next() * 4294967296);
      for (const candidate of alive) {
        const after = replay(future, candidate);
        const end = after ? rollout(after, horizon, new SeededRandom(rolloutSeed), options) : null;
        candidate.total += end ? standing(end, me, figureWorth) : Number.NEGATIVE_INFINITY;
        candidate.count++;
      }
      rollouts += alive.length;
    }
    alive = [...alive].sort((a, b) => mean(b) - mean(a)).slice(0, Math.max(1, Math.ceil(alive.length / 2)));
  }
  options.onSampled?.(rollouts);
  return firstMove((alive[0] as Candidate).choice);
}

/** The move a computer player of this level makes now (null when there is none to make). */
export function computerMove(level: Level, state: GameState, random: SeededRandom, options: DecideOptions = {}) {
  if (level === 'random') return randomMove(state, random);
  if (level === 'greedy') return greedyMove(state, random);
  return strongMove(state, random, options);
}
