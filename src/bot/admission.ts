// Work after the acknowledgement waits its turn. Acknowledging costs a few event-loop turns (a request to
// Discord and its answer); if every interaction that arrived in a burst went on to read its game, check
// moves and upload images at the same time, each of those turns would grow long and the acknowledgements
// of the later arrivals would miss Discord's 3 seconds. So every interaction acknowledges at once, and
// only a few at a time go on past that point; the rest queue in arrival order.
export const DEFAULT_CONCURRENT_WORK = 8;

export class Admission {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly holders = new WeakSet<object>();

  constructor(readonly limit = DEFAULT_CONCURRENT_WORK) {}

  /** Resolves when `holder` may go on (at once when it already holds a place). */
  async enter(holder: object): Promise<void> {
    if (this.holders.has(holder)) return;
    this.holders.add(holder);
    if (this.active < this.limit) {
      this.active++;
      return;
    }
    // The place is handed over by leave(), so `active` does not change.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** `holder` is done: its place goes to the next in line. Does nothing for one that never entered. */
  leave(holder: object): void {
    if (!this.holders.delete(holder)) return;
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }
}

const admissions = new WeakMap<object, Admission>();

/** Makes `interaction` queue at `admission` once acknowledged (the bot does this as each one arrives). */
export function admit(interaction: object, admission: Admission): void {
  admissions.set(interaction, admission);
}

/** After acknowledging: waits until this interaction may do its work (no wait outside the bot). */
export async function waitForTurn(interaction: object): Promise<void> {
  await admissions.get(interaction)?.enter(interaction);
}

/** The interaction is handled: the next one in line goes on. */
export function finished(interaction: object): void {
  admissions.get(interaction)?.leave(interaction);
}
