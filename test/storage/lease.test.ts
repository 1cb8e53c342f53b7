// The lease that keeps the turn-clock sweep and the outbox's retries in one process at a time: two
// processes (two repositories, each on connections of its own) against the same database.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Lease } from '../../src/storage/lease';
import { LeaseKeeper } from '../../src/storage/lease-keeper';
import { BACKENDS, makeStorageFixture, type StorageFixture } from './storage-fixture';

const TTL = 30_000;

describe.each(BACKENDS)('lease on %s', (backend) => {
  let fx: StorageFixture;
  let clock: number;
  const now = () => clock;

  beforeEach(async () => {
    fx = await makeStorageFixture(backend);
    clock = 1_700_000_000_000;
  });
  afterEach(() => fx.cleanup());

  async function twoProcesses() {
    const [a, b] = await Promise.all([fx.openRepo(), fx.openRepo()]);
    return Promise.all([
      Lease.on(a.sideTables, { name: 'sweep', holder: 'process-a', ttlMs: TTL, now }),
      Lease.on(b.sideTables, { name: 'sweep', holder: 'process-b', ttlMs: TTL, now }),
    ]);
  }

  it('goes to exactly one of two processes asking at once, and the holder keeps it by renewing', async () => {
    const [a, b] = await twoProcesses();
    const answers = await Promise.all([a.acquire(), b.acquire()]);
    expect(answers.filter(Boolean)).toHaveLength(1);
    const [mine, theirs] = answers[0] ? [a, b] : [b, a];
    expect(await a.currentHolder()).toBe(mine.holder);
    clock += TTL - 1;
    expect(await mine.acquire()).toBe(true);
    clock += TTL - 1; // past the first expiry, but renewed in between
    expect(await theirs.acquire()).toBe(false);
    expect(await a.currentHolder()).toBe(mine.holder);
  });

  it('passes to another process once the holder stops renewing (it died), and not before', async () => {
    const [a, b] = await twoProcesses();
    expect(await a.acquire()).toBe(true);
    clock += TTL - 1;
    expect(await b.acquire()).toBe(false);
    clock += 1;
    expect(await b.acquire()).toBe(true);
    // the old holder, back from a pause, finds it taken
    expect(await a.acquire()).toBe(false);
    expect(await b.currentHolder()).toBe('process-b');
  });

  it('caps an expiry far ahead (a clock running fast wrote it) at one lease length, and logs the takeover', async () => {
    const [repoA, repoB] = await Promise.all([fx.openRepo(), fx.openRepo()]);
    const logged: string[] = [];
    const log = (message: string) => logged.push(message);
    const a = await Lease.on(repoA.sideTables, { name: 'sweep', holder: 'process-a', ttlMs: TTL, now, log });
    const b = await Lease.on(repoB.sideTables, { name: 'sweep', holder: 'process-b', ttlMs: TTL, now, log });
    expect(await a.acquire()).toBe(true);
    // the holder's clock ran a day ahead when it last renewed, then it died
    await repoA.sideTables.query('UPDATE lease SET expires_at = ? WHERE name = ?', clock + 86_400_000, 'sweep');
    expect(await b.acquire()).toBe(false);
    clock += TTL - 1;
    expect(await b.acquire()).toBe(false);
    clock += 1;
    expect(await b.acquire()).toBe(true);
    expect(logged).toEqual([expect.stringMatching(/took the lease sweep over from process-a/)]);
    // renewing one's own lease, or taking a free one, is no takeover
    expect(await b.acquire()).toBe(true);
    await b.release();
    expect(await a.acquire()).toBe(true);
    expect(logged).toHaveLength(1);
  });

  it('is taken at once after its holder gives it up', async () => {
    const [a, b] = await twoProcesses();
    expect(await a.acquire()).toBe(true);
    await b.release(); // not b's: nothing happens
    expect(await b.acquire()).toBe(false);
    await a.release();
    expect(await b.acquire()).toBe(true);
  });

  it('keepers: the holder renews on its timer; its stop hands the work to the other within one renewal', async () => {
    const real = Date.now;
    const [repoA, repoB] = await Promise.all([fx.openRepo(), fx.openRepo()]);
    const changes: string[] = [];
    const keeper = async (holder: string) => {
      const lease = await Lease.on(holder === 'a' ? repoA.sideTables : repoB.sideTables, {
        name: 'sweep',
        holder,
        ttlMs: 400,
        now: real,
      });
      return new LeaseKeeper(lease, {
        renewMs: 100,
        onChange: (held) => {
          changes.push(`${holder} ${held ? 'gained' : 'lost'}`);
        },
        log: () => {},
      });
    };
    const a = await keeper('a');
    const b = await keeper('b');
    await a.start();
    await b.start();
    expect([a.held, b.held]).toEqual([true, false]);
    await new Promise((resolve) => setTimeout(resolve, 600)); // longer than the lease: a renewed it
    expect([a.held, b.held]).toEqual([true, false]);
    await a.stop();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(b.held).toBe(true);
    expect(changes).toEqual(['a gained', 'b gained']);
    await b.stop();
  });
});
