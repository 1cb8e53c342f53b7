// The outbox of posts owed: one per channel, newer supersedes older, a delivered post is forgotten only
// if nothing newer was owed meanwhile, and everything survives closing and reopening the database.
// Run on the games' database (the repository's side tables), SQLite and PostgreSQL alike, and on a file
// of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { Outbox, type OutboxOptions } from '../../src/storage/outbox';
import { BACKENDS, makeStorageFixture, type StorageFixture } from './storage-fixture';

type Owed = Outbox<{ turn: number }>;
const open: Owed[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((outbox) => outbox.close()));
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Opens the outbox again on a new connection to the same store (as a restart would). */
type Opener = (options?: OutboxOptions<{ turn: number }>) => Promise<Owed>;

async function ownFile(): Promise<Opener> {
  const dir = await mkdtemp(path.join(tmpdir(), 'carc-outbox-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return async (options) => {
    const outbox = await Outbox.open<{ turn: number }>(path.join(dir, 'games.sqlite'), options);
    open.push(outbox);
    return outbox;
  };
}

async function onGames(backend: (typeof BACKENDS)[number]): Promise<Opener> {
  const fx: StorageFixture = await makeStorageFixture(backend);
  cleanups.push(() => fx.cleanup());
  return async (options) => Outbox.on<{ turn: number }>((await fx.openRepo()).sideTables, options);
}

const stores: [string, () => Promise<Opener>][] = [
  ['its own SQLite file', ownFile],
  ...BACKENDS.map((backend): [string, () => Promise<Opener>] => [`the games' ${backend}`, () => onGames(backend)]),
];

describe.each(stores)('outbox in %s', (_, makeOpener) => {
  it('keeps one post per channel: a newer turn supersedes the older one', async () => {
    const outbox = await (await makeOpener())();
    await outbox.owe('c1', { turn: 4 }, 1000);
    await outbox.owe('c2', { turn: 9 }, 1500);
    await outbox.owe('c1', { turn: 5 }, 2000);
    expect((await outbox.list()).map((p) => [p.channelId, p.payload.turn])).toEqual([
      ['c2', 9],
      ['c1', 5],
    ]);
  });

  it('forgets a delivered post, but not a newer one owed while it was being posted', async () => {
    const outbox = await (await makeOpener())();
    const older = await outbox.owe('c1', { turn: 4 }, 1000);
    const newer = await outbox.owe('c1', { turn: 5 }, 1001);
    expect(await outbox.settle(older)).toBe(false);
    expect(await outbox.reschedule(older, 9999)).toBeUndefined();
    expect((await outbox.get('c1'))?.payload.turn).toBe(5);
    expect(await outbox.settle(newer)).toBe(true);
    expect(await outbox.get('c1')).toBeUndefined();
  });

  it('counts failed attempts and survives a restart (a new connection to the same store)', async () => {
    const opener = await makeOpener();
    const first = await opener();
    const owed = await first.owe('c1', { turn: 7 }, 1000);
    const retried = await first.reschedule(owed, 6000);
    expect(retried).toMatchObject({ attempts: 1, dueAt: 6000, since: 1000 });
    await first.close();
    const second = await opener();
    expect(await second.list()).toEqual([retried]);
    expect(await second.settle(retried as NonNullable<typeof retried>)).toBe(true);
  });

  it('drops a row without a payload, or with a payload of the wrong shape, with one log line each', async () => {
    const logged: string[] = [];
    const payload = v.object({ turn: v.number() });
    const outbox = await (await makeOpener())({ payload, log: (message) => logged.push(message) });
    await outbox.owe('c1', { turn: 4 }, 1000);
    // rows as an older build, or a hand, left them
    await outbox.owe('c2', undefined as never, 1000);
    await outbox.owe('c3', { turn: 'six' } as never, 1000);
    expect((await outbox.list()).map((post) => post.key)).toEqual(['c1']);
    expect(logged).toEqual([
      expect.stringMatching(/^dropped the post owed under c2: .*payload/),
      expect.stringMatching(/^dropped the post owed under c3: .*payload\.turn/),
    ]);
    // gone, not retried: nothing more is read or logged
    expect(await outbox.get('c2')).toBeUndefined();
    expect(await outbox.list()).toHaveLength(1);
    expect(logged).toHaveLength(2);
  });
});
