// Crop Circles I and II: after a crop-circle tile has scored (step 4A), its placer chooses for everyone
// A (each may add a follower from their supply beside one of theirs of the circle's type) or B (each must
// take one of theirs of that type back). Then every player does it in turn, from the placer's left, the
// placer last; a player with no follower of that type on the board is skipped, and for A so is one with
// none in their supply. The circle's type: pitchfork farmers (fields), club highwaymen (roads), shield
// knights (cities). A follower is a figure that counts in a majority (a follower, a big follower): not
// a builder or pig, which only stand beside one (Traders & Builders sends them home at the turn's end).
// Module files import the catalog and the game only inside functions (the registry imports the modules).
import { tileAt } from '../../engine/board';
import { findTileType, orientedOf } from '../../engine/catalog';
import { placeName } from '../../engine/figures';
import { returnFigure, slotOf, writeSlot } from '../../engine/module-state';
import type { RuleModule, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import type { Decision, DecisionChoice, Figure, GameState, Refusal, TileType } from '../../engine/types';
import {
  CIRCLE_FEATURE,
  CROP_CIRCLE_SETS,
  CROP_CIRCLE_TILES,
  CROP_CIRCLES_MODULE,
  type CropCircle,
  JOKER,
} from './tiles';

const MODULE = CROP_CIRCLES_MODULE;

/** The placer's answers: A for everyone, or B for everyone. */
export const CHOOSE_ADD = 'crop-add';
export const CHOOSE_REMOVE = 'crop-remove';
/** One player's answers: the follower added (A) or taken back (B), with where. */
export const ADD_FOLLOWER = 'add-follower';
export const REMOVE_FOLLOWER = 'remove-follower';

/** Decision kinds: the placer's choice, then each player's part. */
export const CHOOSE = 'choose';
export const ADD = 'add';
export const REMOVE = 'remove';

export const TILES_OPTION = 'cropCircleTiles';

type Action = typeof ADD | typeof REMOVE;

/** The round of a crop-circle action under way: who still has their part to do, in order. */
interface Round {
  /** The turn it belongs to: a round left over from a turn cut short counts for nothing. */
  turn: number;
  action: Action;
  circle: CropCircle;
  waiting: string[];
}

interface Slot {
  round?: Round;
}

/**
 * The crop circle printed on a tile type: its shape, or JOKER for a round circle whose placer chooses the
 * shape (a Halflings II half tile, §35 fn 274), from the tile symbol `cropCircle`.
 */
const circleOf = (type: TileType | undefined): CropCircle | typeof JOKER | undefined =>
  type?.symbols?.cropCircle as CropCircle | typeof JOKER | undefined;

/** The crop circle on this turn's tile, if it has one (on a square two halves fill, the half placed now's). */
function circleOfTurn(state: GameState): CropCircle | typeof JOKER | undefined {
  const at = state.turn.placed;
  const placed = at && tileAt(state.board, at.x, at.y);
  return placed && state.turn.tile ? circleOf(findTileType(state.turn.tile)) : undefined;
}

/** The shapes a circle stands for: its own, or any of the three for a joker. */
const shapesOf = (circle: CropCircle | typeof JOKER): CropCircle[] =>
  circle === JOKER ? (Object.keys(CIRCLE_FEATURE) as CropCircle[]) : [circle];

const roundOf = (state: GameState): Round | undefined => {
  const round = slotOf<Slot>(state, MODULE, {}).round;
  return round?.turn === state.turn.number ? round : undefined;
};

/** A figure that counts in a majority: the ones a crop circle adds and takes back. */
const isFollower = (rules: Rules, kind: string) => (rules.figures.get(kind)?.weight ?? 0) > 0;

/** The feature kind a figure stands on. */
function kindUnder(state: GameState, figure: Figure): string | undefined {
  const placed = tileAt(state.board, figure.x, figure.y);
  return placed && state.nodes[placed.nodes[figure.feature] as number]?.kind;
}

/** A player's followers on features of the circle's kind (their farmers, highwaymen or knights). */
function followersOf(state: GameState, rules: Rules, player: string, circle: CropCircle): Figure[] {
  const kind = CIRCLE_FEATURE[circle];
  return state.figures.filter((f) => f.player === player && isFollower(rules, f.kind) && kindUnder(state, f) === kind);
}

/** Follower kinds a player has in their supply that may stand on the circle's kind of feature. */
function followersInSupply(state: GameState, rules: Rules, player: string, circle: CropCircle): string[] {
  const supply = state.players.find((p) => p.id === player)?.supply ?? {};
  const kind = CIRCLE_FEATURE[circle];
  return [...rules.figures.values()]
    .filter((f) => f.weight > 0 && (supply[f.id] ?? 0) > 0 && rules.placements.get(f.id)?.has(kind))
    .map((f) => f.id);
}

/** Where a figure stands, as the choices name it: the tile and the place on it as it lies. */
function spotOf(state: GameState, figure: Figure) {
  const placed = tileAt(state.board, figure.x, figure.y);
  const where = placed ? placeName(orientedOf(placed), figure.feature) : '';
  return { x: figure.x, y: figure.y, where };
}

/** One choice per place and figure kind, though a player may have several figures there. */
function distinct(choices: DecisionChoice[]): DecisionChoice[] {
  const seen = new Set<string>();
  return choices.filter((c) => {
    const key = JSON.stringify(c.args);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A: beside each of the player's followers of the circle's type, each follower kind they have left (a
 * follower first, the big follower after it); the new figure joins that figure's feature on its tile.
 */
function addChoices(state: GameState, rules: Rules, player: string, circle: CropCircle): DecisionChoice[] {
  const kinds = followersInSupply(state, rules, player, circle);
  const choices = followersOf(state, rules, player, circle).flatMap((beside) =>
    kinds.map((figure) => ({
      action: ADD_FOLLOWER,
      args: { figure, ...spotOf(state, beside) },
      params: { figure, kind: CIRCLE_FEATURE[circle], x: beside.x, y: beside.y },
      at: { x: beside.x, y: beside.y, feature: beside.feature },
    })),
  );
  return distinct(choices);
}

/** B: each of the player's followers of the circle's type. */
function removeChoices(state: GameState, rules: Rules, player: string, circle: CropCircle): DecisionChoice[] {
  const choices = followersOf(state, rules, player, circle).map((figure) => ({
    action: REMOVE_FOLLOWER,
    args: { figure: figure.kind, ...spotOf(state, figure) },
    params: { figure: figure.kind, kind: CIRCLE_FEATURE[circle], x: figure.x, y: figure.y },
    at: { x: figure.x, y: figure.y, feature: figure.feature },
  }));
  return distinct(choices);
}

function choices(state: GameState, decision: Decision, rules: Rules): DecisionChoice[] {
  const circle = decision.data?.circle as CropCircle;
  if (decision.kind === CHOOSE) {
    // a joker: the placer also chooses its shape (fn 274), each answer naming the one it takes
    if ((circle as string) === JOKER)
      return shapesOf(JOKER).flatMap((shape) => [
        { action: CHOOSE_ADD, args: { circle: shape }, params: { kind: CIRCLE_FEATURE[shape] } },
        { action: CHOOSE_REMOVE, args: { circle: shape }, params: { kind: CIRCLE_FEATURE[shape] } },
      ]);
    const kind = CIRCLE_FEATURE[circle];
    return [
      { action: CHOOSE_ADD, params: { kind } },
      { action: CHOOSE_REMOVE, params: { kind } },
    ];
  }
  if (decision.kind === ADD) return addChoices(state, rules, decision.player, circle);
  return removeChoices(state, rules, decision.player, circle);
}

/** The players in the order they do their part: from the placer's left round to the placer. */
function playersInTurn(state: GameState): string[] {
  const count = state.players.length;
  return state.players.map((_, i) => state.players[(state.turn.player + 1 + i) % count]?.id as string);
}

/** The decision a player is asked for their part, or none when they are skipped. */
function partOf(state: GameState, rules: Rules, round: Round, player: string): Decision | undefined {
  const data = { circle: round.circle };
  if (round.action === ADD) {
    if (!addChoices(state, rules, player, round.circle).length) return undefined;
    return { module: MODULE, kind: ADD, player, optional: true, data };
  }
  if (!followersOf(state, rules, player, round.circle).length) return undefined;
  return { module: MODULE, kind: REMOVE, player, data };
}

/**
 * Step 4A: asks the placer for A or B, then each player in turn for their part (the phase runs again
 * after each answer). Nobody is asked when no player has a follower of the circle's type.
 */
function cropCircleStep(draft: GameState, ctx: TurnContext): 'again' | undefined {
  const circle = circleOfTurn(draft);
  if (!circle || !ctx.canAsk) return undefined;
  let round = roundOf(draft);
  if (!round) {
    const anyone = draft.players.some((p) =>
      shapesOf(circle).some((shape) => followersOf(draft, ctx.rules, p.id, shape).length),
    );
    const placer = draft.players[draft.turn.player];
    if (!anyone || !placer) return undefined;
    ctx.ask({ module: MODULE, kind: CHOOSE, player: placer.id, data: { circle } });
    return 'again';
  }
  while (round.waiting.length) {
    const [player, ...waiting] = round.waiting as [string, ...string[]];
    round = { ...round, waiting };
    writeSlot<Slot>(draft, MODULE, { round });
    const part = partOf(draft, ctx.rules, round, player);
    if (part) {
      ctx.ask(part);
      return 'again';
    }
  }
  writeSlot<Slot>(draft, MODULE, {});
  return undefined;
}

function decide(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext): Refusal | null {
  const asked = decision.data?.circle as CropCircle;
  // a joker's shape is the one the answer names (declined or lapsed: the first, the pitchfork)
  const named = choice?.args?.circle as CropCircle | undefined;
  const circle = (asked as string) === JOKER ? (named ?? (shapesOf(JOKER)[0] as CropCircle)) : asked;
  if (decision.kind === CHOOSE) {
    const action = choice?.action === CHOOSE_REMOVE ? REMOVE : ADD;
    const round: Round = { turn: draft.turn.number, action, circle, waiting: playersInTurn(draft) };
    writeSlot<Slot>(draft, MODULE, { round });
    ctx.events.push({
      type: 'expansion',
      module: MODULE,
      what: 'chosen',
      data: { player: decision.player, action, kind: CIRCLE_FEATURE[circle] },
    });
    return null;
  }
  const at = choice?.at;
  const figure = String(choice?.args?.figure ?? '');
  if (!choice || !at || at.feature === undefined) return null; // A declined
  if (decision.kind === ADD) {
    ctx.placeFigure(
      { player: decision.player, kind: figure, at: { x: at.x, y: at.y, feature: at.feature } },
      { by: MODULE },
    );
    return null;
  }
  const taken = draft.figures.find(
    (f) =>
      f.player === decision.player && f.kind === figure && f.x === at.x && f.y === at.y && f.feature === at.feature,
  );
  if (taken) returnFigure(draft, taken, ctx.events);
  return null;
}

export const cropCirclesModule: RuleModule = {
  id: MODULE,
  tiles: CROP_CIRCLE_TILES,
  tileCounts: (options) =>
    Object.fromEntries((CROP_CIRCLE_SETS[String(options[TILES_OPTION] ?? 'I')] ?? []).map((id) => [id, 1])),
  options: [
    {
      name: TILES_OPTION,
      description:
        'Which crop-circle tiles: "I" (the six of Crop Circles I, the default), "II" (the six of Crop ' +
        'Circles II, the set the Big Box holds) or "I+II" (all twelve).',
      values: ['I', 'II', 'I+II'],
      // set I stays the default although the Big Box holds set II: see the README (stored games replay
      // with the options they were opened with, and their supply must not change under them)
      default: 'I',
      shown: true,
    },
  ],
  phases: { tileActions: (draft, ctx) => cropCircleStep(draft, ctx) },
  wakes: { tileActions: { placedTile: (type) => circleOf(type) !== undefined } },
  hooks: { choices, decide },
};
