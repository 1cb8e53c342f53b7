// The Barber-Surgeons (classic-and-all-expansions.md §43, fn 278; order-of-play.md 1C.20, 2A, 3A, 3B.14):
// bathhouse tiles (4, 5 or 6 of the six by player count) are shuffled into the stack. A completed road
// or city pays its owners the values of the bathhouses in it on top of its score. When a completed feature
// scores with one follower on it alone (fn 278: a follower, never a builder, pig, barn or shepherd) and a
// bathhouse is free, that follower goes into a free bathhouse (its owner chooses which) instead of home;
// when there are fewer free bathhouses than such followers, the active player says whose go (the order
// of the scorings). A follower leaves its bathhouse for free when a tile placed completes the 3×3 around
// the bathhouse (never when sent into one already surrounded), or when its owner buys it out after
// placing a tile (the bathhouse's value off their score, below 0 if need be), in time to place it again.
import { tileAt, tilesWhere } from '../../engine/board';
import { placedSquares, ringAround } from '../../engine/double-tiles';
import { figuresOn } from '../../engine/figure-roots';
import { parseKey, positionKey, surrounding } from '../../engine/geometry';
import { slotOf, writeSlot } from '../../engine/module-state';
import type {
  ActionChoice,
  FeatureView,
  PointsAward,
  RuleModule,
  Score,
  TurnContext,
} from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import { nextRandom } from '../../engine/rng';
import { updatePlayer } from '../../engine/scoring';
import type { Decision, DecisionChoice, GameState, PlacedTile, Position, Refusal, ScoreTerm } from '../../engine/types';
import { find } from '../../engine/union-find';
import { BARBER_SURGEONS, BATHHOUSE, BATHHOUSE_SET, BATHHOUSE_TILES, bathhousesFor, bathhouseValue } from './tiles';

/** The figure-step action (free: the figure step goes on after it). */
export const BUY_OUT = 'buy-out';
/** Decisions: the active player's (whose follower goes next), the owner's (which free bathhouse). */
export const ORDER = 'order';
export const CHOOSE_BATHHOUSE = 'bathhouse';
/** Their answers. */
export const SEND = 'send';
export const ENTER = 'enter';
/** The Festival's name for the place a follower is held in (returnableHeld). */
export const HELD_PLACE = 'bathhouse';

/** A follower lying in a bathhouse. */
export interface Guest {
  player: string;
  figure: string;
}

/** A follower that scored alone this turn and waits to go into a bathhouse (from its owner's supply). */
export interface Bather {
  player: string;
  figure: string;
  /** Where it stood (the scored feature's tile), to tell the followers apart. */
  x: number;
  y: number;
  root: number;
}

export interface BarberSlot {
  /** Followers in bathhouses, by the bathhouse tile's "x,y". */
  guests: Record<string, Guest>;
  /** This turn's lone scorers still to go to a bathhouse. */
  waiting?: Bather[];
}

const EMPTY: BarberSlot = { guests: {} };
export const barberSlot = (state: GameState) => slotOf<BarberSlot>(state, BARBER_SURGEONS, EMPTY);
const write = (draft: GameState, slot: BarberSlot) => writeSlot<BarberSlot>(draft, BARBER_SURGEONS, slot);

const VALUE_BY_ID = new Map(BATHHOUSE_TILES.map((t) => [t.id, bathhouseValue(t)]));
/** The index of the feature each bathhouse tile's bathhouse stands in. */
const MARKED_BY_ID = new Map(
  BATHHOUSE_TILES.map((t) => [t.id, t.features.findIndex((f) => f.marks?.[BATHHOUSE] !== undefined)]),
);
const isBathhouse = (placed: PlacedTile) => VALUE_BY_ID.has(placed.tile);
export const valueAt = (state: GameState, at: Position) =>
  VALUE_BY_ID.get(tileAt(state.board, at.x, at.y)?.tile ?? '') ?? 0;

const activeId = (state: GameState) => state.players[state.turn.player]?.id ?? '';

/** Every bathhouse tile on the board. */
export const bathhouses = (state: GameState): readonly PlacedTile[] => tilesWhere(state.board, isBathhouse);

/** Bathhouses with nobody in them, in the order they were placed. */
export function freeBathhouses(state: GameState): PlacedTile[] {
  const { guests } = barberSlot(state);
  return bathhouses(state).filter((b) => !guests[positionKey(b.x, b.y)]);
}

