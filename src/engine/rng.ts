// Seeded random numbers kept in the game state (mulberry32): the same seed always plays the same game.

/** Advances the generator; returns the next state and a float in [0, 1). */
export function nextRandom(state: number): { state: number; value: number } {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { state: next, value: ((t ^ (t >>> 14)) >>> 0) / 4294967296 };
}

export const seedState = (seed: number) => seed >>> 0;
