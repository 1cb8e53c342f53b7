// The shepherds and their flocks (compendium §33 "Shepherd and sheep"; order of play 2B-1 (d), 2C): the
// bag of 18 tokens, a flock for each shepherd on the board, growing it, driving it into the stable, the
// wolf. A flock is kept by its shepherd's figure id; the bag is what no live flock holds, so a shepherd
// taken off the board by any rule (the dragon, the festival) sends its sheep back to the bag at once.
import { tileAt } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import { figureRoot, figuresOn } from '../../engine/figure-roots';
import { SIDE_X, SIDE_Y } from '../../engine/geometry';
import { returnFigure, slotOf, writeSlot } from '../../engine/module-state';
import type { TurnContext } from '../../engine/modules/module';
import type { FeatureNode, Figure, GameState, Position } from '../../engine/types';
import { find } from '../../engine/union-find';

export const HILLS_SHEEP = 'hills-sheep';
export const SHEPHERD = 'shepherd';
export const WOLF = 'wolf';
/** The tokens in the bag at the start: 4 × 1 sheep, 5 × 2, 5 × 3, 2 × 4, 2 wolves. */
export const BAG: Readonly<Record<string, number>> = {
  'sheep-1': 4,
  'sheep-2': 5,
  'sheep-3': 5,
  'sheep-4': 2,
  [WOLF]: 2,
};
export const TOKEN_COUNT = Object.values(BAG).reduce((a, b) => a + b, 0);

/** The sheep a token shows (0 for the wolf). */
export const sheepOn = (token: string): number => (token === WOLF ? 0 : Number(token.slice('sheep-'.length)));

export interface HillsSheepSlot {
  /** Each shepherd's tokens, by figure id (an entry whose shepherd has left the board counts for nothing). */
  flocks: Record<string, string[]>;
  /** The tile hidden under each hill ("x,y"), null when none was left to hide. */
  underHills: Record<string, string | null>;
  /** The city-side tiles ("x,y") whose two city parts a tile against that side has joined. */
  citySides?: string[];
}

const EMPTY: HillsSheepSlot = { flocks: {}, underHills: {} };

export const sheepSlot = (state: GameState): HillsSheepSlot => slotOf(state, HILLS_SHEEP, EMPTY);

export const shepherds = (state: GameState): Figure[] => state.figures.filter((f) => f.kind === SHEPHERD);

/** The flocks of the shepherds on the board (`onBoard`, when the caller has them already). */
export function liveFlocks(state: GameState, onBoard: readonly Figure[] = shepherds(state)): Record<string, string[]> {
  const { flocks } = sheepSlot(state);
  const live: Record<string, string[]> = {};
  for (const shepherd of onBoard) {
    const flock = flocks[shepherd.id];
    if (flock) live[shepherd.id] = flock;
  }
  return live;
}

/** The tokens in the bag, in a fixed order: every token no live flock holds. */
export function bagOf(state: GameState): string[] {
  const left = { ...BAG };
  for (const flock of Object.values(liveFlocks(state))) for (const token of flock) left[token] = (left[token] ?? 0) - 1;
  return Object.entries(left).flatMap(([token, n]) => Array.from({ length: Math.max(0, n) }, () => token));
}

function writeFlocks(draft: GameState, flocks: Record<string, string[]>) {
  writeSlot(draft, HILLS_SHEEP, { ...sheepSlot(draft), flocks });
}

/**
 * Forgets the flocks of shepherds no longer on the board (their sheep are back in the bag); `onBoard`, the
 * shepherds on the board. Asked every turn: the flocks are copied only when one is to go.
 */
export function forgetLostFlocks(draft: GameState, onBoard: readonly Figure[]) {
  const { flocks } = sheepSlot(draft);
  let live = 0;
  for (const shepherd of onBoard) if (flocks[shepherd.id]) live++;
  let kept = 0;
  for (const _ in flocks) kept++;
  if (live !== kept) writeFlocks(draft, liveFlocks(draft, onBoard));
}

/** The shepherds on a field. */
export const shepherdsOn = (state: GameState, root: number): Figure[] =>
  figuresOn(state, root).filter((f) => f.kind === SHEPHERD);

/**
 * A field's mark for a sheep printed on it (a Halflings II half tile, §35 fn 273): a sheep token for good,
 * in the flock whenever the field's shepherds score, never back to the bag.
 */
export const PRINTED_SHEEP = 'sheep';

/** The sheep of the one flock of a field: every shepherd's tokens there, and the sheep printed on it. */
export function sheepInField(state: GameState, root: number): number {
  const { flocks } = sheepSlot(state);
  let sheep = state.nodes[root]?.marks[PRINTED_SHEEP] ?? 0;
  for (const shepherd of shepherdsOn(state, root))
    for (const token of flocks[shepherd.id] ?? []) sheep += sheepOn(token);
  return sheep;
}

