// Robbers (big-box.md §12): after placing a robber tile its player must put (or move) their robber on the
// score track beside another player's scoring figure; then each other player, clockwise, may do the same.
// A robber stands on a space. When a figure of another player leaves that space because a feature paid
// it, the robber steals half of those points (rounded up) for its owner and comes home; every robber
// there steals. A figure moved by stolen points takes the robbers on its space along. A robber left on
// the track at the end pays its owner 3 before final scoring.
//
// Figures robbed at once (order-of-play.md, ROBBER CHOICE): when one feature's scoring pays several
// players whose score meeples stand on the robber's space, its owner chooses whom to rob. With the
// Messengers each scoring player chooses which figure moves, one after another, so a robber robs the
// first figure to leave its space for a feature's points.
import { tileAt } from '../../engine/board';
import { slotOf, writeSlot } from '../../engine/module-state';
import type { RuleModule, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import { scoringFigures, type TrackMove, trackSpace } from '../../engine/score-track';
import type { Decision, DecisionChoice, GameState, Refusal } from '../../engine/types';
import { ROBBER_SET, ROBBER_TILE_IDS, ROBBER_TILES } from './tiles';

export const ROBBERS = 'robbers';
export const ROBBER = 'robber';
/** What a robber still on the track pays its owner before final scoring. */
export const ROBBER_LEFT_OVER = 3;

/** Where a robber stands: a space of the track, beside the figure it was put by (or followed). */
export interface RobberSpot {
  space: number;
  target: string;
  figure: string;
  /** Its owner is choosing whom it robs (several figures were paid at once). */
  choosing?: boolean;
}

export interface RobbersSlot {
  robbers: Record<string, RobberSpot>;
}

/** A figure the robber may rob in one scoring: its player, which figure, and the points it was paid. */
interface Victim {
  target: string;
  figure: string;
  points: number;
}

const EMPTY: RobbersSlot = { robbers: {} };
const slotIn = (state: GameState) => slotOf<RobbersSlot>(state, ROBBERS, EMPTY);
const nameOf = (state: GameState, id: string) => state.players.find((p) => p.id === id)?.name ?? id;
export const stolenShare = (points: number) => Math.ceil(points / 2);

/** Seats from the active player's, clockwise. */
function clockwise(state: GameState): string[] {
  const n = state.players.length;
  return state.players.map((_, i) => state.players[(state.turn.player + i) % n]?.id as string);
}

/** Phase afterTile: a robber tile calls the placer's robber (a must), then each other player's (a may). */
function callRobbers(draft: GameState, ctx: TurnContext): undefined {
  const at = draft.turn.placed;
  const placed = at && tileAt(draft.board, at.x, at.y);
  if (!placed || !ROBBER_TILE_IDS.has(placed.tile)) return;
  clockwise(draft).forEach((player, i) => {
    if (!placeChoices(draft, ctx.rules, player).length) return;
    ctx.ask({ module: ROBBERS, kind: 'place', player, ...(i > 0 ? { optional: true } : {}) });
  });
}

/** Beside every scoring figure of another player, but on the space the robber already holds. */
function placeChoices(state: GameState, rules: Rules, player: string): DecisionChoice[] {
  const now = slotIn(state).robbers[player];
  return state.players
    .filter((p) => p.id !== player)
    .flatMap((p) =>
      scoringFigures(state, rules, p.id)
        .filter((f) => trackSpace(f.points) !== now?.space)
        .map((f) => ({
          action: 'robber-beside',
          args: { target: p.id, figure: f.figure },
          params: { player: p.name, figure: f.figure, space: trackSpace(f.points) },
        })),
    );
}

function robChoices(state: GameState, decision: Decision): DecisionChoice[] {
  const victims = (decision.data?.victims ?? []) as Victim[];
  return victims.map((v) => ({
    action: 'robber-rob',
    args: { target: v.target },
    params: { player: nameOf(state, v.target), points: stolenShare(v.points) },
  }));
}

const choices = (state: GameState, decision: Decision, rules: Rules): DecisionChoice[] =>
  decision.kind === 'place' ? placeChoices(state, rules, decision.player) : robChoices(state, decision);

function setRobber(draft: GameState, owner: string, spot: RobberSpot | undefined) {
  const { [owner]: _, ...others } = slotIn(draft).robbers;
  writeSlot<RobbersSlot>(draft, ROBBERS, { robbers: spot ? { ...others, [owner]: spot } : others });
}

/** The robber comes home to its owner (off the track; it is kept here, not in the figure supply). */
const homeRobber = (draft: GameState, owner: string) => setRobber(draft, owner, undefined);

function place(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext) {
  if (!choice) return null;
  const { target, figure } = choice.args as { target: string; figure: string };
  const points = scoringFigures(draft, ctx.rules, target).find((f) => f.figure === figure)?.points ?? 0;
  const owner = decision.player;
  const space = trackSpace(points);
  setRobber(draft, owner, { space, target, figure });
  ctx.events.push({
    type: 'expansion',
    module: ROBBERS,
    what: 'placed',
    data: { player: owner, target, figure, space },
  });
  return null;
}

/** The robber's owner takes half of the victim's points (rounded up); nobody steals from them again. */
function paySteal(draft: GameState, ctx: TurnContext, owner: string, victim: Victim) {
  ctx.award({
    player: owner,
    points: stolenShare(victim.points),
    source: { module: ROBBERS, why: 'steal', params: { victim: nameOf(draft, victim.target) }, stolen: true },
  });
}

/**
 * Figures paid at once with the one that moved: without the Messengers the score meeples of the players
 * this feature pays after it, standing on the same space (those paid before it have moved on).
 */
function paidAtOnce(draft: GameState, ctx: TurnContext, move: TrackMove, owner: string): Victim[] {
  const source = move.award.source;
  if (!('feature' in source) || ctx.rules.hooks.trackFigures.length) return [];
  const shares = source.shares ?? [];
  const later = shares.slice(shares.findIndex((s) => s.player === move.player) + 1);
  const space = trackSpace(move.from);
  return later
    .filter(
      (s) => s.player !== owner && trackSpace(scoringFigures(draft, ctx.rules, s.player)[0]?.points ?? -1) === space,
    )
    .map((s) => ({ target: s.player, figure: 'meeple', points: s.points }));
}

/** The robber moves along with the figure that moved (to its new space). */
function follow(draft: GameState, ctx: TurnContext, owner: string, move: TrackMove) {
  const spot = { space: trackSpace(move.to), target: move.player, figure: move.figure };
  setRobber(draft, owner, spot);
  ctx.events.push({ type: 'expansion', module: ROBBERS, what: 'followed', data: { player: owner, ...spot } });
}

/** Whether a scoring figure of a player other than the robber's owner stands on the space. */
const figureToRobOn = (state: GameState, rules: Rules, owner: string, space: number) =>
  state.players.some(
    (p) => p.id !== owner && scoringFigures(state, rules, p.id).some((f) => trackSpace(f.points) === space),
  );

/** A scoring figure moved: robbers on the space it left steal from feature points, follow stolen ones. */
function onTrackMove(draft: GameState, move: TrackMove, ctx: TurnContext) {
  const robbers = slotIn(draft).robbers;
  const space = trackSpace(move.from);
  const here = clockwise(draft).filter((owner) => {
    const spot = robbers[owner];
    return spot && !spot.choosing && spot.space === space && owner !== move.player;
  });
  if (!here.length) return;
  const { source } = move.award;
  // fn 242: a figure moved back (a bazaar's price, a ransom) takes the robbers on its space along, and
  // they lose nothing; fn 248: one with another player's figure still there to rob stays (its owner's
  // choice to follow is not asked)
  if (move.award.points < 0) {
    const alone = here.filter((owner) => !figureToRobOn(draft, ctx.rules, owner, space));
    for (const owner of alone) follow(draft, ctx, owner, move);
    return;
  }
  if ('module' in source && !source.robbable) {
    if (!source.stolen) return;
    for (const owner of here) follow(draft, ctx, owner, move);
    return;
  }
  if ('feature' in source && source.final) return;
  // every robber there robs this same scoring: all leave the track before any stolen points move a figure
  const thefts: [string, Victim][] = [];
  for (const owner of here) {
    const victims = [
      { target: move.player, figure: move.figure, points: move.award.points },
      ...paidAtOnce(draft, ctx, move, owner),
    ];
    if (victims.length > 1 && ctx.canAsk) {
      setRobber(draft, owner, { ...(robbers[owner] as RobberSpot), choosing: true });
      ctx.ask({ module: ROBBERS, kind: 'rob', player: owner, data: { victims } });
    } else {
      homeRobber(draft, owner);
      thefts.push([owner, victims[0] as Victim]);
    }
  }
  for (const [owner, victim] of thefts) paySteal(draft, ctx, owner, victim);
}

function decide(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext): Refusal | null {
  if (decision.kind === 'place') return place(draft, decision, choice, ctx);
  const victims = (decision.data?.victims ?? []) as Victim[];
  const target = (choice?.args as { target?: string } | undefined)?.target;
  const victim = victims.find((v) => v.target === target) ?? victims[0];
  if (!victim || !slotIn(draft).robbers[decision.player]) return null;
  homeRobber(draft, decision.player);
  paySteal(draft, ctx, decision.player, victim);
  return null;
}

/** Before final scoring every robber still out pays its owner 3 and comes home. */
function payLeftOver(draft: GameState, ctx: TurnContext) {
  for (const owner of Object.keys(slotIn(draft).robbers)) {
    homeRobber(draft, owner);
    ctx.award({ player: owner, points: ROBBER_LEFT_OVER, source: { module: ROBBERS, why: 'left-over' } });
  }
}

export const robbersModule: RuleModule = {
  id: ROBBERS,
  tiles: ROBBER_TILES,
  tileCounts: () => ROBBER_SET,
  // the robber never stands on a feature, so it is no figure kind: the slot says who has theirs out
  phases: { afterTile: (draft, ctx) => callRobbers(draft, ctx) },
  wakes: { afterTile: { placedTile: (type) => ROBBER_TILE_IDS.has(type.id) } },
  hooks: {
    onTrackMove,
    choices,
    decide,
    beforeFinal: payLeftOver,
    tokens: (state, player) => {
      const spot = slotIn(state).robbers[player];
      return { 'robber.track': spot ? 1 : 0, 'robber.space': spot?.space ?? 0 };
    },
  },
};
