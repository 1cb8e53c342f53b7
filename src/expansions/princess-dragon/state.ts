// Princess & Dragon's state: its slot (set-aside dragon tiles, the fairy's follower, the dragon's flight),
// the neutral dragon and fairy, and the ids the module documents.
import { tileAt } from '../../engine/board';
import { tileType } from '../../engine/catalog';
import { slotOf, writeSlot } from '../../engine/module-state';
import type { Rules } from '../../engine/modules/registry';
import type { Figure, GameState, NeutralFigure, PlacedTile } from '../../engine/types';
import { PRINCESS_DRAGON, symbolOf } from './tiles';

export { PRINCESS_DRAGON };
/** The neutral figures (state.neutral): the dragon stands on a tile, the fairy beside a follower. */
export const DRAGON_FIGURE = 'dragon';
export const FAIRY = 'fairy';
/** Steps of one flight of the dragon, whatever the number of players. */
export const DRAGON_STEPS = 6;
export const FAIRY_TURN_POINTS = 1;
export const FAIRY_FEATURE_POINTS = 3;

/**
 * Figure-step actions (instead of a figure): move the fairy, a follower through the portal, a knight home
 * by the princess. Each asks at once a decision of the same kind, whose answers lie on the board.
 */
export const MOVE_FAIRY = 'fairy';
export const USE_PORTAL = 'portal';
export const PRINCESS_REMOVES = 'princess';
/** The answers to those decisions: the follower the fairy goes beside, the portal's spot, the knight. */
export const FAIRY_BESIDE = 'fairy-beside';
export const PORTAL_SPOT = 'portal-spot';
export const PRINCESS_KNIGHT = 'princess-knight';
/** The decision of each step of the dragon, and its answer. */
export const DRAGON_STEP = 'dragon-step';
export const MOVE_DRAGON = 'move-dragon';

/** Options: when the dragon flies (HiG: before scoring; RGG: after), and the older volcano reading. */
export const DRAGON_MOVES = 'dragonMoves';
export const VOLCANO_FIGURES = 'volcanoFigures';

export interface FairyLink {
  /** The follower's figure id, its owner and kind. */
  follower: string;
  player: string;
  kind: string;
}

export interface PrincessDragonSlot {
  /** Dragon tiles drawn before the dragon was in play, to be shuffled back when it comes. */
  setAside?: string[];
  /** The follower the fairy stands beside, while it stands beside one. */
  fairy?: FairyLink;
  /** The dragon's flight in progress: tiles entered ("x,y", the start included) and steps taken. */
  flight?: { visited: string[]; steps: number };
}

const EMPTY: PrincessDragonSlot = {};
export const slotIn = (state: GameState) => slotOf<PrincessDragonSlot>(state, PRINCESS_DRAGON, EMPTY);
export const write = (draft: GameState, change: Partial<PrincessDragonSlot>) => {
  const next: PrincessDragonSlot = { ...slotIn(draft), ...change };
  for (const key of Object.keys(next) as (keyof PrincessDragonSlot)[]) if (next[key] === undefined) delete next[key];
  writeSlot(draft, PRINCESS_DRAGON, next);
};

/** The neutral figure of this kind, if it is out (a plain loop: the dragon's is asked at every figure placed). */
function neutralOf(state: GameState, kind: string): NeutralFigure | undefined {
  if (state.neutral) for (const figure of state.neutral) if (figure.kind === kind) return figure;
  return undefined;
}

export const dragonOf = (state: GameState): NeutralFigure | undefined => neutralOf(state, DRAGON_FIGURE);
export const fairyOf = (state: GameState): NeutralFigure | undefined => neutralOf(state, FAIRY);
export const withNeutral = (draft: GameState, figure: NeutralFigure) => {
  draft.neutral = [...(draft.neutral ?? []).filter((n) => n.kind !== figure.kind), figure];
};

export const activePlayer = (state: GameState) => state.players[state.turn.player];

/** The tile placed this turn and its symbol. */
export function placedThisTurn(state: GameState): { placed: PlacedTile; symbol: string | undefined } | undefined {
  const at = state.turn.placed;
  const placed = at && tileAt(state.board, at.x, at.y);
  return placed ? { placed, symbol: symbolOf(tileType(placed.tile)) } : undefined;
}

/** A follower (it votes and stands on its own): not a builder or a pig. */
export const isFollower = (rules: Rules, kind: string) => {
  const figure = rules.figures.get(kind);
  return Boolean(figure && figure.weight > 0 && figure.placement !== 'own');
};

/** The fairy's follower, if it is still on the board. */
export function fairyFollower(state: GameState): Figure | undefined {
  const link = slotIn(state).fairy;
  return link && state.figures.find((f) => f.id === link.follower);
}

/** The fairy stays on its tile when its follower leaves, but stands beside nobody any more. */
export function forgetGoneFollower(draft: GameState) {
  if (slotIn(draft).fairy && !fairyFollower(draft)) write(draft, { fairy: undefined });
}
