// The Festival (classic-and-all-expansions.md §20, fn 203–207; order of play 2B-1 (e)): after placing a
// festival tile the player may, instead of a figure on it, take one of their own figures back from
// anywhere to their supply: followers, big followers, abbots, mayors, wagons, builders, pigs, barns
// (fn 204), and followers in the city of Carcassonne's quarters, the count's too (fn 205); never a
// prisoner of a tower. Or neither. Taking one back is the turn's figure placement (fn 207: no fairy move).
// Module files import no catalog or scoring (they import the registry, which imports the modules).
import { tileAt } from '../../engine/board';
import { orientedOf } from '../../engine/catalog';
import { placeName } from '../../engine/figures';
import { returnFigure } from '../../engine/module-state';
import type { ActionChoice, RuleModule, TurnContext } from '../../engine/modules/module';
import type { Rules } from '../../engine/modules/registry';
import type { Decision, DecisionChoice, Figure, GameState, Refusal } from '../../engine/types';
import { FESTIVAL_SET, FESTIVAL_TILES } from './tiles';

export const FESTIVAL = 'festival';
/** The figure-step action: no args; asks the `return` decision. */
export const CELEBRATE = 'festival';
/** The decision: which figure goes home (optional: declined, none does). */
export const RETURN = 'return';
/** Answers: a figure on the board `{figure, x, y, where}`, or one held off it `{figure, place}` (a quarter). */
export const RETURN_FIGURE = 'return-figure';
export const RETURN_HELD = 'return-held';

const FESTIVAL_IDS = new Set(FESTIVAL_TILES.map((t) => t.id));

const activePlayer = (state: GameState) => state.players[state.turn.player];

/** The tile placed this turn is a festival tile and the figure step is on. */
function festivalTurn(state: GameState): boolean {
  const at = state.turn.placed;
  if (state.turn.step !== 'placeFigure' || !at) return false;
  const placed = tileAt(state.board, at.x, at.y);
  return !!placed && FESTIVAL_IDS.has(placed.tile);
}

/** Where a figure stands, as the choices name it: the tile and the place on it as it lies. */
function spotOf(state: GameState, figure: Figure) {
  const placed = tileAt(state.board, figure.x, figure.y);
  const where = placed ? placeName(orientedOf(placed), figure.feature) : '';
  const kind = placed ? (state.nodes[placed.nodes[figure.feature] as number]?.kind ?? '') : '';
  return { where, kind };
}

/** Every own figure the player may take back: on the board (one choice per place and kind), then held. */
export function returnChoices(state: GameState, rules: Rules, player: string): DecisionChoice[] {
  const seen = new Set<string>();
  const onBoard = state.figures.flatMap((figure): DecisionChoice[] => {
    if (figure.player !== player) return [];
    const { where, kind } = spotOf(state, figure);
    const args = { figure: figure.kind, x: figure.x, y: figure.y, where };
    const key = JSON.stringify(args);
    if (seen.has(key)) return [];
    seen.add(key);
    return [
      {
        action: RETURN_FIGURE,
        args,
        params: { figure: figure.kind, feature: kind, x: figure.x, y: figure.y },
        at: { x: figure.x, y: figure.y, feature: figure.feature },
      },
    ];
  });
  const held = rules.hooks.returnableHeld.flatMap((hook) =>
    hook.run(state, player).map(({ place, figure }) => ({
      action: RETURN_HELD,
      args: { figure, place },
      params: { figure, place },
    })),
  );
  return [...onBoard, ...held];
}

/** Whether returnChoices offers anything: each own figure on the board is a choice, and each one held. */
function anyReturnable(state: GameState, rules: Rules, player: string): boolean {
  for (const figure of state.figures) if (figure.player === player) return true;
  return rules.hooks.returnableHeld.some((hook) => hook.run(state, player).length > 0);
}

/** Offered on a festival tile while the player has a figure to take back. */
function festivalActions(state: GameState, rules: Rules): ActionChoice[] {
  const player = activePlayer(state);
  if (!player || !festivalTurn(state) || !anyReturnable(state, rules, player.id)) return [];
  const at = state.turn.placed as { x: number; y: number };
  return [{ action: CELEBRATE, at: { x: at.x, y: at.y } }];
}

function celebrate(_draft: GameState, choice: ActionChoice, ctx: TurnContext): Refusal | null {
  if (choice.action !== CELEBRATE) return null;
  const player = activePlayer(_draft);
  if (!player) return { why: 'action-not-offered', params: { action: CELEBRATE } };
  ctx.ask({ module: FESTIVAL, kind: RETURN, player: player.id, optional: true });
  return null;
}

function decide(draft: GameState, decision: Decision, choice: DecisionChoice | null, ctx: TurnContext): Refusal | null {
  if (decision.kind !== RETURN) return null;
  const player = decision.player;
  if (!choice) {
    ctx.events.push({ type: 'expansion', module: FESTIVAL, what: 'declined', data: { player } });
    return null;
  }
  const figure = String(choice.args?.figure ?? '');
  if (choice.action === RETURN_HELD) {
    const place = String(choice.args?.place ?? '');
    const back = ctx.rules.hooks.returnHeld.some((hook) => hook.run(draft, player, { place, figure }, ctx));
    if (!back) return { why: 'festival.figure-not-there' };
    ctx.events.push({ type: 'expansion', module: FESTIVAL, what: 'returned-held', data: { player, figure, place } });
    return null;
  }
  const at = choice.at;
  const taken = draft.figures.find(
    (f) => f.player === player && f.kind === figure && f.x === at?.x && f.y === at?.y && f.feature === at?.feature,
  );
  if (!taken) return { why: 'festival.figure-not-there' };
  const { kind } = spotOf(draft, taken);
  ctx.events.push({
    type: 'expansion',
    module: FESTIVAL,
    what: 'returned',
    data: { player, figure, feature: kind, x: taken.x, y: taken.y },
  });
  returnFigure(draft, taken, ctx.events);
  return null;
}

export const festivalModule: RuleModule = {
  id: FESTIVAL,
  tiles: FESTIVAL_TILES,
  tileCounts: () => FESTIVAL_SET,
  figureActions: [CELEBRATE],
  hooks: {
    actions: festivalActions,
    applyAction: celebrate,
    choices: (state, decision, rules) => (decision.kind === RETURN ? returnChoices(state, rules, decision.player) : []),
    decide,
  },
};
