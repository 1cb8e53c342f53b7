// Step "score": completed features during play, and every occupied feature at the end.
import { tileAt } from './board';
import { findTileType, tileType } from './catalog';
import { placedSquares } from './double-tiles';
import { featureSummary } from './feature-summary';
import { figureRoots, figuresOn } from './figure-roots';
import { firstOwnFeature } from './half-tiles';
import type { FeatureRule, FeatureView, PhaseRun, Score, TurnContext } from './modules/module';
import type { Rules } from './modules/registry';
import type { FeatureSummary, Figure, GameEvent, GameState, PlacedTile, Player, ScoreDetail } from './types';
import { find } from './union-find';

/** Replaces one player of a draft with a changed copy (players are shared with the previous state). */
export function updatePlayer(draft: GameState, id: string, change: (player: Player) => Player) {
  // a copy changed in place rather than a map: no closure per award (final scoring pays many)
  const players = draft.players.slice();
  for (let i = 0; i < players.length; i++) {
    const player = players[i] as Player;
    if (player.id === id) players[i] = change(player);
  }
  draft.players = players;
}

export function summarise(state: GameState, root: number): FeatureSummary {
  const node = state.nodes[root];
  if (!node) throw new Error(`no feature node ${root}`);
  return featureSummary(node);
}

/** The votes one figure of this kind brings to the feature rooted at `root`. */
function voteOf(state: GameState, rules: Rules, root: number, figureKind: string): number {
  const kind = rules.figures.get(figureKind);
  return kind?.votes ? kind.votes(state, root) : (kind?.weight ?? 1);
}

/**
 * Whether a module's rule turned a completed feature into something it no longer is (a small city made a
 * castle is no city): its completion is resolved without scoring (scoreCompleted), and who counts completed
 * features leaves it out.
 */
export const takenOutOfPlay = (state: GameState, rules: Rules, root: number) =>
  rules.hooks.takenOutOfPlay.some((link) => link.run(state, root));

/** Players with the most votes among the figures on a feature (ties all win); empty if none count. */
export function majority(state: GameState, rules: Rules, root: number): string[] {
  const figures = figuresOn(state, root);
  // most features hold one figure or none: no tally needed
  if (figures.length < 2) {
    const figure = figures[0];
    return figure && voteOf(state, rules, root, figure.kind) > 0 ? [figure.player] : [];
  }
  // each player's votes in two small arrays, in the order the players come (a map cost more to make)
  const voters: string[] = [];
  const votes: number[] = [];
  for (const figure of figures) {
    const at = voters.indexOf(figure.player);
    const vote = voteOf(state, rules, root, figure.kind);
    if (at < 0) {
      voters.push(figure.player);
      votes.push(vote);
    } else votes[at] = (votes[at] as number) + vote;
  }
  let best = 0;
  for (const count of votes) if (count > best) best = count;
  if (best <= 0) return [];
  const tied = voters.filter((_, i) => votes[i] === best);
  if (tied.length < 2) return tied;
  // a module may break the tie (a follower on a hill): the first that does decides
  for (const hook of rules.hooks.breakTie) {
    const won = hook.run(state, root, tied, rules);
    if (won) return won;
  }
  return tied;
}

/** Scores one feature on a draft; returns figures home unless final. */
function scoreFeature(draft: GameState, ctx: TurnContext, root: number, final: boolean) {
  const { rules, events } = ctx;
  const node = draft.nodes[root];
  const rule = node && rules.features.get(node.kind);
  if (!node || !rule) return;
  const winners = majority(draft, rules, root);
  const view: FeatureView = { root, node, state: draft };
  const base = final ? rule.scoreFinal(view) : rule.scoreCompleted?.(view);
  if (base && winners.length) {
    // a kind that only ever scores at the end (a field) is never "unfinished"
    const unfinished = final && rule.scoreCompleted && !rule.isComplete(view);
    payFeature(draft, ctx, view, winners, base, {
      final,
      occasion: !final ? 'completed' : unfinished ? 'unfinished' : 'final',
    });
  }
  if (!final) returnFigures(draft, root, events);
}

/** One distinct share of a feature's score and the winners paid it. */
interface Share {
  score: Score;
  players: string[];
  key?: string;
}

const shareKey = (score: Score) => `${score.points}|${JSON.stringify(score.terms)}|${score.halved ?? ''}`;

