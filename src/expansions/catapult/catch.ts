// The catch game as a choice against a choice. Each player in turn, the placer first, throws to the
// player on their left (the next in the seating order), who catches. The thrower picks a lane (left,
// middle, right); the catcher, not told it, guesses one; then a die says whether the throw reached the
// ruler (a 1 of six falls short). The four outcomes of the section, 5 points each:
//   caught (the guess is the lane): the catcher;  not far enough (the die's 1): the catcher;
//   touched but not caught (the guess beside the lane): the thrower;  not caught (the guess two lanes
//   off), far enough: the thrower.
// Who scores in each case is lost in our rule texts (Appendix B, item 8); see README.md for our reading.
//
// Keeping the lane from the catcher: the state holds it shifted by the game's random seed as it stands
// when the lane is thrown (no chance is drawn before the guess, so the guess reads it back with the same
// seed). A computer catcher weighs its guesses on a sampled future, whose seed is a fresh one, so it
// cannot read the lane either; the thrower's lanes are listed from a place the seed picks, so a computer
// thrower with nothing to tell them apart does not always throw the same one.
import type { TurnContext } from '../../engine/modules/module';
import type { Decision, DecisionChoice, GameState, Refusal } from '../../engine/types';
import type { Round } from './rules';
import { CATAPULT } from './tiles';

export const THROW = 'throw';
export const GUESS = 'guess';
export const LANES = ['left', 'middle', 'right'] as const;
/** Answers: `throw` {lane}, `guess` {lane}. */
export const CATCH_ANSWERS = { throw: 'throw', guess: 'guess' } as const;
export const CATCH_POINTS = 5;
/** The die that says whether a throw reached the ruler; this face falls short. */
const REACH_FACES: readonly number[] = [1, 2, 3, 4, 5, 6];
const SHORT = 1;

export type CatchOutcome = 'caught' | 'short' | 'touched' | 'missed';

/** The player on the thrower's left: the next in the seating order. */
export function nextCatcher(state: GameState, thrower: string): string {
  const at = state.players.findIndex((p) => p.id === thrower);
  return state.players[(at + 1) % state.players.length]?.id as string;
}

const shift = (state: GameState) => state.rng % LANES.length;

export function catchChoices(state: GameState, decision: Decision): DecisionChoice[] {
  const lanes = LANES.map((lane) => ({ action: decision.kind, args: { lane }, params: { lane } }));
  if (decision.kind !== THROW) return lanes;
  const from = shift(state);
  return [...lanes.slice(from), ...lanes.slice(0, from)];
}

/** Who scores each outcome. */
export const scorerOf = (outcome: CatchOutcome): 'thrower' | 'catcher' =>
  outcome === 'caught' || outcome === 'short' ? 'catcher' : 'thrower';

export function catchOutcome(lane: number, guess: number, reached: boolean): CatchOutcome {
  if (!reached) return 'short';
  if (lane === guess) return 'caught';
  return Math.abs(lane - guess) === 1 ? 'touched' : 'missed';
}

const laneIndex = (choice: DecisionChoice | null) => Math.max(0, LANES.indexOf(choice?.args?.lane as never));

export function decideCatch(
  draft: GameState,
  round: Round,
  decision: Decision,
  choice: DecisionChoice | null,
  ctx: TurnContext,
): Refusal | null {
  const write = (next: Round) => {
    draft.modules = { ...draft.modules, [CATAPULT]: { round: next } };
  };
  if (decision.kind === THROW) {
    const catcher = nextCatcher(draft, decision.player);
    const lane = (laneIndex(choice) + shift(draft)) % LANES.length;
    write({ ...round, pitch: { thrower: decision.player, catcher, lane } });
    ctx.events.push({
      type: 'expansion',
      module: CATAPULT,
      what: 'thrown',
      data: { player: decision.player, target: catcher },
    });
    return null;
  }
  const pitch = round.pitch;
  if (!pitch) return null;
  const lane = (pitch.lane - shift(draft) + LANES.length) % LANES.length;
  const face = ctx.roll(CATAPULT, REACH_FACES);
  if (face === undefined) return { why: 'bad-forced-chance' };
  const outcome = catchOutcome(lane, laneIndex(choice), face !== SHORT);
  const { thrower, catcher } = pitch;
  const { pitch: _, ...rest } = round;
  write({ ...rest, waiting: round.waiting.filter((p) => p !== thrower) });
  ctx.events.push({
    type: 'expansion',
    module: CATAPULT,
    what: 'catch',
    data: {
      player: thrower,
      target: catcher,
      outcome,
      lane: LANES[lane] as string,
      guess: LANES[laneIndex(choice)] as string,
    },
  });
  ctx.award({
    player: scorerOf(outcome) === 'thrower' ? thrower : catcher,
    points: CATCH_POINTS,
    source: { module: CATAPULT, why: outcome, params: { thrower, catcher } },
  });
  return null;
}
