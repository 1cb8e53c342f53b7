// The registry of lines a rule module adds to the whole game in the panel, under the tiles left (where the
// Wheel of Fortune's big pig stands, when no wheel board is on the table). Each module words its own line
// through the catalog; the panel shows the lines of a game's enabled modules, in module order.
import type { GameState } from '../../src/engine';
import type { Translate } from '../../src/i18n';
import { linesOfModules } from './module-lines';

/** A module's line for the whole game (or several), or null when it has nothing to say. */
export type GameLine = (state: GameState, t: Translate) => string | readonly string[] | null;

const registry = new Map<string, GameLine>();

/** Registers a module's game-wide line, under the module's id. */
export function registerGameLine(module: string, line: GameLine): void {
  registry.set(module, line);
}

/** The lines the game's enabled modules add to the whole game. */
export function gameLines(state: GameState, t: Translate): string[] {
  return linesOfModules(state, (module) => registry.get(module)?.(state, t));
}
