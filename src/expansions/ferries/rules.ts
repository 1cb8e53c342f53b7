// Ferries: after the figure step the player puts the new lake's ferry across it, joining two of its road
// ends (the others end at the lake); then, for each road the tile extends that leads to a lake, they may
// turn that nearest ferry to join any two of its lake's roads, each ferry at most once a turn. Roads a
// ferry closes score this turn; roads it opens again may score again later.
// Module files import no catalog or features (they import the registry, which imports the modules): the
// board's features are rebuilt through the TurnContext, and tile types come from the game's rules.
import { tileAt } from '../../engine/board';
import { EDGES, positionKey, SIDE_X, SIDE_Y } from '../../engine/geometry';
import { slotOf, writeSlot } from '../../engine/module-state';
import type { RuleModule, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import { type OrientedTile, orientedTile } from '../../engine/tiles/oriented';
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
import { find } from '../../engine/union-find';
import { FERRY_SET, FERRY_TILES, lakeTile, MODULE, roadSegments } from './tiles';

export const PLACE_FERRY = 'placeFerry';
export const MOVE_FERRY = 'moveFerry';
/** Decision kinds: the new lake's ferry (required), turning the nearest ferry on an extended road (optional). */
export const PLACE = 'place';
export const MOVE = 'move';

/** The two road features (indices on the lake tile) a ferry joins. */
export type FerryPair = [number, number];

export interface FerrySlot {
  /** The ferry on each lake, by the lake tile's position key "x,y". */
  ferries: Record<string, FerryPair>;
  /** This turn's work: lakes whose ferry was placed, moved or offered, and the new tile's edges traced. */
  turn?: { number: number; lakes: string[]; edges: Edge[] };
  /** The lake whose ferry the player is being asked for (a player leaving then leaves it to the next turn). */
  waiting?: string;
}

const EMPTY: FerrySlot = { ferries: {} };
const NO_JOINS: [number, number][] = [];

export const ferriesOf = (state: GameState): FerrySlot => slotOf(state, MODULE, EMPTY);

/** The ferry's two roads as the lake lies on the board: one edge each, in N E S W order. */
export function ferryEdges(tile: OrientedTile, pair: readonly number[]): [Edge, Edge] {
  const [a, b] = pair.map((index) => tile.edges[index]?.[0] as Edge);
  return EDGES.indexOf(a as Edge) < EDGES.indexOf(b as Edge) ? [a as Edge, b as Edge] : [b as Edge, a as Edge];
}

type FerryWay = { readonly pair: FerryPair; readonly edges: [Edge, Edge] };

// worked out once per lake tile and rotation (a fixed set): every ferry question asks for them
const pairsByTile = new Map<OrientedTile, readonly FerryWay[]>();

/** Every way a ferry can lie on a lake: each pair of its roads, by the edges they reach (N E S W order). */
export function ferryPairs(tile: OrientedTile): readonly FerryWay[] {
  let pairs = pairsByTile.get(tile);
  if (pairs) return pairs;
  const edgeOf = (index: number) => tile.edges[index]?.[0] as Edge;
  const roads = roadSegments(tile.type).sort((a, b) => EDGES.indexOf(edgeOf(a)) - EDGES.indexOf(edgeOf(b)));
  const found: FerryWay[] = [];
  for (let i = 0; i < roads.length; i++) {
    for (let j = i + 1; j < roads.length; j++) {
      const pair: FerryPair = [roads[i] as number, roads[j] as number];
      found.push({ pair, edges: [edgeOf(pair[0]), edgeOf(pair[1])] });
    }
  }
  pairs = found;
  pairsByTile.set(tile, pairs);
  return pairs;
}

const samePair = (a: readonly number[], b: readonly number[]) =>
  (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);

/** The lake tile at a position key as it lies, or undefined. */
function lakeAt(state: GameState, x: number, y: number): { placed: PlacedTile; tile: OrientedTile } | undefined {
  const placed = tileAt(state.board, x, y);
  const type = placed && lakeTile(placed.tile);
  return placed && type ? { placed, tile: orientedTile(type, placed.rotation) } : undefined;
}

/** The ferry joins its two roads wherever the board's features are built. */
function ferryJoins(state: GameState, placed: PlacedTile): [number, number][] {
  if (!lakeTile(placed.tile)) return NO_JOINS;
  const pair = ferriesOf(state).ferries[positionKey(placed.x, placed.y)];
  return pair ? [pair] : NO_JOINS;
}

// Every tile type of a game's rules, by id, for tracing roads across any module's tiles; the last rules
// asked about first, as a game asks about its own every turn.
const typesByRules = new WeakMap<Rules, Map<string, TileType>>();
let lastTypes: { rules: Rules; types: Map<string, TileType> } | undefined;

function typesOf(rules: Rules): Map<string, TileType> {
  if (lastTypes?.rules === rules) return lastTypes.types;
  let types = typesByRules.get(rules);
  if (!types) {
    types = new Map(rules.modules.flatMap((m) => (m.tiles ?? []).map((t) => [t.id, t] as const)));
    typesByRules.set(rules, types);
  }
  lastTypes = { rules, types };
  return types;
}

/**
 * The lake nearest along the road leaving the tile at `from` over `edge`: the road is followed tile by
 * tile until it reaches a lake tile (any of its roads); undefined when it ends or runs open first. Sides
 * go by number (EDGES order; the opposite side is two on): followed at every turn while a ferry is out.
 */
export function nearestLake(state: GameState, rules: Rules, from: Position, edge: Edge): Position | undefined {
  const types = typesOf(rules);
  // the tiles passed (placed tiles are made once, so the objects name them)
  const seen: PlacedTile[] = [];
  const start = tileAt(state.board, from.x, from.y);
  if (start) seen.push(start);
  let side = EDGES.indexOf(edge);
  let x = from.x + (SIDE_X[side] as number);
  let y = from.y + (SIDE_Y[side] as number);
  for (;;) {
    const entered = (side + 2) % 4;
    const placed = tileAt(state.board, x, y);
    const type = placed && types.get(placed.tile);
    if (!placed || !type || seen.includes(placed)) return undefined;
    if (lakeTile(placed.tile)) return { x, y };
    seen.push(placed);
    const tile = orientedTile(type, placed.rotation);
    const road = tile.sideFeatures[entered] as number;
    side = road < 0 ? -1 : otherSide(tile.edges[road], entered);
    if (side < 0) return undefined;
    x += SIDE_X[side] as number;
    y += SIDE_Y[side] as number;
  }
}

/** The first side (a number) of a road part other than the one it is entered by, or -1. */
function otherSide(edges: readonly Edge[] | undefined, entered: number): number {
  if (edges) {
    for (const edge of edges) {
      const side = EDGES.indexOf(edge);
      if (side !== entered) return side;
    }
  }
  return -1;
}

/**
 * The roads of the tile just placed that join a road already on the board, by the edge they leave over,
 * but those in `traced` (a plain loop: asked every turn).
 */
function extendedEdges(state: GameState, rules: Rules, placed: PlacedTile, traced: readonly Edge[]): Edge[] {
  const edges: Edge[] = [];
  const type = typesOf(rules).get(placed.tile);
  if (!type) return edges;
  const tile = orientedTile(type, placed.rotation);
  // by side number: the tile's records by edge name cost a keyed look-up each
  for (let side = 0; side < 4; side++) {
    const feature = tile.sideFeatures[side] as number;
    if (feature < 0 || type.features[feature]?.kind !== 'road') continue;
    const edge = EDGES[side] as Edge;
    if (traced.includes(edge)) continue;
    if (tileAt(state.board, placed.x + (SIDE_X[side] as number), placed.y + (SIDE_Y[side] as number))) edges.push(edge);
  }
  return edges;
}

/** This turn's record, started afresh on a new turn. */
function turnOf(state: GameState): NonNullable<FerrySlot['turn']> {
  const turn = ferriesOf(state).turn;
  return turn?.number === state.turn.number ? turn : { number: state.turn.number, lakes: [], edges: [] };
}

const activePlayer = (state: GameState) => state.players[state.turn.player]?.id ?? '';

/** Whether each road of a lake is complete now, by feature index. */
const roadsComplete = (state: GameState, placed: PlacedTile, roads: number[]) =>
  roads.map((index) => state.nodes[find(state.nodes, placed.nodes[index] as number)]?.openEdges === 0);

/**
 * Whether each road of a lake was complete before this turn's tile: complete now and not running over
 * that tile. A road the tile completed has not scored yet (2C comes before 3A): split off by a ferry, it
 * is closed by this turn and scores in it (Big Box 9.2).
 */
function roadsCompleteBeforeTile(state: GameState, placed: PlacedTile, roads: number[]) {
  const at = state.turn.placed;
  const tileKey = at && positionKey(at.x, at.y);
  return roads.map((index) => {
    const node = state.nodes[find(state.nodes, placed.nodes[index] as number)];
    return node?.openEdges === 0 && !(tileKey && node.tiles.includes(tileKey));
  });
}

/**
 * Puts the ferry of the lake at `key` across `pair` and rebuilds the board's features. Roads that it
 * closes (a road of the lake complete now that was not before) are touched, so this turn scores them.
 */
function setFerry(draft: GameState, ctx: TurnContext, at: Position, pair: FerryPair, what: 'placed' | 'moved') {
  const lake = lakeAt(draft, at.x, at.y);
  if (!lake) return;
  const key = positionKey(at.x, at.y);
  const roads = roadSegments(lake.tile.type);
  const before = roadsCompleteBeforeTile(draft, lake.placed, roads);
  const slot = ferriesOf(draft);
  const first = !slot.ferries[key];
  const turn = turnOf(draft);
  const { waiting: _, ...rest } = slot;
  writeSlot<FerrySlot>(draft, MODULE, {
    ...rest,
    ferries: { ...slot.ferries, [key]: pair },
    turn: { ...turn, lakes: turn.lakes.includes(key) ? turn.lakes : [...turn.lakes, key] },
  });
  // a lake's first ferry only joins; turning one undoes a join, which takes a rebuild
  if (first) ctx.joinFeatures(at);
  else ctx.rebuildFeatures({ ...at, features: roads });
  const after = roadsComplete(draft, lake.placed, roads);
  const roots = roads.map((index) => find(draft.nodes, lake.placed.nodes[index] as number));
  const closed = roads.filter((_, i) => after[i] && roots.some((root, j) => !before[j] && root === roots[i]));
  const placedNow = draft.turn.placed?.x === at.x && draft.turn.placed?.y === at.y;
  if (closed.length && !placedNow) {
    draft.turn = {
      ...draft.turn,
      touched: [...(draft.turn.touched ?? []), ...closed.map((feature) => ({ x: at.x, y: at.y, feature }))],
    };
  }
  const [from, to] = ferryEdges(lake.tile, pair);
  ctx.events.push({
    type: 'expansion',
    module: MODULE,
    what,
    data: { player: activePlayer(draft), x: at.x, y: at.y, from, to },
  });
}

/** The next ferry the player may turn: the nearest on a road the new tile extends, not yet dealt with. */
function nextFerryToTurn(draft: GameState, rules: Rules): { lake: Position; edge: Edge } | undefined {
  const at = draft.turn.placed;
  const placed = at && tileAt(draft.board, at.x, at.y);
  if (!placed) return undefined;
  const turn = turnOf(draft);
  const edges = extendedEdges(draft, rules, placed, turn.edges);
  if (!edges.length) return undefined;
  const lakes = [...turn.lakes];
  // a copy: the record may be the previous state's
  const traced = [...turn.edges];
  const { ferries } = ferriesOf(draft);
  // with no ferry on the board yet no road needs following
  let anyFerry = false;
  for (const _ in ferries) {
    anyFerry = true;
    break;
  }
  let found: { lake: Position; edge: Edge } | undefined;
  for (const edge of edges) {
    traced.push(edge);
    const lake = anyFerry ? nearestLake(draft, rules, placed, edge) : undefined;
    const key = lake && positionKey(lake.x, lake.y);
    if (lake && key && !lakes.includes(key) && ferries[key]) {
      lakes.push(key);
      found = { lake, edge };
      break;
    }
  }
  writeSlot<FerrySlot>(draft, MODULE, {
    ...ferriesOf(draft),
    turn: { number: draft.turn.number, lakes, edges: traced },
  });
  return found;
}

/** The first way a ferry may lie: what a player who cannot be asked gets. */
function firstPair(tile: OrientedTile): FerryPair {
  const first = ferryPairs(tile)[0]?.pair;
  // a copy into the state: the ways a ferry can lie are shared by every game
  return (first && [...first]) as FerryPair;
}

/** Phase 2C: the new lake's ferry first, then each nearest ferry on a road the tile extends. */
function ferriesPhase(draft: GameState, ctx: TurnContext): 'again' | undefined {
  const at = draft.turn.placed;
  if (!at) return undefined;
  const lake = lakeAt(draft, at.x, at.y);
  const key = lake && positionKey(at.x, at.y);
  if (lake && key && !ferriesOf(draft).ferries[key]) {
    if (!ctx.canAsk) {
      setFerry(draft, ctx, at, firstPair(lake.tile), 'placed');
    } else {
      writeSlot<FerrySlot>(draft, MODULE, { ...ferriesOf(draft), waiting: key });
      ctx.ask({ module: MODULE, kind: PLACE, player: activePlayer(draft), data: { x: at.x, y: at.y } });
      return 'again';
    }
  }
  if (!ctx.canAsk) return undefined;
  const next = nextFerryToTurn(draft, ctx.rules);
  if (!next) return undefined;
  const { lake: where, edge } = next;
  ctx.ask({
    module: MODULE,
    kind: MOVE,
    player: activePlayer(draft),
    optional: true,
    data: { x: where.x, y: where.y, edge },
  });
  return 'again';
}

/** Phase 1A: a lake left without its ferry (its player left while choosing) gets the first position. */
function settleLeftLake(draft: GameState, ctx: TurnContext): undefined {
  const { waiting } = ferriesOf(draft);
  if (!waiting) return undefined;
  const [x, y] = waiting.split(',').map(Number) as [number, number];
  const lake = lakeAt(draft, x, y);
  if (lake && !ferriesOf(draft).ferries[waiting]) setFerry(draft, ctx, { x, y }, firstPair(lake.tile), 'placed');
  else writeSlot<FerrySlot>(draft, MODULE, { ferries: ferriesOf(draft).ferries });
  return undefined;
}

const lakeOfDecision = (decision: Decision): Position => ({
  x: Number(decision.data?.x),
  y: Number(decision.data?.y),
});

/** The ways the decision's ferry may lie: every pair of roads; a ferry turned must change its pair. */
function ferryChoices(state: GameState, decision: Decision): DecisionChoice[] {
  const at = lakeOfDecision(decision);
  const lake = lakeAt(state, at.x, at.y);
  if (!lake) return [];
  const now = ferriesOf(state).ferries[positionKey(at.x, at.y)];
  const action = decision.kind === PLACE ? PLACE_FERRY : MOVE_FERRY;
  return ferryPairs(lake.tile)
    .filter(({ pair }) => decision.kind === PLACE || !now || !samePair(pair, now))
    .map(({ edges: [from, to] }) => ({
      action,
      args: { between: [from, to] },
      params: { from, to },
      at: { x: at.x, y: at.y },
    }));
}

function decideFerry(
  draft: GameState,
  decision: Decision,
  choice: DecisionChoice | null,
  ctx: TurnContext,
): Refusal | null {
  if (!choice) return null;
  const at = lakeOfDecision(decision);
  const lake = lakeAt(draft, at.x, at.y);
  const between = choice.args?.between as Edge[] | undefined;
  const pair =
    lake && ferryPairs(lake.tile).find(({ edges }) => edges[0] === between?.[0] && edges[1] === between?.[1]);
  if (!pair) return { why: 'choice-not-offered', params: { action: choice.action } };
  // a copy into the state: the ways a ferry can lie are shared by every game
  setFerry(draft, ctx, at, [...pair.pair], decision.kind === PLACE ? 'placed' : 'moved');
  return null;
}

export const ferriesModule: RuleModule = {
  id: MODULE,
  tiles: FERRY_TILES,
  tileCounts: () => FERRY_SET,
  phases: { turnStart: settleLeftLake, afterFigure: ferriesPhase },
  // a lake left waiting is in the slot
  wakes: { turnStart: { slot: true } },
  hooks: {
    featureJoins: ferryJoins,
    choices: ferryChoices,
    decide: decideFerry,
    // no turn starts after the last tile: a lake left without its ferry then gets it before final scoring
    beforeFinal: (draft, ctx) => {
      settleLeftLake(draft, ctx);
    },
  },
};
