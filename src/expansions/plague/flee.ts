// Fleeing the plague (§19): once a turn the active player may move one of their figures along its own
// road, city or field, any distance, to another tile of it; never onto or across a tile with a flea (red
// or pink) or an active source, never across a gap (the walk goes tile to tile over the feature's own
// edges, so a highwayman stops at junctions and a farmer keeps to its field). A monk has nowhere to go (its
// monastery lies on one tile); a barn stays (fn 202: it stands on no one tile).
import { type Board, grewFrom, tileAt } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import { figureAtRefusal, placeName } from '../../engine/figures';
import { EDGES, FACING_HALF, HALF_EDGES, halfEdgeSide, OPPOSITE, STEP } from '../../engine/geometry';
import type { Rules } from '../../engine/modules/registry';
import type { OrientedTile } from '../../engine/tiles/oriented';
import type { DecisionChoice, FeatureNode, Figure, GameState, PlacedTile, Position } from '../../engine/types';
import { find, rootNode } from '../../engine/union-find';
import { type Infestation, infestation, PLAGUE, type PlagueSlot, squareKey } from './state';

export const FLEE = 'plague-flee';

interface Spot extends Position {
  feature: number;
}

/** A part of a tile as one number, from its square's (a tile has under 64 parts). */
const partKey = (square: number, feature: number) => square * 64 + feature;

/**
 * Where a walk looks from each part of an oriented tile, made once per oriented tile: for each feature,
 * a step (dx, dy) and the facing part on the tile there (a side's index in EDGES, or 8 + a half-edge's
 * index in HALF_EDGES) for each of its edges, then each of its half-edges.
 */
const looksByTile = new Map<OrientedTile, Int8Array[]>();

function looksOf(tile: OrientedTile): Int8Array[] {
  let made = looksByTile.get(tile);
  if (!made) {
    made = tile.edges.map((edges, feature) => {
      const looks: number[] = [];
      for (const edge of edges) looks.push(STEP[edge].x, STEP[edge].y, EDGES.indexOf(OPPOSITE[edge]));
      for (const half of tile.halves[feature] ?? []) {
        const step = STEP[halfEdgeSide(half)];
        looks.push(step.x, step.y, 8 + HALF_EDGES.indexOf(FACING_HALF[half]));
      }
      return Int8Array.from(looks);
    });
    looksByTile.set(tile, made);
  }
  return made;
}

/**
 * A whole walk over one figure's feature, breadth first from the figure's part, tile to tile over the
 * feature's own edges and half-edges, never onto a `blocked` square. Each tile is looked up once, when
 * first reached.
 */
class FleeWalk {
  readonly queue: Spot[];
  /** The tile of each part in the queue. */
  readonly tiles: PlacedTile[];
  /** The parts queued: a bit for each feature by square (a tile has far under 30 parts), any other by its partKey below 0. */
  readonly seen = new Map<number, number>();

  constructor(
    readonly state: GameState,
    readonly blocked: readonly number[],
    readonly figure: Figure,
    readonly root: number,
    start: PlacedTile,
    readonly reach: Reach,
  ) {
    this.queue = [{ x: figure.x, y: figure.y, feature: figure.feature }];
    this.tiles = [start];
    this.markSeen(squareKey(figure.x, figure.y), figure.feature);
  }

  /** Walks on until the queue is empty. */
  run() {
    const { queue, tiles, reach } = this;
    const { board } = this.state;
    // the queue is read from its head, never shifted
    for (let head = 0; head < queue.length; head++) {
      const at = queue[head] as Spot;
      const looks = looksOf(orientedOf(tiles[head] as PlacedTile))[at.feature];
      if (!looks) continue;
      for (let i = 0; i < looks.length; i += 3) {
        const x = at.x + (looks[i] as number);
        const y = at.y + (looks[i + 1] as number);
        const there = tileAt(board, x, y);
        if (!there) {
          reach.empty.add(squareKey(x, y));
          continue;
        }
        const facing = looks[i + 2] as number;
        const theirs = orientedOf(there);
        this.step(there, x, y, facing < 8 ? theirs.sideFeatures[facing] : theirs.halfFeatures[facing - 8]);
      }
    }
  }