/**
 * The share already listed that equals `score` (the same object when no module changed it; otherwise the
 * same points, terms and halving), if any. Most features pay one winner, which needs no key at all.
 */
function shareLike(shares: Share[], score: Score): Share | undefined {
  if (!shares.length) return undefined;
  const same = shares.find((share) => share.score === score);
  if (same) return same;
  const key = shareKey(score);
  for (const share of shares) {
    share.key ??= shareKey(share.score);
    if (share.key === key) return share;
  }
  return undefined;
}

type Paid = { player: string; points: number }[];

/**
 * Pays a feature's score to its winners: adjusted by the modules, one event per distinct share, then the
 * points. Also for a module that scores a feature outside the usual steps (a barn's field).
 */
export function payFeature(
  draft: GameState,
  ctx: TurnContext,
  view: FeatureView,
  winners: readonly string[],
  base: Score,
  how: { final: boolean; occasion: ScoreDetail['occasion'] },
) {
  // plain loops, not reduce: no closure made per feature scored (most games have no such hook)
  let score = base;
  for (const hook of ctx.rules.hooks.adjustScore) score = hook.run(view, how.final, score);
  // silent with no share changed (a simulated game's end): every winner is paid the one score, in order,
  // with no events to group the winners in
  const paid =
    ctx.silent && !ctx.rules.hooks.adjustShare.length
      ? winners.map((player) => ({ player, points: score.points }))
      : paidByShare(draft, ctx, view, winners, score, how);
  // paid after the events that explain them, so a robber's steal reads after the score it takes from
  const { root } = view;
  for (const { player, points } of paid) {
    ctx.award({ player, points, source: { feature: root, final: how.final, shares: paid } });
  }
}

/** Each winner's share (a module may change one's: a pig in a field), one event per distinct share. */
function paidByShare(
  draft: GameState,
  ctx: TurnContext,
  view: FeatureView,
  winners: readonly string[],
  score: Score,
  how: { final: boolean; occasion: ScoreDetail['occasion'] },
): Paid {
  const { final, occasion } = how;
  // winners with equal shares share an event
  const shares: Share[] = [];
  for (const id of winners) {
    let own = score;
    for (const hook of ctx.rules.hooks.adjustShare) own = hook.run(view, final, id, own);
    const same = shareLike(shares, own);
    if (same) same.players.push(id);
    else shares.push({ score: own, players: [id] });
  }
  const paid: Paid = [];
  for (const share of shares) {
    for (const player of share.players) paid.push({ player, points: share.score.points });
    if (ctx.silent) continue;
    // written field by field: spreads of optional parts cost more than the rest of the event
    const detail: ScoreDetail = { occasion, terms: share.score.terms };
    if (share.score.rule) detail.rule = share.score.rule;
    if (share.score.halved) detail.halved = share.score.halved;
    ctx.events.push({
      type: 'scored',
      feature: summarise(draft, view.root),
      final,
      points: share.score.points,
      players: share.players,
      score: detail,
    });
  }
  return paid;
}

function returnFigures(draft: GameState, root: number, events: GameEvent[]) {
  const roots = figureRoots(draft);
  // a feature with nobody on it keeps the list as it is: the same object, and the caches keyed by it
  if (!roots.includes(root)) return;
  const figures = draft.figures;
  const staying: Figure[] = [];
  // a plain loop: an entries() iterator makes a pair per figure, and this runs for every feature scored
  for (let i = 0; i < figures.length; i++) {
    const figure = figures[i] as Figure;
    if (roots[i] !== root) {
      staying.push(figure);
      continue;
    }
    updatePlayer(draft, figure.player, (p) => ({
      ...p,
      supply: { ...p.supply, [figure.kind]: (p.supply[figure.kind] ?? 0) + 1 },
    }));
    events.push({ type: 'figureReturned', player: figure.player, figure: figure.kind, x: figure.x, y: figure.y });
  }
  draft.figures = staying;
}

/** A feature of a tile that scores when completed, with its rule. */
interface Completable {
  feature: number;
  rule: FeatureRule;
}

// Per rules and tile id: the features a tile's own placement can complete, and those a neighbour's can
// (monasteries, gardens). A node's feature has the kind printed on its tile, as only like kinds join.
const completables = new Map<Rules, Map<string, { own: Completable[]; byNeighbours: Completable[] }>>();

