// Messengers (big-box.md §8): a second scoring figure per player, the messenger, starts on 0. Whoever is
// paid points chooses which of their two figures counts them. When, on their own turn, one of the active
// player's figures passes or lands on a dark space (every 5th), they draw one order at the end of that
// scoring step and carry it out or take 2 points. Before final scoring the two figures are added up.
//
// Scoring steps (order-of-play.md §2.0, MESSAGES #round): points paid from the start of the turn to the
// end of the figure step and its follow-ups (2C) are one step, checked in phase afterFigure (#2); the
// features scored (3A–3C) are the next, checked in phase afterScoring (#3); an order's own points are a
// step of their own, checked when the order is done. At most one order per step, however many figures
// reached dark spaces in it. A builder's second tile has its own steps (§8.6).
import { tileAt } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import { placeName } from '../../engine/figures';
import { oweExtraTurn, returnFigure, returnLoneCompanions, slotOf, writeSlot } from '../../engine/module-state';
import { askingNobody, type PointsAward, type RuleModule, type TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import { movedOnTrack, type TrackFigure } from '../../engine/score-track';
import { majority } from '../../engine/scoring';
import type { Decision, DecisionChoice, GameState, Refusal } from '../../engine/types';
import {
  finalWorth,
  followersOf,
  ORDER_INSTEAD,
  ORDER_NUMBERS,
  ORDERS,
  type OrderNumber,
  orderPoints,
  smallestFeature,
} from './orders';

export const MESSENGERS = 'messengers';
/** Every fifth space of the score track is dark (0, 5, 10 ... 45). */
export const DARK_EVERY = 5;

/** The two scoring figures of a player, by the points each has counted. */
export interface Track {
  meeple: number;
  messenger: number;
}

export interface MessengersSlot {
  track: Record<string, Track>;
  /** The orders face down, top first; absent until the first draw shuffles them. */
  deck?: OrderNumber[];
  /** The turn (number) in which one of the active player's figures reached a dark space since the last check. */
  dark?: number;
  /** The orders drawn in a turn (its number), for the cap on a chain of orders (checkOrders). */
  drawnIn?: { turn: number; count: number };
  /** Set before final scoring: the figures are added up into the meeple and no order is drawn any more. */
  merged?: boolean;
}

const EMPTY: MessengersSlot = { track: {} };
const slotIn = (state: GameState) => slotOf<MessengersSlot>(state, MESSENGERS, EMPTY);
const activeId = (state: GameState) => state.players[state.turn.player]?.id;

/** Whether a figure moving from `from` to `to` points passes or lands on a dark space. */
// from behind the start (a score below 0), the start itself is no dark space
export const reachesDark = (from: number, to: number) =>
  Math.floor(to / DARK_EVERY) > Math.floor(Math.max(from, 0) / DARK_EVERY);

function startOnZero(draft: GameState) {
  const track = Object.fromEntries(draft.players.map((p) => [p.id, { meeple: 0, messenger: 0 }]));
  writeSlot<MessengersSlot>(draft, MESSENGERS, { track });
}

/** Whether `player` reaching a dark space now draws an order: in their own turn, before the figures merge. */
const drawsOrders = (state: GameState, slot: MessengersSlot, player: string) =>
  player === activeId(state) && !slot.merged;

/** One of a player's figures counts an award: it moves, and the turn notes a dark space reached. */
function advance(draft: GameState, ctx: TurnContext, award: PointsAward, figure: keyof Track) {
  const slot = slotIn(draft);
  const track = slot.track[award.player] ?? { meeple: 0, messenger: 0 };
  const from = track[figure];
  const to = from + award.points;
  const ownTurn = drawsOrders(draft, slot, award.player);
  const moved = { ...slot.track, [award.player]: { ...track, [figure]: to } };
  writeSlot<MessengersSlot>(
    draft,
    MESSENGERS,
    ownTurn && reachesDark(from, to) ? { ...slot, track: moved, dark: draft.turn.number } : { ...slot, track: moved },
  );
  movedOnTrack(draft, ctx, { player: award.player, figure, from, to, award });
}

/** Points paid: their player chooses the figure, unless the two stand together or nobody can be asked. */
function choosePointsFigure(draft: GameState, award: PointsAward, ctx: TurnContext) {
  const slot = slotIn(draft);
  const track = slot.track[award.player];
  if (!track) return;
  // a figure behind the start (a bazaar's bid paid below 0) takes every change until it is back: points
  // taken move it further back, points paid bring it to the start first and the rest are paid as any
  const behind = slot.merged ? undefined : FIGURES.find((figure) => track[figure] < 0);
  if (behind && award.points < 0) return advance(draft, ctx, award, behind);
  if (behind && award.points > 0) {
    const back = Math.min(award.points, -track[behind]);
    advance(draft, ctx, { ...award, points: back }, behind);
    if (award.points > back) choosePointsFigure(draft, { ...award, points: award.points - back }, ctx);
    return;
  }
  // points taken (a tower's ransom) move a figure back, never below the track's start: only a figure
  // that can pay them all is chosen, and when neither can alone the meeple pays what it can first
  if (award.points < 0 && !slot.merged) {
    const able = FIGURES.filter((figure) => track[figure] >= -award.points);
    if (able.length === 1) return advance(draft, ctx, award, able[0] as keyof Track);
    if (!able.length) {
      if (track.meeple) advance(draft, ctx, { ...award, points: -track.meeple }, 'meeple');
      advance(draft, ctx, { ...award, points: award.points + track.meeple }, 'messenger');
      return;
    }
  }
  // two figures on one space move alike, so there is nothing to choose
  if (slot.merged || !ctx.canAsk || track.meeple === track.messenger) {
    advance(draft, ctx, award, 'meeple');
    return;
  }
  ctx.ask({ module: MESSENGERS, kind: 'figure', player: award.player, optional: true, data: { award } });
}

/** Draws the top order (or the one a scenario forces); it goes back under the stack at once. */
function drawOrder(draft: GameState, ctx: TurnContext): OrderNumber {
  const slot = slotIn(draft);
  let deck = slot.deck;
  if (!deck) {
    // shuffled on the first draw: the same as shuffling at setup, from the game's seed
    deck = [...ORDER_NUMBERS];
    for (let i = deck.length - 1; i > 0; i--) {
      const j = ctx.random(i + 1);
      [deck[i], deck[j]] = [deck[j] as OrderNumber, deck[i] as OrderNumber];
    }
  }
  const forced = Number(ctx.forced.draw) as OrderNumber;
  const order = deck.includes(forced) ? forced : (deck[0] as OrderNumber);
  writeSlot<MessengersSlot>(draft, MESSENGERS, { ...slot, deck: [...deck.filter((o) => o !== order), order] });
  return order;
}

/**
 * The check at the end of a scoring step: a dark space reached by the active player draws one order.
 * An order's points may draw the next (§8.4, "chains are unlimited"), but a player who can always reach
 * another dark space (two figures to choose from, an order worth 5 or more) would draw forever and the
 * game would never end: once the stack has gone round in a turn (every order drawn once), that turn
 * draws no more.
 */
function checkOrders(draft: GameState, ctx: TurnContext): 'again' | undefined {
  const slot = slotIn(draft);
  const player = activeId(draft);
  const turn = draft.turn.number;
  if (!ctx.canAsk || slot.merged || slot.dark !== turn || !player) return undefined;
  const { dark: _, ...rest } = slot;
  const drawn = slot.drawnIn?.turn === turn ? slot.drawnIn.count : 0;
  if (drawn >= ORDER_NUMBERS.length) {
    writeSlot<MessengersSlot>(draft, MESSENGERS, rest);
    ctx.events.push({ type: 'expansion', module: MESSENGERS, what: 'orders-gone-round', data: { player } });
    return undefined;
  }
  writeSlot<MessengersSlot>(draft, MESSENGERS, { ...rest, drawnIn: { turn, count: drawn + 1 } });
  const order = drawOrder(draft, ctx);
  ctx.events.push({ type: 'expansion', module: MESSENGERS, what: 'order-drawn', data: { player, order } });
  ctx.ask({ module: MESSENGERS, kind: 'order', player, data: { order } });
  // run again once the order is done: its points may reach another dark space
  return 'again';
}

/**
 * Whether the order can be carried out now: a feature of its kind with the player's follower (orders
 * 1–3: it may be worth 0, an inn road), a knight or farmer (5–7), a tile left (4), any follower (8).
 */
function orderApplies(state: GameState, rules: Rules, player: string, order: OrderNumber): boolean {
  if (order === 4) return state.supply.length > 0;
  const kinds = { 1: 'road', 2: 'city', 3: 'monastery', 5: 'city', 6: 'city', 7: 'field', 8: '' }[order];
  return followersOf(state, rules, player).some((f) => !kinds || f.kind === kinds);
}

const FIGURES = ['meeple', 'messenger'] as const;

/** Each figure's move, and whether it draws an order (a dark space reached in one's own turn): the choice shows it. */
function figureChoices(state: GameState, decision: Decision): DecisionChoice[] {
  const award = decision.data?.award as PointsAward;
  const slot = slotIn(state);
  const track = slot.track[decision.player] ?? { meeple: 0, messenger: 0 };
  const ownTurn = drawsOrders(state, slot, decision.player);
  return (['meeple', 'messenger'] as const).map((figure) => {
    const [from, to] = [track[figure], track[figure] + award.points];
    const dark = ownTurn && reachesDark(from, to) ? 'yes' : 'no';
    return { action: `advance-${figure}`, params: { points: award.points, from, to, dark } };
  });
}

function orderChoices(state: GameState, rules: Rules, decision: Decision): DecisionChoice[] {
  const order = decision.data?.order as OrderNumber;
  const instead: DecisionChoice = { action: 'order-points', params: { points: ORDER_INSTEAD } };
  if (!orderApplies(state, rules, decision.player, order)) return [instead];
  const points = orderPoints(state, rules, decision.player, order);
  return [instead, { action: `order-${ORDERS[order]}`, params: { points } }];
}

/** Order 8: one choice per follower of the player, named by where it stands. */
function recallChoices(state: GameState, rules: Rules, decision: Decision): DecisionChoice[] {
  return followersOf(state, rules, decision.player).map(({ figure, root }) => {
    const placed = tileAt(state.board, figure.x, figure.y);
    const where = placed ? placeName(orientedOf(placed), figure.feature) : '';
    return {
      action: 'order-recall-figure',
      args: { x: figure.x, y: figure.y, where, figure: figure.kind },
      params: {
        points: controls(state, rules, root, decision.player) ? finalWorth(state, rules, root, decision.player) : 0,
        figure: figure.kind,
      },
      at: { x: figure.x, y: figure.y, feature: figure.feature },
    };
  });
}

const controls = (state: GameState, rules: Rules, root: number, player: string) =>
  majority(state, rules, root).includes(player);

function choices(state: GameState, decision: Decision, rules: Rules): DecisionChoice[] {
  if (decision.kind === 'figure') return figureChoices(state, decision);
  if (decision.kind === 'order') return orderChoices(state, rules, decision);
  if (decision.kind === 'recall') return recallChoices(state, rules, decision);
  return [];
}

const why = (order: OrderNumber) => `order-${ORDERS[order]}`;

/** Carries out an order for the active player. */
function carryOut(draft: GameState, ctx: TurnContext, player: string, order: OrderNumber) {
  const { rules } = ctx;
  if (order === 4) {
    oweExtraTurn(draft, MESSENGERS);
    ctx.events.push({ type: 'expansion', module: MESSENGERS, what: 'order-tile', data: { player } });
    return;
  }
  if (order === 8) {
    ctx.ask({ module: MESSENGERS, kind: 'recall', player, data: { order } });
    return;
  }
  // orders 1–3 pay the feature they score: it is found once (orderPoints would find it again)
  const feature = order <= 3 ? smallestFeature(draft, rules, player, ORDERS[order]) : undefined;
  const points = order <= 3 ? (feature?.points ?? 0) : orderPoints(draft, rules, player, order);
  const tiles = feature ? (draft.nodes[feature.root]?.tiles.length ?? 0) : 0;
  ctx.award({ player, points, source: { module: MESSENGERS, why: why(order), params: { tiles } } });
}

/** Order 8: the chosen follower's feature scores for its owner if they control it; the follower comes home. */
function recall(draft: GameState, ctx: TurnContext, player: string, choice: DecisionChoice): Refusal | null {
  const args = choice.args as { x: number; y: number; where: string; figure: string };
  const chosen = followersOf(draft, ctx.rules, player).find(({ figure }) => {
    const placed = tileAt(draft.board, figure.x, figure.y);
    return (
      figure.x === args.x &&
      figure.y === args.y &&
      figure.kind === args.figure &&
      placed &&
      placeName(orientedOf(placed), figure.feature) === args.where
    );
  });
  if (!chosen) return { why: 'messengers.no-such-follower' };
  const points = controls(draft, ctx.rules, chosen.root, player)
    ? finalWorth(draft, ctx.rules, chosen.root, player)
    : 0;
  returnFigure(draft, chosen.figure, ctx.events);
  returnLoneCompanions(draft, ctx.rules, ctx.events);
  ctx.award({ player, points, source: { module: MESSENGERS, why: why(8), params: { figure: chosen.figure.kind } } });
  return null;
}

function decide(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext): Refusal | null {
  if (decision.kind === 'figure') {
    const award = decision.data?.award as PointsAward;
    const figure = choice?.action === 'advance-messenger' ? 'messenger' : 'meeple';
    const track = slotIn(draft).track[award.player];
    // a loss asked about while both figures could pay it may find the one chosen no longer able (another
    // loss, a bazaar's bid, came first): it is paid as if nobody could be asked
    if (award.points < 0 && track && track[figure] < -award.points) {
      choosePointsFigure(draft, award, askingNobody(ctx));
      return null;
    }
    advance(draft, ctx, award, figure);
    return null;
  }
  const order = decision.data?.order as OrderNumber;
  if (decision.kind === 'recall') return choice ? recall(draft, ctx, decision.player, choice) : null;
  if (decision.kind !== 'order') return null;
  if (!choice || choice.action === 'order-points') {
    ctx.award({ player: decision.player, points: ORDER_INSTEAD, source: { module: MESSENGERS, why: 'order-points' } });
  } else {
    carryOut(draft, ctx, decision.player, order);
  }
  return null;
}

/** Before final scoring the meeple takes the sum of both figures; the messenger leaves the track. */
function merge(draft: GameState, ctx: TurnContext) {
  const slot = slotIn(draft);
  // the scores already count every point paid, a choice left unanswered included
  const track = Object.fromEntries(draft.players.map((p) => [p.id, { meeple: p.score, messenger: 0 }]));
  writeSlot<MessengersSlot>(draft, MESSENGERS, { ...slot, track, merged: true });
  ctx.events.push({ type: 'expansion', module: MESSENGERS, what: 'merged' });
}

function trackFigures(state: GameState, player: string): TrackFigure[] | null {
  const slot = slotIn(state);
  const track = slot.track[player];
  if (!track) return null;
  if (slot.merged) return [{ figure: 'meeple', points: track.meeple }];
  return [
    { figure: 'meeple', points: track.meeple },
    { figure: 'messenger', points: track.messenger },
  ];
}

export const messengersModule: RuleModule = {
  id: MESSENGERS,
  phases: {
    afterFigure: (draft, ctx) => checkOrders(draft, ctx),
    afterScoring: (draft, ctx) => checkOrders(draft, ctx),
  },
  // an order to carry out waits in the slot (a messenger landed on a dark space)
  wakes: { afterFigure: { slot: true }, afterScoring: { slot: true } },
  hooks: {
    setupGame: startOnZero,
    onPoints: choosePointsFigure,
    trackFigures,
    choices,
    decide,
    beforeFinal: merge,
    tokens: (state, player) => {
      const track = slotIn(state).track[player] ?? { meeple: 0, messenger: 0 };
      return { 'track.meeple': track.meeple, 'track.messenger': track.messenger };
    },
  },
};