/**
 * An empty square beside each field, by the field's root node, as last found: a node only ever gains parts
 * (a feature that changes otherwise gets new nodes), so while that square stays empty the field is still
 * open, and its tiles need no second look. A tile filling the square may join none of the field (a
 * bridge's mended mismatch): the square is looked at, not the node.
 */
const openBeside = new WeakMap<FeatureNode, Position>();

/** A field no edge of which is still open to an empty square (walls, roads and cities enclose it). */
export function fieldClosed(state: GameState, root: number): boolean {
  const node = state.nodes[root];
  // a field with open ends inside its tiles (along a half tile's gap, §35) is open there
  if (!node || node.openEdges > 0) return false;
  const open = openBeside.get(node);
  if (open && !tileAt(state.board, open.x, open.y)) return false;
  for (const key of node.tiles) {
    const comma = key.indexOf(',');
    const x = Number(key.slice(0, comma));
    const y = Number(key.slice(comma + 1));
    const placed = tileAt(state.board, x, y);
    if (!placed) continue;
    const halves = orientedOf(placed).halfFeatures;
    for (let half = 0; half < 8; half++) {
      const feature = halves[half] as number;
      if (feature < 0 || find(state.nodes, placed.nodes[feature] as number) !== root) continue;
      const side = half >> 1;
      const beside = { x: x + (SIDE_X[side] as number), y: y + (SIDE_Y[side] as number) };
      if (!tileAt(state.board, beside.x, beside.y)) {
        openBeside.set(node, beside);
        return false;
      }
    }
  }
  return true;
}

/** One token out of the bag: the move's forced draw if it names a token in the bag, else the seed's. */
function drawToken(draft: GameState, ctx: TurnContext): string {
  const bag = bagOf(draft);
  const forced = ctx.forced.draw;
  const token = forced !== undefined && bag.includes(forced) ? forced : (bag[ctx.random(bag.length)] as string);
  ctx.events.push({ type: 'chance', module: HILLS_SHEEP, draw: token });
  return token;
}

/** Every shepherd of a field goes home, their sheep back to the bag. */
function clearField(draft: GameState, ctx: TurnContext, root: number) {
  const there = shepherdsOn(draft, root);
  const flocks = { ...sheepSlot(draft).flocks };
  for (const shepherd of there) {
    delete flocks[shepherd.id];
    returnFigure(draft, shepherd, ctx.events);
  }
  writeFlocks(draft, flocks);
}

/**
 * Grows a shepherd's flock by one token (a shepherd just put down draws its first): a sheep joins the
 * field's flock; the wolf sends every shepherd of the field home without points.
 */
export function growFlock(draft: GameState, ctx: TurnContext, shepherd: Figure) {
  const token = drawToken(draft, ctx);
  const root = figureRoot(draft, shepherd);
  const at = { x: shepherd.x, y: shepherd.y };
  if (token === WOLF) {
    ctx.events.push({ type: 'expansion', module: HILLS_SHEEP, what: 'wolf', data: { player: shepherd.player, ...at } });
    clearField(draft, ctx, root);
    return;
  }
  const flocks = sheepSlot(draft).flocks;
  writeFlocks(draft, { ...flocks, [shepherd.id]: [...(flocks[shepherd.id] ?? []), token] });
  const sheep = sheepOn(token);
  ctx.events.push({
    type: 'expansion',
    module: HILLS_SHEEP,
    what: 'sheep',
    data: { player: shepherd.player, sheep, flock: sheepInField(draft, root), ...at },
  });
}

/**
 * Drives a field's flock into the stable: every shepherd's owner there scores 1 a sheep of the whole flock
 * (once, however many of their shepherds stand there), then the shepherds go home and the sheep to the bag.
 */
export function driveFlock(draft: GameState, ctx: TurnContext, root: number, driver?: string) {
  const sheep = sheepInField(draft, root);
  const players = [...new Set(shepherdsOn(draft, root).map((f) => f.player))];
  const what = driver ? 'driven' : 'enclosed';
  ctx.events.push({
    type: 'expansion',
    module: HILLS_SHEEP,
    what,
    data: { ...(driver ? { player: driver } : {}), sheep },
  });
  for (const player of players) {
    ctx.award({
      player,
      points: sheep,
      source: { module: HILLS_SHEEP, why: 'stable', params: { sheep }, robbable: true },
    });
  }
  clearField(draft, ctx, root);
}

/**
 * Every field holding shepherds (`onBoard`, the shepherds on the board) that is now enclosed drives its
 * flock into the stable by itself.
 */
export function driveEnclosedFlocks(draft: GameState, ctx: TurnContext, onBoard: readonly Figure[]) {
  const roots: number[] = [];
  for (const shepherd of onBoard) {
    const root = figureRoot(draft, shepherd);
    if (!roots.includes(root)) roots.push(root);
  }
  for (const root of roots) if (fieldClosed(draft, root)) driveFlock(draft, ctx, root);
}
