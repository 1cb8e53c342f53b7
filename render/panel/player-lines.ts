// The registry of lines a rule module adds under a player in the panel's players table (where the
// messenger and the robber stand on the score track ...). Each module words its own line through the
// catalog; the panel shows the lines of a game's enabled modules, in module order.
import type { GameState } from '../../src/engine';
import type { Translate } from '../../src/i18n';
import { linesOfModules } from './module-lines';

/** A module's line for one player (or several: the King and the Robber Baron), or null when it has nothing to say. */
export type PlayerLine = (state: GameState, player: string, t: Translate) => string | readonly string[] | null;

const registry = new Map<string, PlayerLine>();

/** Registers a module's line under each player, under the module's id. */
export function registerPlayerLine(module: string, line: PlayerLine): void {
  registry.set(module, line);
}

/** The lines the game's enabled modules add under a player. */
export function playerLines(state: GameState, player: string, t: Translate): string[] {
  return linesOfModules(state, (module) => registry.get(module)?.(state, player, t));
}
