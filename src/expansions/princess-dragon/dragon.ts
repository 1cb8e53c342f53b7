// The dragon's flight (§8): after a dragon tile's figure step (or after scoring, with the RGG option) the
// dragon flies 6 tiles, one step per player clockwise from the active one; it never enters a tile twice in
// one flight (its start included) nor the fairy's tile, stops at a dead end, and sends home every figure
// on each tile it enters (neutral figures stay: compendium fn 83).
import { tileAt } from '../../engine/board';
import { EDGES, neighbour, positionKey } from '../../engine/geometry';
import { returnFigure, returnLoneCompanions } from '../../engine/module-state';
import type { TurnContext } from '../../engine/modules/module';
import type { Decision, DecisionChoice, GameState, Position, Refusal } from '../../engine/types';
import {
  DRAGON_FIGURE,
  DRAGON_MOVES,
  DRAGON_STEP,
  DRAGON_STEPS,
  dragonOf,
  fairyOf,
  MOVE_DRAGON,
  PRINCESS_DRAGON,
  placedThisTurn,
  slotIn,
  withNeutral,
  write,
} from './state';
import { DRAGON } from './tiles';

/** The tiles the dragon may step onto now: beside it, placed, not yet entered in this flight, not the fairy's. */
export function dragonSteps(state: GameState): { x: number; y: number; direction: string }[] {
  const dragon = dragonOf(state);
  const flight = slotIn(state).flight;
  if (!dragon || !flight) return [];
  const fairy = fairyOf(state);
  const steps = [];
  for (const direction of EDGES) {
    const { x, y } = neighbour(dragon, direction);
    if (!tileAt(state.board, x, y) || flight.visited.includes(positionKey(x, y))) continue;
    if (fairy && fairy.x === x && fairy.y === y) continue;
    steps.push({ x, y, direction });
  }
  return steps;
}

/** Asks the next step of the dragon's seat, or ends the flight (6 steps, or a dead end). */
function askStep(draft: GameState, ctx: TurnContext) {
  const flight = slotIn(draft).flight;
  if (!flight) return;
  if (flight.steps >= DRAGON_STEPS || !dragonSteps(draft).length) {
    write(draft, { flight: undefined });
    const what = flight.steps >= DRAGON_STEPS ? 'flight-over' : 'dead-end';
    ctx.events.push({ type: 'expansion', module: PRINCESS_DRAGON, what, data: { steps: flight.steps } });
    return;
  }
  const seat = (draft.turn.player + flight.steps) % draft.players.length;
  const player = draft.players[seat]?.id;
  if (player) ctx.ask({ module: PRINCESS_DRAGON, kind: DRAGON_STEP, player, data: { step: flight.steps + 1 } });
}

/** After a dragon tile's figure step (2C, or after scoring with the RGG option): the dragon flies. */
export const flyAt =
  (timing: 'before-scoring' | 'after-scoring') =>
  (draft: GameState, ctx: TurnContext): undefined => {
    if ((draft.options[DRAGON_MOVES] ?? 'before-scoring') !== timing) return undefined;
    const dragon = dragonOf(draft);
    if (!dragon || placedThisTurn(draft)?.symbol !== DRAGON) return undefined;
    write(draft, { flight: { visited: [positionKey(dragon.x, dragon.y)], steps: 0 } });
    askStep(draft, ctx);
    return undefined;
  };

/**
 * Every figure of a player on the tile goes home (followers, builders, pigs, a wagon), except one that
 * stays put for good (a barn, §12 "the dragon cannot eat a barn"); other modules clear theirs.
 */
function eat(draft: GameState, at: Position, ctx: TurnContext) {
  // what other modules keep on the tile and the dragon may take (the School's teacher, fn 217)
  for (const hook of ctx.rules.hooks.tileCleared) hook.run(draft, at, ctx);
  const eaten = draft.figures.filter((f) => f.x === at.x && f.y === at.y && !ctx.rules.figures.get(f.kind)?.fixed);
  if (!eaten.length) return;
  for (const figure of eaten) returnFigure(draft, figure, ctx.events);
  // a builder or pig whose last follower on its feature was eaten goes home too
  returnLoneCompanions(draft, ctx.rules, ctx.events);
}

export function stepChoices(state: GameState): DecisionChoice[] {
  return dragonSteps(state).map(({ x, y, direction }) => ({
    action: MOVE_DRAGON,
    args: { x, y },
    params: { direction, figures: state.figures.filter((f) => f.x === x && f.y === y).length },
    at: { x, y },
  }));
}

export function decideStep(
  draft: GameState,
  decision: Decision,
  choice: DecisionChoice | null,
  ctx: TurnContext,
): Refusal | null {
  const flight = slotIn(draft).flight;
  const to = choice?.at;
  if (!flight || !to) return { why: 'choice-not-offered' as const, params: { action: MOVE_DRAGON } };
  withNeutral(draft, { kind: DRAGON_FIGURE, x: to.x, y: to.y });
  write(draft, { flight: { visited: [...flight.visited, positionKey(to.x, to.y)], steps: flight.steps + 1 } });
  ctx.events.push({
    type: 'expansion',
    module: PRINCESS_DRAGON,
    what: 'dragon-step',
    data: { player: decision.player, x: to.x, y: to.y, step: flight.steps + 1 },
  });
  eat(draft, to, ctx);
  askStep(draft, ctx);
  return null;
}
