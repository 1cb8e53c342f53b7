// Bridges (classic-and-all-expansions.md §17, fn 185–187, fn 32; order of play 1C). Each player has 3
// bridges (2 with five or six players). Once a turn, right after the tile is placed and before the figure
// step (fn 186), the player may lay one across the placed tile or a tile beside it, edge to edge, both its
// ends on that tile's field edges: a road across the tile that fields and cities pass under undivided
// (they stay whole), over a monastery too. The tile then plays as a type derived from it with that road
// added (tileVariant, "<tile>~bridge-NS"), so the road joins and scores like any other (1 point a tile)
// and a follower may stand on it in the figure step when it is on the placed tile. An end with a tile
// beyond it must meet a road there; a tile may be placed with a road ending in a field (or a field facing
// a road) when one bridge laid at once makes it match (fn 185): the engine asks fitsMismatched, and the
// bridge is then laid without asking. One bridge a tile (fn 187: no two crossing, nor one laid twice).
import { tileAt } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import { placedSquares } from '../../engine/double-tiles';
import { retypePlacedTile } from '../../engine/features';
import { EDGES, neighbour, OPPOSITE, SIDE_X, SIDE_Y } from '../../engine/geometry';
import { slotOf, writeSlot } from '../../engine/module-state';
import type { TurnContext } from '../../engine/modules/module';
import type { OrientedTile } from '../../engine/tiles/oriented';
import type {
  Decision,
  DecisionChoice,
  Edge,
  GameState,
  PlacedTile,
  Position,
  Refusal,
  TileType,
} from '../../engine/types';
import { BCB } from './tiles';

/** The decision, optional, of the active player after placing the tile: lay a bridge (a pass lays none). */
export const LAY_BRIDGE = 'bridge';
/** Its answer: args { x, y, axis }: the tile and the board's direction the bridge runs ('NS' or 'EW'). */
export const BUILD_BRIDGE = 'build-bridge';
/** The mark on a bridge's road (the tile's own roads have none). */
export const BRIDGE_MARK = 'bridge';

export type Axis = 'NS' | 'EW';
const AXES: readonly Axis[] = ['NS', 'EW'];
const ENDS: Record<Axis, readonly [Edge, Edge]> = { NS: ['N', 'S'], EW: ['W', 'E'] };
const axisOf = (edge: Edge): Axis => (edge === 'N' || edge === 'S' ? 'NS' : 'EW');

export interface Bridge {
  player: string;
  x: number;
  y: number;
  /** The direction it runs on the board. */
  axis: Axis;
  /** The turn it was laid (one a turn). */
  turn: number;
}

export interface BridgeSlot {
  bridges: Bridge[];
  /** The turn whose bridge decision was asked (asked once a turn). */
  asked?: number;
}

/** Bridges keep a slot of their own: the castles' slot is rewritten whole as castles score. */
export const BRIDGES_SLOT = `${BCB}.bridges`;
const EMPTY: BridgeSlot = { bridges: [] };
export const bridgeSlot = (state: GameState) => slotOf<BridgeSlot>(state, BRIDGES_SLOT, EMPTY);
const write = (draft: GameState, slot: BridgeSlot) => writeSlot<BridgeSlot>(draft, BRIDGES_SLOT, slot);

/** Bridges each player has: 3 with up to four players, 2 with five or six. */
export const bridgesPerPlayer = (players: number) => (players <= 4 ? 3 : 2);

export const bridgesLeft = (state: GameState, player: string) =>
  bridgesPerPlayer(state.players.length) - bridgeSlot(state).bridges.filter((b) => b.player === player).length;

const activeId = (state: GameState) => state.players[state.turn.player]?.id ?? '';

/**
 * Whether the active player may still lay a bridge this turn (hook mendsMismatch: else fitsWithBridge is
 * not asked): one left, and none laid this turn. A plain loop: asked at every listing of placements.
 */
export function mayLay(state: GameState): boolean {
  const player = activeId(state);
  let laid = 0;
  for (const bridge of bridgeSlot(state).bridges) {
    if (bridge.turn === state.turn.number) return false;
    if (bridge.player === player) laid++;
  }
  return laid < bridgesPerPlayer(state.players.length);
}

// --- the derived tile type -----------------------------------------------------------------------------

/** A tile's type with a bridge across it, `variant` naming its direction as the tile is printed. */
export function bridgedType(base: TileType, variant: string): TileType | undefined {
  const axis = variant === 'bridge-NS' ? 'NS' : variant === 'bridge-EW' ? 'EW' : undefined;
  if (!axis) return undefined;
  const road = { kind: 'road', edges: [...ENDS[axis]], marks: { [BRIDGE_MARK]: true } };
  return { ...base, id: `${base.id}~${variant}`, features: [...base.features, road] };
}

