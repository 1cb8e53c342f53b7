// Princess & Dragon (classic-and-all-expansions.md §8, base-game-editions.md §1.12). A volcano brings the
// dragon onto its tile (no figure there); a dragon tile, after the figure step, makes the dragon fly 6
// tiles, one step per player from the active one, never twice onto a tile nor onto the fairy's, sending
// home every figure on each tile it enters. Instead of a figure a player may move the fairy beside one of
// their followers (1 point at the start of their turn, 3 when that follower's feature scores, and the
// dragon keeps off its tile), put a follower anywhere through a magic portal, or, with a princess tile
// that extends an occupied city, send one knight there home.
import { tileAt } from '../../engine/board';
import { orientedOf, tileType } from '../../engine/catalog';
import { figureRoot, figuresOn } from '../../engine/figure-roots';
import { figureAtRefusal, placeName } from '../../engine/figures';
import { placeFigure } from '../../engine/game';
import { EDGES, neighbour, positionKey } from '../../engine/geometry';
import { returnFigure, returnLoneCompanions, slotOf, writeSlot } from '../../engine/module-state';
import type { ActionChoice, FeatureView, PointsAward, RuleModule, TurnContext } from '../../engine/modules/module';
import { type Rules, rulesFor } from '../../engine/modules/registry';
import type {
  Decision,
  DecisionChoice,
  Figure,
  GameState,
  NeutralFigure,
  PlacedTile,
  Position,
  Refusal,
} from '../../engine/types';
import { find } from '../../engine/union-find';
import { DRAGON, PD_GARDEN_SET, PD_SET, PD_TILES, PORTAL, PRINCESS, PRINCESS_DRAGON, symbolOf, VOLCANO } from './tiles';

export { PRINCESS_DRAGON };
/** The neutral figures (state.neutral): the dragon stands on a tile, the fairy beside a follower. */
export const DRAGON_FIGURE = 'dragon';
export const FAIRY = 'fairy';
/** Steps of one flight of the dragon, whatever the number of players. */
export const DRAGON_STEPS = 6;
export const FAIRY_TURN_POINTS = 1;
export const FAIRY_FEATURE_POINTS = 3;

/** Figure-step actions: move the fairy, a follower through the portal, a knight home by the princess. */
export const MOVE_FAIRY = 'fairy';
export const USE_PORTAL = 'portal';
export const PRINCESS_REMOVES = 'princess';
/** The decision after the portal action (where the follower goes, anywhere in play), and its answer. */
export const PORTAL_DECISION = 'portal';
export const PORTAL_SPOT = 'portal-spot';
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
const write = (draft: GameState, change: Partial<PrincessDragonSlot>) => {
  const next: PrincessDragonSlot = { ...slotIn(draft), ...change };
  for (const key of Object.keys(next) as (keyof PrincessDragonSlot)[]) if (next[key] === undefined) delete next[key];
  writeSlot(draft, PRINCESS_DRAGON, next);
};

export const dragonOf = (state: GameState): NeutralFigure | undefined =>
  state.neutral?.find((n) => n.kind === DRAGON_FIGURE);
export const fairyOf = (state: GameState): NeutralFigure | undefined => state.neutral?.find((n) => n.kind === FAIRY);
const withNeutral = (draft: GameState, figure: NeutralFigure) => {
  draft.neutral = [...(draft.neutral ?? []).filter((n) => n.kind !== figure.kind), figure];
};

const activePlayer = (state: GameState) => state.players[state.turn.player];

/** The tile placed this turn and its symbol. */
function placedThisTurn(state: GameState): { placed: PlacedTile; symbol: string | undefined } | undefined {
  const at = state.turn.placed;
  const placed = at && tileAt(state.board, at.x, at.y);
  return placed ? { placed, symbol: symbolOf(tileType(placed.tile)) } : undefined;
}

