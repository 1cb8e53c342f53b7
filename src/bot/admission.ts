// Work after the acknowledgement waits its turn. Acknowledging costs a few event-loop turns (a request to
// Discord and its answer); if every interaction that arrived in a burst went on to read its game, check
// moves and upload images at the same time, each of those turns would grow long and the acknowledgements
// of the later arrivals would miss Discord's 3 seconds. So every interaction acknowledges at once, and
// only a few at a time go on past that point; the rest queue in arrival order.
export const DEFAULT_CONCURRENT_WORK = 8;

/**
 * The bot is stopping and this interaction's work never started: nothing was read or changed, and the
 * member is told to try again in a minute.
 */
export class ShuttingDownError extends Error {
  override readonly name = 'ShuttingDownError';
  constructor() {
    super('shutting-down');
  }
}

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
}

export class Admission {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  private readonly holders = new WeakSet<object>();
  private closed = false;

  constructor(readonly limit = DEFAULT_CONCURRENT_WORK) {}

  /**
   * Resolves when `holder` may go on (at once when it already holds a place); throws a
   * ShuttingDownError once closed.
   */
  async enter(holder: object): Promise<void> {
    if (this.holders.has(holder)) return;
    if (this.closed) throw new ShuttingDownError();
    this.holders.add(holder);
    if (this.active < this.limit) {
      this.active++;
      return;
    }
    // The place is handed over by leave(), so `active` does not change.
    await new Promise<void>((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  /** `holder` is done: its place goes to the next in line. Does nothing for one that never entered. */
  leave(holder: object): void {
    if (!this.holders.delete(holder)) return;
    const next = this.waiting.shift();
    if (next) next.resolve();
    else this.active--;
  }

  /** Stopping: those waiting, and any that come later, are turned away; those under way go on. */
  close(): void {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new ShuttingDownError());
  }
}

const admissions = new WeakMap<object, Admission>();
const preparations = new WeakMap<object, () => Promise<void>>();

/** Makes `interaction` queue at `admission` once acknowledged (the bot does this as each one arrives). */
export function admit(interaction: object, admission: Admission): void {
  admissions.set(interaction, admission);
}

/**
 * Work the interaction's handler needs before its own (reading the member's language) that must not
 * come before the acknowledgement: it runs once, when the interaction's turn comes (waitForTurn).
 */
export function prepareOnTurn(interaction: object, prepare: () => Promise<void>): void {
  preparations.set(interaction, prepare);
}

/** After acknowledging: waits until this interaction may do its work (no wait outside the bot). */
export async function waitForTurn(interaction: object): Promise<void> {
  await admissions.get(interaction)?.enter(interaction);
  const prepare = preparations.get(interaction);
  preparations.delete(interaction);
  await prepare?.();
}

/** The interaction is handled: the next one in line goes on. */
export function finished(interaction: object): void {
  admissions.get(interaction)?.leave(interaction);
}
