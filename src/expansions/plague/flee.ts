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
import type { DecisionChoice, Figure, GameState, PlacedTile, Position } from '../../engine/types';
import { find } from '../../engine/union-find';
import { infestedSquares, type PlagueSlot, squareKey } from './state';

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
    /** Every spot found goes here; without it, the walk stops at the first. */
    readonly found?: Spot[],
  ) {
    this.queue = [{ x: figure.x, y: figure.y, feature: figure.feature }];
    this.tiles = [start];
    this.seen = new Set([partKey(figure.x, figure.y, figure.feature)]);
  }

  /** Walks on until the queue is empty, or to the first spot when none are collected; says whether one was found. */
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
        if (there && this.reach(there, x, y, orientedOf(there).edgeFeature[OPPOSITE[edge]])) return true;
      }
      for (const half of tile.halves[at.feature] ?? []) {
        const step = STEP[halfEdgeSide(half)];
        const x = at.x + step.x;
        const y = at.y + step.y;
        const there = tileAt(this.state.board, x, y);
        if (there && this.reach(there, x, y, orientedOf(there).halfFeature[FACING_HALF[half]])) return true;
      }
    }
    return !!this.found?.length;
  }

  /** The part `feature` of `there`, at (x, y), reached: queued if new, clean and of the feature; true to stop. */
  private reach(there: PlacedTile, x: number, y: number, feature: number | undefined): boolean {
    if (feature === undefined || feature < 0) return false;
    const k = partKey(x, y, feature);
    if (this.seen.has(k) || this.blocked.has(squareKey(x, y))) return false;
    if (find(this.state.nodes, there.nodes[feature] as number) !== this.root) return false;
    this.seen.add(k);
    const spot: Spot = { x, y, feature };
    this.queue.push(spot);
    this.tiles.push(there);
    const { figure } = this;
    if (x === figure.x && y === figure.y) return false;
    if (figureAtRefusal(this.state, this.rules, spot, figure.kind, figure.player)) return false;
    if (!this.found) return true;
    this.found.push(spot);
    return false;
  }
}

/**
 * The spots the figure may flee to, nearest first, through clean tiles only (none of the `blocked`
 * squares): every one into `found`, or, without it, only whether there is one (the first found settles it).
 */
function findFleeSpots(
  state: GameState,
  rules: Rules,
  blocked: ReadonlySet<number>,
  figure: Figure,
  found?: Spot[],
): boolean {
  const placed = tileAt(state.board, figure.x, figure.y);
  const node = placed?.nodes[figure.feature];
  if (!placed || node === undefined) return false;
  return new FleeWalk(state, rules, blocked, figure, find(state.nodes, node), placed, found).run();
}

/** The player's figures that may flee at all (a fixed figure stays; a shepherd is no follower). */
const fleeing = (state: GameState, rules: Rules, player: string) =>
  // a figure that leaves its feature free (a shepherd) is no follower: it does not flee
  state.figures.filter(
    (f) => f.player === player && !rules.figures.get(f.kind)?.fixed && rules.figures.get(f.kind)?.occupies !== false,
  );

/** Whether one of the player's figures has somewhere to flee (fleeChoices, up to the first found). */
export function canFlee(state: GameState, rules: Rules, slot: PlagueSlot, player: string): boolean {
  const blocked = infestedSquares(slot);
  return fleeing(state, rules, player).some((figure) => findFleeSpots(state, rules, blocked, figure));
}

/** The answers to the fleeing question: each of the player's figures that can move, to each spot. */
export function fleeChoices(state: GameState, rules: Rules, slot: PlagueSlot, player: string): DecisionChoice[] {
  const blocked = infestedSquares(slot);
  return fleeing(state, rules, player).flatMap((figure) => {
    const placed = tileAt(state.board, figure.x, figure.y);
    if (!placed) return [];
    const where = placeName(orientedOf(placed), figure.feature);
    const spots: Spot[] = [];
    findFleeSpots(state, rules, blocked, figure, spots);
    return spots.map((to) => {
      const toTile = tileAt(state.board, to.x, to.y);
      const toWhere = toTile ? placeName(orientedOf(toTile), to.feature) : '';
      return {
        action: FLEE,
        args: { figure: figure.kind, x: figure.x, y: figure.y, where, toX: to.x, toY: to.y, toWhere },
        params: { figure: figure.kind, x: figure.x, y: figure.y, toX: to.x, toY: to.y },
        at: to,
      };
    });
  });
}
