import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockedKeyCount, withChannelLock } from '../../src/storage/channel-lock';
import { RevisionConflictError } from '../../src/storage/errors';
import type { KeyvGameRepository } from '../../src/storage/keyv-repository';
import { makeSqliteFixture, type SqliteFixture } from './sqlite-fixture';

interface Game {
  moves: number[];
}

const GUILD = '100000000000000001';
const CHANNEL = '200000000000000001';
const CLICKS = 20;

let fx: SqliteFixture;
let repo: KeyvGameRepository<Game>;

beforeEach(async () => {
  fx = await makeSqliteFixture();
  repo = await fx.openRepo<Game>();
  await repo.create(CHANNEL, { moves: [] }, { guildId: GUILD });
});
afterEach(async () => {
  await fx.cleanup();
});

/** One move as the bot makes it: read the game, apply the move, save with compare-and-set. */
async function playMove(move: number): Promise<void> {
  const game = await repo.get(CHANNEL);
  if (!game) throw new Error('game vanished');
  await repo.update(CHANNEL, game.revision, { moves: [...game.data.moves, move] });
}

describe('withChannelLock', () => {
  it(`lets ${CLICKS} concurrent read-modify-write moves on one channel all land, in order`, async () => {
    const moves = Array.from({ length: CLICKS }, (_, i) => i);
    await Promise.all(moves.map((move) => withChannelLock(CHANNEL, () => playMove(move))));

    const game = await repo.get(CHANNEL);
    expect(game?.revision).toBe(1 + CLICKS);
    expect(game?.data.moves).toEqual(moves);
    expect(lockedKeyCount()).toBe(0);
  });

  it('without the lock, the revision check catches the lost updates', async () => {
    const moves = Array.from({ length: CLICKS }, (_, i) => i);
    const results = await Promise.allSettled(moves.map((move) => playMove(move)));

    const succeeded = results.filter((r) => r.status === 'fulfilled').length;
    const conflicts = results.filter((r) => r.status === 'rejected' && r.reason instanceof RevisionConflictError);
    expect(conflicts.length).toBeGreaterThan(0);
    expect(succeeded + conflicts.length).toBe(CLICKS);
    // Every accepted move is in the stored game: nothing was silently overwritten.
    const game = await repo.get(CHANNEL);
    expect(game?.revision).toBe(1 + succeeded);
    expect(game?.data.moves).toHaveLength(succeeded);
  });

  it('keeps going after a failed move and still releases the key', async () => {
    const failing = withChannelLock(CHANNEL, () => {
      throw new Error('illegal move');
    });
    const next = withChannelLock(CHANNEL, () => playMove(1));
    await expect(failing).rejects.toThrow('illegal move');
    await next;
    expect((await repo.get(CHANNEL))?.data.moves).toEqual([1]);
    expect(lockedKeyCount()).toBe(0);
  });

  it('runs different channels in parallel', async () => {
    let releaseA: () => void = () => {};
    const aWaits = new Promise<void>((resolve) => {
      releaseA = resolve;
    });
    const order: string[] = [];
    const a = withChannelLock('channel-a', async () => {
      await aWaits; // would deadlock if channel-b had to wait for channel-a
      order.push('a');
    });
    const b = withChannelLock('channel-b', async () => {
      order.push('b');
      releaseA();
    });
    await Promise.all([a, b]);
    expect(order).toEqual(['b', 'a']);
    expect(lockedKeyCount()).toBe(0);
  });

  it('returns the value of the function', async () => {
    await expect(withChannelLock(CHANNEL, async () => 42)).resolves.toBe(42);
  });
});
