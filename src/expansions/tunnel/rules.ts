// The Tunnel (classic-and-all-expansions.md §16, fn 178–179; order of play "at any time during your turn,
// once": occupy a free tunnel portal with a tunnel token). Each player has tunnel tokens in pairs of one
// colour: one pair with four players or more, two with three, three with two (the rule book's sets; the
// extra pairs are in colours nobody plays). Once a turn (a builder's double turn is one turn), besides
// the figure, the active player may put one token on a free portal anywhere: here after the figure step
// (2C), before scoring, as an optional question. A portal's road is unfinished while the portal is open;
// the second token of a pair joins its two portals, and the road runs on underground through them. Only
// the tiles of the road count (a tile holding both ends counts once). Tokens stay for the rest of the game.
// Module files import no catalog or scoring (they import the registry, which imports the modules).
import { tileAt, tilesWhere } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import { PLAYER_COLORS } from '../../engine/colors';
import { placeName } from '../../engine/figures';
import { slotOf, writeSlot } from '../../engine/module-state';
import type { RuleModule, TurnContext } from '../../engine/modules/module';
import type { Decision, DecisionChoice, GameState, PlacedTile, Position, Refusal } from '../../engine/types';
import { isPortal, TUNNEL_SET, TUNNEL_TILES } from './tiles';

export const TUNNEL = 'tunnel';
/** The decision, optional, of the active player after the figure step. */
export const TOKEN = 'token';
/** Its answer: args { pair, x, y, where } (pair 1–3, the place of the portal's road on its tile). */
export const PLACE_TOKEN = 'tunnel-token';

/** A token on a portal: the road feature (by index) of the tile at (x, y). */
export interface PlacedToken extends Position {
  player: string;
  /** The player's pair, from 1. */
  pair: number;
  feature: number;
}

export interface TunnelSlot {
  tokens: PlacedToken[];
  /** The active player put a token down this turn (a builder's extra turn is the same turn). */
  used?: boolean;
}

const EMPTY: TunnelSlot = { tokens: [] };
export const tunnelSlot = (state: GameState) => slotOf<TunnelSlot>(state, TUNNEL, EMPTY);
const write = (draft: GameState, slot: TunnelSlot) => writeSlot<TunnelSlot>(draft, TUNNEL, slot);

/** Pairs of tokens each player has: 3 with two players, 2 with three, 1 with more. */
export const pairsPerPlayer = (players: number) => (players <= 2 ? 3 : players === 3 ? 2 : 1);

/**
 * The colour of a player's pair: the first is the player's own, the others the colours nobody plays,
 * handed out in seat order (two players: four spare colours, two each; three players: one each).
 */
export function pairColour(state: GameState, player: string, pair: number): string {
  const seat = state.players.findIndex((p) => p.id === player);
  const own = state.players[seat]?.color ?? 'red';
  if (pair <= 1) return own;
  const taken = new Set(state.players.map((p) => p.color));
  const spare = PLAYER_COLORS.filter((c) => !taken.has(c));
  const extra = pairsPerPlayer(state.players.length) - 1;
  return spare[seat * extra + pair - 2] ?? own;
}

/** The portal roads of each tile id, by feature index (most tiles have none): looked up once per id. */
const portalsById = new Map<string, readonly number[]>();

function portalFeatures(placed: PlacedTile): readonly number[] {
  let features = portalsById.get(placed.tile);
  if (!features) {
    const type = orientedOf(placed).type;
    features = type.features.flatMap((_, feature) => (isPortal(type, feature) ? [feature] : []));
    portalsById.set(placed.tile, features);
  }
  return features;
}

const hasPortal = (placed: PlacedTile) => portalFeatures(placed).length > 0;

/** Whether a token stands on the portal of road `feature` of the tile at (x, y). */
function tokenOn(tokens: readonly PlacedToken[], x: number, y: number, feature: number): boolean {
  for (const token of tokens) if (token.x === x && token.y === y && token.feature === feature) return true;
  return false;
}

/** The portals on the board with no token on them, in board order: the roads into a portal, as places. */
function freePortals(state: GameState, tokens: readonly PlacedToken[]): (Position & { feature: number })[] {
  // the tiles with portals, found anew only among the tiles placed since the board last asked about
  const free: (Position & { feature: number })[] = [];
  for (const placed of tilesWhere(state.board, hasPortal)) {
    for (const feature of portalFeatures(placed)) {
      if (!tokenOn(tokens, placed.x, placed.y, feature)) free.push({ x: placed.x, y: placed.y, feature });
    }
  }
  return free;
}

/** Whether any portal on the board is free: asked every turn, so it stops at the first. */
function anyFreePortal(state: GameState, tokens: readonly PlacedToken[]): boolean {
  for (const placed of tilesWhere(state.board, hasPortal)) {
    for (const feature of portalFeatures(placed)) if (!tokenOn(tokens, placed.x, placed.y, feature)) return true;
  }
  return false;
}

/** Tokens of a player's pair on the board. */
const tokensOf = (slot: TunnelSlot, player: string, pair: number) =>
  slot.tokens.filter((t) => t.player === player && t.pair === pair);

