// Gold Mines (big-box.md §10): a gold tile puts one ingot on itself and one on a tile around it (diagonals
// count); a completed road, city, monastery or garden hands the gold on its tiles to its controllers,
// one ingot each in turn from the active player when several claim; at the end loose gold is lost and
// each player's ingots pay 1–4 each by how many they hold.
import { tileAt } from '../../engine/board';
import { parseKey, positionKey, surrounding } from '../../engine/geometry';
import { writeSlot } from '../../engine/module-state';
import type { FeatureView, RuleModule, TurnContext } from '../../engine/modules/module';
import { majority } from '../../engine/scoring';
import type { Decision, DecisionChoice, GameState, Position, Refusal } from '../../engine/types';
import { GOLD_SET, GOLD_SYMBOL, GOLD_TILES } from './tiles';

export const GOLD_MINES = 'gold-mines';
/** Ingots in the box: 8 gold tiles × 2, so they run short only when tiles are unlimited (tests). */
export const INGOTS = 16;
/** The decision after a gold tile: which tile around it takes the second ingot. */
export const INGOT_DECISION = 'ingot';
/** Its answer: `{ action: 'placeIngot', x, y }` (x before y). */
export const PLACE_INGOT = 'placeIngot';
/** The token id players hold ingots under (expect.tokens, the panel). */
export const GOLD_TOKEN = 'gold';

/** A completed feature whose tiles carry gold, waiting for step 3C. */
export interface GoldClaim {
  /** Its controllers when it was completed (the majority). */
  players: string[];
  /** Keys ("x,y") of the tiles it takes gold from. */
  tiles: string[];
}

export interface GoldState {
  /** Ingots lying on tiles, by tile key "x,y" (tiles without gold are left out). */
  onTiles: Record<string, number>;
  /** Ingots each player has taken, by player id (kept when a player leaves, so gold is never lost). */
  held: Record<string, number>;
  /** Ingots put on the board since the start, and those returned to the box at the end. */
  placed: number;
  removed: number;
  /** Completed features with gold this turn, handed out in step 3C. */
  claims?: GoldClaim[];
  /** The player who takes first from the waiting claims (the active player when they were completed). */
  claimsFrom?: string;
}

const EMPTY: GoldState = { onTiles: {}, held: {}, placed: 0, removed: 0 };

export const goldOf = (state: GameState): GoldState => (state.modules?.[GOLD_MINES] as GoldState) ?? EMPTY;

function writeGold(draft: GameState, gold: GoldState) {
  writeSlot(draft, GOLD_MINES, gold);
}

const TILES_BY_ID = new Map(GOLD_TILES.map((t) => [t.id, t]));

/** Gold on the board now, all tiles together. */
export const goldOnBoard = (gold: GoldState) => Object.values(gold.onTiles).reduce((a, b) => a + b, 0);

/** Whether any ingot lies on the board (asked for every completed feature: no sum needed). */
function anyGoldOnBoard(gold: GoldState): boolean {
  for (const key in gold.onTiles) if (gold.onTiles[key]) return true;
  return false;
}

/** Points per ingot for a player holding `ingots` (the gold scoring tile: 1–3, 4–6, 7–9, 10+). */
export const pointsPerIngot = (ingots: number) => Math.min(4, Math.ceil(ingots / 3));

const activeId = (state: GameState) => state.players[state.turn.player]?.id ?? '';

function putIngot(draft: GameState, ctx: TurnContext, at: Position) {
  const gold = goldOf(draft);
  const key = positionKey(at.x, at.y);
  // copied, then written: a spread with a computed key in one literal is V8's slow path
  const onTiles = { ...gold.onTiles };
  onTiles[key] = (gold.onTiles[key] ?? 0) + 1;
  writeGold(draft, { ...gold, placed: gold.placed + 1, onTiles });
  ctx.events.push({
    type: 'expansion',
    module: GOLD_MINES,
    what: 'ingot-placed',
    data: { player: activeId(draft), x: at.x, y: at.y, ingots: (gold.onTiles[key] ?? 0) + 1 },
  });
}

// clockwise from the north: the first is the default a skipped turn takes
const DIRECTIONS = [
  ['n', 0, -1],
  ['ne', 1, -1],
  ['e', 1, 0],
  ['se', 1, 1],
  ['s', 0, 1],
  ['sw', -1, 1],
  ['w', -1, 0],
  ['nw', -1, -1],
] as const;

