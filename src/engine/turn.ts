// The turn as a chain of phases (see Rules.chain): runs the chain from where the turn stands until a
// player must decide something, and answers decisions. Modules reach the game through a TurnContext.
import { tileAt } from './board';
import { joinAcross, joinPlacedFeatures, rebuildFeatures, rebuildFeaturesAt } from './features';
import { placeFigure } from './figures';
import type { PointsAward, TurnContext } from './modules/module';
import type { Rules } from './modules/registry';
import { nextRandom } from './rng';
import { movedOnTrack } from './score-track';
import { updatePlayer } from './scoring';
import type { Decision, DecisionChoice, GameEvent, GameState, Position, Refusal } from './types';

/** What the turn's own steps need from game.ts (drawing, ending the game), passed in to keep one direction. */
export interface TurnSteps {
  /** Draws this turn's tile; false when none is left (the game has then ended). */
  draw(draft: GameState, ctx: TurnContext): boolean;
  /** The turn is over: the next turn begins (or the game ends). */
  endTurn(draft: GameState, ctx: TurnContext): void;
}

export const contextFor = (
  draft: GameState,
  rules: Rules,
  events: GameEvent[],
  options: { forced?: TurnContext['forced']; canAsk?: boolean; silent?: boolean } = {},
): TurnContext =>
  new MoveContext(
    draft,
    rules,
    events,
    options.forced ?? NOTHING_FORCED,
    options.canAsk ?? true,
    options.silent ?? false,
  );

/** What a module's roll and draw give. */
type Chance = { roll: number; draw: string };

// what a move without forced chance needs is one shared empty record
const NOTHING_FORCED: TurnContext['forced'] = Object.freeze({});

/**
 * A move's way into the game for modules. A class: its methods are made once, where an object literal's
 * ten closures were made at every move (and named there, under esbuild's keepNames). Call them on the
 * context (`ctx.award(...)`), never taken apart from it.
 */
class MoveContext implements TurnContext {
  constructor(
    private readonly draft: GameState,
    readonly rules: Rules,
    readonly events: GameEvent[],
    readonly forced: TurnContext['forced'],
    readonly canAsk: boolean,
    readonly silent: boolean,
  ) {}

  ask(decision: Decision) {
    if (!this.canAsk) return;
    const { draft } = this;
    // the draft's turn is its own: written in place (a spread of the turn's many shapes is slow)
    const asked = draft.turn.decisions;
    draft.turn.decisions = asked ? asked.concat([decision]) : [decision];
    this.events.push({ type: 'decisionAsked', player: decision.player, module: decision.module, kind: decision.kind });
  }

  random(n: number) {
    const { state, value } = nextRandom(this.draft.rng);
    this.draft.rng = state;
    return Math.floor(value * n);
  }

  roll(module: string, faces: readonly number[]) {
    return this.chance(module, 'roll', faces);
  }

  draw(module: string, ids: readonly string[]) {
    return this.chance(module, 'draw', ids);
  }

  /**
   * One of `items` for a module's roll or draw: the move's forced one, undefined if that is none of them,
   * else the seed's; reported in a 'chance' event so a dump can force it again.
   */
  private chance<K extends keyof Chance>(module: string, kind: K, items: readonly Chance[K][]): Chance[K] | undefined {
    const forced = this.forced[kind] as Chance[K] | undefined;
    if (forced !== undefined && !items.includes(forced)) return undefined;
    const item = forced ?? (items[this.random(items.length)] as Chance[K]);
    this.events.push({ type: 'chance', module, [kind]: item } as GameEvent);
    return item;
  }

  award(award: PointsAward) {
    awardPoints(this.draft, this, award);
  }

  placeFigure(
    figure: { player: string; kind: string; at: Position & { feature: number } },
    how?: { by?: string; fromSupply?: boolean },
  ) {
    return placeFigure(this.draft, this.rules, figure, this.events, how);
  }

  rebuildFeatures(around?: Position & { features: readonly number[] }) {
    const placed = around && tileAt(this.draft.board, around.x, around.y);
    if (placed) rebuildFeaturesAt(this.draft, this.rules, placed, around.features);
    else rebuildFeatures(this.draft, this.rules);
  }

  joinFeatures({ x, y }: Position) {
    const placed = tileAt(this.draft.board, x, y);
    if (placed) joinPlacedFeatures(this.draft, this.rules, placed);
  }

  joinAcross(a: Position & { feature: number }, b: Position & { feature: number }) {
    joinAcross(this.draft, a, b);
  }
}