// the last rules asked about: a turn asks about nine tiles, all with its game's rules. Keyed by identity,
// safely: a Rules object is readonly and built once per set of expansions (see Rules).
let recentRules: { rules: Rules; byTile: Map<string, { own: Completable[]; byNeighbours: Completable[] }> } | undefined;

function completablesOf(rules: Rules, tile: string) {
  let byTile = recentRules?.rules === rules ? recentRules.byTile : completables.get(rules);
  if (!byTile) {
    byTile = new Map();
    completables.set(rules, byTile);
  }
  if (recentRules?.rules !== rules) recentRules = { rules, byTile };
  let found = byTile.get(tile);
  if (!found) {
    const own: Completable[] = [];
    tileType(tile).features.forEach((printed, feature) => {
      const rule = rules.features.get(printed.kind);
      if (rule?.scoreCompleted) own.push({ feature, rule });
    });
    found = { own, byNeighbours: own.filter(({ rule }) => rule.completedByNeighbours) };
    byTile.set(tile, found);
  }
  return found;
}

/** Completable features of a placed tile (all, or only those its neighbours complete) that are complete now. */
function considerTile(
  draft: GameState,
  rules: Rules,
  placed: PlacedTile | undefined,
  neighbourOnly: boolean,
  roots: number[],
) {
  if (!placed) return;
  // a retyped tile plays as the type it became, with the features that added (a bridge's road, closed in
  // the turn it is laid on the placed tile; a square two half tiles fill). The half placed now completes
  // only its own features (and those of the first joined to them), not the first half's completed before
  const joined = placed.as !== undefined && findTileType(placed.as)?.halves !== undefined;
  const { own, byNeighbours } = completablesOf(rules, placed.as ?? placed.tile);
  const first = joined && !neighbourOnly ? firstOwnFeature(draft, placed) : 0;
  for (const { feature, rule } of neighbourOnly ? byNeighbours : own) {
    if (feature < first) continue;
    const root = find(draft.nodes, placed.nodes[feature] as number);
    const node = draft.nodes[root];
    if (node && !roots.includes(root) && rule.isComplete({ root, node, state: draft })) roots.push(root);
  }
}

/** Features completed by the tile placed at (x, y): its own, and monasteries around it. */
function completedBy(draft: GameState, rules: Rules, x: number, y: number, roots: number[] = []): number[] {
  considerTile(draft, rules, tileAt(draft.board, x, y), false, roots);
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx || dy) considerTile(draft, rules, tileAt(draft.board, x + dx, y + dy), true, roots);
    }
  }
  return roots;
}

/** A feature a module touched (a road a ferry closed), if it is now complete. */
function completedFeature(draft: GameState, rules: Rules, x: number, y: number, feature: number, roots: number[]) {
  const placed = tileAt(draft.board, x, y);
  const id = placed?.nodes[feature];
  if (id === undefined) return;
  const root = find(draft.nodes, id);
  const node = draft.nodes[root];
  const rule = node && rules.features.get(node.kind);
  if (node && rule?.scoreCompleted && !roots.includes(root) && rule.isComplete({ root, node, state: draft })) {
    roots.push(root);
  }
}

/** The features this turn completed: around the placed tile, and around (or on) tiles a module touched. */
function completedThisTurn(draft: GameState, rules: Rules): number[] {
  const roots: number[] = [];
  const { touched = [] } = draft.turn;
  // the placed tile's square, and a double tile's second half's
  for (const square of placedSquares(draft)) completedBy(draft, rules, square.x, square.y, roots);
  for (const at of touched) {
    if (at.feature === undefined) completedBy(draft, rules, at.x, at.y, roots);
    else completedFeature(draft, rules, at.x, at.y, at.feature, roots);
  }
  return roots;
}

/**
 * Features scoring one after another in a phase, and where that stands while it waits for a decision:
 * the roots still to score, and whether the first was announced (its decisions are answered, it scores next).
 */
export interface ScoringQueue {
  roots: number[];
  announced?: boolean;
  /** The first was settled (the decisions its settle hooks asked are answered): it is announced next. */
  settled?: boolean;
}

/**
 * Scores a queue of features in turn: each is settled first when `settle` is given (hooks whose decisions
 * are answered before any other hears of it), announced (hooks that may ask decisions, answered before it
 * scores), then scored (a decision asked while it scores is answered before the next one).
 * Returns the queue to keep and run again once the decisions are answered, or undefined when it is done.
 */
