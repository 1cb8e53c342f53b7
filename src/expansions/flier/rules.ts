// Flying Machines: instead of placing a figure on a flying-machine tile, the player may put a follower
// (or the big follower) on the machine. The flight die (1, 1, 2, 2, 3, 3) says how many tiles it flies in
// the way the machine points, diagonals too; it lands on an unfinished feature of the tile it reaches,
// occupied or not, but never on a field. With nowhere to land it stays in the supply, and the figure
// step is over either way.

import { tileAt } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import { figureAtRefusal, placeName } from '../../engine/figures';
import { barSecondFigure } from '../../engine/module-state';
import type { ActionChoice, RuleModule, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import { byTileSet } from '../../engine/tile-set';
import type { Decision, DecisionChoice, GameState, PlacedTile, Position, Refusal } from '../../engine/types';
import { find } from '../../engine/union-find';
import { type Compass, FLIER, flightTarget, machineDirection } from './machine';
import { FLIER_GARDEN_SET, FLIER_SET, FLIER_TILES } from './tiles';

/** The figure-step action: args { figure }, takes a forced `roll` of 1 to 3. */
export const FLY = 'fly';
/** The answer to a landing decision: args { feature, where } on the tile landed on. */
export const LAND = 'land';
/** The decision asked when more than one feature of the tile landed on would take the follower. */
export const LANDING = 'landing';

/**
 * Followers that may fly: the abbot, the builder and the pig never do. The mayor (Abbey & Mayor) may, and
 * lands only where a mayor may stand, in an unfinished city (fn 137 / fn 226).
 */
export const FLYING_FIGURES = ['meeple', 'big', 'mayor'] as const;
/** The flight die's faces. */
export const DIE_FACES = [1, 1, 2, 2, 3, 3] as const;

/** The tile placed this turn, when it carries a flying machine and the figure step is on. */
function machineTile(state: GameState): { placed: PlacedTile; direction: Compass } | undefined {
  const at = state.turn.placed;
  if (state.turn.step !== 'placeFigure' || !at) return undefined;
  const placed = tileAt(state.board, at.x, at.y);
  const direction = placed && machineDirection(placed);
  return placed && direction ? { placed, direction } : undefined;
}

const activePlayer = (state: GameState) => state.players[state.turn.player];

/** One flight per follower kind the player still has in the supply. */
function flyActions(state: GameState): ActionChoice[] {
  const machine = machineTile(state);
  const player = activePlayer(state);
  if (!machine || !player) return [];
  const { x, y } = machine.placed;
  return FLYING_FIGURES.filter((figure) => (player.supply[figure] ?? 0) > 0).map((figure) => ({
    action: FLY,
    args: { figure },
    params: { figure },
    at: { x, y },
  }));
}

export interface LandingSpot {
  feature: number;
  kind: string;
  /** The place's name on the tile as it lies (placeName), as a scenario names it. */
  where: string;
}

/**
 * The features of the tile at `at` a flying figure may land on: unfinished, not a field, of a kind the
 * figure may stand on (a follower never on a garden), occupied or not; one place per feature.
 */
export function landingSpots(state: GameState, rules: Rules, figure: string, at: Position): LandingSpot[] {
  const placed = tileAt(state.board, at.x, at.y);
  const player = state.players[state.turn.player]?.id ?? '';
  if (!placed || figureAtRefusal(state, rules, at, figure, player)) return [];
  const tile = orientedOf(placed);
  const allowed = rules.placements.get(figure);
  const seen = new Set<number>();
  const spots: LandingSpot[] = [];
  tile.type.features.forEach(({ kind }, feature) => {
    if (kind === 'field' || !allowed?.has(kind)) return;
    const root = find(state.nodes, placed.nodes[feature] as number);
    const node = state.nodes[root];
    const rule = rules.features.get(kind);
    if (!node || !rule || seen.has(root) || rule.isComplete({ root, node, state })) return;
    seen.add(root);
    spots.push({ feature, kind, where: placeName(tile, feature) });
  });
  return spots;
}

/** The die: a forced face (1 to 3, from a scenario or a replay), else a throw from the game's seed. */
function throwDie(ctx: TurnContext): number | undefined {
  const forced = ctx.forced.roll;
  if (forced === undefined) return DIE_FACES[ctx.random(DIE_FACES.length)];
  return Number.isInteger(forced) && forced >= 1 && forced <= 3 ? forced : undefined;
}

/**
 * Nowhere to land: the follower stays in the supply, and no other figure comes this turn (§23 step 4):
 * in a game with a second figure (the phantom, 2B-2) the figure step says so.
 */
function stayHome(draft: GameState, ctx: TurnContext, player: string, figure: string, at: Position) {
  ctx.events.push({ type: 'expansion', module: FLIER, what: 'no-landing', data: { player, figure, ...at } });
  barSecondFigure(draft, ctx.rules);
}

function fly(draft: GameState, choice: ActionChoice, ctx: TurnContext): Refusal | null {
  if (choice.action !== FLY) return null;
  const machine = machineTile(draft);
  const player = activePlayer(draft);
  const figure = String(choice.args?.figure);
  if (!machine || !player) return { why: 'action-not-offered', params: { action: FLY } };
  const roll = throwDie(ctx);
  if (roll === undefined) return { why: 'bad-forced-chance' };
  const { placed, direction } = machine;
  const target = flightTarget(placed, direction, roll);
  ctx.events.push({
    type: 'expansion',
    module: FLIER,
    what: 'flight',
    data: { player: player.id, figure, roll, direction, from: { x: placed.x, y: placed.y }, ...target },
  });
  const spots = landingSpots(draft, ctx.rules, figure, target);
  const [only] = spots;
  if (!only) stayHome(draft, ctx, player.id, figure, target);
  else if (spots.length === 1)
    ctx.placeFigure({ player: player.id, kind: figure, at: { ...target, feature: only.feature } });
  else ctx.ask({ module: FLIER, kind: LANDING, player: player.id, data: { figure, ...target } });
  return null;
}

interface LandingData {
  figure: string;
  x: number;
  y: number;
}

const landingOf = (decision: Decision) => decision.data as unknown as LandingData;

function landingChoices(state: GameState, decision: Decision, rules: Rules): DecisionChoice[] {
  const { figure, x, y } = landingOf(decision);
  return landingSpots(state, rules, figure, { x, y }).map(({ feature, kind, where }) => ({
    action: LAND,
    args: { feature: kind, where },
    params: { feature: kind, figure },
    at: { x, y, feature },
  }));
}

function land(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext): Refusal | null {
  if (decision.kind !== LANDING) return null;
  const { figure, x, y } = landingOf(decision);
  const feature = choice?.at?.feature;
  if (feature === undefined) stayHome(draft, ctx, decision.player, figure, { x, y });
  else ctx.placeFigure({ player: decision.player, kind: figure, at: { x, y, feature } });
  return null;
}

export const flierModule: RuleModule = {
  id: FLIER,
  tiles: FLIER_TILES,
  tileCounts: byTileSet(FLIER_SET, FLIER_GARDEN_SET),
  figureActions: [FLY],
  hooks: {
    actions: flyActions,
    applyAction: fly,
    choices: (state, decision, rules) => landingChoices(state, decision, rules),
    decide: land,
  },
};
