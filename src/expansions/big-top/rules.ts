// Under the Big Top (classic-and-all-expansions.md §40 and its interactions; order of play 1C the first big
// top, 2B-1 (a) the ringmaster, 2B-1 (c) acrobat actions, 3B the ringmaster's bonus, 3C the circus). The big
// top and its animals are in circus.ts, the pyramids in acrobats.ts; here are the ringmaster, the phases and
// the end of the game.
import { tileAt } from '../../engine/board';
import { figuresOn } from '../../engine/figure-roots';
import { surrounding } from '../../engine/geometry';
import type { FeatureView, PhaseRun, RuleModule, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import type { Figure, GameState, PlacedTile, Refusal } from '../../engine/types';
import {
  ACROBAT_FIGURE,
  acrobatActions,
  applyAcrobatAction,
  PLACE_ACROBAT,
  pyramids,
  SCORE_PYRAMID,
  scorePyramid,
} from './acrobats';
import { bigTopSlot, raiseBigTop, scoreCircus } from './circus';
import { ACROBATS, BIG_TOP, BIG_TOP_TILES, bigTopTileCounts, isAcrobatTile, isTentTile, TENT } from './tiles';

export const RINGMASTER = 'ringmaster';
/** The ringmaster's points for each tent tile and acrobat tile around him. */
export const RINGMASTER_POINTS = 2;
/** The features whose scoring pays the ringmaster's bonus (order of play L302: the base game's kinds). */
const RINGMASTER_KINDS = ['road', 'city', 'monastery', 'field'];
/** Option: whether a ringmaster scored at the end of the game earns his bonus too (the rules do not say). */
export const RINGMASTER_FINAL_BONUS = 'ringmasterFinalBonus';

/** Circus tiles (tent and acrobat) among the 8 tiles around a figure's tile. */
export function circusTilesAround(state: GameState, figure: Figure): number {
  return surrounding(figure).filter((p) => {
    const placed = tileAt(state.board, p.x, p.y);
    return !!placed && (isTentTile(placed.tile) || isAcrobatTile(placed.tile));
  }).length;
}

/** The ringmaster's bonus for his owner, whether or not the feature pays him (§40 "Ringmaster"). */
function payRingmaster(state: GameState, ctx: TurnContext, ringmaster: Figure) {
  const count = circusTilesAround(state, ringmaster);
  if (!count) return;
  ctx.award({
    player: ringmaster.player,
    points: count * RINGMASTER_POINTS,
    source: {
      module: BIG_TOP,
      why: 'ringmaster',
      params: { count, each: RINGMASTER_POINTS, x: ringmaster.x, y: ringmaster.y },
      robbable: true,
    },
  });
}

/** A feature about to score (completed, or a barn's field in play): each ringmaster on it earns his bonus. */
function ringmastersScore(draft: GameState, feature: FeatureView, ctx: TurnContext) {
  if (!RINGMASTER_KINDS.includes(feature.node.kind)) return;
  for (const figure of figuresOn(draft, feature.root))
    if (figure.kind === RINGMASTER) payRingmaster(draft, ctx, figure);
}

/** The ringmaster goes wherever a normal follower may among roads, cities, monasteries and fields. */
function checkFigure(
  state: GameState,
  placed: PlacedTile,
  figure: string,
  feature: number,
  _player: string,
  rules: Rules,
): Refusal | null {
  if (figure !== RINGMASTER) return null;
  const kind = state.nodes[placed.nodes[feature] as number]?.kind;
  return kind && rules.placements.get(ACROBAT_FIGURE)?.has(kind) ? null : { why: 'big-top.ringmaster-not-here' };
}

/**
 * Phase afterScoring (3C): a tent tile was placed. The big top, if it stands on another tent tile, scores
 * its circus there first (the features the tile completed have scored and their followers gone home);
 * then a new animal goes face down on the new tent and the big top onto it (the first tent tile too).
 */
const moveBigTop: PhaseRun = (draft, ctx) => {
  const at = draft.turn.placed;
  const placed = at && tileAt(draft.board, at.x, at.y);
  if (!at || !placed || !isTentTile(placed.tile)) return undefined;
  if (bigTopSlot(draft).top) scoreCircus(draft, ctx);
  raiseBigTop(draft, ctx, at);
  return undefined;
};

/**
 * The end (§40): first the final circus at the big top, then (before the features) each ringmaster's bonus
 * (unless the game's option says no) and 5 for each acrobat still standing, even in an unfinished pyramid,
 * who then goes home.
 */
function beforeFinal(draft: GameState, ctx: TurnContext) {
  scoreCircus(draft, ctx);
  if (draft.options[RINGMASTER_FINAL_BONUS] !== false) {
    for (const figure of draft.figures) {
      if (figure.kind !== RINGMASTER) continue;
      const placed = tileAt(draft.board, figure.x, figure.y);
      const kind = placed && draft.nodes[placed.nodes[figure.feature] as number]?.kind;
      if (kind && RINGMASTER_KINDS.includes(kind)) payRingmaster(draft, ctx, figure);
    }
  }
  for (const pyramid of pyramids(draft)) scorePyramid(draft, ctx, pyramid, true);
}

export const bigTopModule: RuleModule = {
  id: BIG_TOP,
  tiles: BIG_TOP_TILES,
  tileCounts: bigTopTileCounts,
  figures: [{ id: RINGMASTER, perPlayer: 1, weight: 1, goesWhereAFollowerGoes: true }],
  placements: [{ figure: RINGMASTER, features: RINGMASTER_KINDS }],
  // the pyramid never completes; its acrobats score in beforeFinal and leave before the features score
  features: [{ kind: ACROBATS, isComplete: () => false, scoreFinal: () => ({ points: 0, terms: [] }) }],
  options: [
    {
      name: RINGMASTER_FINAL_BONUS,
      description:
        'Whether a ringmaster scored at the end of the game (in an unfinished feature or as a farmer) also earns ' +
        '2 a tent or acrobat tile around him: true (the default, as the interactions imply for a farmer) or false.',
      values: [true, false],
      default: true,
      variant: true,
    },
  ],
  neutralFigures: [BIG_TOP],
  figureActions: [PLACE_ACROBAT, SCORE_PYRAMID],
  phases: { afterScoring: moveBigTop },
  wakes: { afterScoring: { placedTile: (type) => !!type.symbols?.[TENT] } },
  hooks: {
    checkFigure,
    actions: acrobatActions,
    applyAction: applyAcrobatAction,
    onCompleted: ringmastersScore,
    beforeScoringInPlay: ringmastersScore,
    beforeFinal,
  },
};
