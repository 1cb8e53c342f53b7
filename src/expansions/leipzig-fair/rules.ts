// The Leipzig Fair (classic-and-all-expansions.md §41; order-of-play.md 3A, 3B.12): Leipzig's four quarters
// are the start instead of the start tile. When a road connected to Leipzig is completed, each player
// with the majority on it may send ONE of his followers from it into a Leipzig quarter of his choice
// (at most one follower of a player a quarter) instead of scoring the road with it; followers in Leipzig
// stay there to the end and pay their quarter's bonus whenever a feature scores during the game:
// - Wagoners: a road you score with the majority, 1 more a road tile;
// - Minters: a city scored where you have a knight (majority or not), 3 more a coat of arms;
// - Bookbinders: any monastery scored (anybody's), 4;
// - Tanners: at the end, 2 a livestock pen or farmstead in the fields you win: no tile of ours shows
//   one (fn 277: only the new-design tiles do), so this quarter pays nothing here.
//
// What "connected" means here: a road touches Leipzig when it runs through a quarter's road half (the
// tiles' LEIPZIG_ROAD mark); two roads are linked where they meet on one tile (they end at the same
// crossing, village or gate, or otherwise share a tile). A completed road qualifies when a chain of such
// links leads from it to a road that touches Leipzig, whether those roads are complete or not.
//
// The majority is taken as the road is completed (3A), before anybody sends: a player who sends the only
// figure his majority stood on scores nothing for the road; one with several figures there sends one and
// still scores with the rest (the rule's "the others may score", order-of-play 3A "a majority that rested
// on a single follower"). The follower chosen stays on its road while the road scores and goes to Leipzig
// when the turn's scoring is over (3C): its quarter pays from the next scoring on.
import { figureRoots } from '../../engine/figure-roots';
import { slotOf, writeSlot } from '../../engine/module-state';
import type { FeatureView, PointsAward, RuleModule, Score, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import { majority, updatePlayer } from '../../engine/scoring';
import type { Decision, DecisionChoice, FeatureNode, GameState, Position, Refusal } from '../../engine/types';
import { find } from '../../engine/union-find';
import {
  LEIPZIG,
  LEIPZIG_LAYOUT,
  LEIPZIG_ROAD,
  LEIPZIG_START,
  LEIPZIG_TILES,
  QUARTER_SQUARE,
  QUARTERS,
  type Quarter,
} from './tiles';

/** The decision of a majority holder on a completed road connected to Leipzig, and its answer. */
export const SEND = 'send';
export const SEND_ACTION = 'leipzig-send';
/** The option: each player gets one more follower (the section's advice "if possible"). */
export const EXTRA_FOLLOWER = 'leipzigExtraFollower';
/** Score rule of a road share its player gave up by sending his only follower on it. */
export const SENT_RULE = 'leipzig-sent';

export const WAGONERS_PER_TILE = 1;
export const MINTERS_PER_PENNANT = 3;
export const BOOKBINDERS_POINTS = 4;
export const TANNERS_PER_PEN = 2;

/** A follower in a quarter of Leipzig. */
export interface Resident {
  player: string;
  figure: string;
}

/** A follower chosen to go to Leipzig this turn: it stands on its road until the road has scored. */
export interface Sending extends Resident {
  quarter: Quarter;
  root: number;
  /** It was the only figure its player's majority stood on: the player scores nothing for the road. */
  alone: boolean;
}

export interface LeipzigSlot {
  quarters: Record<Quarter, Resident[]>;
  sending?: { turn: number; list: Sending[] };
}

const EMPTY: LeipzigSlot = { quarters: { wagoners: [], minters: [], bookbinders: [], tanners: [] } };
/** Written at setup only when Leipzig is the start (with the Count, his city is, and this set rests). */
const inPlay = (state: GameState) => state.modules?.[LEIPZIG] !== undefined;
export const leipzigSlot = (state: GameState) => slotOf<LeipzigSlot>(state, LEIPZIG, EMPTY);
const write = (draft: GameState, slot: LeipzigSlot) => writeSlot<LeipzigSlot>(draft, LEIPZIG, slot);

/** Where Leipzig lies: its start tile's square, if it is on the board. */
export function leipzigOrigin(state: GameState): Position | undefined {
  if (!inPlay(state)) return undefined;
  const start = state.board.find((t) => t.tile === LEIPZIG_START);
  return start && { x: start.x, y: start.y };
}

/** The city square a quarter is drawn on. */
export function quarterPosition(state: GameState, quarter: Quarter): Position {
  const origin = leipzigOrigin(state) ?? { x: 0, y: 0 };
  return { x: origin.x + QUARTER_SQUARE[quarter].x, y: origin.y + QUARTER_SQUARE[quarter].y };
}

// --- roads connected to Leipzig ------------------------------------------------------------------------

/** Quarters a road runs through (each counted once, though it covers both halves). */
const quartersOnRoad = (node: FeatureNode) => (node.kind === 'road' ? (node.marks[LEIPZIG_ROAD] ?? 0) : 0);

/** Whether the road rooted at `root` leads to Leipzig, itself or through roads meeting it on a tile. */
export function connectedToLeipzig(state: GameState, root: number): boolean {
  const start = state.nodes[root];
  if (start?.kind !== 'road') return false;
  if (quartersOnRoad(start)) return true;
  const roadsAt = new Map<string, number[]>();
  for (const placed of state.board) {
    for (const id of placed.nodes) {
      const r = find(state.nodes, id);
      if (state.nodes[r]?.kind !== 'road') continue;
      const key = `${placed.x},${placed.y}`;
      const list = roadsAt.get(key);
      if (!list) roadsAt.set(key, [r]);
      else if (!list.includes(r)) list.push(r);
    }
  }
  const seen = new Set([root]);
  const queue = [root];
  while (queue.length) {
    const node = state.nodes[queue.pop() as number] as FeatureNode;
    for (const key of node.tiles) {
      for (const other of roadsAt.get(key) ?? []) {
        if (seen.has(other)) continue;
        if (quartersOnRoad(state.nodes[other] as FeatureNode)) return true;
        seen.add(other);
        queue.push(other);
      }
    }
  }
  return false;
}

// --- sending a follower ---------------------------------------------------------------------------------

/** Figure kinds that may go to Leipzig: followers that may go wherever a follower may. */
const sendable = (rules: Rules, kind: string) => {
  const figure = rules.figures.get(kind);
  return Boolean(figure?.goesWhereAFollowerGoes && figure.weight > 0);
};

/** A player's figures on a feature: all of them, and the kinds among them that may go to Leipzig. */
function playerOn(state: GameState, rules: Rules, root: number, player: string) {
  const roots = figureRoots(state);
  const mine = state.figures.filter((f, i) => roots[i] === root && f.player === player);
  const voting = mine.filter((f) => (rules.figures.get(f.kind)?.weight ?? 0) > 0);
  const kinds = [...new Set(voting.map((f) => f.kind))].filter((kind) => sendable(rules, kind));
  return { voting: voting.length, kinds };
}

const sendingNow = (state: GameState): Sending[] => {
  const sending = leipzigSlot(state).sending;
  return sending?.turn === state.turn.number ? sending.list : [];
};

/** Quarters a player may still send a follower to: none of his stand there, nor are on the way. */
export function freeQuarters(state: GameState, player: string): Quarter[] {
  const slot = leipzigSlot(state);
  const going = sendingNow(state);
  return QUARTERS.filter(
    (q) =>
      !slot.quarters[q].some((r) => r.player === player) && !going.some((s) => s.player === player && s.quarter === q),
  );
}

/** Seats from the active player round the table. */
function fromActive(state: GameState): string[] {
  const n = state.players.length;
  return state.players.map((_, i) => state.players[(state.turn.player + i) % n]?.id as string);
}

/** Step 3A: a completed road connected to Leipzig: each majority holder who could send one is asked. */
function onCompleted(draft: GameState, { root, node }: FeatureView, ctx: TurnContext) {
  if (node.kind !== 'road' || !inPlay(draft)) return;
  const holders = majority(draft, ctx.rules, root);
  if (!holders.length || !connectedToLeipzig(draft, root)) return;
  for (const player of fromActive(draft)) {
    if (!holders.includes(player)) continue;
    if (playerOn(draft, ctx.rules, root, player).kinds.length && freeQuarters(draft, player).length)
      ctx.ask({ module: LEIPZIG, kind: SEND, player, optional: true, data: { root } });
  }
}

/** Tiles still to be played, for the computer's guess of what a quarter will pay. */
const tilesLeft = (state: GameState) => state.supply.length + (state.queue?.length ?? 0);

/**
 * What a follower in a quarter may still bring, for the computer players (points the position does not
 * show yet): a rough rate a tile still to be played, less the follower it takes off the board for good.
 */
const QUARTER_RATE: Record<Quarter, number> = { wagoners: 0.12, minters: 0.1, bookbinders: 0.1, tanners: 0 };
const FOLLOWER_WORTH = 2;

function sendChoices(state: GameState, rules: Rules, decision: Decision): DecisionChoice[] {
  const root = Number(decision.data?.root);
  const { kinds } = playerOn(state, rules, root, decision.player);
  const left = tilesLeft(state);
  return freeQuarters(state, decision.player).flatMap((quarter) =>
    kinds.map((figure) => ({
      action: SEND_ACTION,
      args: { quarter, figure },
      params: { quarter, figure },
      at: quarterPosition(state, quarter),
      worth: Math.round((QUARTER_RATE[quarter] * left - FOLLOWER_WORTH) * 10) / 10,
    })),
  );
}

/** The answer: the follower is on its way (declined: the road scores as usual). */
function send(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext): Refusal | null {
  if (!choice) return null;
  const { quarter, figure } = choice.args as { quarter: Quarter; figure: string };
  const root = Number(decision.data?.root);
  const player = decision.player;
  const { voting, kinds } = playerOn(draft, ctx.rules, root, player);
  if (!kinds.includes(figure) || !freeQuarters(draft, player).includes(quarter)) {
    return { why: `${LEIPZIG}.not-now` };
  }
  const list = [...sendingNow(draft), { player, figure, quarter, root, alone: voting === 1 }];
  write(draft, { ...leipzigSlot(draft), sending: { turn: draft.turn.number, list } });
  ctx.events.push({ type: 'expansion', module: LEIPZIG, what: 'sending', data: { player, figure, quarter, root } });
  return null;
}

/** A share of a road whose player sends the only figure his majority stood on: nothing. */
function sentShare({ root, state }: FeatureView, final: boolean, player: string, score: Score): Score {
  if (final) return score;
  const gone = sendingNow(state).some((s) => s.root === root && s.player === player && s.alone);
  return gone ? { points: 0, terms: [], rule: SENT_RULE } : score;
}

/** Phase afterScoring (3C): the followers chosen, home from their roads, go into their quarters. */
function moveIn(draft: GameState, ctx: TurnContext): undefined {
  const slot = leipzigSlot(draft);
  if (!slot.sending) return;
  const list = sendingNow(draft);
  const quarters = { ...slot.quarters };
  for (const { player, figure, quarter } of list) {
    const supply = draft.players.find((p) => p.id === player)?.supply ?? {};
    if ((supply[figure] ?? 0) < 1 || quarters[quarter].some((r) => r.player === player)) continue;
    updatePlayer(draft, player, (p) => ({ ...p, supply: { ...p.supply, [figure]: (p.supply[figure] ?? 0) - 1 } }));
    quarters[quarter] = [...quarters[quarter], { player, figure }];
    ctx.events.push({ type: 'expansion', module: LEIPZIG, what: 'sent', data: { player, figure, quarter } });
  }
  write(draft, { quarters });
}

// --- the quarters' bonuses ------------------------------------------------------------------------------

/** The road's tiles, a quarter's double tile counted once. */
const roadTiles = (node: FeatureNode) => node.tiles.length - quartersOnRoad(node);

/** A road through a quarter: the double tile is one road tile (both completed and at the end). */
function oneTileAQuarter({ node }: FeatureView, _final: boolean, score: Score): Score {
  const extra = quartersOnRoad(node);
  if (!extra) return score;
  let less = 0;
  const terms = score.terms.map((t) => {
    if (t.unit !== 'tile') return t;
    const cut = Math.min(extra, t.count);
    less += cut * t.each;
    return { ...t, count: t.count - cut };
  });
  if (!less) return score;
  const sum = terms.reduce((s, t) => s + t.count * t.each, 0);
  return { ...score, terms, points: score.halved ? Math.ceil(sum / 2) : score.points - less };
}

const residentsOf = (state: GameState, quarter: Quarter) => leipzigSlot(state).quarters[quarter];

const bonus = (ctx: TurnContext, player: string, points: number, why: Quarter, params: Record<string, number>) => {
  if (points > 0) ctx.award({ player, points, source: { module: LEIPZIG, why, params } });
};

/**
 * A feature scored during the game (3B.12): the Wagoners' bonus to each majority holder of a road who
 * scored it; once a feature (with its first share), the Minters' to each knight's owner in a city with
 * coats of arms and the Bookbinders' for a monastery.
 */
function onPoints(draft: GameState, award: PointsAward, ctx: TurnContext) {
  const { source } = award;
  if (!('feature' in source) || source.final || !inPlay(draft)) return;
  const node = draft.nodes[find(draft.nodes, source.feature)];
  if (!node) return;
  if (node.kind === 'road') {
    if (award.points > 0 && residentsOf(draft, 'wagoners').some((r) => r.player === award.player)) {
      const tiles = roadTiles(node);
      bonus(ctx, award.player, tiles * WAGONERS_PER_TILE, 'wagoners', { tiles });
    }
    return;
  }
  // the city's or monastery's bonuses once, with its first share
  if (source.shares?.[0]?.player !== award.player) return;
  if (node.kind === 'city' && node.pennants > 0) {
    for (const { player } of residentsOf(draft, 'minters')) {
      if (!playerOn(draft, ctx.rules, source.feature, player).voting) continue;
      bonus(ctx, player, node.pennants * MINTERS_PER_PENNANT, 'minters', { pennants: node.pennants });
    }
  } else if (node.kind === 'monastery') {
    for (const { player } of residentsOf(draft, 'bookbinders'))
      bonus(ctx, player, BOOKBINDERS_POINTS, 'bookbinders', {});
  }
}

// --- setup, figures held, tokens ------------------------------------------------------------------------

/** Setup: Leipzig is the start, so the base start tile stays in the box. */
function setUpLeipzig(draft: GameState) {
  if (draft.board[0]?.tile !== LEIPZIG_START) return;
  const index = draft.supply.indexOf('D');
  if (index >= 0) draft.supply = draft.supply.filter((_, i) => i !== index);
  write(draft, EMPTY);
}

/** A player's followers in Leipzig, by kind: still theirs, neither on the board nor in supply. */
function heldFigures(state: GameState, player: string): Record<string, number> {
  const held: Record<string, number> = {};
  if (!inPlay(state)) return held;
  for (const q of QUARTERS) {
    for (const r of leipzigSlot(state).quarters[q]) if (r.player === player) held[r.figure] = (held[r.figure] ?? 0) + 1;
  }
  return held;
}

/** Followers a player has in each quarter (`leipzig.wagoners` ...): 0 or 1. */
function tokens(state: GameState, player: string): Record<string, number> {
  const out: Record<string, number> = {};
  if (!inPlay(state)) return out;
  const slot = leipzigSlot(state);
  for (const q of QUARTERS) out[`leipzig.${q}`] = slot.quarters[q].filter((r) => r.player === player).length;
  return out;
}

export const leipzigModule: RuleModule = {
  id: LEIPZIG,
  tiles: LEIPZIG_TILES,
  // never drawn: together they are the start
  tileCounts: () => ({}),
  startTile: LEIPZIG_START,
  startTiles: LEIPZIG_LAYOUT,
  options: [
    {
      name: EXTRA_FOLLOWER,
      description: 'Each player gets one more follower, as the rules advise: followers in Leipzig never come back.',
      values: [true, false],
      default: true,
    },
  ],
  extraFigures: (options): Record<string, number> => (options[EXTRA_FOLLOWER] === false ? {} : { meeple: 1 }),
  phases: { afterScoring: (draft, ctx) => moveIn(draft, ctx) },
  wakes: { afterScoring: { slot: true } },
  hooks: {
    setupGame: setUpLeipzig,
    onCompleted,
    choices: (state, decision, rules) => (decision.kind === SEND ? sendChoices(state, rules, decision) : []),
    decide: (draft, decision, choice, ctx) => (decision.kind === SEND ? send(draft, decision, choice, ctx) : null),
    adjustScore: oneTileAQuarter,
    adjustShare: sentShare,
    onPoints,
    heldFigures,
    tokens,
  },
};
