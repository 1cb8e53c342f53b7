// Where a module's decision answers are numbered on a tile, when the tile's centre or a feature's anchor
// does not say it (the ways a ferry may cross its lake). Registered by the module's art, keyed by module id.
import type { DecisionChoice, GameState } from '../../src/engine';
import type { Point } from '../geometry/point';

/** The point in the unit tile where a choice's number goes, or undefined for the default. */
export type ChoiceAnchor = (state: GameState, choice: DecisionChoice) => Point | undefined;

const registry = new Map<string, ChoiceAnchor>();

export function registerChoiceAnchor(module: string, anchor: ChoiceAnchor): void {
  registry.set(module, anchor);
}

export const choiceAnchor = (module: string): ChoiceAnchor | undefined => registry.get(module);
