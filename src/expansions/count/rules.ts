// The Count of Carcassonne (compendium §6, Romanian rule book §1.15, order-of-play 3B.4 and 3C.7): the
// city of Carcassonne is the start, with four quarters. A player whose tile made opponents score and
// not themselves may put a follower from their supply into a quarter at the end of the turn, and move the
// count. Before a completed road, city or monastery scores, each player from the left of the active one
// (the active one last) may move followers from the matching quarter onto it; the count's quarter is
// blocked; the Market's followers likewise join a barn's field before it scores in play (fn 56, fn 57).
// At the end, round by round, each player may move one follower onto any matching feature.
// Followers in the city never score there; they leave it only onto features.
import { tileAt } from '../../engine/board';
import { standingSpot } from '../../engine/figures';
import { slotOf, writeSlot } from '../../engine/module-state';
import type { FeatureView, PointsAward, RuleModule, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import { majority, updatePlayer } from '../../engine/scoring';
import { samePlaceTaken } from '../../engine/shared-places';
import type { Decision, DecisionChoice, Figure, GameState, Position, Refusal } from '../../engine/types';
import { find } from '../../engine/union-find';
import { CITY_LAYOUT, COUNT_START, COUNT_TILES } from './tiles';

export const COUNT = 'count';
export const QUARTERS = ['castle', 'market', 'blacksmith', 'cathedral'] as const;
export type Quarter = (typeof QUARTERS)[number];

/** The feature kind each quarter's followers go to (the Market's: at the end, or a barn's field scoring in play). */
export const QUARTER_FEATURE: Record<Quarter, string> = {
  castle: 'city',
  market: 'field',
  blacksmith: 'road',
  cathedral: 'monastery',
};

/** Where each quarter is drawn, from the start tile (CO6): a label's place for its choices. */
export const QUARTER_AT: Record<Quarter, Position> = {
  castle: { x: 0, y: -1 },
  market: { x: 1, y: -1 },
  blacksmith: { x: 0, y: 0 },
  cathedral: { x: 1, y: 0 },
};

/**
 * Decision kinds: enter the city, move the count, join a completed feature, join a field a barn scores
 * in play, move out at the end.
 */
export const ENTER = 'enter';
export const MOVE_COUNT = 'move-count';
export const JOIN = 'join';
export const JOIN_BARN_FIELD = 'join-barn-field';
export const FINAL = 'final';

/** Choice actions. */
export const ENTER_ACTION = 'count-enter';
export const MOVE_ACTION = 'count-move';
export const JOIN_ACTION = 'count-join';
export const FINAL_ACTION = 'count-final';

/** A follower in a quarter of the city. */
export interface Resident {
  player: string;
  figure: string;
}

export interface CountSlot {
  count: Quarter;
  quarters: Record<Quarter, Resident[]>;
  /** The turn whose scoring is followed: the features it completed and the players they paid. */
  scoring?: { turn: number; completed: number[]; scorers: string[] };
  /** The end of the game: a round of moves out is under way ('moved': somebody moved in it), or done. */
  final?: { moved: boolean } | 'done';
}

const EMPTY: CountSlot = { count: 'castle', quarters: { castle: [], market: [], blacksmith: [], cathedral: [] } };
export const countSlot = (state: GameState) => slotOf<CountSlot>(state, COUNT, EMPTY);
const write = (draft: GameState, slot: CountSlot) => writeSlot<CountSlot>(draft, COUNT, slot);

/** The city lies around the start tile, wherever the start was put. */
export function cityOrigin(state: GameState): Position | undefined {
  const start = state.board.find((t) => t.tile === COUNT_START);
  return start && { x: start.x, y: start.y };
}

/** The tile a quarter is drawn on. */
export function quarterPosition(state: GameState, quarter: Quarter): Position {
  const origin = cityOrigin(state) ?? { x: 0, y: 0 };
  return { x: origin.x + QUARTER_AT[quarter].x, y: origin.y + QUARTER_AT[quarter].y };
}

/** Seats from the one left of the active player round to the active player. */
function fromTheLeft(state: GameState): string[] {
  const n = state.players.length;
  return state.players.map((_, i) => state.players[(state.turn.player + 1 + i) % n]?.id as string);
}

/** Figure kinds that are followers: they vote and need no figure of their owner beside them. */
const isFollower = (rules: Rules, kind: string) => {
  const figure = rules.figures.get(kind);
  return Boolean(figure && figure.weight > 0 && figure.placement !== 'own');
};

const mayStandOn = (rules: Rules, kind: string, featureKind: string) =>
  rules.placements.get(kind)?.has(featureKind) ?? false;

/** A player's follower kinds in a quarter that may go onto a feature of this kind, if the count lets them. */
function leaving(state: GameState, rules: Rules, quarter: Quarter, player: string): string[] {
  const slot = countSlot(state);
  if (slot.count === quarter) return [];
  const kinds = slot.quarters[quarter].filter((r) => r.player === player).map((r) => r.figure);
  return [...new Set(kinds)].filter((kind) => mayStandOn(rules, kind, QUARTER_FEATURE[quarter]));
}

const quarterFor = (featureKind: string): Quarter | undefined =>
  QUARTERS.find((q) => QUARTER_FEATURE[q] === featureKind);

/**
 * Where a player's figure from the city stands on a feature: on the tile just placed if it is part of it,
 * else on its first tile a module lets it stand on (not the dragon's).
 */
const spotOf = (state: GameState, rules: Rules, root: number, figure: string, player: string) =>
  // not onto a monastery whose abbot lies on the place it shares (fn 55: German monasteries, only as monks)
  samePlaceTaken(state, root)
    ? undefined
    : standingSpot(state, rules, root, figure, player, state.turn.placed ?? undefined);

/** A follower leaves its quarter for a feature: it stands there like one placed on it. */
function moveOut(draft: GameState, ctx: TurnContext, quarter: Quarter, player: string, kind: string, root: number) {
  const slot = countSlot(draft);
  const residents = slot.quarters[quarter];
  const index = residents.findIndex((r) => r.player === player && r.figure === kind);
  const at = spotOf(draft, ctx.rules, root, kind, player);
  if (index < 0 || !at) return false;
  ctx.placeFigure({ player, kind, at }, { by: COUNT, fromSupply: false });
  write(draft, { ...slot, quarters: { ...slot.quarters, [quarter]: residents.filter((_, i) => i !== index) } });
  ctx.events.push({ type: 'expansion', module: COUNT, what: 'left', data: { player, figure: kind, quarter } });
  return true;
}

// --- 3B.4: followers join a completed feature --------------------------------------------------------

/** Step score: note the feature, then ask each player with followers in its quarter, from the left. */
function onCompleted(draft: GameState, { root, node }: FeatureView, ctx: TurnContext) {
  const slot = countSlot(draft);
  const ours = slot.scoring?.turn === draft.turn.number ? slot.scoring : undefined;
  const completed = [...(ours?.completed ?? []), root];
  write(draft, { ...slot, scoring: { turn: draft.turn.number, completed, scorers: ours?.scorers ?? [] } });
  const quarter = quarterFor(node.kind);
  // fields are never completed: the Market's followers go out onto one a barn scores, or at the end
  if (quarter && quarter !== 'market') askJoins(draft, ctx, JOIN, quarter, root);
}

/**
 * A field scores in play (a barn came to it, or a tile joined farmers to a barn's field): before it
 * scores, the Market's followers may join it, from the left as for a completed feature (fn 56, fn 57).
 */
function beforeScoringInPlay(draft: GameState, { root, node }: FeatureView, ctx: TurnContext) {
  const quarter = quarterFor(node.kind);
  if (quarter === 'market') askJoins(draft, ctx, JOIN_BARN_FIELD, quarter, root);
}

/** Asks each player with followers that may join the feature from the quarter, from the active player's left. */
function askJoins(draft: GameState, ctx: TurnContext, kind: string, quarter: Quarter, root: number) {
  for (const player of fromTheLeft(draft)) {
    if (joiners(draft, ctx.rules, quarter, root, player).length) askJoin(ctx, kind, player, quarter, root);
  }
}

const askJoin = (ctx: TurnContext, kind: string, player: string, quarter: Quarter, root: number) =>
  ctx.ask({ module: COUNT, kind, player, optional: true, data: { quarter, root } });

/** The player's figures in a quarter that may join a feature, each with where it would stand. */
// (a city made a castle takes no joiner, fn 53: the engine tells no module of it as completed)
const joiners = (state: GameState, rules: Rules, quarter: Quarter, root: number, player: string) =>
  leaving(state, rules, quarter, player).flatMap((figure) => {
    const at = spotOf(state, rules, root, figure, player);
    return at ? [{ figure, at }] : [];
  });

function joinChoices(state: GameState, rules: Rules, decision: Decision): DecisionChoice[] {
  const { quarter, root } = decision.data as { quarter: Quarter; root: number };
  return joiners(state, rules, quarter, root, decision.player).map(({ figure, at }) => ({
    action: JOIN_ACTION,
    args: { figure },
    params: { figure, quarter, feature: QUARTER_FEATURE[quarter] },
    at,
  }));
}

/** One follower joins; the same player is asked again while they have more that may. */
function join(draft: GameState, decision: Decision, choice: DecisionChoice, ctx: TurnContext) {
  const { quarter, root } = decision.data as { quarter: Quarter; root: number };
  const figure = String(choice.args?.figure);
  moveOut(draft, ctx, quarter, decision.player, figure, root);
  if (joiners(draft, ctx.rules, quarter, root, decision.player).length)
    askJoin(ctx, decision.kind, decision.player, quarter, root);
}

/**
 * Points paid for a feature scored during this turn: who scored from the tile's placement. Any feature's
 * scoring in play counts, not only a completed one's: a barn making farmers score is a trigger (fn 48).
 */
function onPoints(draft: GameState, award: PointsAward) {
  const { source } = award;
  if (!('feature' in source) || source.final) return;
  const slot = countSlot(draft);
  const ours = slot.scoring?.turn === draft.turn.number ? slot.scoring : undefined;
  if (ours?.scorers.includes(award.player)) return;
  const scoring = { turn: draft.turn.number, completed: ours?.completed ?? [], scorers: [...(ours?.scorers ?? [])] };
  write(draft, { ...slot, scoring: { ...scoring, scorers: [...scoring.scorers, award.player] } });
}

// --- 3C.7: entering the city -------------------------------------------------------------------------

/** Follower kinds the active player has in supply. */
function followersInSupply(state: GameState, rules: Rules, player: string): string[] {
  const supply = state.players.find((p) => p.id === player)?.supply ?? {};
  return Object.entries(supply)
    .filter(([kind, n]) => n > 0 && isFollower(rules, kind))
    .map(([kind]) => kind);
}

/** Phase afterScoring: only opponents scored from this tile, so its player may enter the city. */
function offerEntry(draft: GameState, ctx: TurnContext): undefined {
  const slot = countSlot(draft);
  const scoring = slot.scoring;
  if (!scoring) return;
  const { scoring: _, ...rest } = slot;
  write(draft, rest);
  const player = draft.players[draft.turn.player]?.id;
  if (scoring.turn !== draft.turn.number || !player) return;
  if (!scoring.scorers.length || scoring.scorers.includes(player)) return;
  if (followersInSupply(draft, ctx.rules, player).length)
    ctx.ask({ module: COUNT, kind: ENTER, player, optional: true });
}

function enterChoices(state: GameState, rules: Rules, decision: Decision): DecisionChoice[] {
  return QUARTERS.flatMap((quarter) =>
    followersInSupply(state, rules, decision.player).map((figure) => ({
      action: ENTER_ACTION,
      args: { quarter, figure },
      params: { quarter, figure },
      at: quarterPosition(state, quarter),
    })),
  );
}

function enter(draft: GameState, decision: Decision, choice: DecisionChoice, ctx: TurnContext) {
  const { quarter, figure } = choice.args as { quarter: Quarter; figure: string };
  const player = decision.player;
  updatePlayer(draft, player, (p) => ({ ...p, supply: { ...p.supply, [figure]: (p.supply[figure] ?? 0) - 1 } }));
  const slot = countSlot(draft);
  const quarters = { ...slot.quarters, [quarter]: [...slot.quarters[quarter], { player, figure }] };
  write(draft, { ...slot, quarters });
  ctx.events.push({ type: 'expansion', module: COUNT, what: 'entered', data: { player, figure, quarter } });
  ctx.ask({ module: COUNT, kind: MOVE_COUNT, player, optional: true });
}

function moveChoices(state: GameState): DecisionChoice[] {
  const now = countSlot(state).count;
  return QUARTERS.filter((q) => q !== now).map((quarter) => ({
    action: MOVE_ACTION,
    args: { quarter },
    params: { quarter },
    at: quarterPosition(state, quarter),
  }));
}

function moveCount(draft: GameState, decision: Decision, choice: DecisionChoice, ctx: TurnContext) {
  const quarter = String(choice.args?.quarter) as Quarter;
  write(draft, { ...countSlot(draft), count: quarter });
  ctx.events.push({
    type: 'expansion',
    module: COUNT,
    what: 'count-moved',
    data: { player: decision.player, quarter },
  });
}

// --- the end of the game (fn 58) ---------------------------------------------------------------------

/** Features a quarter's followers may go to at the end: every unfinished one of its kind (any field). */
function openFeaturesOf(state: GameState, rules: Rules, featureKind: string): number[] {
  const rule = rules.features.get(featureKind);
  if (!rule) return [];
  const roots = new Set<number>();
  for (const tile of state.board) {
    for (const id of tile.nodes) {
      const root = find(state.nodes, id);
      const node = state.nodes[root];
      if (node?.kind === featureKind && !roots.has(root) && !rule.isComplete({ root, node, state })) roots.add(root);
    }
  }
  return [...roots];
}

function finalChoices(state: GameState, rules: Rules, player: string): DecisionChoice[] {
  return QUARTERS.flatMap((quarter) => {
    const kinds = leaving(state, rules, quarter, player);
    if (!kinds.length) return [];
    return openFeaturesOf(state, rules, QUARTER_FEATURE[quarter]).flatMap((root) =>
      kinds.flatMap((figure) => {
        const at = spotOf(state, rules, root, figure, player);
        if (!at) return [];
        return [
          {
            action: FINAL_ACTION,
            args: { quarter, figure, x: at.x, y: at.y, feature: at.feature },
            params: { quarter, figure, feature: QUARTER_FEATURE[quarter] },
            at,
          },
        ];
      }),
    );
  });
}

/**
 * Before the game ends: a round in which each player, from the left of the last one to play, may move
 * one follower out; rounds go on while somebody moved in the last one.
 */
function beforeEnd(draft: GameState, ctx: TurnContext) {
  const slot = countSlot(draft);
  if (slot.final === 'done') return;
  if (slot.final && !slot.final.moved) {
    write(draft, { ...slot, final: 'done' });
    return;
  }
  // the draw has already passed to the next seat: it is the one left of the last player
  const n = draft.players.length;
  const order = draft.players.map((_, i) => draft.players[(draft.turn.player + i) % n]?.id as string);
  const asked = order.filter((player) => finalChoices(draft, ctx.rules, player).length);
  write(draft, { ...slot, final: asked.length ? { moved: false } : 'done' });
  for (const player of asked) ctx.ask({ module: COUNT, kind: FINAL, player, optional: true });
}

/** The root of the feature a final choice names by its place on a tile. */
function rootAt(state: GameState, args: { x: number; y: number; feature: number }): number {
  const id = tileAt(state.board, args.x, args.y)?.nodes[args.feature];
  return id === undefined ? -1 : find(state.nodes, id);
}

function moveOutAtTheEnd(draft: GameState, decision: Decision, choice: DecisionChoice, ctx: TurnContext) {
  const args = choice.args as { quarter: Quarter; figure: string; x: number; y: number; feature: number };
  const { quarter, figure } = args;
  const root = rootAt(draft, args);
  if (moveOut(draft, ctx, quarter, decision.player, figure, root))
    write(draft, { ...countSlot(draft), final: { moved: true } });
}

/**
 * A game ended without asking (a scenario's end, players leaving): each player in turn moves out one
 * follower where it gains them the most points at the end, round by round while anyone gains.
 */
function defaultMovesOut(draft: GameState, ctx: TurnContext) {
  if (countSlot(draft).final === 'done') return;
  const n = draft.players.length;
  const order = draft.players.map((_, i) => draft.players[(draft.turn.player + i) % n]?.id as string);
  for (let moved = true; moved; ) {
    moved = false;
    for (const player of order) {
      const best = bestMoveOut(draft, ctx.rules, player);
      if (best) moved = moveOut(draft, ctx, best.quarter, player, best.figure, best.root) || moved;
    }
  }
  write(draft, { ...countSlot(draft), final: 'done' });
}

/** What a player scores at the end from a feature, with one more of their figures on it if given. */
function finalShare(state: GameState, rules: Rules, root: number, player: string, extra?: Figure): number {
  const withExtra = extra ? { ...state, figures: [...state.figures, extra] } : state;
  const node = withExtra.nodes[root];
  const rule = node && rules.features.get(node.kind);
  if (!node || !rule || !majority(withExtra, rules, root).includes(player)) return 0;
  const view = { root, node, state: withExtra };
  const score = rules.hooks.adjustScore.reduce((s, hook) => hook.run(view, true, s), rule.scoreFinal(view));
  return rules.hooks.adjustShare.reduce((s, hook) => hook.run(view, true, player, s), score).points;
}

function bestMoveOut(state: GameState, rules: Rules, player: string) {
  let best: { quarter: Quarter; figure: string; root: number; gain: number } | undefined;
  const shares = new Map<number, number>();
  for (const choice of finalChoices(state, rules, player)) {
    const args = choice.args as { quarter: Quarter; figure: string; x: number; y: number; feature: number };
    const { quarter, figure, x, y, feature } = args;
    const root = rootAt(state, args);
    const extra: Figure = { id: 'probe', player, kind: figure, x, y, feature };
    // what the feature pays the player as it is, worked out once a feature (many choices share one)
    let now = shares.get(root);
    if (now === undefined) {
      now = finalShare(state, rules, root, player);
      shares.set(root, now);
    }
    const gain = finalShare(state, rules, root, player, extra) - now;
    if (gain > 0 && (!best || gain > best.gain)) best = { quarter, figure, root, gain };
  }
  return best;
}

// --- decisions ----------------------------------------------------------------------------------------

function choices(state: GameState, decision: Decision, rules: Rules): DecisionChoice[] {
  switch (decision.kind) {
    case ENTER:
      return enterChoices(state, rules, decision);
    case MOVE_COUNT:
      return moveChoices(state);
    case JOIN:
    case JOIN_BARN_FIELD:
      return joinChoices(state, rules, decision);
    case FINAL:
      return finalChoices(state, rules, decision.player);
    default:
      return [];
  }
}

function decide(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext): Refusal | null {
  if (!choice) return null;
  if (decision.kind === ENTER) enter(draft, decision, choice, ctx);
  else if (decision.kind === MOVE_COUNT) moveCount(draft, decision, choice, ctx);
  else if (decision.kind === JOIN || decision.kind === JOIN_BARN_FIELD) join(draft, decision, choice, ctx);
  else if (decision.kind === FINAL) moveOutAtTheEnd(draft, decision, choice, ctx);
  return null;
}

/** Setup: the city is the start, so the base start tile leaves the game. */
function setUpCity(draft: GameState) {
  if (draft.board[0]?.tile !== COUNT_START) return;
  const index = draft.supply.indexOf('D');
  if (index >= 0) draft.supply = draft.supply.filter((_, i) => i !== index);
  write(draft, EMPTY);
}

/** Followers a player has in the city, by quarter (`count.castle` ...), and where the count is. */
function tokens(state: GameState, player: string): Record<string, number> {
  const slot = countSlot(state);
  const out: Record<string, number> = {};
  for (const q of QUARTERS) out[`count.${q}`] = slot.quarters[q].filter((r) => r.player === player).length;
  return out;
}

/** A player's followers in the city, by kind: still theirs, though neither on the board nor in supply. */
function heldFigures(state: GameState, player: string): Record<string, number> {
  const held: Record<string, number> = {};
  for (const q of QUARTERS) {
    for (const r of countSlot(state).quarters[q]) if (r.player === player) held[r.figure] = (held[r.figure] ?? 0) + 1;
  }
  return held;
}

/** A player's followers in the quarters, one entry per quarter and kind: the Festival may take one back. */
function returnableHeld(state: GameState, player: string): { place: string; figure: string }[] {
  const slot = countSlot(state);
  const seen = new Set<string>();
  return QUARTERS.flatMap((place) =>
    slot.quarters[place].flatMap(({ player: owner, figure }) => {
      const key = `${place}/${figure}`;
      if (owner !== player || seen.has(key)) return [];
      seen.add(key);
      return [{ place, figure }];
    }),
  );
}

/** One follower leaves its quarter for its owner's supply (the Festival's rule, fn 205). */
function returnHeld(draft: GameState, player: string, held: { place: string; figure: string }): boolean {
  const slot = countSlot(draft);
  const quarter = held.place as Quarter;
  const residents = slot.quarters[quarter];
  const index = residents?.findIndex((r) => r.player === player && r.figure === held.figure) ?? -1;
  if (!residents || index < 0) return false;
  write(draft, { ...slot, quarters: { ...slot.quarters, [quarter]: residents.filter((_, i) => i !== index) } });
  updatePlayer(draft, player, (p) => ({
    ...p,
    supply: { ...p.supply, [held.figure]: (p.supply[held.figure] ?? 0) + 1 },
  }));
  return true;
}

export const countModule: RuleModule = {
  id: COUNT,
  tiles: COUNT_TILES,
  startTile: COUNT_START,
  startTiles: CITY_LAYOUT,
  neutralFigures: ['count'],
  phases: { afterScoring: (draft, ctx) => offerEntry(draft, ctx) },
  // a scoring that may let others in waits in the slot
  wakes: { afterScoring: { slot: true } },
  hooks: {
    setupGame: setUpCity,
    onCompleted,
    beforeScoringInPlay,
    onPoints: (draft, award) => onPoints(draft, award),
    choices,
    decide,
    beforeEnd,
    beforeFinal: defaultMovesOut,
    tokens,
    heldFigures,
    returnableHeld,
    returnHeld,
  },
};