/** How many tokens of a player's pair are on the board (no list made: asked every turn). */
function tokensOut(tokens: readonly PlacedToken[], player: string, pair: number): number {
  let out = 0;
  for (const token of tokens) if (token.player === player && token.pair === pair) out++;
  return out;
}

/** What a player has left, by pair: tokens not yet on the board. */
export function tokensLeft(state: GameState, player: string): number {
  const slot = tunnelSlot(state);
  return 2 * pairsPerPlayer(state.players.length) - slot.tokens.filter((t) => t.player === player).length;
}

/**
 * The pairs a player may put a token of now: each pair with one token out (to finish its tunnel), and
 * the first untouched pair (two untouched pairs are alike, so one stands for them).
 */
function usablePairs(state: GameState, player: string): number[] {
  const { tokens } = tunnelSlot(state);
  const pairs: number[] = [];
  let fresh = false;
  for (let pair = 1; pair <= pairsPerPlayer(state.players.length); pair++) {
    const out = tokensOut(tokens, player, pair);
    if (out === 1) pairs.push(pair);
    else if (out === 0 && !fresh) {
      pairs.push(pair);
      fresh = true;
    }
  }
  return pairs;
}

/** Every token the player may put down now: a usable pair on a free portal. */
export function tokenChoices(state: GameState, player: string): DecisionChoice[] {
  const slot = tunnelSlot(state);
  const free = freePortals(state, slot.tokens).map((portal) => {
    const placed = tileAt(state.board, portal.x, portal.y);
    return { portal, where: placed ? placeName(orientedOf(placed), portal.feature) : '' };
  });
  return usablePairs(state, player).flatMap((pair) => {
    const completes = tokensOut(slot.tokens, player, pair) ? 'yes' : 'no';
    const colour = pairColour(state, player, pair);
    return free.map(({ portal, where }) => ({
      action: PLACE_TOKEN,
      args: { pair, x: portal.x, y: portal.y, where },
      params: { colour, x: portal.x, y: portal.y, completes },
      at: portal,
    }));
  });
}

/** 2C: the active player may put one token down, once a turn. */
function offerToken(draft: GameState, ctx: TurnContext): undefined {
  const slot = tunnelSlot(draft);
  if (slot.used) return undefined;
  const player = draft.players[draft.turn.player]?.id;
  if (!player || !usablePairs(draft, player).length) return undefined;
  // a choice is a usable pair on a free portal: listing them all is for the question, not for asking it
  if (!anyFreePortal(draft, slot.tokens)) return undefined;
  ctx.ask({ module: TUNNEL, kind: TOKEN, player, optional: true });
  return undefined;
}

function decide(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext): Refusal | null {
  if (decision.kind !== TOKEN || !choice) return null;
  const at = choice.at;
  const pair = Number(choice.args?.pair);
  if (!at || at.feature === undefined) return { why: 'tunnel.no-portal' };
  const portal = { x: at.x, y: at.y, feature: at.feature };
  const slot = tunnelSlot(draft);
  const first = tokensOf(slot, decision.player, pair)[0];
  const token: PlacedToken = { player: decision.player, pair, ...portal };
  write(draft, { tokens: [...slot.tokens, token], used: true });
  const colour = pairColour(draft, decision.player, pair);
  ctx.events.push({
    type: 'expansion',
    module: TUNNEL,
    what: first ? 'tunnel-built' : 'token-placed',
    data: { player: decision.player, colour, x: portal.x, y: portal.y },
  });
  if (first) {
    ctx.joinAcross(first, portal);
    // the road may be complete now: this turn's scoring looks at both portals' roads
    draft.turn = {
      ...draft.turn,
      touched: [...(draft.turn.touched ?? []), { x: first.x, y: first.y, feature: first.feature }, portal],
    };
  }
  return null;
}

/** The pairs on the board, each joining its two portals: read whenever the board's features are rebuilt. */
export function tunnels(state: GameState): [Position & { feature: number }, Position & { feature: number }][] {
  const tokens = tunnelSlot(state).tokens;
  return tokens.flatMap((token, i) => {
    const other = tokens.findIndex((t, j) => j > i && t.player === token.player && t.pair === token.pair);
    const mate = tokens[other];
    return mate ? [[token, mate] as [PlacedToken, PlacedToken]] : [];
  });
}

export const tunnelModule: RuleModule = {
  id: TUNNEL,
  tiles: TUNNEL_TILES,
  // tokens pair portals: other expansions' printed tunnels are played as portals (fn 67, §16)
  pairsOpenEnds: true,
  tileCounts: () => TUNNEL_SET,
  phases: {
    // 1A: a new turn may put a token down again (a builder's extra turn does not pass here)
    turnStart: (draft) => {
      if (tunnelSlot(draft).used) write(draft, { ...tunnelSlot(draft), used: false });
      return undefined;
    },
    afterFigure: offerToken,
  },
  // the token of this turn is marked in the slot
  wakes: { turnStart: { slot: true } },
  hooks: {
    choices: (state, decision) => (decision.kind === TOKEN ? tokenChoices(state, decision.player) : []),
    decide,
    boardJoins: tunnels,
    tokens: (state, player) => ({ 'tunnel.tokens': tokensLeft(state, player) }),
  },
};