/** Whether the 8 tiles around a position are all on the board. */
export const surrounded = (state: GameState, at: Position) =>
  surrounding(at).every(({ x, y }) => tileAt(state.board, x, y) !== undefined);

/** A figure kind is a follower for the bathhouse (fn 278): one that votes (the mayor by its pennants). */
const isFollower = (rules: Rules, kind: string) => {
  const figure = rules.figures.get(kind);
  return Boolean(figure && (figure.weight > 0 || figure.votes));
};

// --- setup: 4, 5 or 6 bathhouses by player count ----------------------------------------------------

/** The bathhouses the player count does not use go back into the box, drawn at random from the seed. */
function setupGame(draft: GameState) {
  let extra = BATHHOUSE_TILES.length - bathhousesFor(draft.players.length);
  const supply = [...draft.supply];
  let rng = draft.rng;
  while (extra-- > 0) {
    const at = supply.flatMap((id, i) => (VALUE_BY_ID.has(id) ? [i] : []));
    if (!at.length) break;
    const next = nextRandom(rng);
    rng = next.state;
    supply.splice(at[Math.floor(next.value * at.length)] as number, 1);
  }
  draft.supply = supply;
  draft.rng = rng;
}

// --- scoring: the bathhouses' values ----------------------------------------------------------------

/** A completed road or city pays the values of the bathhouses in it besides its score (several add up). */
function addBathhouses(feature: FeatureView, final: boolean, score: Score): Score {
  const { node, state, root } = feature;
  if (final || !(node.marks?.[BATHHOUSE] ?? 0) || (node.kind !== 'road' && node.kind !== 'city')) return score;
  const byValue = new Map<number, number>();
  for (const placed of bathhouses(state)) {
    const index = MARKED_BY_ID.get(placed.tile) ?? -1;
    const id = placed.nodes[index];
    if (id === undefined || find(state.nodes, id) !== root) continue;
    const value = VALUE_BY_ID.get(placed.tile) ?? 0;
    byValue.set(value, (byValue.get(value) ?? 0) + 1);
  }
  if (!byValue.size) return score;
  const terms: ScoreTerm[] = [...byValue]
    .sort(([a], [b]) => a - b)
    .map(([each, count]) => ({ unit: BATHHOUSE, count, each }));
  const extra = terms.reduce((sum, t) => sum + t.count * t.each, 0);
  return { ...score, points: score.points + extra, terms: [...score.terms, ...terms] };
}

// --- 3B.14: a lone scorer goes into a free bathhouse --------------------------------------------------

/**
 * Points for a completed feature during play: if exactly one follower took part (whoever's), it waits to
 * go into a bathhouse once the feature's figures are home. Only while a bathhouse is on the board.
 */
function noteLoneScorer(draft: GameState, award: PointsAward, ctx: TurnContext) {
  const { source } = award;
  if (!('feature' in source) || source.final || !bathhouses(draft).length) return;
  const root = source.feature;
  const node = draft.nodes[root];
  const rule = node && ctx.rules.features.get(node.kind);
  if (!node || !rule?.isComplete({ root, node, state: draft })) return;
  const slot = barberSlot(draft);
  if (slot.waiting?.some((b) => b.root === root)) return;
  const followers = figuresOn(draft, root).filter((f) => isFollower(ctx.rules, f.kind));
  const [alone] = followers;
  if (followers.length !== 1 || !alone) return;
  const bather: Bather = { player: alone.player, figure: alone.kind, x: alone.x, y: alone.y, root };
  write(draft, { ...slot, waiting: [...(slot.waiting ?? []), bather] });
}

/** Whether a waiting follower is still in its owner's supply (scoring sent it home; nothing moved it on). */
const atHome = (state: GameState, b: Bather) =>
  (state.players.find((p) => p.id === b.player)?.supply[b.figure] ?? 0) > 0;

const batherKey = (b: Bather) => `${b.player}/${b.figure}`;

function enter(draft: GameState, ctx: TurnContext, bather: Bather, at: Position) {
  const slot = barberSlot(draft);
  write(draft, {
    ...slot,
    guests: { ...slot.guests, [positionKey(at.x, at.y)]: { player: bather.player, figure: bather.figure } },
  });
  updatePlayer(draft, bather.player, (p) => ({
    ...p,
    supply: { ...p.supply, [bather.figure]: (p.supply[bather.figure] ?? 0) - 1 },
  }));
  ctx.events.push({
    type: 'expansion',
    module: BARBER_SURGEONS,
    what: 'sent',
    data: { player: bather.player, figure: bather.figure, x: at.x, y: at.y, value: valueAt(draft, at) },
  });
}