/** The tiles around (x, y) that are on the board, as answers to the ingot decision. */
function neighbourChoices(state: GameState, at: Position): DecisionChoice[] {
  return DIRECTIONS.flatMap(([direction, dx, dy]) => {
    const x = at.x + dx;
    const y = at.y + dy;
    return tileAt(state.board, x, y)
      ? [{ action: PLACE_INGOT, args: { x, y }, params: { direction }, at: { x, y } }]
      : [];
  });
}

/** Step 1C: a gold tile takes an ingot, and a tile around it another (asked when there is a choice). */
function placeIngots(draft: GameState, ctx: TurnContext): undefined {
  const at = draft.turn.placed;
  const placed = at && tileAt(draft.board, at.x, at.y);
  if (!at || !placed || !TILES_BY_ID.get(placed.tile)?.symbols?.[GOLD_SYMBOL]) return;
  // the box runs short only with unlimited tiles: the new tile comes first, then its neighbour
  if (goldOf(draft).placed >= INGOTS) return;
  putIngot(draft, ctx, at);
  if (goldOf(draft).placed >= INGOTS) return;
  const choices = neighbourChoices(draft, at);
  const [first] = choices;
  if (choices.length > 1 && ctx.canAsk) {
    ctx.ask({ module: GOLD_MINES, kind: INGOT_DECISION, player: activeId(draft), data: { x: at.x, y: at.y } });
  } else if (first?.at) {
    putIngot(draft, ctx, first.at);
  }
}

const decisionTile = (decision: Decision): Position => ({
  x: Number(decision.data?.x),
  y: Number(decision.data?.y),
});

function chooseNeighbour(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext) {
  const offered = neighbourChoices(draft, decisionTile(decision));
  const taken = choice ? offered.find((c) => c.args?.x === choice.args?.x && c.args?.y === choice.args?.y) : offered[0];
  if (!taken?.at) return choice ? ({ why: 'gold-mines.not-a-neighbour' } as Refusal) : null;
  putIngot(draft, ctx, taken.at);
  return null;
}

// a tile itself, then the eight around it in the order surrounding() gives them
const THREE_BY_THREE: readonly Position[] = [{ x: 0, y: 0 }, ...surrounding({ x: 0, y: 0 })];

/**
 * The tiles with gold that a completed feature takes: its own, or the 3×3 around a monastery or garden,
 * each once, in the order of its tiles (a plain walk: asked of every feature completed while gold lies out).
 */
function goldTilesOf({ node }: FeatureView, ctx: TurnContext, gold: GoldState): string[] {
  const found: string[] = [];
  const around = ctx.rules.features.get(node.kind)?.completedByNeighbours;
  for (const key of node.tiles) {
    if (!around) {
      if (gold.onTiles[key]) found.push(key);
      continue;
    }
    const { x, y } = parseKey(key);
    for (const step of THREE_BY_THREE) {
      const near = positionKey(x + step.x, y + step.y);
      if (gold.onTiles[near] && !found.includes(near)) found.push(near);
    }
  }
  return found;
}

/** Step 3B: a completed feature with gold on its tiles notes its controllers for step 3C. */
function noteClaim(draft: GameState, feature: FeatureView, ctx: TurnContext) {
  const gold = goldOf(draft);
  if (!anyGoldOnBoard(gold)) return;
  const tiles = goldTilesOf(feature, ctx, gold);
  const players = tiles.length ? majority(draft, ctx.rules, feature.root) : [];
  if (!players.length) return;
  writeGold(draft, {
    ...gold,
    claims: [...(gold.claims ?? []), { players, tiles }],
    claimsFrom: gold.claimsFrom ?? activeId(draft),
  });
}

/** Seats in turn order starting at `first` (or at the active seat when that player has left). */
function turnOrderFrom(state: GameState, first: string | undefined): string[] {
  const ids = state.players.map((p) => p.id);
  const start = first && ids.includes(first) ? ids.indexOf(first) : state.turn.player;
  return ids.map((_, i) => ids[(start + i) % ids.length] as string);
}

/**
 * Claims of this turn's scorings by other rules that cover tiles with gold (a castle's owner on its six
 * tiles, fn 237): each its player's alone, shared with the features' controllers in the same round.
 */
function coveredClaims(state: GameState, gold: GoldState, ctx: TurnContext): GoldClaim[] {
  if (!anyGoldOnBoard(gold)) return [];
  // plain loops: asked twice every turn while gold lies anywhere, and most turns nothing is covered
  const claims: GoldClaim[] = [];
  for (const link of ctx.rules.hooks.scoringsCoveringTiles) {
    for (const { player, tiles } of link.run(state, ctx.rules)) {
      const golden = tiles.filter((key) => gold.onTiles[key]);
      if (golden.length) claims.push({ players: [player], tiles: golden });
    }
  }
  return claims;
}

