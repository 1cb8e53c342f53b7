// The Phantom (classic-and-all-expansions.md §21 with fn 208–215, order of play step 2B-2): each player has
// one phantom, a translucent follower of their colour. After the figure step (2B-1: a follower, a builder,
// a pig, a tower piece, the fairy moved, or nothing) the player may put the phantom, as a second follower of
// the turn or alone, on an unoccupied feature of the tile just placed, or where another module's rule lets a
// follower stand now (fn 208: the top of a tower, followerPlacesBeyond). It is the turn's last figure, so no
// builder or pig joins it that turn (fn 210); it never goes into the figure step itself. Everywhere else
// it is a follower like any other: it votes 1, scores and comes home, and is placed again later.
import { tileAt } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import { placedSquares } from '../../engine/double-tiles';
import { figureProblem, figureSpots, placeName } from '../../engine/figures';
import type { FigureKind, RuleModule, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import type { Decision, DecisionChoice, GameState, PlacedTile, Refusal } from '../../engine/types';

export const PHANTOM = 'phantom';
/** The decision of step 2B-2 (optional), and its answer's action: the phantom onto a feature. */
export const PLACE = 'place';
export const PLACE_ACTION = 'phantom';

/** The follower whose places the phantom shares. */
const FOLLOWER = 'meeple';

const FIGURES: FigureKind[] = [{ id: PHANTOM, perPlayer: 1, weight: 1 }];

/** The state as step 2B-2 sees it: the figure step (2B-1), where the phantom is refused, is over. */
const afterFigureStep = (state: GameState): GameState => ({ ...state, turn: { ...state.turn, step: 'decide' } });

/**
 * Features of the tile just placed where the phantom may stand now: every unoccupied one where a follower
 * may (the figure step's own checks: fields only with farmers, no barn's field, not the dragon's tile).
 */
export function phantomSpots(state: GameState, rules: Rules) {
  return figureSpots(afterFigureStep(state), rules).filter((spot) => spot.figures.includes(PHANTOM));
}

/**
 * Whether the phantom has a spot on the tile just placed (phantomSpots is not empty), asked every turn:
 * only the phantom is asked about, feature by feature, up to the first that takes it.
 */
function phantomMayStand(state: GameState, rules: Rules): boolean {
  const at = state.turn.placed;
  const placed = at && tileAt(state.board, at.x, at.y);
  // a double tile's second half has spots of its own: those are listed whole (few turns)
  if (!placed || orientedOf(placed).type.double) return phantomSpots(state, rules).length > 0;
  const after = afterFigureStep(state);
  const features = orientedOf(placed).type.features.length;
  for (let feature = 0; feature < features; feature++) if (!figureProblem(after, rules, PHANTOM, feature)) return true;
  return false;
}

/**
 * Places off the tile just placed where a follower may go now by another module's rule (fn 208: the top
 * of a tower), each with the module that puts it there.
 */
function placesBeyond(state: GameState, rules: Rules, player: string) {
  return rules.hooks.followerPlacesBeyond.flatMap((link) =>
    link.run(state, player, PHANTOM, rules).map((at) => ({ ...at, by: link.module })),
  );
}

/** Phase secondFigure (2B-2): the active player, with the phantom in supply, may place it. */
function offerPhantom(draft: GameState, ctx: TurnContext): undefined {
  const player = draft.players[draft.turn.player];
  if (!player || (player.supply[PHANTOM] ?? 0) < 1) return;
  // the princess's removal of a knight ends the turn's placing (fn 211): the figure step says so
  if (draft.turn.secondFigureBarred) return;
  if (phantomMayStand(draft, ctx.rules) || placesBeyond(draft, ctx.rules, player.id).length)
    ctx.ask({ module: PHANTOM, kind: PLACE, player: player.id, optional: true });
}

function choices(state: GameState, decision: Decision, rules: Rules): DecisionChoice[] {
  if (decision.kind !== PLACE || !state.turn.placed) return [];
  // the tile just placed, or the second half of a double tile (a spot `on` it)
  const squares = placedSquares(state);
  const onTile = phantomSpots(state, rules).flatMap((spot) => {
    const at = squares[spot.on ?? 0];
    if (!at) return [];
    return [
      {
        action: PLACE_ACTION,
        args: { x: at.x, y: at.y, feature: spot.kind, where: spot.where },
        params: { figure: PHANTOM, feature: spot.kind },
        at: { x: at.x, y: at.y, feature: spot.feature },
      },
    ];
  });
  const beyond = placesBeyond(state, rules, decision.player).flatMap(({ x, y, feature }) => {
    const placed = tileAt(state.board, x, y);
    if (!placed) return [];
    const oriented = orientedOf(placed);
    const kind = oriented.type.features[feature]?.kind ?? '';
    return [
      {
        action: PLACE_ACTION,
        args: { x, y, feature: kind, where: placeName(oriented, feature) },
        params: { figure: PHANTOM, feature: kind },
        at: { x, y, feature },
      },
    ];
  });
  return [...onTile, ...beyond];
}

function decide(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext): Refusal | null {
  const at = choice?.at;
  if (!at || at.feature === undefined) return null;
  const placed = draft.turn.placed;
  // a place off the tile just placed is put there by the module whose rule offers it (a tower's top)
  const beyond =
    placed && (placed.x !== at.x || placed.y !== at.y)
      ? placesBeyond(draft, ctx.rules, decision.player).find(
          (p) => p.x === at.x && p.y === at.y && p.feature === at.feature,
        )
      : undefined;
  const figure = { player: decision.player, kind: PHANTOM, at: { x: at.x, y: at.y, feature: at.feature } };
  ctx.placeFigure(figure, beyond ? { by: beyond.by } : undefined);
  return null;
}

/**
 * The figure step (2B-1) takes no phantom: it comes after it, as the turn's last figure. After it, the
 * phantom goes where a follower may: a field only where followers may lie down (with the farmers).
 */
function phantomRule(
  state: GameState,
  placed: PlacedTile,
  figure: string,
  feature: number,
  rules: Rules,
): Refusal | null {
  if (figure !== PHANTOM) return null;
  if (state.turn.step === 'placeFigure') return { why: `${PHANTOM}.after-the-figure-step` };
  const kind = orientedOf(placed).type.features[feature]?.kind;
  return kind && !rules.placements.get(FOLLOWER)?.has(kind) ? { why: `${PHANTOM}.not-for-a-follower` } : null;
}

export const phantomModule: RuleModule = {
  id: PHANTOM,
  figures: FIGURES,
  placements: [{ figure: PHANTOM, features: ['road', 'city', 'monastery', 'field'] }],
  phases: { secondFigure: (draft, ctx) => offerPhantom(draft, ctx) },
  hooks: {
    checkFigure: (state, placed, figure, feature, _player, rules) => phantomRule(state, placed, figure, feature, rules),
    choices,
    decide: (draft, decision, choice, ctx) => decide(draft, decision, choice, ctx),
  },
};
