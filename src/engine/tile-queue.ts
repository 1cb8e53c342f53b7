// Helpers for a module's setup that orders tiles into the draw queue (a river laid first): take one copy
// of a tile out of a list, shuffle a list with the game's seed.
import { nextRandom } from './rng';
import type { GameState } from './types';

/** Shuffles a list with the game's seeded random generator (Fisher–Yates), advancing it. */
export function shuffleWithSeed(draft: GameState, list: readonly string[]): string[] {
  const out = list.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const { state, value } = nextRandom(draft.rng);
    draft.rng = state;
    const j = Math.floor(value * (i + 1));
    [out[i], out[j]] = [out[j] as string, out[i] as string];
  }
  return out;
}

/** The list without its first copy of `tile`. */
export function withoutOne(list: readonly string[], tile: string): string[] {
  const index = list.indexOf(tile);
  return index < 0 ? list.slice() : list.filter((_, i) => i !== index);
}