/** A follower (it votes and stands on its own): not a builder or a pig. */
const isFollower = (rules: Rules, kind: string) => {
  const figure = rules.figures.get(kind);
  return Boolean(figure && figure.weight > 0 && figure.placement !== 'own');
};

/** The fairy's follower, if it is still on the board. */
export function fairyFollower(state: GameState): Figure | undefined {
  const link = slotIn(state).fairy;
  return link && state.figures.find((f) => f.id === link.follower);
}

// ---- the draw and the volcano ----

/** 1B: a dragon tile drawn before the dragon is in play is set aside, face up. */
function setAsideDrawn(draft: GameState, tile: string, ctx: TurnContext): boolean {
  if (dragonOf(draft) || symbolOf(tileType(tile)) !== DRAGON) return false;
  write(draft, { setAside: [...(slotIn(draft).setAside ?? []), tile] });
  ctx.events.push({ type: 'expansion', module: PRINCESS_DRAGON, what: 'set-aside', data: { tile } });
  return true;
}

/** 1C: a volcano takes the dragon from wherever it is; its first coming shuffles the set-aside tiles back. */
function afterTile(draft: GameState, ctx: TurnContext) {
  const here = placedThisTurn(draft);
  if (here?.symbol !== VOLCANO) return undefined;
  const { x, y } = here.placed;
  const first = !dragonOf(draft);
  withNeutral(draft, { kind: DRAGON_FIGURE, x, y });
  const player = activePlayer(draft)?.id ?? '';
  ctx.events.push({ type: 'expansion', module: PRINCESS_DRAGON, what: 'volcano', data: { player, x, y } });
  const back = slotIn(draft).setAside ?? [];
  if (first && back.length) {
    draft.supply = [...draft.supply, ...back].sort();
    write(draft, { setAside: undefined });
    ctx.events.push({ type: 'expansion', module: PRINCESS_DRAGON, what: 'tiles-back', data: { count: back.length } });
  }
  return undefined;
}

/** No follower on the dragon's tile (nor, as the current rules read, a builder or pig on the volcano). */
function checkFigureAt(state: GameState, at: Position, figure: string): Refusal | null {
  const dragon = dragonOf(state);
  if (!dragon || dragon.x !== at.x || dragon.y !== at.y) return null;
  const companion = rulesFor(state.expansions).figures.get(figure)?.placement === 'own';
  if (companion && state.options[VOLCANO_FIGURES] === 'builder-pig') return null;
  return { why: `${PRINCESS_DRAGON}.dragon-tile`, params: { figure } };
}

// ---- the dragon's flight ----

/** The tiles the dragon may step onto now: beside it, placed, not yet entered in this flight, not the fairy's. */
export function dragonSteps(state: GameState): { x: number; y: number; direction: string }[] {
  const dragon = dragonOf(state);
  const flight = slotIn(state).flight;
  if (!dragon || !flight) return [];
  const fairy = fairyOf(state);
  const steps = [];
  for (const direction of EDGES) {
    const { x, y } = neighbour(dragon, direction);
    if (!tileAt(state.board, x, y) || flight.visited.includes(positionKey(x, y))) continue;
    if (fairy && fairy.x === x && fairy.y === y) continue;
    steps.push({ x, y, direction });
  }
  return steps;
}

/** Asks the next step of the dragon's seat, or ends the flight (6 steps, or a dead end). */
function askStep(draft: GameState, ctx: TurnContext) {
  const flight = slotIn(draft).flight;
  if (!flight) return;
  if (flight.steps >= DRAGON_STEPS || !dragonSteps(draft).length) {
    write(draft, { flight: undefined });
    const what = flight.steps >= DRAGON_STEPS ? 'flight-over' : 'dead-end';
    ctx.events.push({ type: 'expansion', module: PRINCESS_DRAGON, what, data: { steps: flight.steps } });
    return;
  }
  const seat = (draft.turn.player + flight.steps) % draft.players.length;
  const player = draft.players[seat]?.id;
  if (player) ctx.ask({ module: PRINCESS_DRAGON, kind: DRAGON_STEP, player, data: { step: flight.steps + 1 } });
}

