// Fleeing the plague (§19): once a turn the active player may move one of their figures along its own
// road, city or field, any distance, to another tile of it; never onto or across a tile with a flea (red
// or pink) or an active source, never across a gap (the walk goes tile to tile over the feature's own
// edges, so a highwayman stops at junctions and a farmer keeps to its field). A monk has nowhere to go (its
// monastery lies on one tile); a barn stays (fn 202: it stands on no one tile).
import { tileAt } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import { figureAtRefusal, placeName } from '../../engine/figures';
import { FACING_HALF, halfEdgeSide, OPPOSITE, STEP } from '../../engine/geometry';
import type { Rules } from '../../engine/modules/registry';
import type { DecisionChoice, FeatureNode, Figure, GameState, PlacedTile, Position } from '../../engine/types';
import { find, rootNode } from '../../engine/union-find';
import { infestedSquares, PLAGUE, type PlagueSlot, squareKey } from './state';

export const FLEE = 'plague-flee';

interface Spot extends Position {
  feature: number;
}

/** A part of a tile as one number (boards stay far inside ±32,768 squares; a tile has under 64 parts). */
const partKey = (x: number, y: number, feature: number) => squareKey(x, y) * 64 + feature;

/**
 * A walk over one figure's feature, breadth first from the figure's part, tile to tile over the feature's
 * own edges and half-edges, never onto a `blocked` square. Each tile is looked up once, when first reached.
 */
class FleeWalk {
  readonly queue: Spot[];
  /** The tile of each part in the queue. */
  readonly tiles: PlacedTile[];
  readonly seen: Set<number>;

  constructor(
    readonly state: GameState,
    readonly rules: Rules,
    readonly blocked: ReadonlySet<number>,
    readonly figure: Figure,
    readonly root: number,
    start: PlacedTile,
    /** Every part reached off the figure's tile goes here, refused or not; without it, the walk stops at the first spot. */
    readonly reach?: Reach,
  ) {
    this.queue = [{ x: figure.x, y: figure.y, feature: figure.feature }];
    this.tiles = [start];
    this.seen = new Set([partKey(figure.x, figure.y, figure.feature)]);
  }

  /** Walks on until the queue is empty, or to the first spot when no reach is collected; says whether one was found. */
  run(): boolean {
    const { queue, tiles } = this;
    // the queue is read from its head, never shifted
    for (let head = 0; head < queue.length; head++) {
      const at = queue[head] as Spot;
      const tile = orientedOf(tiles[head] as PlacedTile);
      for (const edge of tile.edges[at.feature] ?? []) {
        const step = STEP[edge];
        const x = at.x + step.x;
        const y = at.y + step.y;
        const there = tileAt(this.state.board, x, y);
        if (there && this.step(there, x, y, orientedOf(there).edgeFeature[OPPOSITE[edge]])) return true;
      }
      for (const half of tile.halves[at.feature] ?? []) {
        const step = STEP[halfEdgeSide(half)];
        const x = at.x + step.x;
        const y = at.y + step.y;
        const there = tileAt(this.state.board, x, y);
        if (there && this.step(there, x, y, orientedOf(there).halfFeature[FACING_HALF[half]])) return true;
      }
    }
    return false;
  }

  /** The part `feature` of `there`, at (x, y), reached: queued if new, clean and of the feature; true to stop. */
  private step(there: PlacedTile, x: number, y: number, feature: number | undefined): boolean {
    if (feature === undefined || feature < 0) return false;
    const k = partKey(x, y, feature);
    if (this.seen.has(k)) return false;
    const { reach } = this;
    const square = squareKey(x, y);
    if (this.blocked.has(square)) {
      // an infested square matters to the walk only where the feature has a part (elsewhere the part is
      // not the feature's, infested or not)
      if (reach && find(this.state.nodes, there.nodes[feature] as number) === this.root) reach.infested.add(square);
      return false;
    }
    if (find(this.state.nodes, there.nodes[feature] as number) !== this.root) return false;
    this.seen.add(k);
    const spot: Spot = { x, y, feature };
    this.queue.push(spot);
    this.tiles.push(there);
    reach?.squares.add(square);
    const { figure } = this;
    if (x === figure.x && y === figure.y) return false;
    if (reach) {
      reach.spots.push(spot);
      return false;
    }
    return !figureAtRefusal(this.state, this.rules, spot, figure.kind, figure.player);
  }
}

/**
 * Where a whole walk from one figure's part went: the parts it reached off the figure's tile, nearest
 * first, before any module's refusal, and what it depended on beyond the feature itself.
 */
interface Reach {
  spots: Spot[];
  /** The squares of the parts it went through, the figure's own among them. */
  squares: Set<number>;
  /** The infested squares where it found parts of the feature beside those: it went no further there. */
  infested: Set<number>;
  /** The answers fleeing to each spot, by kind of figure (choicesOf). */
  choices: Map<string, DecisionChoice[]>;
}

/**
 * Whole walks kept by the feature's root node and the figure's part. A feature's root node is replaced
 * whenever the feature changes (a tile joins it, it merges, it is built again), and nodes are never
 * edited once a state is handed out, so the same root node means the same parts on the same tiles: only
 * which of the feature's squares are infested can differ, and only those the walk went through or stopped
 * at matter. A figure's feature mostly stays as it
 * was from one of its player's turns to the next, and the fleeing question is asked nearly every turn.
 */