  private seenBefore(square: number, feature: number): boolean {
    if (feature >= 30) return this.seen.has(-1 - partKey(square, feature));
    return ((this.seen.get(square) ?? 0) & (1 << feature)) !== 0;
  }

  private markSeen(square: number, feature: number) {
    if (feature >= 30) this.seen.set(-1 - partKey(square, feature), 1);
    else this.seen.set(square, (this.seen.get(square) ?? 0) | (1 << feature));
  }

  /** The part `feature` of `there`, at (x, y), reached: queued if new, clean and of the feature. */
  private step(there: PlacedTile, x: number, y: number, feature: number | undefined) {
    if (feature === undefined || feature < 0) return;
    const square = squareKey(x, y);
    if (this.seenBefore(square, feature)) return;
    const { reach } = this;
    const own = find(this.state.nodes, there.nodes[feature] as number) === this.root;
    // a part across the feature's own edge is always of the feature (tiles join across every edge they
    // share); a walk that found one that is not goes by more than the board and the fleas, so it is not kept
    if (!own) reach.kept = false;
    if (this.blocked.includes(square)) {
      // an infested square matters to the walk only where the feature has a part (elsewhere the part is
      // not the feature's, infested or not)
      if (own) reach.infested.add(square);
      return;
    }
    if (!own) return;
    this.markSeen(square, feature);
    const spot: Spot = { x, y, feature };
    this.queue.push(spot);
    this.tiles.push(there);
    reach.squares.add(square);
    const { figure } = this;
    if (x !== figure.x || y !== figure.y) {
      reach.spots.push(spot);
      reach.spotTiles.push(there);
    }
  }
}

/**
 * Where a whole walk from one figure's part went: the parts it reached off the figure's tile, nearest
 * first, before any module's refusal, and what it depended on: the tiles on the squares it looked at
 * and the fleas and sources on those it went through or stopped at.
 */
interface Reach {
  spots: Spot[];
  /** The tile of each spot. */
  spotTiles: PlacedTile[];
  /** The squares of the parts it went through, the figure's own among them. */
  squares: Set<number>;
  /** The infested squares where it found parts of the feature beside those: it went no further there. */
  infested: Set<number>;
  /** The squares it looked at and found no tile on. */
  empty: Set<number>;
  /** The board it was walked on, or a later one found to change nothing of it. */
  board: Board;
  /** The infested squares it was walked or last found right for. */
  blocked: Infestation;
  /** Whether it may be kept (see FleeWalk.step). */
  kept: boolean;
  /** The answers fleeing to each spot (choicesOf), for the kind of figure they were made for. */
  choices?: DecisionChoice[];
  choicesKind?: string;
}

/**
 * Whole walks kept by the figure that walked (a figure is replaced, never edited, when it moves, so the
 * same figure object stands on the same part of the same tile). A board is a list that only grows, its
 * tiles never change (a tile turned into another type starts a chain of its own, its start tile a copy),
 * so a walk goes the same way on a later board of its chain unless a tile came since onto a square it
 * found empty, or the fleas and sources on the squares it went through or stopped at differ. A figure
 * mostly stays where it is from one of its player's turns to the next, and the fleeing question is asked
 * nearly every turn.
 */
const reachesByFigure = new WeakMap<Figure, Reach>();

/**
 * The same walks kept by the feature's root node and the walk's first part, for a figure new on a part
 * walked before (one that came back, or stands anew under a new id). A root node is replaced whenever
 * its feature changes (a tile joins it, it merges, it is built again) and never edited once made, so the
 * same root node means the same parts on the same tiles: only the infestation can differ.
 */
const reachesByRoot = new WeakMap<FeatureNode, Map<number, Reach>>();