/**
 * Step 3C: the waiting claims, and those of other rules' scorings covering gold (coveredClaims), hand
 * out their gold. One claimant takes all; several take one ingot each
 * in turn from the active player, clockwise, each from the tiles of their own features, until none is
 * left. Where a tile lies in several claimants' features, a player takes from it before their own
 * tiles (as one playing for the most gold would: nobody else can take the rest).
 */
function handOutGold(draft: GameState, ctx: TurnContext): undefined {
  const gold = goldOf(draft);
  const covered = coveredClaims(draft, gold, ctx);
  if (!gold.claims?.length && !covered.length) return;
  const claims = [...(gold.claims ?? []), ...covered];
  const reach = new Map<string, string[]>();
  for (const claim of claims) {
    for (const player of claim.players) reach.set(player, [...new Set([...(reach.get(player) ?? []), ...claim.tiles])]);
  }
  const claimants = turnOrderFrom(draft, gold.claimsFrom).filter((p) => reach.has(p));
  const rivals = (player: string, key: string) =>
    claimants.filter((p) => p !== player && reach.get(p)?.includes(key)).length;
  const onTiles = { ...gold.onTiles };
  const taken = new Map<string, number>();
  for (let any = true; any; ) {
    any = false;
    for (const player of claimants) {
      const open = (reach.get(player) ?? []).filter((key) => onTiles[key]);
      const key = open.reduce<string | undefined>(
        (best, k) => (best && rivals(player, best) >= rivals(player, k) ? best : k),
        undefined,
      );
      if (!key) continue;
      onTiles[key] = (onTiles[key] ?? 0) - 1;
      if (!onTiles[key]) delete onTiles[key];
      taken.set(player, (taken.get(player) ?? 0) + 1);
      any = true;
    }
  }
  const held = { ...gold.held };
  for (const [player, count] of taken) {
    held[player] = (held[player] ?? 0) + count;
    ctx.events.push({ type: 'expansion', module: GOLD_MINES, what: 'gold-taken', data: { player, ingots: count } });
  }
  const { claims: _, claimsFrom: __, ...rest } = gold;
  writeGold(draft, { ...rest, onTiles, held });
}

/** Before final scoring: gold of a turn cut short is handed out, then gold left on tiles goes back in the box. */
function removeLooseGold(draft: GameState, ctx: TurnContext) {
  handOutGold(draft, ctx);
  const gold = goldOf(draft);
  const loose = goldOnBoard(gold);
  if (!loose) return;
  writeGold(draft, { ...gold, onTiles: {}, removed: gold.removed + loose });
  ctx.events.push({ type: 'expansion', module: GOLD_MINES, what: 'gold-removed', data: { ingots: loose } });
}

/** Final scoring: each player's ingots pay by the table on the gold scoring tile. */
function scoreIngots(draft: GameState, ctx: TurnContext) {
  const { held } = goldOf(draft);
  for (const { id } of draft.players) {
    const ingots = held[id] ?? 0;
    const each = pointsPerIngot(ingots);
    if (!ingots) continue;
    ctx.award({
      player: id,
      points: ingots * each,
      source: { module: GOLD_MINES, why: 'ingots', params: { ingots, each } },
    });
  }
}

export const goldMinesModule: RuleModule = {
  id: GOLD_MINES,
  tiles: GOLD_TILES,
  tileCounts: () => GOLD_SET,
  phases: {
    // a turn cut short (its player left) leaves its claims to the next turn's start
    turnStart: handOutGold,
    afterTile: placeIngots,
    afterScoring: handOutGold,
  },
  // gold is handed out only when a claim waits in the slot; ingots come with a gold-mine tile
  wakes: {
    turnStart: { slot: true },
    afterTile: { placedTile: (type) => Boolean(TILES_BY_ID.get(type.id)?.symbols?.[GOLD_SYMBOL]) },
    afterScoring: { slot: true },
  },
  hooks: {
    choices: (state, decision) =>
      decision.kind === INGOT_DECISION ? neighbourChoices(state, decisionTile(decision)) : [],
    decide: chooseNeighbour,
    onCompleted: noteClaim,
    beforeFinal: removeLooseGold,
    finalScoring: scoreIngots,
    tokens: (state, player) => ({ [GOLD_TOKEN]: goldOf(state).held[player] ?? 0 }),
  },
};
