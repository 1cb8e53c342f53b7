// The wagon: after the feature it stands on scores, its owner may move it to an unfinished, unoccupied
// road, city or monastery that the scored feature leads into (wagon-links.ts; an abbey leads into every
// road and city meeting its walls), else it stays home. Several wagons: the active player first, then
// clockwise.
import { tileAt } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import { figuresOn } from '../../engine/figure-roots';
import { placeName, standingSpot } from '../../engine/figures';
import { EDGES, OPPOSITE, parseKey, STEP } from '../../engine/geometry';
import type { FeatureView, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import { figuresAtPlace } from '../../engine/shared-places';
import type { Decision, DecisionChoice, GameState, PlacedTile, Refusal } from '../../engine/types';
import { find } from '../../engine/union-find';
import { ABBEY_MAYOR, amSlot, changeSlot, type WaitingWagon } from './slot';
import { wagonLinks } from './wagon-links';

export const WAGON = 'wagon';
export const WAGON_DECISION = 'wagon';
export const MOVE_WAGON = 'move-wagon';

const WAGON_KINDS = new Set(['road', 'city', 'monastery']);

/** A part of a placed tile: one of its features. */
interface Part {
  placed: PlacedTile;
  feature: number;
}

/** Parts the scored feature leads into, tile by tile (each target once, on the first tile found). */
function partsLedInto(state: GameState, root: number): Part[] {
  const node = state.nodes[root];
  if (!node) return [];
  const parts: Part[] = [];
  const rootOf = (part: Part) => find(state.nodes, part.placed.nodes[part.feature] as number);
  const add = (part: Part) => {
    const kind = orientedOf(part.placed).type.features[part.feature]?.kind ?? '';
    const target = rootOf(part);
    if (WAGON_KINDS.has(kind) && target !== root && !parts.some((p) => rootOf(p) === target)) parts.push(part);
  };
  for (const key of node.tiles) {
    const { x, y } = parseKey(key);
    const placed = tileAt(state.board, x, y);
    if (!placed) continue;
    const ours = (feature: number) => find(state.nodes, placed.nodes[feature] as number) === root;
    for (const group of wagonLinks(placed.tile)) {
      if (group.some(ours)) for (const feature of group) add({ placed, feature });
    }
    const tile = orientedOf(placed);
    for (const edge of EDGES) {
      const other = tileAt(state.board, x + STEP[edge].x, y + STEP[edge].y);
      if (!other) continue;
      const theirs = orientedOf(other);
      // an abbey leads into the roads and cities meeting its walls, and they into it
      if (tile.type.walled && ours(0)) {
        const facing = theirs.edgeFeature[OPPOSITE[edge]];
        if (facing >= 0) add({ placed: other, feature: facing });
      }
      if (theirs.type.walled && tile.edgeFeature[edge] >= 0 && ours(tile.edgeFeature[edge])) {
        add({ placed: other, feature: 0 });
      }
    }
  }
  return parts;
}

/**
 * Where a player's wagon from the scored feature may go now: unfinished and with nobody on it; it stands
 * on the tile that leads into it unless a module forbids that tile (the dragon's), then on another tile of
 * the target (fn 143 lets its owner choose the tile; this keeps one choice per target).
 */
export function wagonTargets(state: GameState, rules: Rules, wagon: WaitingWagon): Part[] {
  return partsLedInto(state, wagon.root).flatMap((part) => {
    const target = find(state.nodes, part.placed.nodes[part.feature] as number);
    const node = state.nodes[target];
    const rule = node && rules.features.get(node.kind);
    // nobody on it, nor on a feature that is one place with it (a German monastery's abbot: fn 268)
    if (!node || !rule || figuresAtPlace(state, target).length || rule.isComplete({ root: target, node, state }))
      return [];
    const spot = standingSpot(state, rules, target, WAGON, wagon.player, part.placed);
    const placed = spot && tileAt(state.board, spot.x, spot.y);
    return placed && spot ? [{ placed, feature: spot.feature }] : [];
  });
}

/** Step score, before a completed feature scores: its wagons will be free to move on afterwards. */
export function noteWagons(draft: GameState, feature: FeatureView) {
  const wagons = figuresOn(draft, feature.root).filter((f) => f.kind === WAGON);
  if (!wagons.length) return;
  const waiting = wagons.map((w): WaitingWagon => ({ player: w.player, root: feature.root }));
  changeSlot(draft, { wagons: [...amSlot(draft).wagons, ...waiting] });
}

/** Seat distance clockwise from the active player (the active player is 0). */
const seatFromActive = (state: GameState, player: string) => {
  const seat = state.players.findIndex((p) => p.id === player);
  return (seat - state.turn.player + state.players.length) % state.players.length;
};

/**
 * The last step of 3B, after the features scored: the next wagon whose owner has somewhere to go is
 * asked; 'again' until none is left. A wagon moves from the supply, where scoring sent it.
 */
export function moveWagons(draft: GameState, ctx: TurnContext): 'again' | undefined {
  // asked every turn: most turns no wagon waits
  if (!amSlot(draft).wagons.length) return undefined;
  const waiting = [...amSlot(draft).wagons].sort(
    (a, b) => seatFromActive(draft, a.player) - seatFromActive(draft, b.player),
  );
  while (waiting.length) {
    const wagon = waiting.shift() as WaitingWagon;
    const owner = draft.players.find((p) => p.id === wagon.player);
    const home = (owner?.supply[WAGON] ?? 0) > 0;
    if (!owner || !home || !ctx.canAsk || !wagonTargets(draft, ctx.rules, wagon).length) continue;
    changeSlot(draft, { wagons: waiting });
    ctx.ask({ module: ABBEY_MAYOR, kind: WAGON_DECISION, player: wagon.player, optional: true, data: { ...wagon } });
    return 'again';
  }
  if (amSlot(draft).wagons.length) changeSlot(draft, { wagons: [] });
  return undefined;
}

const wagonOf = (decision: Decision) => decision.data as unknown as WaitingWagon;

export function wagonChoices(state: GameState, rules: Rules, decision: Decision): DecisionChoice[] {
  return wagonTargets(state, rules, wagonOf(decision)).map(({ placed, feature }) => {
    const tile = orientedOf(placed);
    const kind = tile.type.features[feature]?.kind as string;
    return {
      action: MOVE_WAGON,
      args: { at: [placed.x, placed.y], feature: kind, where: placeName(tile, feature) },
      params: { kind },
      at: { x: placed.x, y: placed.y, feature },
    };
  });
}

/** The wagon goes where its owner chose (from the supply, where scoring sent it), or stays home. */
export function decideWagon(
  _draft: GameState,
  decision: Decision,
  choice: DecisionChoice | null,
  ctx: TurnContext,
): Refusal | null {
  const at = choice?.at;
  if (!at || at.feature === undefined) return null;
  ctx.placeFigure(
    { player: decision.player, kind: WAGON, at: { x: at.x, y: at.y, feature: at.feature } },
    { by: ABBEY_MAYOR },
  );
  ctx.events.push({
    type: 'expansion',
    module: ABBEY_MAYOR,
    what: 'wagon-moved',
    data: { player: decision.player, kind: String(choice.params?.kind ?? ''), x: at.x, y: at.y },
  });
  return null;
}
