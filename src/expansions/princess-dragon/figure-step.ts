// Princess & Dragon in the figure step, instead of a figure: move the fairy beside one of your followers,
// put a follower anywhere in play through a magic portal, or, with a princess tile extending an occupied
// city, send one knight there home (and then no figure this turn). Each action asks its player at once
// where (a decision whose answers lie on the board, numbered there), so a board-wide list never has to
// fit on buttons. An action is offered only when it has an answer, and its decision must be answered.
import { tileAt } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import { figuresOn } from '../../engine/figure-roots';
import { figureAtRefusal, placeName } from '../../engine/figures';
import { returnFigure, returnLoneCompanions } from '../../engine/module-state';
import type { ActionChoice, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import { figuresAtPlace } from '../../engine/shared-places';
import type { Decision, DecisionChoice, Figure, GameState, PlacedTile, Refusal } from '../../engine/types';
import { find } from '../../engine/union-find';
import {
  activePlayer,
  FAIRY,
  FAIRY_BESIDE,
  forgetGoneFollower,
  isFollower,
  MOVE_FAIRY,
  PORTAL_SPOT,
  PRINCESS_DRAGON,
  PRINCESS_KNIGHT,
  PRINCESS_REMOVES,
  placedThisTurn,
  slotIn,
  USE_PORTAL,
  withNeutral,
  write,
} from './state';
import { PORTAL, PRINCESS } from './tiles';

/** Where a figure stands, as a scenario names it: tile, feature kind and place on the tile. */
function placeOf(state: GameState, figure: Figure) {
  const tile = orientedOf(tileAt(state.board, figure.x, figure.y) as PlacedTile);
  const kind = tile.type.features[figure.feature]?.kind ?? '';
  return { x: figure.x, y: figure.y, feature: kind, where: placeName(tile, figure.feature) };
}

const onBoard = (figure: Figure) => ({ x: figure.x, y: figure.y, feature: figure.feature });

/** Whether the fairy may go beside this figure: one of the player's followers it does not stand beside. */
const fairyMayJoin = (rules: Rules, figure: Figure, player: string, current: string | undefined) =>
  figure.player === player && figure.id !== current && isFollower(rules, figure.kind);

/** Beside which of the player's own followers the fairy may go (not the one it stands beside already). */
function fairyChoices(state: GameState, rules: Rules, player: string): DecisionChoice[] {
  const current = slotIn(state).fairy?.follower;
  const seen = new Set<string>();
  const choices: DecisionChoice[] = [];
  for (const figure of state.figures) {
    if (!fairyMayJoin(rules, figure, player, current)) continue;
    const key = `${figure.x},${figure.y},${figure.feature}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const args = placeOf(state, figure);
    choices.push({
      action: FAIRY_BESIDE,
      args,
      params: { figure: figure.kind, feature: args.feature },
      at: onBoard(figure),
    });
  }
  return choices;
}

/**
 * Through the portal: every unoccupied, unfinished feature of every other tile in play that this follower
 * kind may stand on (the portal tile's own spots are the ordinary figure step's), never the dragon's tile.
 * With `first`, only the first (for whether the portal is offered at all).
 */
function portalChoices(
  state: GameState,
  rules: Rules,
  figure: string,
  player: string,
  first = false,
): DecisionChoice[] {
  const at = state.turn.placed;
  const allowed = rules.placements.get(figure);
  if (!at || !allowed) return [];
  const fields = state.expansions.includes('farmers');
  const choices: DecisionChoice[] = [];
  const free = new Map<number, boolean>();
  for (const other of state.board) {
    if ((other.x === at.x && other.y === at.y) || figureAtRefusal(state, rules, other, figure, player)) continue;
    const tile = orientedOf(other);
    const features = tile.type.features;
    for (let feature = 0; feature < features.length; feature++) {
      const { kind } = features[feature] as (typeof features)[number];
      if (!allowed.has(kind) || (kind === 'field' && !fields)) continue;
      const root = find(state.nodes, other.nodes[feature] as number);
      let open = free.get(root);
      if (open === undefined) {
        const node = state.nodes[root];
        const rule = rules.features.get(kind);
        // nobody on it, nor on a feature that is one place with it (a German monastery's abbot: fn 268)
        open = Boolean(node && rule && !rule.isComplete({ root, node, state }) && !figuresAtPlace(state, root).length);
        free.set(root, open);
      }
      if (!open) continue;
      choices.push({
        action: PORTAL_SPOT,
        args: { x: other.x, y: other.y, feature: kind, where: placeName(tile, feature) },
        params: { figure, feature: kind },
        at: { x: other.x, y: other.y, feature },
      });
      if (first) return choices;
    }
  }
  return choices;
}

/** The knights (followers) of the city or cities the princess tile extends, whoever's they are. */
function princessChoices(state: GameState, rules: Rules, placed: PlacedTile): DecisionChoice[] {
  const tile = orientedOf(placed);
  const roots = new Set<number>();
  tile.type.features.forEach((feature, index) => {
    if (feature.kind === 'city' && feature.marks?.[PRINCESS])
      roots.add(find(state.nodes, placed.nodes[index] as number));
  });
  const choices: DecisionChoice[] = [];
  const seen = new Set<string>();
  for (const root of roots) {
    for (const figure of figuresOn(state, root)) {
      if (!isFollower(rules, figure.kind)) continue;
      const args = { ...placeOf(state, figure), owner: figure.player, figure: figure.kind };
      const key = JSON.stringify(args);
      if (seen.has(key)) continue;
      seen.add(key);
      choices.push({
        action: PRINCESS_KNIGHT,
        args,
        params: { owner: figure.player, figure: figure.kind },
        at: onBoard(figure),
      });
    }
  }
  return choices;
}

/** The answers to one of the figure step's decisions (kind = the action that asked it). */
export function figureStepChoices(state: GameState, decision: Decision, rules: Rules): DecisionChoice[] {
  switch (decision.kind) {
    case MOVE_FAIRY:
      return fairyChoices(state, rules, decision.player);
    case USE_PORTAL:
      return portalChoices(state, rules, String(decision.data?.figure), decision.player);
    case PRINCESS_REMOVES: {
      const here = placedThisTurn(state);
      return here ? princessChoices(state, rules, here.placed) : [];
    }
    default:
      return [];
  }
}

/** The turn's mark of a follower gone through the portal (TurnState.usedThisTurn). */
const PORTAL_USED = `${PRINCESS_DRAGON}.portal`;

/**
 * fn 214: a follower placed after the figure step (a phantom) may use the portal of the tile just placed
 * when no follower used it in the figure step: the same places as the portal's (followerPlacesBeyond).
 */
export function portalPlacesBeyond(state: GameState, player: string, figure: string, rules: Rules) {
  const here = placedThisTurn(state);
  if (here?.symbol !== PORTAL || !isFollower(rules, figure)) return [];
  if (state.turn.usedThisTurn?.includes(PORTAL_USED)) return [];
  return portalChoices(state, rules, figure, player).flatMap((choice) =>
    choice.at?.feature === undefined ? [] : [{ ...choice.at, feature: choice.at.feature }],
  );
}

/** Offered in the figure step: the fairy, a portal per follower kind in the supply, the princess. */
export function figureStepActions(state: GameState, rules: Rules): ActionChoice[] {
  if (state.turn.step !== 'placeFigure') return [];
  const here = placedThisTurn(state);
  const player = activePlayer(state)?.id;
  if (!here || !player) return [];
  const actions: ActionChoice[] = [];
  // only whether each action has an answer: the answers are listed when the action is taken
  const current = slotIn(state).fairy?.follower;
  if (state.figures.some((figure) => fairyMayJoin(rules, figure, player, current)))
    actions.push({ action: MOVE_FAIRY });
  if (here.symbol === PORTAL) {
    const supply = activePlayer(state)?.supply ?? {};
    for (const figure of rules.figures.values()) {
      if (!isFollower(rules, figure.id) || (supply[figure.id] ?? 0) < 1) continue;
      if (portalChoices(state, rules, figure.id, player, true).length) {
        actions.push({ action: USE_PORTAL, args: { figure: figure.id }, params: { figure: figure.id } });
      }
    }
  }
  if (here.symbol === PRINCESS && princessChoices(state, rules, here.placed).length) {
    actions.push({ action: PRINCESS_REMOVES });
  }
  return actions;
}

/** The action taken: its decision is asked of the active player at once. */
export function askWhere(draft: GameState, choice: ActionChoice, ctx: TurnContext): Refusal | null {
  if (![MOVE_FAIRY, USE_PORTAL, PRINCESS_REMOVES].includes(choice.action)) return null;
  const player = activePlayer(draft)?.id ?? '';
  const data = choice.action === USE_PORTAL ? { figure: String(choice.args?.figure) } : {};
  ctx.ask({ module: PRINCESS_DRAGON, kind: choice.action, player, data });
  return null;
}

/** The answer: the fairy moves, the follower goes through the portal, or the knight goes home. */
export function answerWhere(draft: GameState, decision: Decision, choice: DecisionChoice, ctx: TurnContext) {
  const player = decision.player;
  const at = choice.at;
  if (!at || at.feature === undefined) return;
  const standing = (f: Figure) => f.x === at.x && f.y === at.y && f.feature === at.feature;
  switch (choice.action) {
    case FAIRY_BESIDE: {
      const follower = draft.figures.find((f) => standing(f) && f.player === player && isFollower(ctx.rules, f.kind));
      if (!follower) return;
      withNeutral(draft, { kind: FAIRY, ...onBoard(follower) });
      write(draft, { fairy: { follower: follower.id, player, kind: follower.kind } });
      ctx.events.push({
        type: 'expansion',
        module: PRINCESS_DRAGON,
        what: 'fairy',
        data: { player, x: at.x, y: at.y },
      });
      return;
    }
    case PORTAL_SPOT: {
      const figure = String(decision.data?.figure);
      ctx.placeFigure({ player, kind: figure, at: { x: at.x, y: at.y, feature: at.feature } });
      // one follower a turn through the portal (fn 214): a later figure of the turn may not use it again
      draft.turn = { ...draft.turn, usedThisTurn: [...(draft.turn.usedThisTurn ?? []), PORTAL_USED] };
      const data = { player, figure, x: at.x, y: at.y };
      ctx.events.push({ type: 'expansion', module: PRINCESS_DRAGON, what: 'portal', data });
      return;
    }
    case PRINCESS_KNIGHT: {
      const owner = choice.args?.owner;
      const knight = draft.figures.find((f) => standing(f) && f.player === owner && f.kind === choice.args?.figure);
      if (!knight) return;
      returnFigure(draft, knight, ctx.events);
      // a builder left without its owner's last knight in the city goes home too
      returnLoneCompanions(draft, ctx.rules, ctx.events);
      forgetGoneFollower(draft);
      const data = { player, owner: knight.player, x: knight.x, y: knight.y };
      ctx.events.push({ type: 'expansion', module: PRINCESS_DRAGON, what: 'princess', data });
      return;
    }
  }
}
