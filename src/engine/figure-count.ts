// A player's figures all told (on the board, in the supply, held by a module), before and after a move:
// the check of the expansions whose moves only carry figures from one place to another.
import type { Rules } from './modules/registry';
import type { GameState } from './types';

/**
 * Figures of each kind a player begins with: the kinds' `perPlayer`, and the extra ones modules give for
 * the game's options (extraFigures).
 */
export function figuresPerPlayer(rules: Rules, options: Record<string, unknown>): Record<string, number> {
  const each: Record<string, number> = {};
  for (const figure of rules.figures.values()) each[figure.id] = figure.perPlayer;
  for (const module of rules.modules) {
    for (const [kind, n] of Object.entries(module.extraFigures?.(options) ?? {})) {
      if (each[kind] !== undefined) each[kind] += n;
    }
  }
  return each;
}

/** Every figure of `player`: on the board, in the supply, and held by modules (heldFigures hooks). */
export function figuresAllTold(state: GameState, player: string, rules: Rules): number {
  const supply = state.players.find((p) => p.id === player)?.supply ?? {};
  let count = state.figures.filter((f) => f.player === player).length;
  for (const n of Object.values(supply)) count += n;
  for (const hook of rules.hooks.heldFigures) for (const n of Object.values(hook.run(state, player))) count += n;
  return count;
}

/** The first player of `after` whose figures all told differ from `before`, with both counts. */
export function figureCountChanged(
  before: GameState,
  after: GameState,
  rules: Rules,
): { player: string; was: number; is: number } | null {
  for (const { id } of after.players) {
    const was = figuresAllTold(before, id, rules);
    const is = figuresAllTold(after, id, rules);
    if (was !== is) return { player: id, was, is };
  }
  return null;
}
