// Fruit Trees (classic-and-all-expansions.md §42, HiG 2018): six tree tiles. The player placing one puts
// on it the four face-down tokens of a fruit of their choice (values 5, 4, 3, 2). A player who puts a
// follower on a tree tile, or on a tile they place next to one (diagonals too), may take one fruit action
// that turn: harvest (the tree's top token: its value in points at once, the token kept) or sell one set
// of 1 to 4 tokens of different fruits (3, 6, 10, 15 points; sold tokens leave the game). Each token still
// held scores 1 at the end.
import { tileAt, tilesWhere } from '../../engine/board';
import { placedSquares } from '../../engine/double-tiles';
import { slotOf, writeSlot } from '../../engine/module-state';
import type { RuleModule, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import type { Decision, DecisionChoice, GameState, PlacedTile, Position, Refusal } from '../../engine/types';
import { FRUIT_TREE_SET, FRUIT_TREE_TILES, FRUIT_TREES, TREE_SYMBOL } from './tiles';

/** The six fruits, one pile of four tokens each. */
export const FRUITS = ['quince', 'apple', 'apricot', 'cherry', 'plum', 'elder'] as const;
export type Fruit = (typeof FRUITS)[number];
/** A pile's token values, shuffled face down: a harvest draws one of those left. */
export const TOKEN_VALUES = [5, 4, 3, 2] as const;
/** Points for selling a set of 1, 2, 3 or 4 different fruits. */
export const SET_POINTS = [0, 3, 6, 10, 15] as const;

/** Decisions: the fruit for a new tree (required), the fruit action (optional). */
export const CHOOSE_FRUIT = 'fruit';
export const FRUIT_ACTION = 'action';
/** Choice actions. */
export const PLANT = 'plant';
export const HARVEST = 'harvest';
export const SELL = 'sell';

/** The token id a player holds a fruit under (expect.tokens, the scores line): fruit-<fruit>. */
export const tokenOf = (fruit: Fruit) => `fruit-${fruit}`;

export interface Tree {
  fruit: Fruit;
  /** Values of the tokens still on it (face down: which comes next is drawn). */
  left: number[];
}

export interface FruitSlot {
  /** Trees with their fruit, by "x,y". */
  trees: Record<string, Tree>;
  /** The figure number up to which figures were there when this turn's tile was placed. */
  seen?: number;
}

const EMPTY: FruitSlot = { trees: {} };
export const fruitSlot = (state: GameState) => slotOf<FruitSlot>(state, FRUIT_TREES, EMPTY);
const write = (draft: GameState, slot: FruitSlot) => writeSlot<FruitSlot>(draft, FRUIT_TREES, slot);

const TREE_TILES = new Set(FRUIT_TREE_TILES.filter((t) => t.symbols?.[TREE_SYMBOL]).map((t) => t.id));
const keyOf = ({ x, y }: Position) => `${x},${y}`;
const activeId = (state: GameState) => state.players[state.turn.player]?.id ?? '';

/** Fruits not yet on a tree. */
export const unplanted = (state: GameState): Fruit[] => {
  const used = new Set(Object.values(fruitSlot(state).trees).map((t) => t.fruit));
  return FRUITS.filter((f) => !used.has(f));
};

/** A player's fruit tokens, by fruit (kept on the player as tokens, so the scores line lists them). */
export function heldFruit(state: GameState, player: string): Record<Fruit, number> {
  const tokens = state.players.find((p) => p.id === player)?.tokens ?? {};
  return Object.fromEntries(FRUITS.map((f) => [f, tokens[tokenOf(f)] ?? 0])) as Record<Fruit, number>;
}

function changeHeld(draft: GameState, player: string, change: Partial<Record<Fruit, number>>) {
  draft.players = draft.players.map((p) => {
    if (p.id !== player) return p;
    const tokens = { ...p.tokens };
    for (const [fruit, n] of Object.entries(change))
      tokens[tokenOf(fruit as Fruit)] = (tokens[tokenOf(fruit as Fruit)] ?? 0) + n;
    return { ...p, tokens };
  });
}

// --- 1C: a new tree takes the four tokens of a fruit ------------------------------------------------

function plant(draft: GameState, ctx: TurnContext, at: Position, fruit: Fruit) {
  const slot = fruitSlot(draft);
  write(draft, { ...slot, trees: { ...slot.trees, [keyOf(at)]: { fruit, left: [...TOKEN_VALUES] } } });
  ctx.events.push({
    type: 'expansion',
    module: FRUIT_TREES,
    what: 'planted',
    data: { player: activeId(draft), fruit, ...at },
  });
}

/** Phase afterTile: note the figures already there; a tree tile asks its placer which fruit it bears. */
function placeTree(draft: GameState, ctx: TurnContext): undefined {
  const slot = fruitSlot(draft);
  // written only when it changes: a turn after one that placed no figure finds it right already
  if (slot.seen !== draft.nextFigure) write(draft, { ...slot, seen: draft.nextFigure });
  const at = draft.turn.placed;
  const placed = at && tileAt(draft.board, at.x, at.y);
  if (!at || !placed || !TREE_TILES.has(placed.tile)) return;
  const fruits = unplanted(draft);
  const [first] = fruits;
  // more trees than piles happen only with unlimited tiles: the tree then bears nothing
  if (!first) return;
  if (fruits.length > 1 && ctx.canAsk)
    ctx.ask({ module: FRUIT_TREES, kind: CHOOSE_FRUIT, player: activeId(draft), data: { x: at.x, y: at.y } });
  else plant(draft, ctx, at, first);
}

function fruitChoices(state: GameState, decision: Decision): DecisionChoice[] {
  const at = { x: Number(decision.data?.x), y: Number(decision.data?.y) };
  return unplanted(state).map((fruit) => ({ action: PLANT, args: { fruit }, params: { fruit }, at }));
}

// --- 2C: the fruit action ----------------------------------------------------------------------------

/** Trees on the tile at `at` and the eight around it. */
function treesAround(state: GameState, at: Position): { at: Position; tree: Tree }[] {
  const { trees } = fruitSlot(state);
  const found: { at: Position; tree: Tree }[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const spot = { x: at.x + dx, y: at.y + dy };
      const tree = trees[keyOf(spot)];
      if (tree) found.push({ at: spot, tree });
    }
  }
  return found;
}