/** The variant for a bridge running along `axis` on the board across a tile turned by `rotation`. */
function variantFor(placed: PlacedTile, axis: Axis): string {
  const turned = placed.rotation === 90 || placed.rotation === 270;
  const printed = turned ? (axis === 'NS' ? 'EW' : 'NS') : axis;
  return `bridge-${printed}`;
}

/** The index of the bridge's road among a bridged tile's features (the last), or -1. */
export function bridgeFeature(placed: PlacedTile): number {
  if (placed.as === undefined) return -1;
  const features = orientedOf(placed).type.features;
  return features[features.length - 1]?.marks?.[BRIDGE_MARK] ? features.length - 1 : -1;
}

// --- where a bridge may go -------------------------------------------------------------------------------

/** What lies around: the board, and the turn's tile where it is about to go (not on the board yet). */
interface Around {
  state: GameState;
  extra?: { tile: OrientedTile; at: Position };
}

function tileHere(around: Around, at: Position): { tile: OrientedTile; placed?: PlacedTile } | undefined {
  const { extra } = around;
  if (extra && extra.at.x === at.x && extra.at.y === at.y) return { tile: extra.tile };
  const placed = tileAt(around.state.board, at.x, at.y);
  return placed && { tile: orientedOf(placed), placed };
}

/**
 * Whether a bridge along `axis` fits across the tile at `at`: no bridge on it yet, not a walled tile nor a
 * half of a double tile, both
 * its ends on the tile's field edges, and at each end either no tile or a tile showing a road towards it.
 */
function bridgeFits(around: Around, at: Position, axis: Axis): boolean {
  const here = tileHere(around, at);
  if (!here || here.placed?.as !== undefined || here.tile.type.walled) return false;
  // a double tile's half is one part of a tile over two squares, never retyped alone (double-tiles.ts)
  if (here.tile.type.double || here.tile.type.halfOf) return false;
  // both ends on fields first: most tiles have no such axis, and nothing around them is looked at
  for (const end of ENDS[axis]) if (here.tile.edgeKind[end] !== 'field') return false;
  for (const end of ENDS[axis]) {
    const beyond = tileHere(around, neighbour(at, end));
    if (beyond && beyond.tile.edgeKind[OPPOSITE[end]] !== 'road') return false;
  }
  return true;
}

/**
 * The one bridge that makes a tile at `at` match the tiles beside it where these edges do not (fn 185): a
 * road meeting a field is continued by a bridge on the field's tile. Undefined when no single bridge does.
 */
function mendingBridge(around: Around, at: Position, mismatched: readonly Edge[]) {
  let found: { at: Position; axis: Axis } | undefined;
  const tile = tileHere(around, at)?.tile;
  if (!tile) return undefined;
  for (const edge of mismatched) {
    const other = neighbour(at, edge);
    const theirs = tileHere(around, other)?.tile.edgeKind[OPPOSITE[edge]];
    const mine = tile.edgeKind[edge];
    let bridge: { at: Position; axis: Axis };
    if (mine === 'road' && theirs === 'field') bridge = { at: other, axis: axisOf(edge) };
    else if (mine === 'field' && theirs === 'road') bridge = { at, axis: axisOf(edge) };
    else return undefined;
    if (found && (found.at.x !== bridge.at.x || found.at.y !== bridge.at.y || found.axis !== bridge.axis))
      return undefined;
    found = bridge;
  }
  return found && bridgeFits(around, found.at, found.axis) ? found : undefined;
}

/**
 * Hook fitsMismatched: the turn's tile may go here if a bridge laid now makes its edges match (fn 185).
 * The engine asks only while mayLay says yes (hook mendsMismatch), so that is not looked at again here.
 */
export function fitsWithBridge(state: GameState, tile: OrientedTile, at: Position, mismatched: readonly Edge[]) {
  // a bridge mends only a road meeting a field: most turns asked about show a city or a river there, and
  // nothing around them need be looked at
  for (const edge of mismatched) {
    const mine = tile.edgeKind[edge];
    if (mine !== 'road' && mine !== 'field') return false;
  }
  return mendingBridge({ state, extra: { tile, at } }, at, mismatched) !== undefined;
}

/**
 * The placed tile's edges that differ from what the tiles beside it show (edgesMeet), by the tiles' edge
 * codes (6 bits a side, EDGES order; a kind a code, a gap 0): asked every turn, and nearly always none.
 */
