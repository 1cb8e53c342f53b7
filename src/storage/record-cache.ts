/**
 * The last games read or written, so a load after a save does not rebuild the game from its move
 * log again. An entry is valid only for the exact stored head it was made from (key, createdAt,
 * revision); each read hands out a copy, so callers can never change what the cache holds.
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
    return { ...hit, data: structuredClone(hit.data) };
  }

  set(key: string, game: CachedGame<T>): void {
    if (this.capacity <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { ...game, data: structuredClone(game.data) });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
