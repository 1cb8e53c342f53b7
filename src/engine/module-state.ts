// A rule module's own slot in the game state, and figures moved or sent home outside scoring. Module
// code changes the game only through these and the TurnContext, so every change replaces containers.
import { figureRoots } from './figure-roots';
import { hasPhase, type Rules } from './modules/registry';
import { updatePlayer } from './scoring';
import type { Figure, GameEvent, GameState } from './types';

/** The module's slot, or `initial` when the module has written none yet. */
export const slotOf = <T>(state: GameState, module: string, initial: T): T =>
  (state.modules?.[module] as T | undefined) ?? initial;

// The record of slots a draft made its own in the move under way: a move writes slots many times (a
// phase, its decision, the next phase ...), and only its first write needs a copy. A state handed out
// is a draft no more (the next move drafts a new object), so it is never written again.
let ownSlots: { draft: GameState; modules: Record<string, unknown> } | undefined;

/** Replaces the module's slot on a draft (the value is plain JSON). */
export function writeSlot<T>(draft: GameState, module: string, value: T) {
  const modules = draft.modules;
  if (modules && ownSlots?.draft === draft && ownSlots.modules === modules) {
    modules[module] = value;
    return;
  }
  // copied, then written: the copy of the record (of many shapes from game to game) is the costly part, and
  // a spread with the key in one literal was slower still
  const copy: Record<string, unknown> = { ...modules };
  copy[module] = value;
  draft.modules = copy;
  ownSlots = { draft, modules: copy };
}

/** A figure leaves the board for its owner's supply (not through scoring: a crop circle, an order ...). */
export function returnFigure(draft: GameState, figure: Figure, events: GameEvent[]) {
  draft.figures = draft.figures.filter((f) => f.id !== figure.id);
  updatePlayer(draft, figure.player, (p) => ({
    ...p,
    supply: { ...p.supply, [figure.kind]: (p.supply[figure.kind] ?? 0) + 1 },
  }));
  events.push({ type: 'figureReturned', player: figure.player, figure: figure.kind, x: figure.x, y: figure.y });
}

/** No second figure comes this turn (2B-2: the phantom), in a game that has that step. */
export function barSecondFigure(draft: GameState, rules: Rules) {
  if (hasPhase(rules, 'secondFigure')) draft.turn.secondFigureBarred = true;
}

/** The active player plays one more turn after this one (and after any extra turn already due): an order ... */
export function oweExtraTurn(draft: GameState, module: string) {
  draft.turn = { ...draft.turn, owed: [...(draft.turn.owed ?? []), module] };
}

// the figure kinds of the last rules asked about that stand only beside their owner's follower (keyed by
// identity, safely: a Rules object is readonly and built once per set of expansions)
let companions: { rules: Rules; kinds: Set<string> } | undefined;

function companionKinds(rules: Rules): Set<string> {
  if (companions?.rules !== rules) {
    const kinds = [...rules.figures.values()].filter((f) => f.placement === 'own').map((f) => f.id);
    companions = { rules, kinds: new Set(kinds) };
  }
  return companions.kinds;
}

/**
 * Figures that stand only beside their owner's follower (placement 'own': the builder, the pig) go home
 * when no other figure of their owner is left on their feature (after scoring, an order, a crop circle).
 */
export function returnLoneCompanions(draft: GameState, rules: Rules, events: GameEvent[]) {
  // plain loops: this runs twice every turn, and most turns nobody has a companion out
  const figures = draft.figures;
  const kinds = companionKinds(rules);
  if (!kinds.size || !figures.some((f) => kinds.has(f.kind))) return;
  const isCompanion = figures.map((f) => kinds.has(f.kind));
  const roots = figureRoots(draft);
  const alone: Figure[] = [];
  for (let i = 0; i < figures.length; i++) {
    if (!isCompanion[i]) continue;
    const companion = figures[i] as Figure;
    let followed = false;
    for (let j = 0; j < figures.length && !followed; j++) {
      followed = !isCompanion[j] && roots[j] === roots[i] && (figures[j] as Figure).player === companion.player;
    }
    if (!followed) alone.push(companion);
  }
  for (const figure of alone) returnFigure(draft, figure, events);
}
