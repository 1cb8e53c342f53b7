// Keeps asking for a lease (lease.ts) every `renewMs`: renews it while held, takes it over once the
// holder let it run out, and tells the owner whenever it is gained or lost. A database that cannot be
// reached counts as lost: another process may have taken over meanwhile.
import type { Lease } from './lease';

export interface LeaseKeeperOptions {
  renewMs: number;
  /** Called on each change (awaited: the next renewal waits for it). */
  onChange: (held: boolean) => Promise<void> | void;
  /** Called after each renewal that kept the lease (the holder's chance to look for work left by others). */
  onRenewed?: () => Promise<void> | void;
  log: (message: string, error?: unknown) => void;
}

export class LeaseKeeper {
  private holding = false;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly lease: Lease,
    private readonly options: LeaseKeeperOptions,
  ) {}

  /** True while this process holds the lease (as of the last renewal). */
  get held(): boolean {
    return this.holding;
  }

  /** Asks once now (resolves after that first answer and its onChange), then every renewMs. */
  async start(): Promise<void> {
    await this.tick();
    if (this.stopped) return;
    this.timer = setInterval(() => void this.tick(), this.options.renewMs);
    this.timer.unref();
  }

  /** Stops asking and gives the lease up if held. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.ticking;
    if (!this.holding) return;
    this.holding = false;
    await this.lease.release().catch((error) => this.options.log('could not give the lease up', error));
  }

  private tick(): Promise<void> {
    this.ticking ??= this.renew().finally(() => {
      this.ticking = undefined;
    });
    return this.ticking;
  }

  private async renew(): Promise<void> {
    if (this.stopped) return;
    let held = false;
    try {
      held = await this.lease.acquire();
    } catch (error) {
      this.options.log(`could not renew the lease ${this.lease.name}`, error);
    }
    const changed = held !== this.holding;
    this.holding = held;
    try {
      if (changed) await this.options.onChange(held);
      else if (held) await this.options.onRenewed?.();
    } catch (error) {
      this.options.log(`the holder of the lease ${this.lease.name} failed to take up its work`, error);
    }
  }
}