/** Whether the walk goes the same way on `board`: its own, or a later board of its chain with no tile since on a square it found empty. */
function sameBoard(reach: Reach, board: Board): boolean {
  if (reach.board === board) return true;
  if (!grewFrom(board, reach.board)) return false;
  for (let slot = reach.board.length; slot < board.length; slot++) {
    const placed = board[slot] as PlacedTile;
    if (reach.empty.has(squareKey(placed.x, placed.y))) return false;
  }
  // looked at from this board's end on next time
  reach.board = board;
  return true;
}

/** Whether the walk would go the same way now: none of its squares infested since, all it stopped at still infested. */
function sameInfestation(reach: Reach, now: Infestation): boolean {
  if (reach.blocked === now) return true;
  const same = unchangedSince(reach, now) ?? sameSquares(reach, now.squares);
  if (same) reach.blocked = now;
  return same;
}

/**
 * Whether no infestation since the walk's changed a square it went through or stopped at (a square changed
 * and changed back counts: the walk is made again, as it would be); undefined if the walk's is further back.
 */
function unchangedSince(reach: Reach, now: Infestation): boolean | undefined {
  let unchanged = true;
  for (let at: Infestation | undefined = now; at; at = at.before) {
    if (at === reach.blocked) return unchanged;
    for (const square of at.changed) if (reach.squares.has(square) || reach.infested.has(square)) unchanged = false;
  }
  return undefined;
}

/** sameInfestation by all the squares the walk went through or stopped at. */
function sameSquares(reach: Reach, blocked: readonly number[]): boolean {
  for (const square of reach.squares) if (blocked.includes(square)) return false;
  for (const square of reach.infested) if (!blocked.includes(square)) return false;
  return true;
}

/** The walk kept for the figure, if it would go the same way on this board between these infested squares. */
function keptReach(state: GameState, blocked: Infestation, figure: Figure): Reach | undefined {
  const { board } = state;
  const mine = reachesByFigure.get(figure);
  if (mine && sameBoard(mine, board)) return sameInfestation(mine, blocked) ? mine : undefined;
  const node = tileAt(board, figure.x, figure.y)?.nodes[figure.feature];
  if (node === undefined) return undefined;
  const known = reachesByRoot
    .get(rootNode(state.nodes, node))
    ?.get(partKey(squareKey(figure.x, figure.y), figure.feature));
  if (!known || !sameInfestation(known, blocked)) return undefined;
  // its feature as it was: the tiles since on squares it found empty stand apart from it
  known.board = board;
  reachesByFigure.set(figure, known);
  return known;
}

/** The whole walk from the figure's part through clean tiles (none of the `blocked` squares), kept or made. */
function reachOf(state: GameState, blocked: Infestation, figure: Figure): Reach | undefined {
  const kept = keptReach(state, blocked, figure);
  if (kept) return kept;
  const placed = tileAt(state.board, figure.x, figure.y);
  const node = placed?.nodes[figure.feature];
  if (!placed || node === undefined) return undefined;
  const root = find(state.nodes, node);
  const reach: Reach = {
    spots: [],
    spotTiles: [],
    squares: new Set([squareKey(figure.x, figure.y)]),
    infested: new Set(),
    empty: new Set(),
    board: state.board,
    blocked,
    kept: true,
  };
  new FleeWalk(state, blocked.squares, figure, root, placed, reach).run();
  if (!reach.kept) return reach;
  reachesByFigure.set(figure, reach);
  const rootObject = state.nodes[root] as FeatureNode;
  const byStart = reachesByRoot.get(rootObject) ?? new Map<number, Reach>();
  reachesByRoot.set(rootObject, byStart);
  byStart.set(partKey(squareKey(figure.x, figure.y), figure.feature), reach);
  return reach;
}

// the player's figures that may flee, for the last figure list, rules and player asked about (the plague
// step asks whether one can flee, and the listing that follows asks again about the same list)
let lastFleeing: { figures: readonly Figure[]; rules: Rules; player: string; fleeing: Figure[] } | undefined;

