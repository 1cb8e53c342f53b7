// The Plague (classic-and-all-expansions.md §19, fn 198–202; order of play 1A "plague outbreak clean-up",
// 1C "a plague source receives the lowest outbreak token", "at any time during your turn, once": flee and
// spread). Six plague-source tiles come only after the first 18 tiles of the game (fn 198): one drawn
// earlier is set aside and goes back into the supply once 18 tiles are down. A source placed takes the
// lowest outbreak token not in play; its placer places no follower, and spreads no flea that turn. From
// then on, every turn (a builder's double turn is one), after the figure step and before scoring (2C), the
// active player may let one figure flee (flee.ts), then must put a flea beside an active source or an
// active flea; figures on that tile go home unscored. With no flea in the supply a flea comes off the
// board: a latent one, or, when all are in the one epidemic, any (§19 "Exception"). At the start of a turn
// with the supply empty and no latent flea, the lowest active outbreak stops (state.ts stopOutbreaks).
import { tileAt } from '../../engine/board';
import { returnFigure, returnLoneCompanions } from '../../engine/module-state';
import type { RuleModule, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import type { Decision, DecisionChoice, GameEvent, GameState, Position, Refusal } from '../../engine/types';
import { canFlee, fleeChoices } from './flee';
import {
  activeOutbreaks,
  activeSourceAt,
  afterTaking,
  canSpread,
  canTakeAFlea,
  fleaAt,
  fleasInSupply,
  infestedSquares,
  PLAGUE,
  type PlagueSlot,
  type PlagueTurn,
  plagueSlot,
  settle,
  spreadTargets,
  squareKey,
  stopOutbreaks,
  takeableFleas,
  writePlague,
} from './state';
import { isPlagueTile, PLAGUE_SET, PLAGUE_TILES } from './tiles';

export { FLEE } from './flee';
export * from './state';

/** Decisions of the active player: fleeing (optional), which flea comes off the board, where it goes. */
export const FLEE_DECISION = 'flee';
export const TAKE_DECISION = 'take';
export const SPREAD_DECISION = 'spread';
/** Their answers: args { x, y } (take, spread); flee.ts's FLEE { figure, x, y, where, toX, toY, toWhere }. */
export const TAKE = 'plague-take';
export const SPREAD = 'plague-spread';
/** The take's and the spread's last answer: the fleeing question first, then the flea question again. */
export const FLEE_FIRST = 'plague-flee-first';

/**
 * The option for the two readings of spreading: the German and Latvian rules and the fan FAQ say every
 * player must spread (the default); some translations say may, which makes the spread question optional.
 */
export const SPREAD_OPTION = 'plagueSpread';

/** Tiles down (the start tile counted) before a plague tile may be drawn: fn 198's safe reading. */
export const TILES_BEFORE_PLAGUE = 18;

const activeId = (state: GameState) => state.players[state.turn.player]?.id ?? '';
const withTurn = (slot: PlagueSlot, turn: PlagueTurn): PlagueSlot => ({ ...slot, turn: { ...slot.turn, ...turn } });

/** The tile placed in this part of the turn is a plague source. */
function sourcePlacedNow(state: GameState): boolean {
  const at = state.turn.placed;
  const placed = at && tileAt(state.board, at.x, at.y);
  return !!placed && isPlagueTile(placed.tile);
}

// ---- the draw ----

function setAsideDrawn(draft: GameState, tile: string, ctx: TurnContext): boolean {
  if (!isPlagueTile(tile) || draft.board.length >= TILES_BEFORE_PLAGUE) return false;
  const slot = plagueSlot(draft);
  writePlague(draft, { ...slot, setAside: [...(slot.setAside ?? []), tile] });
  ctx.events.push({ type: 'expansion', module: PLAGUE, what: 'set-aside', data: { tile } });
  return true;
}

/** 1B: once 18 tiles are down, the plague tiles set aside are shuffled back into the supply. */
function shuffleBack(draft: GameState, ctx: TurnContext): undefined {
  const slot = plagueSlot(draft);
  if (!slot.setAside?.length || draft.board.length < TILES_BEFORE_PLAGUE) return undefined;
  draft.supply = [...draft.supply, ...slot.setAside].sort();
  ctx.events.push({ type: 'expansion', module: PLAGUE, what: 'tiles-back', data: { count: slot.setAside.length } });
  const { setAside: _, ...rest } = slot;
  writePlague(draft, rest);
  return undefined;
}

// ---- 1A and 1C ----

/** 1A: a new turn (not a builder's second part); outbreaks stop while the supply is empty. */
function turnStart(draft: GameState, ctx: TurnContext): undefined {
  const slot = plagueSlot(draft);
  if (!slot.outbreaks.length && !slot.turn) return undefined;
  const { turn: _, ...rest } = stopOutbreaks(slot, ctx.events);
  writePlague(draft, rest);
  return undefined;
}

/** 1C: a plague source takes the lowest outbreak token not yet in play. */
function afterTile(draft: GameState, ctx: TurnContext): undefined {
  if (!sourcePlacedNow(draft)) return undefined;
  const at = draft.turn.placed as Position;
  const slot = plagueSlot(draft);
  const used = new Set(slot.outbreaks.map((o) => o.number));
  const number = [1, 2, 3, 4, 5, 6].find((n) => !used.has(n)) ?? slot.outbreaks.length + 1;
  ctx.events.push({
    type: 'expansion',
    module: PLAGUE,
    what: 'outbreak',
    data: { player: activeId(draft), number, x: at.x, y: at.y },
  });
  const added = settle({ ...slot, outbreaks: [...slot.outbreaks, { x: at.x, y: at.y, number }] }, ctx.events);
  // a new source while every flea is out and none latent leaves the older epidemic latent (§19 end)
  writePlague(draft, withTurn(stopOutbreaks(added, ctx.events), { source: true }));
  return undefined;
}

// ---- 2C: flee, then spread ----

function spreadDue(slot: PlagueSlot): boolean {
  return !slot.turn?.source && !slot.turn?.spread && slot.outbreaks.some((o) => !o.stopped);
}

/** The flea must first come off the board: none in the supply and none in hand. */
const mustTake = (slot: PlagueSlot) => fleasInSupply(slot) === 0 && !slot.held;

/** Whether fleeing is still to be offered this turn (a figure fled, or the question was asked: no more). */
const fleeOpen = (slot: PlagueSlot, turnNumber: number) => !slot.turn?.fled && slot.turn?.fleeAsked !== turnNumber;

/**
 * 2C. Fleeing rides along with the turn's flea question (take, spread) as its answer "flee first", so a
 * player who lets nobody flee, nearly every turn, answers one question, not two; a turn with no flea
 * question (a source placed, no room) asks fleeing on its own.
 */
function plagueStep(draft: GameState, ctx: TurnContext): 'again' | undefined {
  const slot = plagueSlot(draft);
  if (!slot.outbreaks.length || !ctx.canAsk) return undefined;
  const player = activeId(draft);
  const turnNumber = draft.turn.number;
  const take = spreadDue(slot) && mustTake(slot) && canTakeAFlea(draft, slot);
  const spreads = spreadDue(slot) && !mustTake(slot) && canSpread(draft, slot);
  if (take || spreads) {
    if (fleeOpen(slot, turnNumber) && slot.turn?.fleeWith !== turnNumber)
      writePlague(draft, withTurn(slot, { fleeWith: turnNumber }));
    if (take) {
      ctx.ask({ module: PLAGUE, kind: TAKE_DECISION, player });
      return 'again';
    }
    askSpread(draft, ctx, player);
    return undefined;
  }
  if (fleeOpen(slot, turnNumber) && slot.turn?.fleeWith !== turnNumber) {
    writePlague(draft, withTurn(slot, { fleeAsked: turnNumber }));
    if (canFlee(draft, ctx.rules, slot, player)) {
      ctx.ask({ module: PLAGUE, kind: FLEE_DECISION, player, optional: true });
      return 'again';
    }
  }
  const now = plagueSlot(draft);
  if (!spreadDue(now)) return undefined;
  // nowhere for a flea to go: the turn spreads none
  ctx.events.push({ type: 'expansion', module: PLAGUE, what: 'no-room', data: { player } });
  writePlague(draft, withTurn(now, { spread: true }));
  return undefined;
}

function askSpread(draft: GameState, ctx: TurnContext, player: string) {
  const optional = draft.options[SPREAD_OPTION] === 'may';
  ctx.ask({ module: PLAGUE, kind: SPREAD_DECISION, player, ...(optional ? { optional } : {}) });
}

const placeChoice = (action: string, at: Position): DecisionChoice => ({
  action,
  args: { x: at.x, y: at.y },
  params: { x: at.x, y: at.y },
  at,
});

/** Whether the flea question ends with "flee first": its player may still let a figure flee, and one can. */
function offersFleeFirst(state: GameState, rules: Rules, slot: PlagueSlot, player: string): boolean {
  const offered = slot.turn?.fleeWith === state.turn.number && fleeOpen(slot, state.turn.number);
  return offered && canFlee(state, rules, slot, player);
}

function choices(state: GameState, decision: Decision, rules: Rules): DecisionChoice[] {
  const slot = plagueSlot(state);
  if (decision.kind === FLEE_DECISION) return fleeChoices(state, rules, slot, decision.player);
  const take = decision.kind === TAKE_DECISION;
  if (!take && decision.kind !== SPREAD_DECISION) return [];
  const action = take ? TAKE : SPREAD;
  const answers = (take ? takeableFleas(state, slot) : spreadTargets(state, slot)).map((at) => placeChoice(action, at));
  if (offersFleeFirst(state, rules, slot, decision.player)) answers.push({ action: FLEE_FIRST, asks: true });
  return answers;
}

/** Figures on the tile go home unscored (not a barn: fn 202), and builders and pigs left alone with them. */
function strike(draft: GameState, at: Position, ctx: TurnContext) {
  const struck = draft.figures.filter((f) => f.x === at.x && f.y === at.y && !ctx.rules.figures.get(f.kind)?.fixed);
  for (const figure of struck) returnFigure(draft, figure, ctx.events);
  if (struck.length) returnLoneCompanions(draft, ctx.rules, ctx.events);
}

function spread(draft: GameState, player: string, at: Position, ctx: TurnContext) {
  const slot = plagueSlot(draft);
  const events: GameEvent[] = [];
  const { held: _, ...rest } = slot;
  const placed = settle({ ...rest, fleas: [...slot.fleas, { x: at.x, y: at.y }] }, events);
  ctx.events.push({ type: 'expansion', module: PLAGUE, what: 'spread', data: { player, x: at.x, y: at.y } }, ...events);
  writePlague(draft, withTurn(placed, { spread: true }));
  strike(draft, at, ctx);
}

function flee(draft: GameState, player: string, choice: DecisionChoice, ctx: TurnContext): Refusal | null {
  const a = choice.args ?? {};
  const to = choice.at;
  const figure = draft.figures.find((f) => f.player === player && f.kind === a.figure && f.x === a.x && f.y === a.y);
  const from = figure && tileAt(draft.board, figure.x, figure.y);
  if (!figure || !from || !to || to.feature === undefined) return { why: 'plague.figure-not-there' };
  // the figure leaves its place and stands anew, under a new id: whatever another module tied to it where
  // it stood stays behind, as when a figure leaves the board (the fairy stays on its tile, beside nobody)
  const fled = { ...figure, id: `f${draft.nextFigure}`, x: to.x, y: to.y, feature: to.feature as number };
  draft.nextFigure += 1;
  draft.figures = draft.figures.map((f) => (f === figure ? fled : f));
  ctx.events.push({
    type: 'expansion',
    module: PLAGUE,
    what: 'fled',
    data: { player, figure: figure.kind, x: figure.x, y: figure.y, toX: to.x, toY: to.y },
  });
  writePlague(draft, withTurn(plagueSlot(draft), { fled: true }));
  return null;
}

function decide(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext): Refusal | null {
  if (!choice) {
    // a declined spread (the 'may' reading) is this turn's spread all the same
    if (decision.kind === SPREAD_DECISION) writePlague(draft, withTurn(plagueSlot(draft), { spread: true }));
    return null;
  }
  if (choice.action === FLEE_FIRST) {
    // the fleeing question now, then the flea question again (a take's phase asks it again by itself)
    writePlague(draft, withTurn(plagueSlot(draft), { fleeAsked: draft.turn.number }));
    ctx.ask({ module: PLAGUE, kind: FLEE_DECISION, player: decision.player, optional: true, followed: true });
    if (decision.kind === SPREAD_DECISION) askSpread(draft, ctx, decision.player);
    return null;
  }
  const at = { x: Number(choice.args?.x), y: Number(choice.args?.y) };
  if (decision.kind === FLEE_DECISION) return flee(draft, decision.player, choice, ctx);
  if (decision.kind === TAKE_DECISION) {
    const slot = plagueSlot(draft);
    if (!fleaAt(slot, at)) return { why: 'plague.no-flea' };
    const events: GameEvent[] = [];
    const taken = afterTaking(slot, at, events);
    ctx.events.push(
      { type: 'expansion', module: PLAGUE, what: 'taken', data: { player: decision.player, ...at } },
      ...events,
    );
    writePlague(draft, taken);
    return null;
  }
  if (decision.kind === SPREAD_DECISION) spread(draft, decision.player, at, ctx);
  return null;
}

/**
 * No figure onto a tile with a flea or an active source (fleeing, a portal, a flight, a wagon ...), and
 * none at all in the figure step of the turn a source was placed (§19 "may not place a follower").
 */
function checkFigureAt(state: GameState, at: Position): Refusal | null {
  if (state.turn.step === 'placeFigure' && sourcePlacedNow(state)) return { why: 'plague.source-placed' };
  const slot = plagueSlot(state);
  // most squares have neither a flea nor an active source
  if (!slot.outbreaks.length || !infestedSquares(slot).includes(squareKey(at.x, at.y))) return null;
  if (fleaAt(slot, at)) return { why: 'plague.flea' };
  if (activeSourceAt(slot, at)) return { why: 'plague.active-source' };
  return null;
}

/** Counts for a scenario's expect.tokens (the plague's tokens belong to nobody: every player sees the same). */
function tokens(state: GameState): Record<string, number> {
  const slot = plagueSlot(state);
  return {
    'plague.fleas': fleasInSupply(slot),
    'plague.active-fleas': slot.fleas.filter((f) => !f.latent).length,
    'plague.latent-fleas': slot.fleas.filter((f) => f.latent).length,
    'plague.outbreaks': activeOutbreaks(slot).length,
    'plague.stopped': slot.outbreaks.length - activeOutbreaks(slot).length,
  };
}

export const plagueModule: RuleModule = {
  id: PLAGUE,
  tiles: PLAGUE_TILES,
  tileCounts: () => PLAGUE_SET,
  options: [
    {
      name: SPREAD_OPTION,
      description:
        'Spreading the plague: "must" (the rules: every turn a flea goes down where one can) or "may" (some ' +
        'translations: a player may decline).',
      values: ['must', 'may'],
      default: 'must',
      variant: true,
    },
  ],
  phases: { turnStart, beforeDraw: shuffleBack, afterTile, afterFigure: plagueStep },
  // outbreaks, fleas and set-aside tiles live in the slot; a source takes its token when placed
  wakes: {
    turnStart: { slot: true },
    beforeDraw: { slot: true },
    afterTile: { placedTile: (type) => isPlagueTile(type.id) },
    afterFigure: { slot: true },
  },
  hooks: {
    setAsideDrawn,
    setAsideTiles: (state) => plagueSlot(state).setAside ?? [],
    checkFigureAt: (state, at) => checkFigureAt(state, at),
    choices,
    decide,
    tokens: (state) => tokens(state),
  },
};
