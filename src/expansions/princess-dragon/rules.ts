// Princess & Dragon (classic-and-all-expansions.md §8, base-game-editions.md §1.12). A volcano brings the
// dragon onto its tile (no figure there); a dragon tile, after the figure step, makes the dragon fly 6
// tiles, one step per player from the active one, never twice onto a tile nor onto the fairy's, sending
// home every figure on each tile it enters. Instead of a figure a player may move the fairy beside one of
// their followers (1 point at the start of their turn, 3 when that follower's feature scores, and the
// dragon keeps off its tile), put a follower anywhere through a magic portal, or, with a princess tile
// that extends an occupied city, send one knight there home.

import { tileAt } from '../../engine/board';
import { tileType } from '../../engine/catalog';
import { figureRoot } from '../../engine/figure-roots';
import type { FeatureView, PointsAward, RuleModule, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import { byTileSet } from '../../engine/tile-set';
import type { GameState, Position, Refusal } from '../../engine/types';
import { find } from '../../engine/union-find';
import { decideStep, flyAt, stepChoices } from './dragon';
import { answerWhere, askWhere, figureStepActions, figureStepChoices, portalPlacesBeyond } from './figure-step';
import {
  activePlayer,
  DRAGON_FIGURE,
  DRAGON_MOVES,
  DRAGON_STEP,
  dragonOf,
  FAIRY,
  FAIRY_FEATURE_POINTS,
  FAIRY_TURN_POINTS,
  fairyFollower,
  fairyOf,
  forgetGoneFollower,
  MOVE_FAIRY,
  PRINCESS_DRAGON,
  PRINCESS_REMOVES,
  placedThisTurn,
  slotIn,
  USE_PORTAL,
  VOLCANO_FIGURES,
  withNeutral,
  write,
} from './state';
import { DRAGON, PD_GARDEN_SET, PD_SET, PD_TILES, PD25_PORTALS, symbolOf, VOLCANO } from './tiles';

export * from './state';

// ---- the draw and the volcano ----

/** 1B: a dragon tile drawn before the dragon is in play is set aside, face up. */
function setAsideDrawn(draft: GameState, tile: string, ctx: TurnContext): boolean {
  if (dragonOf(draft) || symbolOf(tileType(tile)) !== DRAGON) return false;
  write(draft, { setAside: [...(slotIn(draft).setAside ?? []), tile] });
  ctx.events.push({ type: 'expansion', module: PRINCESS_DRAGON, what: 'set-aside', data: { tile } });
  return true;
}

/** 1C: a volcano takes the dragon from wherever it is; its first coming shuffles the set-aside tiles back. */
function afterTile(draft: GameState, ctx: TurnContext) {
  const here = placedThisTurn(draft);
  if (here?.symbol !== VOLCANO) return undefined;
  const { x, y } = here.placed;
  const first = !dragonOf(draft);
  withNeutral(draft, { kind: DRAGON_FIGURE, x, y });
  const player = activePlayer(draft)?.id ?? '';
  ctx.events.push({ type: 'expansion', module: PRINCESS_DRAGON, what: 'volcano', data: { player, x, y } });
  const back = slotIn(draft).setAside ?? [];
  if (first && back.length) {
    draft.supply = [...draft.supply, ...back].sort();
    write(draft, { setAside: undefined });
    ctx.events.push({ type: 'expansion', module: PRINCESS_DRAGON, what: 'tiles-back', data: { count: back.length } });
  }
  return undefined;
}

/** No follower on the dragon's tile (nor, as the current rules read, a builder or pig on the volcano). */
function checkFigureAt(state: GameState, rules: Rules, at: Position, figure: string): Refusal | null {
  const dragon = dragonOf(state);
  if (!dragon || dragon.x !== at.x || dragon.y !== at.y) return null;
  const companion = rules.figures.get(figure)?.placement === 'own';
  if (companion && state.options[VOLCANO_FIGURES] === 'builder-pig') return null;
  return { why: `${PRINCESS_DRAGON}.dragon-tile`, params: { figure } };
}

// ---- the fairy's points ----

/** 1A: the fairy beside one of the active player's followers pays 1 (not again on a builder's extra tile). */
function turnStart(draft: GameState, ctx: TurnContext) {
  const follower = fairyFollower(draft);
  if (follower && follower.player === activePlayer(draft)?.id) {
    ctx.award({
      player: follower.player,
      points: FAIRY_TURN_POINTS,
      source: { module: PRINCESS_DRAGON, why: 'fairy-turn', robbable: true },
    });
  }
  return undefined;
}

/** 3B: the fairy's follower's feature scores: 3 to its owner, winner or not; the fairy stays where it is. */
function payFairy(draft: GameState, root: number, ctx: TurnContext) {
  const follower = fairyFollower(draft);
  if (!follower || figureRoot(draft, follower) !== root) return;
  ctx.award({
    player: follower.player,
    points: FAIRY_FEATURE_POINTS,
    source: { module: PRINCESS_DRAGON, why: 'fairy-feature', robbable: true },
  });
  write(draft, { fairy: undefined });
}

const onCompleted = (draft: GameState, { root }: FeatureView, ctx: TurnContext) => payFairy(draft, root, ctx);

/** An abbot called back scores its monastery or garden: with the fairy beside it, its owner takes 3 too. */
function onPoints(draft: GameState, award: PointsAward, ctx: TurnContext) {
  const link = slotIn(draft).fairy;
  const fairy = fairyOf(draft);
  if (link?.kind !== 'abbot' || !fairy || fairy.feature === undefined || !('feature' in award.source)) return;
  if (award.source.final || award.player !== link.player || fairyFollower(draft)) return;
  const placed = tileAt(draft.board, fairy.x, fairy.y);
  if (!placed || find(draft.nodes, placed.nodes[fairy.feature] as number) !== award.source.feature) return;
  write(draft, { fairy: undefined });
  ctx.award({
    player: link.player,
    points: FAIRY_FEATURE_POINTS,
    source: { module: PRINCESS_DRAGON, why: 'fairy-feature', robbable: true },
  });
}

/** Before final scoring: every feature holding figures scores, the fairy's follower's too. */
function beforeFinal(draft: GameState, ctx: TurnContext) {
  const follower = fairyFollower(draft);
  if (follower) payFairy(draft, figureRoot(draft, follower), ctx);
}

/** The turn's tidy: a fairy whose follower left the board (a crop circle, an order) stands beside nobody. */
function turnEnd(draft: GameState) {
  forgetGoneFollower(draft);
  return undefined;
}

const tokens = (state: GameState, player: string): Record<string, number> => ({
  fairy: fairyFollower(state)?.player === player ? 1 : 0,
});

export const princessDragonModule: RuleModule = {
  id: PRINCESS_DRAGON,
  tiles: [...PD_TILES, PD25_PORTALS],
  tileCounts: byTileSet(PD_SET, PD_GARDEN_SET),
  neutralFigures: [DRAGON_FIGURE, FAIRY],
  figureActions: [MOVE_FAIRY, USE_PORTAL, PRINCESS_REMOVES],
  // fn 211: a knight removed, the player places or moves no other figure (no phantom) this turn
  endsPlacing: [PRINCESS_REMOVES],
  options: [
    {
      name: DRAGON_MOVES,
      description:
        'When a dragon tile makes the dragon fly: "before-scoring" (Hans im Glück: right after the figure ' +
        'step, so it may eat followers of a feature the tile completes) or "after-scoring" (the Rio ' +
        'Grande Games order of play, step 3D).',
      values: ['before-scoring', 'after-scoring'],
      default: 'before-scoring',
    },
    {
      name: VOLCANO_FIGURES,
      description:
        'Figures on the dragon\'s tile: "none" (current rules: no follower, builder or pig) or ' +
        '"builder-pig" (the older Romanian edition: a builder or pig may still go on a volcano tile).',
      values: ['none', 'builder-pig'],
      default: 'none',
    },
  ],
  phases: {
    turnStart: (draft, ctx) => turnStart(draft, ctx),
    afterTile: (draft, ctx) => afterTile(draft, ctx),
    afterFigure: flyAt('before-scoring'),
    afterScoring: flyAt('after-scoring'),
    turnEnd: (draft) => turnEnd(draft),
  },
  // the fairy's link is in the slot; the volcano and the dragon's flight come with their tiles
  wakes: {
    turnStart: { slot: true },
    afterTile: { placedTile: (type) => symbolOf(type) === VOLCANO },
    afterFigure: { placedTile: (type) => symbolOf(type) === DRAGON },
    afterScoring: { placedTile: (type) => symbolOf(type) === DRAGON },
    turnEnd: { slot: true },
  },
  hooks: {
    setAsideDrawn: (draft, tile, ctx) => setAsideDrawn(draft, tile, ctx),
    setAsideTiles: (state) => slotIn(state).setAside ?? [],
    checkFigureAt: (state, at, figure, _player, rules) => checkFigureAt(state, rules, at, figure),
    actions: (state, rules) => figureStepActions(state, rules),
    followerPlacesBeyond: portalPlacesBeyond,
    applyAction: (draft, choice, ctx) => askWhere(draft, choice, ctx),
    choices: (state, decision, rules) =>
      decision.kind === DRAGON_STEP ? stepChoices(state) : figureStepChoices(state, decision, rules),
    decide: (draft, decision, choice, ctx) => {
      if (decision.kind === DRAGON_STEP) return decideStep(draft, decision, choice, ctx);
      if (choice) answerWhere(draft, decision, choice, ctx);
      return null;
    },
    onCompleted: (draft, feature, ctx) => onCompleted(draft, feature, ctx),
    onPoints: (draft, award, ctx) => onPoints(draft, award, ctx),
    beforeFinal: (draft, ctx) => beforeFinal(draft, ctx),
    tokens: (state, player) => tokens(state, player),
  },
};