function mismatchedAt(state: GameState, at: Position): Edge[] {
  const mismatched: Edge[] = [];
  const placed = tileAt(state.board, at.x, at.y);
  if (!placed) return mismatched;
  const mine = orientedOf(placed).edgeCode;
  for (let side = 0; side < 4; side++) {
    const other = tileAt(state.board, at.x + (SIDE_X[side] as number), at.y + (SIDE_Y[side] as number));
    if (!other) continue;
    const ours = (mine >> (6 * side)) & 63;
    const theirs = (orientedOf(other).edgeCode >> (6 * ((side + 2) % 4))) & 63;
    if (ours !== theirs && ours !== 0 && theirs !== 0) mismatched.push(EDGES[side] as Edge);
  }
  return mismatched;
}

/**
 * Where the active player may lay a bridge now: the placed tile and the tiles beside it, each way (beside
 * either square of a double tile, whose own squares take none). With `first`, only the first (whether
 * the player is asked at all).
 */
export function bridgeSpots(state: GameState, first = false): { at: Position; axis: Axis }[] {
  const spots: { at: Position; axis: Axis }[] = [];
  if (!state.turn.placed || !mayLay(state)) return spots;
  const around: Around = { state };
  const tiles: Position[] = [];
  for (const square of placedSquares(state)) {
    for (let side = -1; side < 4; side++) {
      const x = side < 0 ? square.x : square.x + (SIDE_X[side] as number);
      const y = side < 0 ? square.y : square.y + (SIDE_Y[side] as number);
      if (!tiles.some((t) => t.x === x && t.y === y)) tiles.push({ x, y });
    }
  }
  for (const at of tiles) {
    for (const axis of AXES) {
      if (!bridgeFits(around, at, axis)) continue;
      spots.push({ at, axis });
      if (first) return spots;
    }
  }
  return spots;
}

// --- laying one --------------------------------------------------------------------------------------------

function layBridge(draft: GameState, ctx: TurnContext, at: Position, axis: Axis) {
  const placed = tileAt(draft.board, at.x, at.y) as PlacedTile;
  const player = activeId(draft);
  const bridged = retypePlacedTile(draft, at, `${placed.tile}~${variantFor(placed, axis)}`);
  const slot = bridgeSlot(draft);
  write(draft, { ...slot, bridges: [...slot.bridges, { player, x: at.x, y: at.y, axis, turn: draft.turn.number }] });
  const here = draft.turn.placed;
  // a bridge beside the placed tile may close a road there: this turn scores it
  if (bridged && (!here || here.x !== at.x || here.y !== at.y)) {
    draft.turn = {
      ...draft.turn,
      touched: [...(draft.turn.touched ?? []), { ...at, feature: bridgeFeature(bridged) }],
    };
  }
  ctx.events.push({ type: 'expansion', module: BCB, what: 'bridge-built', data: { player, x: at.x, y: at.y, axis } });
}

/**
 * Phase afterTile (1C, before the figure step, fn 186): a tile placed with a road meeting a field gets the
 * bridge that mends it (fn 185); otherwise the player is asked, once, whether to lay one where one fits.
 */
export function offerBridge(draft: GameState, ctx: TurnContext): undefined {
  const placed = draft.turn.placed;
  if (!placed) return;
  const mismatched = mismatchedAt(draft, placed);
  // (a walled tile, an abbey, fits whatever is beside it: no bridge mends that, and one may still be laid)
  const mend = mismatched.length ? mendingBridge({ state: draft }, placed, mismatched) : undefined;
  if (mend) {
    layBridge(draft, ctx, mend.at, mend.axis);
    return;
  }
  const slot = bridgeSlot(draft);
  if (!ctx.canAsk || slot.asked === draft.turn.number || !bridgeSpots(draft, true).length) return;
  write(draft, { ...slot, asked: draft.turn.number });
  ctx.ask({ module: BCB, kind: LAY_BRIDGE, player: activeId(draft), optional: true });
}

export function bridgeChoices(state: GameState, decision: Decision): DecisionChoice[] {
  if (decision.kind !== LAY_BRIDGE) return [];
  return bridgeSpots(state).map(({ at, axis }) => ({
    action: BUILD_BRIDGE,
    args: { x: at.x, y: at.y, axis },
    params: { x: at.x, y: at.y, axis },
    at: { x: at.x, y: at.y },
  }));
}

export function decideBridge(
  draft: GameState,
  decision: Decision,
  choice: DecisionChoice | null,
  ctx: TurnContext,
): Refusal | null {
  if (decision.kind !== LAY_BRIDGE || !choice) return null;
  const at = { x: Number(choice.args?.x), y: Number(choice.args?.y) };
  const axis = choice.args?.axis as Axis;
  const offered = bridgeSpots(draft).some((s) => s.at.x === at.x && s.at.y === at.y && s.axis === axis);
  if (!offered) return { why: `${BCB}.no-bridge` };
  layBridge(draft, ctx, at, axis);
  return null;
}