/** The player's figures that may flee at all (a fixed figure stays; a shepherd is no follower). */
function fleeing(state: GameState, rules: Rules, player: string): readonly Figure[] {
  const known = lastFleeing;
  if (known?.figures === state.figures && known.rules === rules && known.player === player) return known.fleeing;
  const found: Figure[] = [];
  for (const f of state.figures) {
    const kind = f.player === player ? rules.figures.get(f.kind) : undefined;
    // a figure that leaves its feature free (a shepherd) is no follower: it does not flee
    if (f.player === player && !kind?.fixed && kind?.occupies !== false) found.push(f);
  }
  lastFleeing = { figures: state.figures, rules, player, fleeing: found };
  return found;
}

/** The answer fleeing to each spot of a walk, made once per walk and kind of figure (a flee names them). */
function choicesOf(state: GameState, reach: Reach, figure: Figure): DecisionChoice[] {
  if (reach.choices && reach.choicesKind === figure.kind) return reach.choices;
  const where = placeName(orientedOf(tileAt(state.board, figure.x, figure.y) as PlacedTile), figure.feature);
  const { spots, spotTiles } = reach;
  const choices: DecisionChoice[] = [];
  for (let index = 0; index < spots.length; index++) {
    const to = spots[index] as Spot;
    const toWhere = placeName(orientedOf(spotTiles[index] as PlacedTile), to.feature);
    choices.push({
      action: FLEE,
      args: { figure: figure.kind, x: figure.x, y: figure.y, where, toX: to.x, toY: to.y, toWhere },
      params: { figure: figure.kind, x: figure.x, y: figure.y, toX: to.x, toY: to.y },
      at: to,
    });
  }
  reach.choices = choices;
  reach.choicesKind = figure.kind;
  return choices;
}

// the other modules' checkFigureAt, for the last rules asked about (a Rules object is built once per set)
let othersOf: { rules: Rules; hooks: Rules['hooks']['checkFigureAt'] } | undefined;

/**
 * Whether a module refuses the figure at a spot of a walk. The Plague's own check refuses only a tile with
 * a flea or an active source, which the walk keeps off, and any tile in the figure step of a source's
 * turn: outside that step only the other modules are asked (in order, as figureAtRefusal would).
 */
function refusedAt(state: GameState, rules: Rules, spot: Spot, figure: Figure): boolean {
  if (state.turn.step === 'placeFigure') return !!figureAtRefusal(state, rules, spot, figure.kind, figure.player);
  if (othersOf?.rules !== rules)
    othersOf = { rules, hooks: rules.hooks.checkFigureAt.filter((hook) => hook.module !== PLAGUE) };
  for (const hook of othersOf.hooks) if (hook.run(state, spot, figure.kind, figure.player, rules)) return true;
  return false;
}

/**
 * Whether one of the player's figures has somewhere to flee (fleeChoices, up to the first found). It runs
 * on the draft of the move that asks, whose boards, figures and feature nodes are never edited once made
 * either: its walks are kept for the listing that follows.
 */
export function canFlee(state: GameState, rules: Rules, slot: PlagueSlot, player: string): boolean {
  const blocked = infestation(slot);
  for (const figure of fleeing(state, rules, player)) {
    const reach = reachOf(state, blocked, figure);
    if (!reach) continue;
    for (const spot of reach.spots) if (!refusedAt(state, rules, spot, figure)) return true;
  }
  return false;
}

/** The answers to the fleeing question: each of the player's figures that can move, to each spot. */
export function fleeChoices(state: GameState, rules: Rules, slot: PlagueSlot, player: string): DecisionChoice[] {
  const blocked = infestation(slot);
  const answers: DecisionChoice[] = [];
  for (const figure of fleeing(state, rules, player)) {
    const reach = reachOf(state, blocked, figure);
    if (!reach?.spots.length) continue;
    const choices = choicesOf(state, reach, figure);
    const { spots } = reach;
    for (let index = 0; index < spots.length; index++) {
      if (!refusedAt(state, rules, spots[index] as Spot, figure)) answers.push(choices[index] as DecisionChoice);
    }
  }
  return answers;
}