/** Sends one follower into a free bathhouse, asking its owner which when there are several. */
function send(draft: GameState, ctx: TurnContext, bather: Bather): boolean {
  const free = freeBathhouses(draft);
  const [first] = free;
  if (!first || !atHome(draft, bather)) return false;
  if (free.length > 1 && ctx.canAsk) {
    ctx.ask({ module: BARBER_SURGEONS, kind: CHOOSE_BATHHOUSE, player: bather.player, data: { ...bather } });
    return true;
  }
  enter(draft, ctx, bather, first);
  return false;
}

/**
 * Phase score, after the features scored: the waiting followers go into free bathhouses one by one. When
 * not all of them fit and it matters who goes, the active player chooses (the order of the scorings).
 */
function sendLoneScorers(draft: GameState, ctx: TurnContext): 'again' | undefined {
  const slot = barberSlot(draft);
  if (!slot.waiting) return undefined;
  const waiting = slot.waiting.filter((b) => atHome(draft, b));
  const free = freeBathhouses(draft).length;
  if (!waiting.length || !free) {
    write(draft, { guests: slot.guests });
    return undefined;
  }
  if (waiting.length > free && new Set(waiting.map(batherKey)).size > 1 && ctx.canAsk) {
    write(draft, { ...slot, waiting });
    ctx.ask({ module: BARBER_SURGEONS, kind: ORDER, player: activeId(draft) });
    return 'again';
  }
  const [first, ...rest] = waiting as [Bather, ...Bather[]];
  write(draft, { ...slot, waiting: rest });
  return send(draft, ctx, first) ? 'again' : sendLoneScorers(draft, ctx);
}

function choices(state: GameState, decision: Decision): DecisionChoice[] {
  if (decision.kind === ORDER) {
    return (barberSlot(state).waiting ?? []).map((b) => ({
      action: SEND,
      args: { x: b.x, y: b.y, owner: b.player, figure: b.figure },
      params: {
        player: state.players.find((p) => p.id === b.player)?.name ?? b.player,
        figure: b.figure,
        x: b.x,
        y: b.y,
      },
      at: { x: b.x, y: b.y },
    }));
  }
  return freeBathhouses(state).map((b) => ({
    action: ENTER,
    args: { x: b.x, y: b.y },
    params: { x: b.x, y: b.y, value: VALUE_BY_ID.get(b.tile) ?? 0 },
    at: { x: b.x, y: b.y },
  }));
}

function decide(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext): Refusal | null {
  const args = choice?.args ?? {};
  if (decision.kind === ORDER) {
    const slot = barberSlot(draft);
    const waiting = slot.waiting ?? [];
    const index = waiting.findIndex(
      (b) => b.x === args.x && b.y === args.y && b.player === args.owner && b.figure === args.figure,
    );
    const chosen = waiting[index];
    if (!chosen) return { why: 'barber-surgeons.not-waiting' };
    write(draft, { ...slot, waiting: waiting.filter((_, i) => i !== index) });
    send(draft, ctx, chosen);
    return null;
  }
  const bather = decision.data as unknown as Bather;
  const at = { x: Number(args.x), y: Number(args.y) };
  if (!freeBathhouses(draft).some((b) => b.x === at.x && b.y === at.y)) return { why: 'barber-surgeons.not-free' };
  enter(draft, ctx, bather, at);
  return null;
}

// --- leaving: a completed bathhouse (1C.20), buying out (2A) -----------------------------------------

function leave(draft: GameState, key: string): Guest | undefined {
  const slot = barberSlot(draft);
  const guest = slot.guests[key];
  if (!guest) return undefined;
  const { [key]: _, ...guests } = slot.guests;
  write(draft, { ...slot, guests });
  updatePlayer(draft, guest.player, (p) => ({
    ...p,
    supply: { ...p.supply, [guest.figure]: (p.supply[guest.figure] ?? 0) + 1 },
  }));
  return guest;
}

/** Whether a guest lies beside the squares (diagonals too) and not on one: in their ringAround. */
function guestBeside(guests: Record<string, Guest>, squares: readonly Position[]): boolean {
  for (const key in guests) {
    const { x, y } = parseKey(key);
    let beside = false;
    let on = false;
    for (const square of squares) {
      if (square.x === x && square.y === y) on = true;
      else if (Math.abs(square.x - x) <= 1 && Math.abs(square.y - y) <= 1) beside = true;
    }
    if (beside && !on) return true;
  }
  return false;
}

