// The barn: on a field corner where four tiles meet, field on all four; its field's farmers score at once
// (3 per completed city, as at the end; 1 when a tile joins them to a barn's field later) and go home; no
// farmer may be put on a barn's field; at the end each barn's owner takes 4 per completed city.
import { tileAt } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import { completedCitiesBordering } from '../../engine/fields';
import { figureRoot, figureRoots, figuresOn } from '../../engine/figure-roots';
import { returnFigure } from '../../engine/module-state';
import type { FeatureView, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import { majority, payFeature, scoreInPlay } from '../../engine/scoring';
import type { Figure, GameState, HalfEdge, PlacedTile, Position, Refusal } from '../../engine/types';
import { find } from '../../engine/union-find';
import { ABBEY_MAYOR, amSlot, type Corner, changeSlot, forgetBarnScoring } from './slot';

export const BARN = 'barn';
/** What the barn's owner takes per completed city at the end. */
export const BARN_CITY = 4;
/** Farmers' rate when the barn comes to them (as at the end), and when a tile joins them to it. */
export const FARMERS_AT_BARN = 3;
export const FARMERS_JOINED = 1;

/** Each corner: the tile's two half-edges there, and the other three tiles with their half-edges there. */
const CORNERS: Record<Corner, { own: HalfEdge[]; others: { dx: number; dy: number; halves: HalfEdge[] }[] }> = {
  NW: {
    own: ['NL', 'WR'],
    others: [
      { dx: -1, dy: 0, halves: ['NR', 'EL'] },
      { dx: -1, dy: -1, halves: ['ER', 'SL'] },
      { dx: 0, dy: -1, halves: ['SR', 'WL'] },
    ],
  },
  NE: {
    own: ['NR', 'EL'],
    others: [
      { dx: 1, dy: 0, halves: ['NL', 'WR'] },
      { dx: 1, dy: -1, halves: ['SR', 'WL'] },
      { dx: 0, dy: -1, halves: ['ER', 'SL'] },
    ],
  },
  SE: {
    own: ['ER', 'SL'],
    others: [
      { dx: 1, dy: 0, halves: ['SR', 'WL'] },
      { dx: 1, dy: 1, halves: ['NL', 'WR'] },
      { dx: 0, dy: 1, halves: ['NR', 'EL'] },
    ],
  },
  SW: {
    own: ['SR', 'WL'],
    others: [
      { dx: -1, dy: 0, halves: ['ER', 'SL'] },
      { dx: -1, dy: 1, halves: ['NR', 'EL'] },
      { dx: 0, dy: 1, halves: ['NL', 'WR'] },
    ],
  },
};
const CORNER_NAMES = Object.keys(CORNERS) as Corner[];

const fieldAt = (placed: PlacedTile, halves: HalfEdge[]) => {
  const tile = orientedOf(placed);
  return halves.every((half) => tile.type.features[tile.halfFeature[half]]?.kind === 'field');
};

/** The corners of a field of a placed tile where a barn may stand: four tiles meet there, all field. */
export function barnCorners(state: GameState, placed: PlacedTile, feature: number): Corner[] {
  const tile = orientedOf(placed);
  return CORNER_NAMES.filter((corner) => {
    const { own, others } = CORNERS[corner];
    if (!own.every((half) => tile.halfFeature[half] === feature)) return false;
    return others.every(({ dx, dy, halves }) => {
      const other = tileAt(state.board, placed.x + dx, placed.y + dy);
      return other !== undefined && fieldAt(other, halves);
    });
  });
}

/** The point where a barn's corner lies, in tile units from the board's origin (for drawing). */
export function cornerPoint(at: Position, corner: Corner): Position {
  return { x: at.x + (corner.endsWith('E') ? 1 : 0), y: at.y + (corner.startsWith('S') ? 1 : 0) };
}

const isBarn = (f: Figure) => f.kind === BARN;
export const barnsOn = (state: GameState, root: number) => figuresOn(state, root).filter(isBarn);

/** Whether a barn stands on the feature rooted at `root` (asked for every field and figure kind listed). */
function hasBarnOn(state: GameState, root: number): boolean {
  const roots = figureRoots(state);
  for (let i = 0; i < roots.length; i++) if (roots[i] === root && isBarn(state.figures[i] as Figure)) return true;
  return false;
}

/** Step placeFigure: where a barn may not go, and no farmer on a barn's field. */
export function barnRule(
  state: GameState,
  rules: Rules,
  placed: PlacedTile,
  figure: string,
  feature: number,
): Refusal | null {
  if (orientedOf(placed).type.features[feature]?.kind !== 'field') return null;
  const root = find(state.nodes, placed.nodes[feature] as number);
  if (figure === BARN) {
    if (!rules.features.has('field')) return { why: `${ABBEY_MAYOR}.barn-needs-farmers` };
    if (hasBarnOn(state, root)) return { why: `${ABBEY_MAYOR}.second-barn` };
    if (!barnCorners(state, placed, feature).length) return { why: `${ABBEY_MAYOR}.no-barn-corner` };
    return null;
  }
  const follower = (rules.figures.get(figure)?.weight ?? 0) > 0;
  return follower && hasBarnOn(state, root) ? { why: `${ABBEY_MAYOR}.barn-field`, params: { figure } } : null;
}

/** Phase afterFigure: the barn just placed takes the first corner of its field where it may stand. */
export function settleBarn(draft: GameState): undefined {
  const { barns } = amSlot(draft);
  const fresh = draft.figures.find((f) => isBarn(f) && !barns[f.id]);
  if (!fresh) return;
  const placed = tileAt(draft.board, fresh.x, fresh.y) as PlacedTile;
  const corner = barnCorners(draft, placed, fresh.feature)[0] ?? 'NW';
  changeSlot(draft, { barns: { ...barns, [fresh.id]: corner }, newBarn: fresh.id });
}

/** The fields holding a barn, each once (roots). */
const barnFields = (state: GameState) => [...new Set(state.figures.filter(isBarn).map((f) => figureRoot(state, f)))];

/**
 * The barns' fields that score this turn, in the order of their first barns: the one a barn came to (even
 * empty: followers may still join it before it scores, compendium fn 57), and any other where farmers
 * stand (a tile joined them to it). Asked every turn: plain loops, and no root worked out while no barn
 * is out.
 */
function fieldsScoringNow(draft: GameState): number[] {
  const { figures } = draft;
  const scoring: number[] = [];
  if (!figures.some(isBarn)) return scoring;
  const { newBarn } = amSlot(draft);
  const roots = figureRoots(draft);
  for (let i = 0; i < figures.length; i++) {
    const root = roots[i] as number;
    if (!isBarn(figures[i] as Figure) || scoring.includes(root)) continue;
    for (let j = 0; j < figures.length; j++) {
      const other = figures[j] as Figure;
      if (roots[j] === root && (other.id === newBarn || !isBarn(other))) {
        scoring.push(root);
        break;
      }
    }
  }
  return scoring;
}

/** A barn's field scores now: its farmers as at the end when its barn came this turn, else at the joined rate; then they (and pigs) go home. */
function scoreBarnField(draft: GameState, ctx: TurnContext, root: number) {
  const { newBarn } = amSlot(draft);
  const there = figuresOn(draft, root);
  // followers and the pigs beside them; a figure that leaves the field free (a shepherd) is no farmer
  const farmers = there.filter((f) => !isBarn(f) && ctx.rules.figures.get(f.kind)?.occupies !== false);
  if (!farmers.length) return;
  const rate = there.some((f) => f.id === newBarn) ? FARMERS_AT_BARN : FARMERS_JOINED;
  const node = draft.nodes[root];
  const winners = majority(draft, ctx.rules, root);
  if (node && winners.length) {
    const view: FeatureView = { root, node, state: draft };
    const cities = completedCitiesBordering(view);
    const base = { points: cities * rate, terms: [{ unit: 'completed-city' as const, count: cities, each: rate }] };
    payFeature(draft, ctx, view, winners, base, { final: false, occasion: 'final' });
  }
  for (const farmer of farmers) returnFigure(draft, farmer, ctx.events);
}

/**
 * Phase score: the barns' fields score now, one after another, each after the other modules have heard
 * of it (scoreInPlay: followers from the Market may join it first, and it waits for their answers).
 */
export function scoreBarnFields(draft: GameState, ctx: TurnContext): 'again' | undefined {
  const queue = amSlot(draft).barnScoring ?? { roots: fieldsScoringNow(draft) };
  if (!queue.roots.length && !amSlot(draft).newBarn) return undefined;
  const left = scoreInPlay(draft, ctx, queue, (root) => scoreBarnField(draft, ctx, root));
  if (left) {
    changeSlot(draft, { barnScoring: left });
    return 'again';
  }
  forgetBarnScoring(draft);
  return undefined;
}

/** Final scoring: each barn's owner takes 4 per completed city of its field. */
export function scoreBarns(draft: GameState, ctx: TurnContext) {
  for (const root of barnFields(draft)) {
    const node = draft.nodes[root];
    if (!node) continue;
    const view: FeatureView = { root, node, state: draft };
    const owners = [...new Set(barnsOn(draft, root).map((f) => f.player))];
    const cities = completedCitiesBordering(view);
    const base = {
      points: cities * BARN_CITY,
      terms: [{ unit: 'barn-city' as const, count: cities, each: BARN_CITY }],
    };
    payFeature(draft, ctx, view, owners, base, { final: true, occasion: 'final' });
  }
}
