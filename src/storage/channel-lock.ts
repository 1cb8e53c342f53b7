/**
 * Serialises work per key (a channel id) inside this process, so two clicks on the
 * same game never interleave their read-modify-write. Different keys run in parallel.
 * The repository's revision check is the second line of defence (other processes).
 *
 * Not re-entrant: calling withChannelLock for the same key from inside `fn` deadlocks.
 */

/** Tail of each key's chain; it never rejects, so one failed move can't block the next. */
const tails = new Map<string, Promise<void>>();

export function withChannelLock<R>(key: string, fn: () => Promise<R> | R): Promise<R> {
  const previous = tails.get(key) ?? Promise.resolve();
  const result = previous.then(() => fn());
  const tail = result.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  // Drop the entry once nothing else queued behind us, so idle channels cost no memory.
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return result;
}

/** How many keys currently have queued or running work (for tests and diagnostics). */
export function lockedKeyCount(): number {
  return tails.size;
}