/** After a dragon tile's figure step (2C, or after scoring with the RGG option): the dragon flies. */
const flyAt =
  (timing: 'before-scoring' | 'after-scoring') =>
  (draft: GameState, ctx: TurnContext): undefined => {
    if ((draft.options[DRAGON_MOVES] ?? 'before-scoring') !== timing) return undefined;
    const dragon = dragonOf(draft);
    if (!dragon || placedThisTurn(draft)?.symbol !== DRAGON) return undefined;
    write(draft, { flight: { visited: [positionKey(dragon.x, dragon.y)], steps: 0 } });
    askStep(draft, ctx);
    return undefined;
  };

/** Every figure of a player on the tile goes home (followers, builders, pigs, whatever stands there). */
function eat(draft: GameState, at: Position, ctx: TurnContext) {
  const eaten = draft.figures.filter((f) => f.x === at.x && f.y === at.y);
  if (!eaten.length) return;
  for (const figure of eaten) returnFigure(draft, figure, ctx.events);
  // a builder or pig whose last follower on its feature was eaten goes home too
  returnLoneCompanions(draft, ctx.rules, ctx.events);
}

function stepChoices(state: GameState): DecisionChoice[] {
  return dragonSteps(state).map(({ x, y, direction }) => ({
    action: MOVE_DRAGON,
    args: { x, y },
    params: { direction, figures: state.figures.filter((f) => f.x === x && f.y === y).length },
    at: { x, y },
  }));
}

function decideStep(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext) {
  const flight = slotIn(draft).flight;
  const to = choice?.at;
  if (!flight || !to) return { why: 'choice-not-offered' as const, params: { action: MOVE_DRAGON } };
  withNeutral(draft, { kind: DRAGON_FIGURE, x: to.x, y: to.y });
  write(draft, { flight: { visited: [...flight.visited, positionKey(to.x, to.y)], steps: flight.steps + 1 } });
  ctx.events.push({
    type: 'expansion',
    module: PRINCESS_DRAGON,
    what: 'dragon-step',
    data: { player: decision.player, x: to.x, y: to.y, step: flight.steps + 1 },
  });
  eat(draft, to, ctx);
  askStep(draft, ctx);
  return null;
}

// ---- the figure step: fairy, portal, princess ----

const spotArgs = (state: GameState, figure: { x: number; y: number; feature: number }) => {
  const placed = tileAt(state.board, figure.x, figure.y) as PlacedTile;
  const tile = orientedOf(placed);
  const kind = tile.type.features[figure.feature]?.kind ?? '';
  return { x: figure.x, y: figure.y, feature: kind, where: placeName(tile, figure.feature) };
};

/** Moving the fairy beside one of the player's own followers (not the one it stands beside already). */
function fairyActions(state: GameState, rules: Rules, player: string): ActionChoice[] {
  const current = slotIn(state).fairy?.follower;
  const seen = new Set<string>();
  const actions: ActionChoice[] = [];
  for (const figure of state.figures) {
    if (figure.player !== player || figure.id === current || !isFollower(rules, figure.kind)) continue;
    const args = spotArgs(state, figure);
    const key = `${figure.x},${figure.y},${figure.feature}`;
    if (seen.has(key)) continue;
    seen.add(key);
    actions.push({
      action: MOVE_FAIRY,
      args,
      params: { figure: figure.kind, feature: args.feature },
      at: { x: figure.x, y: figure.y, feature: figure.feature },
    });
  }
  return actions;
}

/**
 * Through the portal: every unoccupied, unfinished feature of every other tile in play that this follower
 * kind may stand on (the portal tile's own spots are the ordinary figure step's), never the dragon's tile.
 */
