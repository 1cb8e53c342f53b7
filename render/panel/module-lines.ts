// The panel's lines from the game's enabled modules, in module order: what each module's registered line
// says (a line, several, or nothing). The players' lines and the game's lines are both made this way.
import type { GameState } from '../../src/engine';
import { ALL_MODULES } from '../../src/engine';

/** What a module's line says: a line, several, or nothing. */
export type ModuleLine = string | readonly string[] | null | undefined;

/** The lines `lineOf` gives for each module enabled in the game, in module order. */
export function linesOfModules(state: GameState, lineOf: (module: string) => ModuleLine): string[] {
  return ALL_MODULES.flatMap((module) => {
    const line = state.expansions.includes(module.id) ? lineOf(module.id) : null;
    return line ? [line].flat() : [];
  });
}
