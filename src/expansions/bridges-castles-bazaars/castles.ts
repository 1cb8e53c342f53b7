// Castles (classic-and-all-expansions.md §17, fn 188–194). A completed city of exactly two half-circle city
// parts (one edge each, fn 189: no CFRF cap, nothing the reference marks castle-base="false") lets its
// owner, before it scores, turn it into a castle: one of their castle tokens goes on it and their
// follower moves in (held here, off the board: no dragon, tower, plague or fairy reaches it, fn 106, 192,
// 193). The city then scores nothing now and counts as unfinished. In a later turn, the first road, city
// or monastery completed with a tile among the castle's six (its two tiles and the two either side along
// its long axis; a monastery's own tile) pays the castle's owner its full points too, whether anybody
// scored it or not; the owner picks one when several complete at once; a castle scoring is a completed
// feature for a castle beside it. The follower then goes home and the castle stays. Unscored at the end, a
// castle pays nothing, to its owner or to farmers; a scored one pays farmers 4 (5 with a pig or barn).
import { tileAt } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import { parseKey, positionKey } from '../../engine/geometry';
import { slotOf, writeSlot } from '../../engine/module-state';
import type { FeatureView, FigureHeldOnTiles, Score, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import { majority, updatePlayer } from '../../engine/scoring';
import type { Decision, DecisionChoice, GameState, Position, Refusal } from '../../engine/types';
import { find } from '../../engine/union-find';
import { BCB, NO_CASTLE, NOT_HALF_CIRCLES } from './tiles';

/** The decision, optional, of a completed small city's owner: turn it into a castle (a pass scores it). */
export const MAKE_CASTLE = 'castle';
/** Its answer: args { x, y } of one of the city's tiles. */
export const BUILD_CASTLE = 'build-castle';
/** The decision of a castle's owner when several features around it completed at once: which it scores. */
export const CASTLE_SCORES = 'castle-scores';
/** Its answer: args { x, y } of a tile of the feature, { index } in the turn's list. */
export const SCORE_FROM = 'castle-score-from';

export interface Castle {
  player: string;
  /** The follower kind that moved in (held off the board until the castle scores). */
  figure: string;
  /** Its two tiles, "x,y". */
  tiles: [string, string];
  /** The turn it was made: it scores only features completed in a later turn. */
  turn: number;
  scored?: boolean;
  /** The feature its owner picked when several completed at once (an index into `completed`). */
  picked?: number;
}

/** A feature completed this turn, as a castle sees it: its points and the tiles that count. */
export interface Completion {
  points: number;
  kind: string;
  /** Tiles that put it in a castle's neighbourhood: every tile, or a monastery's own. */
  tiles: string[];
  /** A castle that scored: its first tile. */
  castle?: string;
}

export interface BcbSlot {
  castles: Castle[];
  /** Features completed this turn, kept from their completion until the castles have looked at them. */
  completed?: Completion[];
}

const EMPTY: BcbSlot = { castles: [] };
export const bcbSlot = (state: GameState) => slotOf<BcbSlot>(state, BCB, EMPTY);
const write = (draft: GameState, slot: BcbSlot) => writeSlot<BcbSlot>(draft, BCB, slot);

/** Castle tokens each player has: 3 with up to four players, 2 with five or six. */
export const castlesPerPlayer = (players: number) => (players <= 4 ? 3 : 2);

export const castlesLeft = (state: GameState, player: string) =>
  castlesPerPlayer(state.players.length) - bcbSlot(state).castles.filter((c) => c.player === player).length;

/** Whether a city part of a placed tile is a half-circle: one edge, no pennant, nothing marked otherwise. */
function isHalfCircle(state: GameState, key: string, root: number): boolean {
  const { x, y } = parseKey(key);
  const placed = tileAt(state.board, x, y);
  if (!placed) return false;
  const { type } = orientedOf(placed);
  const parts = type.features.flatMap((feature, i) =>
    feature.kind === 'city' && find(state.nodes, placed.nodes[i] as number) === root ? [feature] : [],
  );
  const [part] = parts;
  if (parts.length !== 1 || !part || part.edges?.length !== 1 || part.pennants) return false;
  if (part.marks?.[NO_CASTLE]) return false;
  return !NOT_HALF_CIRCLES[type.ref]?.includes(part.edges[0] as string);
}

/** A completed city of exactly two half-circle parts, which may become a castle (fn 189). */
export function isSmallCastleCity({ root, node, state }: FeatureView): boolean {
  return (
    node.kind === 'city' &&
    node.openEdges === 0 &&
    node.tiles.length === 2 &&
    node.tiles.every((key) => isHalfCircle(state, key, root))
  );
}

/** The follower that would move in: the single winner's first follower on the city (votes > 0). */
function castleFollower(state: GameState, rules: Rules, root: number) {
  const winners = majority(state, rules, root);
  if (winners.length !== 1) return undefined;
  const [player] = winners as [string];
  if (castlesLeft(state, player) <= 0) return undefined;
  return state.figures.find((figure) => {
    if (figure.player !== player || (rules.figures.get(figure.kind)?.weight ?? 0) <= 0) return false;
    const placed = tileAt(state.board, figure.x, figure.y);
    return placed && find(state.nodes, placed.nodes[figure.feature] as number) === root;
  });
}

/** The six tiles of a castle: its two and the two either side along its long axis (across the pair). */
export function neighbourhood(castle: Pick<Castle, 'tiles'>): string[] {
  const [a, b] = castle.tiles.map(parseKey) as [Position, Position];
  // two tiles one above the other: the castle lies east–west, its neighbours are west and east
  const across = a.x === b.x ? { x: 1, y: 0 } : { x: 0, y: 1 };
  return [a, b].flatMap((p) => [
    positionKey(p.x, p.y),
    positionKey(p.x - across.x, p.y - across.y),
    positionKey(p.x + across.x, p.y + across.y),
  ]);
}

/** The points a completed feature pays its scorers, as scoring will pay them (before any one's share). */
function fullPoints(view: FeatureView, rules: Rules): number {
  const rule = rules.features.get(view.node.kind);
  const base = rule?.scoreCompleted?.(view);
  if (!base) return 0;
  return rules.hooks.adjustScore.reduce((s, hook) => hook.run(view, false, s), base).points;
}

/**
 * Step score, as a small city of two half-circles is completed and before any other module hears of it:
 * its owner is asked whether it becomes a castle (which is no city: nobody joins it, fn 53).
 */
export function settleCompleted(draft: GameState, view: FeatureView, ctx: TurnContext) {
  if (!isSmallCastleCity(view)) return;
  const follower = castleFollower(draft, ctx.rules, view.root);
  if (follower)
    ctx.ask({ module: BCB, kind: MAKE_CASTLE, player: follower.player, optional: true, data: { root: view.root } });
}

/** Whether a city was made a castle (it counts as unfinished: it scores no castle, takes no follower). */
export const isCastleCity = (state: GameState, root: number) =>
  bcbSlot(state).castles.some((castle) => castleRoot(state, castle) === root);

/** Step score, as each feature is completed and before it scores: remembered for the castles around it. */
export function onCompleted(draft: GameState, view: FeatureView, ctx: TurnContext) {
  const { node } = view;
  const rule = ctx.rules.features.get(node.kind);
  if (!rule?.scoreCompleted || node.kind === 'field') return;
  const tiles = rule.completedByNeighbours ? node.tiles.slice(0, 1) : [...node.tiles];
  const slot = bcbSlot(draft);
  // remembered only while a castle made before this turn waits to score (the city just made one is no
  // completed feature: the engine tells no module of it, takenOutOfPlay)
  if (!slot.castles.some((c) => !c.scored && c.turn < draft.turn.number)) return;
  const completion: Completion = { points: fullPoints(view, ctx.rules), kind: node.kind, tiles };
  write(draft, { ...slot, completed: [...(slot.completed ?? []), completion] });
}

export function castleChoices(state: GameState, decision: Decision, rules: Rules): DecisionChoice[] {
  if (decision.kind === MAKE_CASTLE) {
    const root = Number(decision.data?.root);
    const follower = castleFollower(state, rules, root);
    if (!follower || follower.player !== decision.player) return [];
    const at = { x: follower.x, y: follower.y };
    return [{ action: BUILD_CASTLE, args: { ...at }, params: { ...at }, at }];
  }
  if (decision.kind === CASTLE_SCORES) {
    const castle = bcbSlot(state).castles[Number(decision.data?.castle)];
    if (!castle) return [];
    return candidates(bcbSlot(state), castle).map(({ completion, index }) => {
      const at = parseKey(completion.tiles.find((t) => neighbourhood(castle).includes(t)) as string);
      return {
        action: SCORE_FROM,
        args: { index },
        params: { points: completion.points, kind: completion.kind, x: at.x, y: at.y },
        at,
      };
    });
  }
  return [];
}

export function decideCastle(
  draft: GameState,
  decision: Decision,
  choice: DecisionChoice | null,
  ctx: TurnContext,
): Refusal | null {
  const slot = bcbSlot(draft);
  if (decision.kind === CASTLE_SCORES) {
    const castle = Number(decision.data?.castle);
    const index = Number(choice?.args?.index ?? candidatesOf(slot, castle)[0]?.index);
    write(draft, { ...slot, castles: slot.castles.map((c, i) => (i === castle ? { ...c, picked: index } : c)) });
    return null;
  }
  if (decision.kind !== MAKE_CASTLE || !choice) return null;
  const root = Number(decision.data?.root);
  const follower = castleFollower(draft, ctx.rules, root);
  const node = draft.nodes[root];
  if (!follower || !node) return { why: `${BCB}.no-castle` };
  const tiles = [...node.tiles] as [string, string];
  draft.figures = draft.figures.filter((f) => f !== follower);
  const castle: Castle = { player: follower.player, figure: follower.kind, tiles, turn: draft.turn.number };
  // asked before any module hears of the city (settleCompleted): takenOutOfPlay then keeps it from them all
  write(draft, { ...slot, castles: [...slot.castles, castle] });
  const [x, y] = [parseKey(tiles[0]), parseKey(tiles[1])];
  ctx.events.push({
    type: 'expansion',
    module: BCB,
    what: 'castle-built',
    data: { player: follower.player, x: x.x, y: x.y, x2: y.x, y2: y.y },
  });
  return null;
}

/** The features completed this turn around a castle, with their index in the turn's list. */
function candidates(slot: BcbSlot, castle: Castle) {
  const around = new Set(neighbourhood(castle));
  const own = castle.tiles[0];
  return (slot.completed ?? []).flatMap((completion, index) =>
    completion.castle !== own && completion.tiles.some((t) => around.has(t)) ? [{ completion, index }] : [],
  );
}

const candidatesOf = (slot: BcbSlot, castle: number) => {
  const c = slot.castles[castle];
  return c ? candidates(slot, c) : [];
};

/** A castle that may score this turn: made before it, not scored yet, its owner still in the game. */
const waitsToScore = (state: GameState, castle: Castle) =>
  !castle.scored && castle.turn < state.turn.number && state.players.some((p) => p.id === castle.player);

/** What a castle's scoring counts as for the castles beside it: a completed feature of its two tiles. */
const castleCompletion = (castle: Castle, points: number): Completion => ({
  points,
  kind: 'castle',
  tiles: [...castle.tiles],
  castle: castle.tiles[0],
});

/**
 * The castles that will score in this turn's 3C, as scoreCastles will score them (a castle scoring makes
 * those beside it score), for rules asking before it runs what this turn's castles cover (fn 237: the
 * owner's claim on the gold of the six tiles). Which feature a castle scores does not matter here.
 */
export function castlesScoringNow(state: GameState): Castle[] {
  const slot = bcbSlot(state);
  if (!slot.completed?.length) return [];
  const waiting = slot.castles.filter((castle) => waitsToScore(state, castle));
  const scoring: Castle[] = [];
  const completed = [...slot.completed];
  for (let more = true; more; ) {
    more = false;
    for (const castle of waiting) {
      if (scoring.includes(castle) || !candidates({ ...slot, completed }, castle).length) continue;
      scoring.push(castle);
      completed.push(castleCompletion(castle, 0));
      more = true;
    }
  }
  return scoring;
}

/**
 * Step 3C: each castle made before this turn with a completed feature among its six tiles scores it (the
 * owner picks when they pay differently), its follower goes home, and a castle that scored is a completed
 * feature for the castles beside it. Runs again until no castle scores more.
 */
export function scoreCastles(draft: GameState, ctx: TurnContext): 'again' | undefined {
  for (;;) {
    const slot = bcbSlot(draft);
    if (!slot.completed?.length) return undefined;
    let scored = false;
    for (const [i, castle] of slot.castles.entries()) {
      if (!waitsToScore(draft, castle)) continue;
      const found = candidates(slot, castle);
      if (!found.length) continue;
      const differ = new Set(found.map((f) => f.completion.points)).size > 1;
      let chosen = found[0]?.completion;
      if (differ && ctx.canAsk) {
        if (castle.picked === undefined) {
          ctx.ask({ module: BCB, kind: CASTLE_SCORES, player: castle.player, data: { castle: i } });
          return 'again';
        }
        chosen = slot.completed[castle.picked];
      }
      if (!chosen) continue;
      scoreCastle(draft, ctx, i, chosen.points);
      scored = true;
      break;
    }
    if (!scored) {
      write(draft, { castles: bcbSlot(draft).castles });
      return undefined;
    }
  }
}

function scoreCastle(draft: GameState, ctx: TurnContext, index: number, points: number) {
  const slot = bcbSlot(draft);
  const castle = slot.castles[index] as Castle;
  const { picked: _, ...rest } = castle;
  const done: Castle = { ...rest, scored: true };
  write(draft, {
    castles: slot.castles.map((c, i) => (i === index ? done : c)),
    completed: [...(slot.completed ?? []), castleCompletion(castle, points)],
  });
  const at = parseKey(castle.tiles[0]);
  ctx.award({ player: castle.player, points, source: { module: BCB, why: 'castle', params: { x: at.x, y: at.y } } });
  updatePlayer(draft, castle.player, (p) => ({
    ...p,
    supply: { ...p.supply, [castle.figure]: (p.supply[castle.figure] ?? 0) + 1 },
  }));
  ctx.events.push({ type: 'figureReturned', player: castle.player, figure: castle.figure, x: at.x, y: at.y });
}

/** Followers in castles, by kind: still their owner's. */
export function castleFollowers(state: GameState, player: string): Record<string, number> {
  const held: Record<string, number> = {};
  for (const castle of bcbSlot(state).castles) {
    if (castle.player === player && !castle.scored) held[castle.figure] = (held[castle.figure] ?? 0) + 1;
  }
  return held;
}

/** Followers in castles, each on its castle's two tiles (a circus beside it counts them, Under the Big Top #8). */
export const castleFollowersOnTiles = (state: GameState): FigureHeldOnTiles[] =>
  bcbSlot(state).castles.flatMap((castle) =>
    castle.scored ? [] : [{ player: castle.player, figure: castle.figure, tiles: castle.tiles }],
  );

/** The castles a field borders (by one of their tiles' city parts): scored ones, and those still waiting. */
function castlesBordering({ node, state }: FeatureView): { scored: number; waiting: number } {
  const castles = bcbSlot(state).castles;
  if (!castles.length) return { scored: 0, waiting: 0 };
  const cities = new Set(node.borders.map((id) => find(state.nodes, id)));
  let scored = 0;
  let waiting = 0;
  for (const castle of castles) {
    const root = castleRoot(state, castle);
    if (root === undefined || !cities.has(root)) continue;
    if (castle.scored) scored++;
    else waiting++;
  }
  return { scored, waiting };
}

/** The city a castle was made of: the part of its first tile whose city is its two tiles alone. */
export function castleRoot(state: GameState, castle: Pick<Castle, 'tiles'>): number | undefined {
  const { x, y } = parseKey(castle.tiles[0]);
  const placed = tileAt(state.board, x, y);
  if (!placed) return undefined;
  for (const [i, feature] of orientedOf(placed).type.features.entries()) {
    if (feature.kind !== 'city') continue;
    const root = find(state.nodes, placed.nodes[i] as number);
    // a tile with two caps may share a larger city with the other tile too: the castle's is the pair alone
    const tiles = state.nodes[root]?.tiles;
    if (tiles?.length === 2 && tiles.includes(castle.tiles[1])) return root;
  }
  return undefined;
}

/** A field's castles where a farmer is paid per city (the famine, fn 176): a scored one counts twice, one waiting not at all. */
export function castlesForFarmers(view: FeatureView): number {
  const { scored, waiting } = castlesBordering(view);
  return scored - waiting;
}

/** Units a field pays per completed city (farmers, a pig, the pig herd, a barn). */
const PER_CITY_UNITS = new Set(['completed-city', 'pig-city', 'pig-herd-city', 'barn-city']);

/**
 * A field's share: a scored castle pays 1 more than a city (4, 5 with a pig or barn); one still waiting
 * pays nothing (the rule book: an unscored castle gives farmers nothing), so its city's rate comes off.
 */
export function castleFieldShare(view: FeatureView, _final: boolean, _player: string, score: Score): Score {
  if (view.node.kind !== 'field') return score;
  const rate = score.terms.filter((t) => PER_CITY_UNITS.has(t.unit)).reduce((sum, t) => sum + t.each, 0);
  if (!rate) return score;
  const { scored, waiting } = castlesBordering(view);
  if (!scored && !waiting) return score;
  const terms = [...score.terms];
  if (scored) terms.push({ unit: 'castle', count: scored, each: 1 });
  if (waiting) terms.push({ unit: 'unscored-castle', count: waiting, each: -rate });
  return { ...score, points: score.points + scored - waiting * rate, terms };
}
