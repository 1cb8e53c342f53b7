// A bot process killed mid-game (SIGKILL: no goodbye, its lease left behind): another process takes the
// sweep over once the lease runs out, within one lease plus one renewal, and finds the game as saved.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LEASE } from '../../src/bot/start-bot';
import { Lease } from '../../src/storage/lease';
import { LeaseKeeper } from '../../src/storage/lease-keeper';
import { BACKENDS, makeStorageFixture, type StorageFixture } from './storage-fixture';

// The bot's own timings, scaled down 20 times so the test takes seconds.
const SCALE = 20;
const ttlMs = DEFAULT_LEASE.ttlMs / SCALE;
const renewMs = DEFAULT_LEASE.renewMs / SCALE;

it('the bot’s lease passes to another process within a minute of its holder dying', () => {
  expect(DEFAULT_LEASE.ttlMs + DEFAULT_LEASE.renewMs).toBeLessThanOrEqual(60_000);
});

describe.each(BACKENDS)('on %s', (backend) => {
  let fx: StorageFixture;
  beforeEach(async () => {
    fx = await makeStorageFixture(backend);
  });
  afterEach(() => fx.cleanup());

  it('a killed holder’s sweep is taken over once its lease runs out, and its saved move is there', async () => {
    const child = fork(
      fileURLToPath(new URL('./lease-holder.ts', import.meta.url)),
      [JSON.stringify({ target: fx.target, ttlMs, renewMs })],
      { execArgv: ['--import', 'tsx'] },
    );
    const said = await new Promise<{ held: boolean }>((resolve, reject) => {
      child.once('message', (message) => resolve(message as { held: boolean }));
      child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
    });
    expect(said.held).toBe(true);

    const repository = await fx.openRepo<{ moves: string[] }>();
    const lease = await Lease.on(repository.sideTables, { name: 'sweep', holder: 'survivor', ttlMs });
    let gainedAt = 0;
    const keeper = new LeaseKeeper(lease, {
      renewMs,
      onChange: (held) => {
        if (held) gainedAt = Date.now();
      },
      log: () => {},
    });
    await keeper.start();
    expect(keeper.held).toBe(false); // the child holds it, renewing

    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    const killedAt = Date.now();
    await exited;
    while (!keeper.held && Date.now() - killedAt < 5 * ttlMs) await new Promise((r) => setTimeout(r, 20));
    await keeper.stop();
    expect(gainedAt - killedAt).toBeGreaterThan(0);
    expect(gainedAt - killedAt).toBeLessThanOrEqual(ttlMs + renewMs + 100);
    expect((await repository.get('300000000000000001'))?.data.moves).toEqual(['first']);
  });
});