const isTreeTile = (placed: PlacedTile) => TREE_TILES.has(placed.tile);

/** Tree tiles on the board around `at` (a tree that bears nothing still lets its neighbours sell). */
function treeTilesAround(state: GameState, at: Position): boolean {
  // the few tree tiles on the board, each asked whether it lies on the 3×3 around `at`
  for (const tree of tilesWhere(state.board, isTreeTile)) {
    if (Math.abs(tree.x - at.x) <= 1 && Math.abs(tree.y - at.y) <= 1) return true;
  }
  return false;
}

/**
 * The set a player sells of `count` different fruits: those they hold most of (the fruit order breaks
 * ties), which keeps the most kinds for a later set.
 */
export function setToSell(held: Record<Fruit, number>, count: number): Fruit[] {
  return FRUITS.filter((f) => held[f] > 0)
    .sort((a, b) => held[b] - held[a] || FRUITS.indexOf(a) - FRUITS.indexOf(b))
    .slice(0, count);
}

function actionChoices(state: GameState, decision: Decision): DecisionChoice[] {
  const at = { x: Number(decision.data?.x), y: Number(decision.data?.y) };
  const harvests: DecisionChoice[] = treesAround(state, at)
    .filter(({ tree }) => tree.left.length)
    .map(({ at: tree, tree: { fruit } }) => ({
      action: HARVEST,
      args: { x: tree.x, y: tree.y },
      params: { fruit },
      at: tree,
    }));
  const held = heldFruit(state, decision.player);
  const kinds = FRUITS.filter((f) => held[f] > 0).length;
  const sales: DecisionChoice[] = [];
  for (let count = 1; count <= Math.min(4, kinds); count++) {
    sales.push({ action: SELL, args: { count }, params: { count, points: SET_POINTS[count] as number } });
  }
  return [...harvests, ...sales];
}

/** The follower this turn put on the tile just placed (the figure step, or the phantom after it). */
function followerPlacedHere(state: GameState, rules: Rules, at: Position): boolean {
  const seen = fruitSlot(state).seen ?? state.nextFigure;
  return state.figures.some(
    (f) =>
      Number(f.id.slice(1)) >= seen &&
      f.x === at.x &&
      f.y === at.y &&
      f.player === activeId(state) &&
      (rules.figures.get(f.kind)?.weight ?? 0) > 0,
  );
}