const reachesByRoot = new WeakMap<FeatureNode, Map<number, Reach>>();

/** Whether the walk would go the same way now: none of its squares infested since, all it stopped at still infested. */
function sameInfestation(reach: Reach, blocked: ReadonlySet<number>): boolean {
  for (const square of blocked) if (reach.squares.has(square)) return false;
  for (const square of reach.infested) if (!blocked.has(square)) return false;
  return true;
}

/** The walk kept for the figure's part and feature as they now are, if it would go the same way now. */
function keptReach(state: GameState, blocked: ReadonlySet<number>, figure: Figure): Reach | undefined {
  const node = tileAt(state.board, figure.x, figure.y)?.nodes[figure.feature];
  if (node === undefined) return undefined;
  const known = reachesByRoot.get(rootNode(state.nodes, node))?.get(partKey(figure.x, figure.y, figure.feature));
  return known && sameInfestation(known, blocked) ? known : undefined;
}

/** The whole walk from the figure's part through clean tiles (none of the `blocked` squares), kept or made. */
function reachOf(state: GameState, rules: Rules, blocked: ReadonlySet<number>, figure: Figure): Reach | undefined {
  const kept = keptReach(state, blocked, figure);
  if (kept) return kept;
  const placed = tileAt(state.board, figure.x, figure.y);
  const node = placed?.nodes[figure.feature];
  if (!placed || node === undefined) return undefined;
  const root = find(state.nodes, node);
  const reach: Reach = {
    spots: [],
    squares: new Set([squareKey(figure.x, figure.y)]),
    infested: new Set(),
    choices: new Map(),
  };
  new FleeWalk(state, rules, blocked, figure, root, placed, reach).run();
  const byStart = reachesByRoot.get(state.nodes[root] as FeatureNode) ?? new Map<number, Reach>();
  reachesByRoot.set(state.nodes[root] as FeatureNode, byStart);
  byStart.set(partKey(figure.x, figure.y, figure.feature), reach);
  return reach;
}

/** Whether the figure has somewhere to flee through clean tiles (none of the `blocked` squares): up to the first spot found. */
function hasFleeSpot(state: GameState, rules: Rules, blocked: ReadonlySet<number>, figure: Figure): boolean {
  const placed = tileAt(state.board, figure.x, figure.y);
  const node = placed?.nodes[figure.feature];
  if (!placed || node === undefined) return false;
  return new FleeWalk(state, rules, blocked, figure, find(state.nodes, node), placed).run();
}

/** The player's figures that may flee at all (a fixed figure stays; a shepherd is no follower). */
const fleeing = (state: GameState, rules: Rules, player: string) =>
  // a figure that leaves its feature free (a shepherd) is no follower: it does not flee
  state.figures.filter(
    (f) => f.player === player && !rules.figures.get(f.kind)?.fixed && rules.figures.get(f.kind)?.occupies !== false,
  );

/**
 * Whether one of the player's figures has somewhere to flee (fleeChoices, up to the first found). A walk
 * kept from an earlier listing answers for a figure whose feature is as it was; others walk to the first
 * spot. Nothing is kept from here: this runs inside a move, on nodes the move may still change.
 */
export function canFlee(state: GameState, rules: Rules, slot: PlagueSlot, player: string): boolean {
  const blocked = infestedSquares(slot);
  return fleeing(state, rules, player).some((figure) => {
    const kept = keptReach(state, blocked, figure);
    if (!kept) return hasFleeSpot(state, rules, blocked, figure);
    return kept.spots.some((spot) => !figureAtRefusal(state, rules, spot, figure.kind, figure.player));
  });
}

/** The answer fleeing to each spot of a walk, made once per walk and kind of figure (a flee names them). */
function choicesOf(state: GameState, reach: Reach, figure: Figure): DecisionChoice[] {
  const made = reach.choices.get(figure.kind);
  if (made) return made;
  const placed = tileAt(state.board, figure.x, figure.y) as PlacedTile;
  const where = placeName(orientedOf(placed), figure.feature);
  const choices = reach.spots.map((to): DecisionChoice => {
    const toTile = tileAt(state.board, to.x, to.y);
    const toWhere = toTile ? placeName(orientedOf(toTile), to.feature) : '';
    return {
      action: FLEE,
      args: { figure: figure.kind, x: figure.x, y: figure.y, where, toX: to.x, toY: to.y, toWhere },
      params: { figure: figure.kind, x: figure.x, y: figure.y, toX: to.x, toY: to.y },
      at: to,
    };
  });
  reach.choices.set(figure.kind, choices);
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

/** The answers to the fleeing question: each of the player's figures that can move, to each spot. */
export function fleeChoices(state: GameState, rules: Rules, slot: PlagueSlot, player: string): DecisionChoice[] {
  const blocked = infestedSquares(slot);
  const answers: DecisionChoice[] = [];
  for (const figure of fleeing(state, rules, player)) {
    const reach = reachOf(state, rules, blocked, figure);
    if (!reach?.spots.length) continue;
    const choices = choicesOf(state, reach, figure);
    const { spots } = reach;
    for (let index = 0; index < spots.length; index++) {
      if (!refusedAt(state, rules, spots[index] as Spot, figure)) answers.push(choices[index] as DecisionChoice);
    }
  }
  return answers;
}