/** Phase afterTile: the tile just placed completes the 3×3 around a bathhouse: its follower goes home free. */
function releaseCompleted(draft: GameState, ctx: TurnContext): undefined {
  if (!draft.turn.placed) return;
  // around the tile just placed, both squares of a double tile; most turns no guest lies there
  const squares = placedSquares(draft);
  if (!guestBeside(barberSlot(draft).guests, squares)) return;
  for (const spot of ringAround(squares)) {
    const key = positionKey(spot.x, spot.y);
    if (!barberSlot(draft).guests[key] || !surrounded(draft, spot)) continue;
    const guest = leave(draft, key) as Guest;
    ctx.events.push({
      type: 'expansion',
      module: BARBER_SURGEONS,
      what: 'released',
      data: { player: guest.player, figure: guest.figure, x: spot.x, y: spot.y },
    });
  }
}

/** The figure step: the active player may buy each of their followers out of its bathhouse. */
function buyOutActions(state: GameState): ActionChoice[] {
  if (state.turn.step !== 'placeFigure') return [];
  const player = activeId(state);
  const { guests } = barberSlot(state);
  const actions: ActionChoice[] = [];
  for (const key in guests) {
    const guest = guests[key] as Guest;
    if (guest.player !== player) continue;
    const { x, y } = parseKey(key);
    const points = valueAt(state, { x, y });
    actions.push({
      action: BUY_OUT,
      args: { x, y },
      params: { figure: guest.figure, points, x, y },
      at: { x, y },
      free: true,
    });
  }
  return actions;
}

function buyOut(draft: GameState, choice: ActionChoice, ctx: TurnContext): Refusal | null {
  if (choice.action !== BUY_OUT) return null;
  const at = { x: Number(choice.args?.x), y: Number(choice.args?.y) };
  const key = positionKey(at.x, at.y);
  const player = activeId(draft);
  if (barberSlot(draft).guests[key]?.player !== player) return { why: 'barber-surgeons.no-follower-there' };
  const guest = leave(draft, key) as Guest;
  const points = valueAt(draft, at);
  ctx.events.push({
    type: 'expansion',
    module: BARBER_SURGEONS,
    what: 'bought-out',
    data: { player, figure: guest.figure, x: at.x, y: at.y, points },
  });
  ctx.award({ player, points: -points, source: { module: BARBER_SURGEONS, why: 'buy-out', params: { points } } });
  return null;
}

// --- followers held in bathhouses ----------------------------------------------------------------------

/** A player's followers in bathhouses, by kind: still theirs, neither on a feature nor in the supply. */
function heldFigures(state: GameState, player: string): Record<string, number> {
  const held: Record<string, number> = {};
  for (const guest of Object.values(barberSlot(state).guests)) {
    if (guest.player === player) held[guest.figure] = (held[guest.figure] ?? 0) + 1;
  }
  return held;
}

/** The Festival may take a follower back from a bathhouse, as from anywhere (one entry per kind). */
const returnableHeld = (state: GameState, player: string) =>
  Object.keys(heldFigures(state, player)).map((figure) => ({ place: HELD_PLACE, figure }));

function returnHeld(draft: GameState, player: string, held: { place: string; figure: string }): boolean {
  if (held.place !== HELD_PLACE) return false;
  const key = Object.entries(barberSlot(draft).guests).find(
    ([, g]) => g.player === player && g.figure === held.figure,
  )?.[0];
  return key !== undefined && leave(draft, key) !== undefined;
}

export const barberSurgeonsModule: RuleModule = {
  id: BARBER_SURGEONS,
  tiles: BATHHOUSE_TILES,
  tileCounts: () => BATHHOUSE_SET,
  figureActions: [BUY_OUT],
  phases: { afterTile: releaseCompleted, score: sendLoneScorers },
  // guests and waiting followers are kept in the slot, written once the first follower scored alone
  wakes: { afterTile: { slot: true }, score: { slot: true } },
  hooks: {
    setupGame,
    adjustScore: addBathhouses,
    onPoints: noteLoneScorer,
    actions: buyOutActions,
    applyAction: buyOut,
    choices,
    decide,
    heldFigures,
    returnableHeld,
    returnHeld,
    tokens: (state, player) => ({
      [BATHHOUSE]: Object.values(heldFigures(state, player)).reduce((a, b) => a + b, 0),
    }),
  },
};