function portalSpots(state: GameState, rules: Rules, figure: string, player: string): DecisionChoice[] {
  const at = state.turn.placed;
  const allowed = rules.placements.get(figure);
  if (!at || !allowed) return [];
  const fields = state.expansions.includes('farmers');
  const spots: DecisionChoice[] = [];
  const open = new Map<number, boolean>();
  for (const other of state.board) {
    if ((other.x === at.x && other.y === at.y) || figureAtRefusal(state, rules, other, figure, player)) continue;
    const tile = orientedOf(other);
    tile.type.features.forEach(({ kind }, feature) => {
      if (!allowed.has(kind) || (kind === 'field' && !fields)) return;
      const root = find(state.nodes, other.nodes[feature] as number);
      let free = open.get(root);
      if (free === undefined) {
        const node = state.nodes[root];
        const rule = rules.features.get(kind);
        free = Boolean(node && rule && !rule.isComplete({ root, node, state }) && !figuresOn(state, root).length);
        open.set(root, free);
      }
      if (!free) return;
      spots.push({
        action: PORTAL_SPOT,
        args: { x: other.x, y: other.y, feature: kind, where: placeName(tile, feature) },
        params: { figure, feature: kind },
        at: { x: other.x, y: other.y, feature },
      });
    });
  }
  return spots;
}

/** One portal action per follower kind in the supply that has somewhere to go; the spot is asked next. */
function portalActions(state: GameState, rules: Rules, player: string): ActionChoice[] {
  const supply = state.players[state.turn.player]?.supply ?? {};
  return [...rules.figures.values()]
    .filter((f) => isFollower(rules, f.id) && (supply[f.id] ?? 0) > 0)
    .filter((f) => portalSpots(state, rules, f.id, player).length > 0)
    .map((f) => ({ action: USE_PORTAL, args: { figure: f.id }, params: { figure: f.id } }));
}

/** The follower goes where the player chose; declined, it stays in the supply (the figure step is over). */
function throughPortal(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext) {
  const at = choice?.at;
  const figure = String(decision.data?.figure);
  if (!at || at.feature === undefined) return null;
  placeFigure(draft, decision.player, figure, at.x, at.y, at.feature, ctx.events);
  ctx.events.push({
    type: 'expansion',
    module: PRINCESS_DRAGON,
    what: 'portal',
    data: { player: decision.player, figure, x: at.x, y: at.y },
  });
  return null;
}

/** The knights (followers) of the city the princess tile extends, one choice per figure's place. */
function princessActions(state: GameState, rules: Rules, placed: PlacedTile): ActionChoice[] {
  const tile = orientedOf(placed);
  const roots = new Set<number>();
  tile.type.features.forEach((feature, index) => {
    if (feature.kind === 'city' && feature.marks?.[PRINCESS])
      roots.add(find(state.nodes, placed.nodes[index] as number));
  });
  const actions: ActionChoice[] = [];
  const seen = new Set<string>();
  for (const root of roots) {
    for (const figure of figuresOn(state, root)) {
      if (!isFollower(rules, figure.kind)) continue;
      const args = { ...spotArgs(state, figure), owner: figure.player, figure: figure.kind };
      const key = JSON.stringify(args);
      if (seen.has(key)) continue;
      seen.add(key);
      actions.push({
        action: PRINCESS_REMOVES,
        args,
        params: { owner: figure.player, figure: figure.kind },
        at: { x: figure.x, y: figure.y, feature: figure.feature },
      });
    }
  }
  return actions;
}

function actions(state: GameState): ActionChoice[] {
  if (state.turn.step !== 'placeFigure') return [];
  const here = placedThisTurn(state);
  const player = activePlayer(state)?.id;
  if (!here || !player) return [];
  const rules = rulesFor(state.expansions);
  const list = fairyActions(state, rules, player);
  if (here.symbol === PORTAL) list.push(...portalActions(state, rules, player));
  if (here.symbol === PRINCESS) list.push(...princessActions(state, rules, here.placed));
  return list;
}