function scoreInTurn(
  draft: GameState,
  queue: ScoringQueue,
  announce: (view: FeatureView) => void,
  score: (root: number) => void,
  settle?: (view: FeatureView) => void,
): ScoringQueue | undefined {
  const { roots } = queue;
  for (let i = 0; i < roots.length; i++) {
    const root = roots[i] as number;
    const node = draft.nodes[root];
    const resumed = i === 0 && queue.announced;
    if (node && settle && !resumed && !(i === 0 && queue.settled)) {
      settle({ root, node, state: draft });
      if (draft.turn.decisions?.length) return { roots: roots.slice(i), settled: true };
    }
    if (node && !resumed) {
      announce({ root, node: draft.nodes[root] ?? node, state: draft });
      if (draft.turn.decisions?.length) return { roots: roots.slice(i), announced: true };
    }
    score(root);
    if (draft.turn.decisions?.length && i + 1 < roots.length) return { roots: roots.slice(i + 1) };
  }
  return undefined;
}

/**
 * Whether a settle hook made the completed feature something else (a small city made a castle): it is
 * resolved then (3B.1), so no module hears of it as completed, it scores nothing, and the figures left on
 * it go home. A function of its own, not a closure per call: tsx would name one at every scoring.
 */
const resolvedBySettling = (draft: GameState, rules: Rules, root: number) =>
  rules.hooks.settleCompleted.length > 0 && takenOutOfPlay(draft, rules, root);

/**
 * Phase score (3A–3B): every feature the turn completed scores, one after another. A decision asked
 * while one scores (a messenger's order ...) is answered before the next one scores.
 */
export const scoreCompleted: PhaseRun = (draft, ctx) => {
  const { scoring, scoringHeld, scoringSettled } = draft.turn;
  const roots = scoring ?? completedThisTurn(draft, ctx.rules);
  const announced = scoringHeld !== undefined && scoringHeld === roots[0];
  const settled = scoringSettled !== undefined && scoringSettled === roots[0];
  const { settleCompleted, onCompleted } = ctx.rules.hooks;
  const left = scoreInTurn(
    draft,
    { roots, announced, settled },
    (view) => {
      if (resolvedBySettling(draft, ctx.rules, view.root)) return;
      for (const hook of onCompleted) hook.run(draft, view, ctx);
    },
    (root) =>
      resolvedBySettling(draft, ctx.rules, root)
        ? returnFigures(draft, root, ctx.events)
        : scoreFeature(draft, ctx, root, false),
    // asked only when a module settles completed features (a small city made a castle)
    settleCompleted.length
      ? (view) => {
          for (const hook of settleCompleted) hook.run(draft, view, ctx);
        }
      : undefined,
  );
  // most turns never waited while scoring: nothing to take off the turn then
  if (!left && !scoring && scoringHeld === undefined && scoringSettled === undefined) return undefined;
  const { scoring: _, scoringHeld: __, scoringSettled: ___, ...turn } = draft.turn;
  if (left) {
    const held = left.roots[0];
    draft.turn = {
      ...turn,
      scoring: left.roots,
      ...(left.announced ? { scoringHeld: held } : {}),
      ...(left.settled ? { scoringSettled: held } : {}),
    };
    return 'again';
  }
  draft.turn = turn;
  return undefined;
};

/**
 * A module's own scoring during play of features not completed (a barn's fields), with the same pauses:
 * every module hears of each feature first (beforeScoringInPlay) and may ask players something that is
 * answered before it scores (followers joining from the Market). The module keeps the queue returned
 * while it waits (its phase then returns 'again' and goes on from it), and scores each root itself.
 */
export function scoreInPlay(
  draft: GameState,
  ctx: TurnContext,
  queue: ScoringQueue,
  score: (root: number) => void,
): ScoringQueue | undefined {
  const announce = (view: FeatureView) => {
    for (const hook of ctx.rules.hooks.beforeScoringInPlay) hook.run(draft, view, ctx);
  };
  return scoreInTurn(draft, queue, announce, score);
}

/** End of game: every feature that still holds figures scores once. */
export function scoreFinal(draft: GameState, ctx: TurnContext) {
  // scoring changes no figure, so the roots of the figures at the start hold throughout; each root once,
  // in the figures' order (a look through the few found so far costs less than a set)
  const roots: number[] = [];
  for (const root of figureRoots(draft)) if (!roots.includes(root)) roots.push(root);
  for (const root of roots) scoreFeature(draft, ctx, root, true);
}