/** The points-scored step: the player's score grows, then every module may react (robbers, messengers). */
export function awardPoints(draft: GameState, ctx: TurnContext, award: PointsAward) {
  if (!award.points) return;
  updatePlayer(draft, award.player, (p) => ({ ...p, score: p.score + award.points }));
  const { source } = award;
  if ('module' in source && !source.explained) {
    events(ctx).push({
      type: 'points',
      player: award.player,
      points: award.points,
      module: source.module,
      why: source.why,
      ...(source.params ? { params: source.params } : {}),
    });
  }
  for (const hook of ctx.rules.hooks.onPoints) hook.run(draft, award, ctx);
  // without a module keeping the scoring figures, the score meeple counts every point as it is paid
  // (and only when a module reacts to its move: most games have none)
  if (!ctx.rules.hooks.trackFigures.length && ctx.rules.hooks.onTrackMove.length) {
    const to = draft.players.find((p) => p.id === award.player)?.score ?? 0;
    movedOnTrack(draft, ctx, { player: award.player, figure: 'meeple', from: to - award.points, to, award });
  }
}

const events = (ctx: TurnContext) => ctx.events;

/** The decision waiting for an answer, if any. */
export const pendingDecision = (state: GameState): Decision | undefined =>
  state.turn.step === 'decide' ? state.turn.decisions?.[0] : undefined;

/** The turn waits at `step`, to go on from link `phase` (a draft's turn is its own: written in place). */
function stopAt(draft: GameState, step: GameState['turn']['step'], phase: number) {
  draft.turn.step = step;
  draft.turn.phase = phase;
}

/**
 * Runs the turn's chain from link `from` until someone must decide (the tile, a figure, a module's
 * question) or the turn ends; the turn's step and resume point say where it stopped.
 */
export function advance(draft: GameState, ctx: TurnContext, from: number, steps: TurnSteps) {
  const { chain } = ctx.rules;
  // whether decisions may have been asked since the last look (a phase that ran looked right after)
  let unseen = true;
  for (let at = from; at < chain.length; at++) {
    const link = chain[at];
    if (!link) break;
    switch (link.kind) {
      case 'draw':
        if (!steps.draw(draft, ctx)) return;
        unseen = true;
        break;
      case 'tile':
        stopAt(draft, 'placeTile', at + 1);
        return;
      case 'figure':
        stopAt(draft, 'placeFigure', at + 1);
        return;
      case 'end':
        steps.endTurn(draft, ctx);
        return;
      case 'phase': {
        // decisions asked before this phase (by the figure step's action ...) are answered before it runs
        if (unseen && draft.turn.decisions?.length) {
          stopAt(draft, 'decide', at);
          return;
        }
        // a phase with no work this turn, by what its module declared it acts on, is not called
        if (link.asleep?.(draft)) {
          unseen = false;
          break;
        }
        const again = link.run(draft, ctx) === 'again';
        if (draft.turn.decisions?.length) {
          stopAt(draft, 'decide', again ? at : at + 1);
          return;
        }
        unseen = false;
        if (again) at -= 1;
      }
    }
  }
}

/** Where a turn goes on from: its resume point, or (saved before phases) the step it was in. */
export function resumePoint(state: GameState, rules: Rules): number {
  if (state.turn.phase !== undefined) return state.turn.phase;
  return state.turn.step === 'placeTile' ? rules.stops.tile + 1 : rules.stops.figure + 1;
}

/**
 * Answers the first pending decision with `answer` (the module's `decide`), then goes on with the turn
 * once no decision is left. Decisions the answer asks come before the ones already waiting.
 */
export function answerDecision(
  draft: GameState,
  ctx: TurnContext,
  answer: DecisionChoice | null,
  steps: TurnSteps,
): Refusal | null {
  const pending = draft.turn.decisions;
  const decision = pending?.[0];
  if (!pending || !decision) return null;
  draft.turn.decisions = [];
  const module = ctx.rules.modulesById.get(decision.module);
  const refused = module?.hooks?.decide?.(draft, decision, answer, ctx) ?? null;
  if (refused) return refused;
  // the decisions the answer asked, then those that were waiting
  const asked = draft.turn.decisions;
  const decisions = pending.length > 1 ? (asked ?? []).concat(pending.slice(1)) : (asked ?? []);
  draft.turn.decisions = decisions;
  if (!decisions.length) {
    const { decisions: _, ...turn } = draft.turn;
    draft.turn = turn;
    advance(draft, ctx, resumePoint(draft, ctx.rules), steps);
  }
  return null;
}