/** The figure standing at the place an action names (x, y, feature kind, where), with a test. */
function figureNamed(state: GameState, args: Record<string, unknown> | undefined, test: (f: Figure) => boolean) {
  return state.figures.find((f) => {
    if (f.x !== args?.x || f.y !== args?.y || !test(f)) return false;
    const named = spotArgs(state, f);
    return named.feature === args.feature && named.where === args.where;
  });
}

function applyAction(draft: GameState, choice: ActionChoice, ctx: TurnContext): Refusal | null {
  const player = activePlayer(draft)?.id ?? '';
  const args = choice.args;
  switch (choice.action) {
    case MOVE_FAIRY: {
      const follower = figureNamed(draft, args, (f) => f.player === player && isFollower(ctx.rules, f.kind));
      if (!follower) return { why: 'action-not-offered', params: { action: MOVE_FAIRY } };
      withNeutral(draft, { kind: FAIRY, x: follower.x, y: follower.y, feature: follower.feature });
      write(draft, { fairy: { follower: follower.id, player, kind: follower.kind } });
      const { x, y } = follower;
      ctx.events.push({ type: 'expansion', module: PRINCESS_DRAGON, what: 'fairy', data: { player, x, y } });
      return null;
    }
    case USE_PORTAL: {
      const figure = String(args?.figure);
      ctx.ask({ module: PRINCESS_DRAGON, kind: PORTAL_DECISION, player, optional: true, data: { figure } });
      return null;
    }
    case PRINCESS_REMOVES: {
      const knight = figureNamed(draft, args, (f) => f.player === args?.owner && f.kind === args?.figure);
      if (!knight) return { why: 'action-not-offered', params: { action: PRINCESS_REMOVES } };
      returnFigure(draft, knight, ctx.events);
      // a builder left without its owner's last knight in the city goes home too
      returnLoneCompanions(draft, ctx.rules, ctx.events);
      forgetGoneFollower(draft);
      ctx.events.push({
        type: 'expansion',
        module: PRINCESS_DRAGON,
        what: 'princess',
        data: { player, owner: knight.player, x: knight.x, y: knight.y },
      });
      return null;
    }
    default:
      return null;
  }
}

// ---- the fairy's points ----

/** The fairy stays on its tile when its follower leaves, but stands beside nobody any more. */
function forgetGoneFollower(draft: GameState) {
  if (slotIn(draft).fairy && !fairyFollower(draft)) write(draft, { fairy: undefined });
}

/** 1A: the fairy beside one of the active player's followers pays 1 (not again on a builder's extra tile). */
function turnStart(draft: GameState, ctx: TurnContext) {
  const follower = fairyFollower(draft);
  if (follower && follower.player === activePlayer(draft)?.id) {
    ctx.award({
      player: follower.player,
      points: FAIRY_TURN_POINTS,
      source: { module: PRINCESS_DRAGON, why: 'fairy-turn', robbable: true },
    });
  }
  return undefined;
}

/** 3B: the fairy's follower's feature scores: 3 to its owner, winner or not; the fairy stays where it is. */
function payFairy(draft: GameState, root: number, ctx: TurnContext) {
  const follower = fairyFollower(draft);
  if (!follower || figureRoot(draft, follower) !== root) return;
  ctx.award({
    player: follower.player,
    points: FAIRY_FEATURE_POINTS,
    source: { module: PRINCESS_DRAGON, why: 'fairy-feature', robbable: true },
  });
  write(draft, { fairy: undefined });
}

const onCompleted = (draft: GameState, { root }: FeatureView, ctx: TurnContext) => payFairy(draft, root, ctx);