/** Phase afterFigure: a follower on a tree tile or beside one earns one fruit action, if there is one to take. */
function offerAction(draft: GameState, ctx: TurnContext): undefined {
  if (!ctx.canAsk) return;
  // figures are numbered in the order they came: none numbered from `seen` on, none came this turn
  if (draft.nextFigure <= (fruitSlot(draft).seen ?? draft.nextFigure)) return;
  // a follower on either square of a double tile, beside a tree
  const at = placedSquares(draft).find(
    (square) => treeTilesAround(draft, square) && followerPlacedHere(draft, ctx.rules, square),
  );
  if (!at) return;
  const decision = {
    module: FRUIT_TREES,
    kind: FRUIT_ACTION,
    player: activeId(draft),
    optional: true,
    data: { x: at.x, y: at.y },
  };
  if (actionChoices(draft, decision).length) ctx.ask(decision);
}

function harvest(draft: GameState, player: string, at: Position, ctx: TurnContext): Refusal | null {
  const slot = fruitSlot(draft);
  const tree = slot.trees[keyOf(at)];
  if (!tree?.left.length) return { why: 'fruit-trees.tree-bare' };
  const drawn = ctx.draw(FRUIT_TREES, tree.left.map(String));
  if (drawn === undefined) return { why: 'bad-forced-chance' };
  const value = Number(drawn);
  const left = [...tree.left];
  left.splice(left.indexOf(value), 1);
  write(draft, { ...slot, trees: { ...slot.trees, [keyOf(at)]: { ...tree, left } } });
  changeHeld(draft, player, { [tree.fruit]: 1 });
  ctx.events.push({
    type: 'expansion',
    module: FRUIT_TREES,
    what: 'harvested',
    data: { player, fruit: tree.fruit, value, ...at },
  });
  ctx.award({
    player,
    points: value,
    source: { module: FRUIT_TREES, why: 'harvest', params: { fruit: tree.fruit, value } },
  });
  return null;
}

function sell(draft: GameState, player: string, count: number, ctx: TurnContext): Refusal | null {
  const set = setToSell(heldFruit(draft, player), count);
  if (count < 1 || count > 4 || set.length !== count) return { why: 'fruit-trees.no-such-set' };
  changeHeld(draft, player, Object.fromEntries(set.map((f) => [f, -1])));
  const points = SET_POINTS[count] as number;
  ctx.events.push({
    type: 'expansion',
    module: FRUIT_TREES,
    what: 'sold',
    data: { player, count, fruits: set.join(',') },
  });
  ctx.award({ player, points, source: { module: FRUIT_TREES, why: 'sale', params: { count } } });
  return null;
}

function decide(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext): Refusal | null {
  if (decision.kind === CHOOSE_FRUIT) {
    const at = { x: Number(decision.data?.x), y: Number(decision.data?.y) };
    const fruits = unplanted(draft);
    const fruit = (choice ? choice.args?.fruit : fruits[0]) as Fruit;
    if (!fruits.includes(fruit)) return { why: 'fruit-trees.fruit-taken' };
    plant(draft, ctx, at, fruit);
    return null;
  }
  if (decision.kind !== FRUIT_ACTION) return null;
  if (!choice) {
    ctx.events.push({ type: 'expansion', module: FRUIT_TREES, what: 'declined', data: { player: decision.player } });
    return null;
  }
  if (choice.action === HARVEST)
    return harvest(draft, decision.player, { x: Number(choice.args?.x), y: Number(choice.args?.y) }, ctx);
  return sell(draft, decision.player, Number(choice.args?.count), ctx);
}

/** Final scoring: each token still held scores 1. */
function scoreTokens(draft: GameState, ctx: TurnContext) {
  for (const { id } of draft.players) {
    const tokens = Object.values(heldFruit(draft, id)).reduce((a, b) => a + b, 0);
    if (tokens)
      ctx.award({ player: id, points: tokens, source: { module: FRUIT_TREES, why: 'tokens', params: { tokens } } });
  }
}

export const fruitTreesModule: RuleModule = {
  id: FRUIT_TREES,
  tiles: FRUIT_TREE_TILES,
  tileCounts: () => FRUIT_TREE_SET,
  phases: {
    afterTile: placeTree,
    afterFigure: offerAction,
  },
  hooks: {
    choices: (state, decision) =>
      decision.kind === CHOOSE_FRUIT ? fruitChoices(state, decision) : actionChoices(state, decision),
    decide,
    finalScoring: scoreTokens,
    tokens: (state, player) =>
      Object.fromEntries(Object.entries(heldFruit(state, player)).map(([f, n]) => [tokenOf(f as Fruit), n])),
  },
};
