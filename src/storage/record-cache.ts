/**
 * The last games read or written, so a load after a save does not rebuild the game from its move
 * log again. An entry is valid only for the exact stored head it was made from (key, createdAt,
 * revision). Cached games are deeply frozen rather than copied on every read (a copy of a late game
 * costs as much as replaying it): a caller that tried to change one would fail loudly, never change
 * what the cache holds. Game states share unchanged parts with the states before them, so freezing
 * stops at parts already frozen and costs little per move.
 */
export interface CachedGame<T> {
  createdAt: number;
  revision: number;
  data: T;
  /** The stored text of each log entry, to find what an update appends. */
  entryTexts: string[];
}

export class RecordCache<T> {
  private readonly entries = new Map<string, CachedGame<T>>();

  constructor(private readonly capacity: number) {}

  get(key: string, createdAt: number, revision: number): CachedGame<T> | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.createdAt !== createdAt || hit.revision !== revision) return undefined;
    // most recently used last, so the oldest is the first one dropped
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  set(key: string, game: CachedGame<T>): void {
    if (this.capacity <= 0) return;
    deepFreeze(game.data);
    this.entries.delete(key);
    this.entries.set(key, game);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}

/**
 * Freezes children before their parent, so a frozen object always has frozen descendants. Walks without
 * Object.values, whose array per object was a fifth of what a load and save allocated.
 */
export function deepFreeze<V>(value: V): V {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) deepFreeze(value[index]);
  } else {
    const object = value as Record<string, unknown>;
    for (const key in object) if (Object.hasOwn(object, key)) deepFreeze(object[key]);
  }
  return Object.freeze(value);
}
