// Work after the acknowledgement waits its turn. Acknowledging costs a few event-loop turns (a request to
// Discord and its answer); if every interaction that arrived in a burst went on to read its game, check
// moves and upload images at the same time, each of those turns would grow long and the acknowledgements
// of the later arrivals would miss Discord's 3 seconds. So every interaction acknowledges at once, and
// only a few at a time go on past that point; the rest queue in arrival order (their place is taken as
// they arrive, before the acknowledgement's round trip, whose answers come back in any order).
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

/** An interaction in line: it goes on once it is acknowledged and everyone before it has gone on. */
interface Place {
  holder: object;
  acknowledged: boolean;
  go: Promise<void>;
  resolve: () => void;
  reject: (error: Error) => void;
}

export class Admission {
  private active = 0;
  /** Arrived and not gone on yet, in arrival order. */
  private readonly line: Place[] = [];
  private readonly places = new WeakMap<object, Place>();
  private readonly inside = new WeakSet<object>();
  private closed = false;

  constructor(readonly limit = DEFAULT_CONCURRENT_WORK) {}

  /**
   * `holder` arrived: it takes its place in line now, before its acknowledgement is asked for, so the
   * work goes on in the order the interactions arrived, not in the order Discord answered their
   * acknowledgements (under load that order is any: a preview clicked before a placement would then
   * read a board already moved on). Does nothing when it has a place already.
   */
  lineUp(holder: object): void {
    if (this.closed || this.inside.has(holder) || this.places.has(holder)) return;
    let resolve = () => {};
    let reject: (error: Error) => void = () => {};
    const go = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // a place taken away on closing is told to its holder when it asks (enter), not as an unhandled error
    go.catch(() => {});
    const place: Place = { holder, acknowledged: false, go, resolve, reject };
    this.places.set(holder, place);
    this.line.push(place);
  }

  /**
   * `holder` is acknowledged: resolves when it may go on (at once when it is inside already), that is
   * when everyone who arrived before it has gone on and fewer than `limit` are at work; one that did not
   * line up on arrival goes to the back. Throws a ShuttingDownError once closed.
   */
  async enter(holder: object): Promise<void> {
    if (this.inside.has(holder)) return;
    if (this.closed) throw new ShuttingDownError();
    this.lineUp(holder);
    const place = this.places.get(holder);
    if (!place) throw new ShuttingDownError();
    place.acknowledged = true;
    this.admitInOrder();
    await place.go;
  }

  /** `holder` is done (or never got to its work): the next in line may go on. Does nothing for a stranger. */
  leave(holder: object): void {
    if (this.inside.delete(holder)) this.active--;
    else {
      const place = this.places.get(holder);
      if (!place) return;
      this.places.delete(holder);
      this.line.splice(this.line.indexOf(place), 1);
    }
    this.admitInOrder();
  }

  /** Stopping: those in line, and any that come later, are turned away; those under way go on. */
  close(): void {
    this.closed = true;
    for (const place of this.line.splice(0)) {
      this.places.delete(place.holder);
      place.reject(new ShuttingDownError());
    }
  }

  /** The first in line goes on while there is room; one whose acknowledgement is under way holds the rest. */
  private admitInOrder(): void {
    for (let first = this.line[0]; first?.acknowledged && this.active < this.limit; first = this.line[0]) {
      this.line.shift();
      this.places.delete(first.holder);
      this.inside.add(first.holder);
      this.active++;
      first.resolve();
    }
  }
}

const admissions = new WeakMap<object, Admission>();
const preparations = new WeakMap<object, () => Promise<void>>();

/** Makes `interaction` queue at `admission` (the bot does this as each one arrives). */
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

/** Before asking for the acknowledgement: the interaction's place in line, in arrival order. */
export function lineUp(interaction: object): void {
  admissions.get(interaction)?.lineUp(interaction);
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