/** An abbot called back scores its monastery or garden: with the fairy beside it, its owner takes 3 too. */
function onPoints(draft: GameState, award: PointsAward, ctx: TurnContext) {
  const link = slotIn(draft).fairy;
  const fairy = fairyOf(draft);
  if (link?.kind !== 'abbot' || !fairy || fairy.feature === undefined || !('feature' in award.source)) return;
  if (award.source.final || award.player !== link.player || fairyFollower(draft)) return;
  const placed = tileAt(draft.board, fairy.x, fairy.y);
  if (!placed || find(draft.nodes, placed.nodes[fairy.feature] as number) !== award.source.feature) return;
  write(draft, { fairy: undefined });
  ctx.award({
    player: link.player,
    points: FAIRY_FEATURE_POINTS,
    source: { module: PRINCESS_DRAGON, why: 'fairy-feature', robbable: true },
  });
}

/** Before final scoring: every feature holding figures scores, the fairy's follower's too. */
function beforeFinal(draft: GameState, ctx: TurnContext) {
  const follower = fairyFollower(draft);
  if (follower) payFairy(draft, figureRoot(draft, follower), ctx);
}

/** The turn's tidy: a fairy whose follower left the board (a crop circle, an order) stands beside nobody. */
function turnEnd(draft: GameState) {
  forgetGoneFollower(draft);
  return undefined;
}

const tokens = (state: GameState, player: string): Record<string, number> => ({
  fairy: fairyFollower(state)?.player === player ? 1 : 0,
});

export const princessDragonModule: RuleModule = {
  id: PRINCESS_DRAGON,
  tiles: PD_TILES,
  // the later edition's garden tiles come with the base game's (the Abbot presets tileSet 'gardens')
  tileCounts: (options) => (options.tileSet === 'gardens' ? PD_GARDEN_SET : PD_SET),
  neutralFigures: [DRAGON_FIGURE, FAIRY],
  figureActions: [MOVE_FAIRY, USE_PORTAL, PRINCESS_REMOVES],
  options: [
    {
      name: DRAGON_MOVES,
      description:
        'When a dragon tile makes the dragon fly: "before-scoring" (Hans im Glück: right after the figure ' +
        'step, so it may eat followers of a feature the tile completes) or "after-scoring" (the Rio ' +
        'Grande Games order of play, step 3D).',
      values: ['before-scoring', 'after-scoring'],
      default: 'before-scoring',
    },
    {
      name: VOLCANO_FIGURES,
      description:
        'Figures on the dragon\'s tile: "none" (current rules: no follower, builder or pig) or ' +
        '"builder-pig" (the older Romanian edition: a builder or pig may still go on a volcano tile).',
      values: ['none', 'builder-pig'],
      default: 'none',
    },
  ],
  phases: {
    turnStart: (draft, ctx) => turnStart(draft, ctx),
    afterTile: (draft, ctx) => afterTile(draft, ctx),
    afterFigure: flyAt('before-scoring'),
    afterScoring: flyAt('after-scoring'),
    turnEnd: (draft) => turnEnd(draft),
  },
  hooks: {
    setAsideDrawn: (draft, tile, ctx) => setAsideDrawn(draft, tile, ctx),
    heldTiles: (state) => slotIn(state).setAside ?? [],
    checkFigureAt: (state, at, figure) => checkFigureAt(state, at, figure),
    actions: (state) => actions(state),
    applyAction: (draft, choice, ctx) => applyAction(draft, choice, ctx),
    choices: (state, decision) =>
      decision.kind === PORTAL_DECISION
        ? portalSpots(state, rulesFor(state.expansions), String(decision.data?.figure), decision.player)
        : stepChoices(state),
    decide: (draft, decision, choice, ctx) =>
      decision.kind === PORTAL_DECISION
        ? throughPortal(draft, decision, choice, ctx)
        : decideStep(draft, decision, choice, ctx),
    onCompleted: (draft, feature, ctx) => onCompleted(draft, feature, ctx),
    onPoints: (draft, award, ctx) => onPoints(draft, award, ctx),
    beforeFinal: (draft, ctx) => beforeFinal(draft, ctx),
    tokens: (state, player) => tokens(state, player),
  },
};
